import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import routes from '../../app/routes'
import { expect, test } from './fixtures'
import { TEST_PASSWORD, uniqueEmail, withNextTotpCode } from './support'

/**
 * The authorisation matrix: every staff route in app/routes.ts (all of /admin), read from the
 * route table itself so a new staff route is covered the day it is added, with its loader, its
 * React Router data request (.data) and its action. Visitors get 401; students 403; staff (leads)
 * get in to the leads routes and 403 on the content studio; editors the other way round; admins
 * everywhere, and they alone read the content audit log and set counselling availability. Nobody
 * refused sees a byte of staff data.
 */

const ADMIN = { email: 'admin@welsh.test', password: 'Counsel-Desk-2026!' }
// Created before the test server starts (playwright.config.ts webServer.command).
const STAFF = { email: 'staff@welsh.test', password: 'Leads-Desk-2026!' }
const EDITOR = { email: 'editor@welsh.test', password: 'Content-Desk-2026!' }
/** A seeded course: the studio routes' :type and :key. */
const COURSE_KEY = 'ielts-academic-full-course'
/** A seeded fact of the UK guide: the studio's facts routes' :country and :fact. */
const FACT_KEY = 'funds-london-monthly'

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] }
function flatten(entries: RouteEntry[]): RouteEntry[] {
	return entries.flatMap((e) => [e, ...flatten(e.children ?? [])])
}
const staffRoutes = flatten(routes as RouteEntry[]).filter((r) => r.path === 'admin' || r.path?.startsWith('admin/'))

/** Which area a staff route belongs to, and so which roles it lets in. */
type Area = 'leads' | 'lead-settings' | 'availability' | 'content' | 'audit'
/** The leads' settings admins alone change: round-robin and the digest, the WhatsApp templates. */
const leadSettingsPaths = new Set(['admin/lead-settings', 'admin/whatsapp-templates'])
// The content audit log and staff management (issue 16) are for admins only.
const areaOf = (path: string): Area =>
	path === 'admin/content/audit' || path === 'admin/users'
		? 'audit'
		: path === 'admin/calendar/availability'
			? 'availability'
			: path === 'admin/content' || path.startsWith('admin/content/')
				? 'content'
				: leadSettingsPaths.has(path)
					? 'lead-settings'
					: 'leads'
/** Counselling availability (decision 012) is set by admins only: staff see its effect on the calendar. */
const allowed: Record<Area, Who[]> = { leads: ['staff', 'admin'], 'lead-settings': ['admin'], availability: ['admin'], content: ['editor', 'admin'], audit: ['admin'] }

const source = (file: string) => fs.readFileSync(path.join('app', file), 'utf8')
const hasAction = (file: string) => /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source(file))
/** A page (it renders), as opposed to a resource route (CSV, long-poll, event stream). */
const isPage = (file: string) => /export\s+default\b/.test(source(file))

type Who = 'visitor' | 'student' | 'staff' | 'editor' | 'admin'
type Probe = { status: number; body: string; contentType: string }

test.describe.configure({ mode: 'serial' })

const cookies: Record<Who, string> = { visitor: '', student: '', staff: '', editor: '', admin: '' }
let lead: { id: string; email: string; name: string }
let adminId = ''
let baseURL = ''

test.beforeAll(async ({ playwright }, testInfo) => {
	baseURL = String(testInfo.project.use.baseURL)
	const api = await playwright.request.newContext({ baseURL })
	const email = `authz-${crypto.randomBytes(4).toString('hex')}@example.com`
	const name = `Confidential ${crypto.randomBytes(3).toString('hex')}`
	const res = await api.post('/api/enquiries', { form: { name, email, course: 'other', mobile: `98765${crypto.randomInt(10_000, 100_000)}`, tellus: 'Private details for staff only' } })
	expect(res.ok(), await res.text()).toBe(true)
	lead = { id: ((await res.json()) as { id: string }).id, email, name }
	await api.dispose()
	cookies.student = await signIn('/signup', { mode: 'dialog', name: 'Gurpreet Student', email: uniqueEmail('authz'), password: TEST_PASSWORD })
	cookies.admin = await signInWithCode(ADMIN)
	cookies.staff = await signInWithCode(STAFF)
	cookies.editor = await signInWithCode(EDITOR)
	// Assigned to the admin, so the pages of one counsellor's leads (My day) show it too.
	const page = await probe(`/admin/leads/${lead.id}`, 'admin')
	adminId = /name="assigneeId" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
	expect(adminId, 'the lead page offers "Assign to me"').toBeTruthy()
	expect((await probe(`/admin/leads/${lead.id}`, 'admin', { method: 'POST', body: new URLSearchParams({ intent: 'assign', assigneeId: adminId }) })).status).toBe(200)
})

async function signIn(pathname: string, form: Record<string, string>) {
	const res = await fetch(new URL(pathname, baseURL), { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })
	expect(res.status, await res.text()).toBe(200)
	return res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
}

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')

/** Staff accounts sign in with the password, then the code from the app (issue 16, item 4). */
async function signInWithCode(who: { email: string; password: string }) {
	const password = await fetch(new URL('/login', baseURL), { method: 'POST', body: new URLSearchParams(who), redirect: 'manual' })
	expect(password.status, await password.text()).toBe(302)
	const code = await withNextTotpCode({ email: who.email }, (totp) =>
		fetch(new URL(password.headers.get('location')!, baseURL), {
			method: 'POST',
			body: new URLSearchParams({ code: totp, redirectTo: '/' }),
			headers: { Cookie: cookiesOf(password) },
			redirect: 'manual',
		}),
	)
	expect(code.status, await code.text()).toBe(302)
	return cookiesOf(code)
}

/** The concrete URL for a route pattern, and the query its long-polls need to answer at once. */
function urlFor(pattern: string) {
	const pathname = `/${pattern.replace(/:id\b/, lead.id).replace(/:type\b/, 'course').replace(/:key\b/, COURSE_KEY).replace(/:country\b/, 'united-kingdom').replace(/:fact\b/, FACT_KEY)}`
	if (pathname === '/admin/dashboard.csv') return `${pathname}?table=funnel`
	return pathname.startsWith('/admin/leads/updates') || pathname.startsWith('/admin/leads/events') ? `${pathname}?since=2000-01-01T00:00:00.000Z` : pathname
}

/** Status and the start of the body; a stream (the live events) is cut after its first chunk. */
async function probe(url: string, who: Who, init: { method?: string; body?: URLSearchParams } = {}): Promise<Probe> {
	const controller = new AbortController()
	// A stream that stays open (the live events) is read for a moment, then cut.
	const cut = setTimeout(() => controller.abort(), 5_000)
	const res = await fetch(new URL(url, baseURL), {
		method: init.method ?? 'GET',
		body: init.body,
		headers: cookies[who] ? { Cookie: cookies[who] } : {},
		redirect: 'manual',
		signal: controller.signal,
	}).catch((error: unknown) => {
		clearTimeout(cut)
		throw new Error(`${init.method ?? 'GET'} ${url} as ${who}: no answer within 5 s (${String(error)})`)
	})
	const reader = res.body?.getReader()
	let body = ''
	const decoder = new TextDecoder()
	try {
		while (reader) {
			const { value, done } = await reader.read()
			if (done) break
			body += decoder.decode(value, { stream: true })
		}
	} catch {
		// cut
	} finally {
		clearTimeout(cut)
		controller.abort()
	}
	return { status: res.status, body, contentType: res.headers.get('content-type') ?? '' }
}

/** Any trace of the lead: its id, email or name. */
function expectNoStaffData(p: Probe, where: string) {
	for (const secret of [lead.email, lead.name, 'Private details for staff only']) expect(p.body, `${where} leaks "${secret}"`).not.toContain(secret)
}

test('the route table has staff routes, and each is listed here', () => {
	const paths = staffRoutes.map((r) => r.path)
	expect(paths).toContain('admin')
	expect(paths).toContain('admin/leads/:id')
	expect(paths).toContain('admin/content/:type/:key')
	expect(paths.length).toBeGreaterThanOrEqual(10)
})

/** What a refused post would change: a lead's note, the leads' settings and templates, or (studio) a course's published Duration. */
function refusedPost(route: RouteEntry, note: string) {
	const area = areaOf(route.path!)
	if (area === 'lead-settings') return new URLSearchParams({ greeting: note, 'follow-up': note, documents: note, booking: note, roundRobin: 'on', digestTime: '06:00' })
	return area === 'leads'
		? new URLSearchParams({ intent: 'note', body: note })
		: new URLSearchParams({ intent: 'publish', version: '1', 'document.ProgramName.en': note, 'document.ProgramDescription.en': note, 'document.Type': 'ielts-academic', 'document.position': '1' })
}

for (const [who, expected] of [
	['visitor', 401],
	['student', 403],
	['staff', 403],
	['editor', 403],
] as const) {
	test(`${who}s are refused (${expected}) on every staff page, data request, API and action not theirs`, async () => {
		for (const route of staffRoutes.filter((r) => !(allowed[areaOf(r.path!)] as Who[]).includes(who))) {
			const url = urlFor(route.path!)
			const [pathname, search] = url.split('?')
			const dataUrl = `${pathname}.data${search ? `?${search}` : ''}`
			for (const target of [url, dataUrl]) {
				const p = await probe(target, who)
				expect(p.status, `GET ${target} as ${who}`).toBe(expected)
				expectNoStaffData(p, `GET ${target} as ${who}`)
			}
			if (hasAction(route.file)) {
				const note = `note by a ${who} ${crypto.randomBytes(3).toString('hex')}`
				for (const target of [url, dataUrl]) {
					const p = await probe(target, who, { method: 'POST', body: refusedPost(route, note) })
					expect(p.status, `POST ${target} as ${who}`).toBe(expected)
					expectNoStaffData(p, `POST ${target} as ${who}`)
				}
				// Nothing was written: the lead or entry, seen by the admin, has no such text.
				const asAdmin = await probe(url, 'admin')
				expect(asAdmin.body).not.toContain(note)
			}
		}
	})
}

/** Pages that show bookings rather than leads: their data and actions are tested in booking.spec.ts. */
const bookingPages = new Set(['admin/calendar'])
/** Figures about all leads, no one lead's data: what each shows instead (the numbers in dashboard.spec.ts). */
const figurePages = new Map([
	['admin/dashboard', 'Funnel'],
	['admin/dashboard.csv', 'Received (new)'],
])

test('the admin is let in to every leads page, data request, API and action', async () => {
	for (const route of staffRoutes.filter((r) => areaOf(r.path!) === 'leads')) {
		const url = urlFor(route.path!)
		const p = await probe(url, 'admin')
		expect(p.status, `GET ${url} as admin`).toBe(200)
		if (bookingPages.has(route.path!)) continue
		if (route.path === 'admin/erasure') {
			// Erasure on request shows no lead (only the log of erasures); its form refuses a post without an address.
			expect((await probe(`${url}.data`, 'admin')).status, `GET ${url}.data as admin`).toBe(200)
			expect((await probe(url, 'admin', { method: 'POST', body: new URLSearchParams({ intent: 'erase' }) })).status, `POST ${url} as admin`).toBe(400)
			continue
		}
		const figures = figurePages.get(route.path!)
		if (figures) {
			expect(p.body, `GET ${url} shows the figures`).toContain(figures)
			if (isPage(route.file)) expect((await probe(`${url}.data`, 'admin')).status, `GET ${url}.data as admin`).toBe(200)
			continue
		}
		if (!p.contentType.includes('text/event-stream') && route.path !== 'admin/leads/updates') expect(p.body, `GET ${url} shows the lead`).toContain(lead.email)
		// The browser makes .data requests for pages only (a resource route's stream would never end).
		if (isPage(route.file)) {
			const data = await probe(`${url}.data`, 'admin')
			expect(data.status, `GET ${url}.data as admin`).toBe(200)
			expect(data.body).toContain(lead.email)
		}
		if (route.path === 'admin') {
			// The inbox's action is its bulk form: the lead, ticked, is assigned to the admin it is already assigned to.
			const posted = await probe(url, 'admin', { method: 'POST', body: new URLSearchParams({ intent: 'bulk-assign', ids: lead.id, assigneeId: adminId }) })
			expect(posted.status, `POST ${url} as admin`).toBe(200)
			expect(posted.body).toContain('1 lead assigned to')
		} else if (hasAction(route.file)) {
			const note = `Called back ${crypto.randomBytes(3).toString('hex')}`
			const posted = await probe(url, 'admin', { method: 'POST', body: new URLSearchParams({ intent: 'note', body: note }) })
			expect(posted.status, `POST ${url} as admin`).toBe(200)
			expect((await probe(url, 'admin')).body).toContain(note)
		}
	}
})

test('the admin is let in to the leads settings and the WhatsApp templates, pages and data requests', async () => {
	const routes = staffRoutes.filter((r) => areaOf(r.path!) === 'lead-settings')
	expect(routes.map((r) => r.path)).toEqual(['admin/lead-settings', 'admin/whatsapp-templates'])
	for (const route of routes) {
		const url = urlFor(route.path!)
		expect((await probe(url, 'admin')).status, `GET ${url} as admin`).toBe(200)
		expect((await probe(`${url}.data`, 'admin')).status, `GET ${url}.data as admin`).toBe(200)
	}
})

test('staff are let in to every leads page and data request, the dashboard and its CSV included', async () => {
	for (const route of staffRoutes.filter((r) => areaOf(r.path!) === 'leads')) {
		const url = urlFor(route.path!)
		expect((await probe(url, 'staff')).status, `GET ${url} as staff`).toBe(200)
		if (isPage(route.file)) expect((await probe(`${url}.data`, 'staff')).status, `GET ${url}.data as staff`).toBe(200)
	}
})

for (const who of ['editor', 'admin'] as const) {
	test(`the ${who} is let in to every content studio (and admin-only) page and data request it may use`, async () => {
		for (const route of staffRoutes.filter((r) => (allowed[areaOf(r.path!)] as Who[]).includes(who) && areaOf(r.path!) !== 'leads')) {
			const url = urlFor(route.path!)
			const p = await probe(url, who)
			expect(p.status, `GET ${url} as ${who}`).toBe(200)
			expectNoStaffData(p, `GET ${url} as ${who}`)
			const data = await probe(`${url}.data`, who)
			expect(data.status, `GET ${url}.data as ${who}`).toBe(200)
		}
	})
}

test("the studio's actions let the editor in: a stale version is refused with 409, nothing changed", async () => {
	const url = urlFor('admin/content/:type/:key')
	const p = await probe(url, 'editor', { method: 'POST', body: new URLSearchParams({ intent: 'discard', version: '999999' }) })
	expect(p.status).toBe(409)
	const fact = await probe(urlFor('admin/content/facts/:country/:fact'), 'editor', {
		method: 'POST',
		body: new URLSearchParams({ version: '999999', label: 'Living costs to show, London', figure: '1', currency: 'GBP', asOf: '2025-11-11', sourceName: 'GOV.UK', sourceUrl: 'https://www.gov.uk/student-visa/money', checkedOn: '2026-11-24', status: 'confirmed' }),
	})
	expect(fact.status).toBe(409)
})

/** A route's English path: /pa and /hi versions (issue 20) are held to the same rules as their English page. */
const englishPath = (path: string | undefined) => (path ?? '').replace(/^(pa|hi)\//, '')
/** Account pages outside /admin (issue 16), in every language: the security page is for the signed-in person, whatever their role. */
const accountRoutes = flatten(routes as RouteEntry[]).filter((r) => englishPath(r.path).startsWith('account/'))

/** The page a deleted account is sent to: no account left, so anyone may read it. */
const publicAccountPages = new Set(['account/deleted'])
/** The second factor's pages: for the staff roles that need one (issue 16, item 4); students are refused. */
const secondFactorPages = new Set(['account/two-factor', 'account/backup-codes'])

test('account pages: visitors are refused (401) on every page, data request and action; every signed-in role gets its own', async () => {
	expect(accountRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['account/security', 'pa/account/security', 'hi/account/two-factor', 'pa/account/delete']))
	for (const route of accountRoutes.filter((r) => !publicAccountPages.has(englishPath(r.path)))) {
		const url = `/${route.path}`
		for (const target of isPage(route.file) ? [url, `${url}.data`] : [url]) {
			expect((await probe(target, 'visitor')).status, `GET ${target} as visitor`).toBe(401)
		}
		if (hasAction(route.file)) {
			expect((await probe(url, 'visitor', { method: 'POST', body: new URLSearchParams({ intent: 'sign-out-others' }) })).status, `POST ${url} as visitor`).toBe(401)
		}
		for (const who of ['student', 'staff', 'editor', 'admin'] as const) {
			const p = await probe(url, who)
			expect(p.status, `GET ${url} as ${who}`).toBe(secondFactorPages.has(englishPath(route.path)) && who === 'student' ? 403 : 200)
			expectNoStaffData(p, `GET ${url} as ${who}`)
		}
	}
	expect((await probe('/account/security', 'staff')).body).toContain(STAFF.email)
})

test('a password reset link for a lead is made by admins only', async () => {
	const body = () => new URLSearchParams({ intent: 'reset-link' })
	expect((await probe(`/admin/leads/${lead.id}`, 'staff', { method: 'POST', body: body() })).status).toBe(403)
	// This lead's address has no account: the admin hears so.
	const asAdmin = await probe(`/admin/leads/${lead.id}`, 'admin', { method: 'POST', body: body() })
	expect(asAdmin.status).toBe(404)
	expect(asAdmin.body).toContain('This person has no account.')
})
