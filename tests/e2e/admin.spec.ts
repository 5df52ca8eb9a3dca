import crypto from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInWithTwoFactor, signUpViaApi } from './support'

/** The admin the test server creates at start-up (playwright.config.ts webServer.env). */
const ADMIN = { email: 'admin@welsh.test', password: 'Counsel-Desk-2026!', name: 'Meera Admin' }

async function logInAsAdmin(page: Page) {
	await signInWithTwoFactor(page, ADMIN)
}

let counter = 0
function uniqueName(first: string) {
	counter++
	return `${first} ${Date.now().toString(36)}${process.pid}${counter}`
}

/** A lead as a visitor makes one: the enquiry form's own endpoint, from a context without a session. */
async function sendEnquiry(request: APIRequestContext, fields: Partial<Record<'name' | 'email' | 'mobile' | 'course' | 'tellus' | 'sourcePage', string>> = {}) {
	const tag = crypto.randomBytes(4).toString('hex')
	const lead = {
		name: fields.name ?? uniqueName('Jaspreet'),
		email: fields.email ?? `lead-${tag}-${Date.now()}@example.com`,
		// Random, so leads of tests running side by side are never linked as repeats of each other.
		mobile: fields.mobile ?? `9${crypto.randomInt(100_000_000, 1_000_000_000)}`,
		course: fields.course ?? 'ielts-academic',
		tellus: fields.tellus ?? 'I want to study in Canada next year.',
		sourcePage: fields.sourcePage ?? '/',
		idempotencyKey: `e2e-${tag}-${Date.now()}`,
	}
	const res = await request.post('/enquire', { form: lead })
	expect(res.ok(), `enquiry failed: ${res.status()}`).toBe(true)
	return lead
}

test.describe('staff inbox: who may see it', () => {
	let lead: Awaited<ReturnType<typeof sendEnquiry>>
	let leadId: string
	test.beforeAll(async ({ browser }) => {
		const context = await browser.newContext()
		const page = await context.newPage()
		lead = await sendEnquiry(page.request, { name: uniqueName('Secretive') })
		await logInAsAdmin(page)
		const csv = await (await page.request.get(`/admin/leads.csv?q=${encodeURIComponent(lead.email)}`)).text()
		leadId = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(csv)?.[1] ?? ''
		expect(leadId).not.toBe('')
		await context.close()
	})

	const staffUrls = () => [
		'/admin',
		`/admin?q=${encodeURIComponent(lead.name)}`,
		`/admin/leads/${leadId}`,
		`/admin/leads.csv`,
		`/admin/leads.csv?q=${encodeURIComponent(lead.name)}`,
		`/admin/leads/updates?since=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
		`/admin/leads/events?since=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
	]

	async function expectRefused(request: APIRequestContext, status: number) {
		for (const url of staffUrls()) {
			const res = await request.get(url, { maxRedirects: 0 })
			expect(res.status(), url).toBe(status)
			const body = await res.text()
			for (const secret of [lead.name, lead.email, lead.mobile, leadId]) {
				if (url.includes(encodeURIComponent(secret)) || url.includes(secret)) continue
				expect(body, `${url} leaks ${secret}`).not.toContain(secret)
			}
			expect(body).not.toContain(lead.email)
			expect(res.headers()['content-type'] ?? '').not.toContain('text/csv')
			expect(res.headers()['content-type'] ?? '').not.toContain('text/event-stream')
		}
		// Actions too: nothing changes.
		const forms: Record<string, string>[] = [
			{ intent: 'status', status: 'closed', closedReason: 'Not allowed' },
			{ intent: 'note', body: 'Not allowed' },
			{ intent: 'assign', assigneeId: '' },
		]
		for (const form of forms) {
			const res = await request.post(`/admin/leads/${leadId}`, { form, maxRedirects: 0 })
			expect(res.status()).toBe(status)
			expect(await res.text()).not.toContain(lead.email)
		}
	}

	test('a visitor gets 401 from every staff page and API, and no lead data', async ({ request }) => {
		await expectRefused(request, 401)
	})

	test('a student gets 403 from every staff page and API, and no lead data', async ({ page }) => {
		await signUpViaApi(page)
		await expectRefused(page.request, 403)
		// Nothing was changed by the refused actions.
		await page.request.post('/logout')
		await logInAsAdmin(page)
		await page.goto(`/admin/leads/${leadId}`)
		await expect(page.getByText('No notes yet.')).toBeVisible()
		await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('new')
	})

	test('a visitor sees the login prompt; a student sees that the page is for staff; neither has the menu item', async ({ page }) => {
		const visitor = await page.goto('/admin')
		expect(visitor?.status()).toBe(401)
		await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Leads inbox' })).toHaveCount(0)

		await signUpViaApi(page)
		const student = await page.goto('/admin')
		expect(student?.status()).toBe(403)
		await expect(page.getByRole('heading', { name: 'This page is for staff' })).toBeVisible()
		await page.getByRole('button', { name: 'Account menu' }).click()
		await expect(page.getByRole('menuitem', { name: 'My Courses' })).toBeVisible()
		await expect(page.getByRole('menuitem', { name: 'Staff inbox' })).toHaveCount(0)
		await page.keyboard.press('Escape')
	})
})

test.describe('staff inbox: working leads', () => {
	test('a staff member works a lead end to end', async ({ page, request }) => {
		// Many page loads, each checked by axe, on a shared 2-core machine.
		test.slow()
		const lead = await sendEnquiry(request, { sourcePage: '/country/canada?utm_source=instagram', mobile: '98140 22334' })
		await logInAsAdmin(page)

		await page.goto('/')
		await page.getByRole('button', { name: 'Account menu' }).click()
		await page.getByRole('menuitem', { name: 'Staff inbox' }).click()
		await expect(page.getByRole('heading', { name: 'Leads inbox', level: 1 })).toBeVisible()
		await expect(page).toHaveTitle(/Leads inbox/)

		await page.getByLabel('Search leads').fill(lead.name)
		await page.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/q=/)
		const table = page.getByRole('table', { name: 'Leads, latest activity first' })
		await expect(table.getByRole('row')).toHaveCount(2)
		const row = table.getByRole('row').filter({ hasText: lead.name })
		await expect(row).toContainText('Enquiry')
		await expect(row).toContainText(lead.email)
		await expect(row).toContainText('IELTS: Academic')
		await expect(row).toContainText('New')
		await expect(row).toContainText('Nobody')
		// The first cell is the row's bulk-action checkbox; then when it came in.
		await expect(row.getByRole('cell').nth(1)).toContainText(/just now|min ago/)

		await row.getByRole('link', { name: lead.name }).click()
		await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible()
		await expect(page).toHaveTitle(new RegExp(lead.name))
		const details = page.getByRole('region', { name: 'Details' })
		await expect(details).toContainText('/country/canada?utm_source=instagram')
		await expect(details).toContainText('instagram')
		await expect(details).toContainText('I want to study in Canada next year.')
		await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/919814022334\?text=Hello%20Jaspreet/)
		await expect(page.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+919814022334')

		// Status: contacted.
		await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted')
		await page.getByRole('button', { name: 'Save status' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible()
		await expect(details).toContainText('Contacted')

		// Assign to self.
		await page.getByRole('button', { name: 'Assign to me' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Assignment saved.' })).toBeVisible()
		await expect(page.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(/.+/)
		await expect(details).toContainText(ADMIN.name)

		// A note, shown with its author and time.
		await page.getByLabel('Add a note').fill('Called at 11, will visit the institute on Monday.')
		await page.getByRole('button', { name: 'Add note' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible()
		const notes = page.getByRole('region', { name: 'Notes' })
		const note = notes.getByRole('listitem').filter({ hasText: 'Called at 11, will visit the institute on Monday.' })
		await expect(note).toContainText(ADMIN.name)
		await expect(note.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
		await expect(page.getByLabel('Add a note')).toHaveValue('')

		// Closing needs a reason.
		await page.getByRole('combobox', { name: 'Status' }).selectOption('closed')
		await page.getByRole('button', { name: 'Save status' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Please give a reason for closing this lead.' })).toBeVisible()
		await expect(details).toContainText('Contacted')
		await page.getByLabel('Reason for closing').fill('Chose to study in Germany with another agent')
		await page.getByRole('button', { name: 'Save status' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible()
		await expect(details).toContainText('Chose to study in Germany with another agent')

		await page.getByRole('link', { name: 'All leads' }).click()
		await page.getByLabel('Search leads').fill(lead.email)
		await page.getByLabel('Status', { exact: true }).selectOption('closed')
		await page.getByRole('button', { name: 'Search' }).click()
		const closedRow = page.getByRole('row').filter({ hasText: lead.name })
		await expect(closedRow).toContainText('Closed')
		await expect(closedRow).toContainText(ADMIN.name)
	})

	test('repeats are listed under the first lead; search finds by mobile; filters by type', async ({ page, request }) => {
		const mobile = `8${crypto.randomInt(100_000_000, 1_000_000_000)}`
		const first = await sendEnquiry(request, { mobile })
		const repeat = await sendEnquiry(request, { mobile, name: uniqueName('Repeat'), course: 'ielts-general' })
		await logInAsAdmin(page)
		await page.goto(`/admin?q=${encodeURIComponent(`${mobile.slice(0, 5)} ${mobile.slice(5)}`)}&type=enquiry`)
		const table = page.getByRole('table', { name: 'Leads, latest activity first' })
		await expect(table.getByRole('row')).toHaveCount(2)
		const row = table.getByRole('row').filter({ hasText: first.name })
		await expect(row).toContainText('1 repeat')
		await expect(table).not.toContainText(repeat.name)
		await row.getByRole('link', { name: first.name }).click()
		const linked = page.getByRole('region', { name: 'Linked leads' })
		await linked.getByRole('link', { name: new RegExp(`Repeat: Enquiry from ${repeat.name}`) }).click()
		await expect(page.getByText('This is a repeat of an earlier lead from the same person.')).toBeVisible()
		await expect(page.getByRole('region', { name: 'Linked leads' }).getByRole('link', { name: new RegExp(`First lead: Enquiry from ${first.name}`) })).toBeVisible()

		await page.goto(`/admin?q=${encodeURIComponent(first.email)}&type=newsletter`)
		await expect(page.getByRole('heading', { name: 'No leads match these filters' })).toBeVisible()
	})

	test('the CSV export is the filtered list, formula-safe, as an attachment', async ({ page, request }) => {
		const lead = await sendEnquiry(request, { name: `=HYPERLINK("http://evil.example","x") ${uniqueName('Csv')}`, tellus: '@SUM(1,2)\nsecond line' })
		await logInAsAdmin(page)
		const res = await page.request.get(`/admin/leads.csv?q=${encodeURIComponent(lead.email)}`)
		expect(res.status()).toBe(200)
		expect(res.headers()['content-type']).toContain('text/csv')
		expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
		const body = await res.text()
		const lines = body.replace(/^\uFEFF/, '').split('\r\n')
		expect(lines[0]).toBe('Received (Asia/Kolkata),Type,Status,Name,Email,Mobile,Course,Message,Assigned to,Repeats,Reason for closing,Source page,UTM source,Lead id')
		expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") ${lead.name.split(') ')[1]}"`)
		expect(body).toContain(`"'@SUM(1,2)\nsecond line"`)
		expect(body).toContain(lead.email)

		// The inbox links to the same export with its filters.
		await page.goto(`/admin?q=${encodeURIComponent(lead.email)}`)
		await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/admin/leads.csv?q=${encodeURIComponent(lead.email).replace(/%20/g, '+')}`)
	})

	test('works without JavaScript: search and add a note', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		const lead = await sendEnquiry(page.request)
		await logInAsAdmin(page)
		await page.goto('/admin')
		await page.getByLabel('Search leads').fill(lead.name)
		await page.getByRole('button', { name: 'Search' }).click()
		await page.getByRole('link', { name: lead.name }).click()
		await page.getByLabel('Add a note').fill('Written without JavaScript')
		await page.getByRole('button', { name: 'Add note' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'Notes' })).toContainText('Written without JavaScript')
		await page.getByRole('combobox', { name: 'Status' }).selectOption('closed')
		await page.getByRole('button', { name: 'Save status' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Please give a reason for closing this lead.' })).toBeVisible()
		await context.close()
	})
})

test.describe('staff inbox: live updates', () => {
	test('a new lead appears in the open inbox without a reload, and is announced', async ({ page, request }) => {
		await logInAsAdmin(page)
		await page.goto('/admin')
		await expect(page.getByText('Live updates: on')).toBeVisible()
		let reloaded = false
		page.on('framenavigated', (frame) => {
			if (frame === page.mainFrame()) reloaded = true
		})
		const lead = await sendEnquiry(request, { name: uniqueName('Livepreet') })
		const row = page.getByRole('row').filter({ hasText: lead.name })
		await expect(row).toBeVisible({ timeout: 15_000 })
		await expect(row).toContainText('just now')
		await expect(page.getByRole('status').filter({ hasText: /new lead/ })).toBeVisible()
		expect(reloaded).toBe(false)
	})

	test('without EventSource the inbox long-polls, and a new lead still appears', async ({ page, request }) => {
		await page.addInitScript(() => {
			delete (window as { EventSource?: unknown }).EventSource
		})
		await logInAsAdmin(page)
		await page.goto('/admin')
		await expect(page.getByText('Live updates: on (long-polling)')).toBeVisible()
		const lead = await sendEnquiry(request, { name: uniqueName('Pollpreet') })
		await expect(page.getByRole('row').filter({ hasText: lead.name })).toBeVisible({ timeout: 15_000 })
		await expect(page.getByRole('status').filter({ hasText: /new lead/ })).toBeVisible()
	})

	test('long-polling and Server-Sent Events endpoints deliver leads after a cursor', async ({ page, request }) => {
		await logInAsAdmin(page)
		const since = new Date(Date.now() - 1000).toISOString()
		const lead = await sendEnquiry(request, { name: uniqueName('Polled') })
		const res = await page.request.get(`/admin/leads/updates?since=${encodeURIComponent(since)}&q=${encodeURIComponent(lead.email)}`)
		expect(res.status()).toBe(200)
		const json = (await res.json()) as { leads: { name: string }[]; cursor: string }
		expect(json.leads.map((l) => l.name)).toEqual([lead.name])
		expect(json.cursor).toBeTruthy()

		await page.goto('/admin')
		const firstEvents = await page.evaluate(async (query) => {
			const controller = new AbortController()
			const response = await fetch(`/admin/leads/events?${query}`, { signal: controller.signal })
			const reader = response.body!.getReader()
			const decoder = new TextDecoder()
			let text = ''
			while (!text.includes('event: leads')) {
				const { value, done } = await reader.read()
				if (done) break
				text += decoder.decode(value)
			}
			controller.abort()
			return { type: response.headers.get('content-type'), text }
		}, `since=${encodeURIComponent(since)}&q=${encodeURIComponent(lead.email)}`)
		expect(firstEvents.type).toContain('text/event-stream')
		expect(firstEvents.text).toContain('event: ready')
		expect(firstEvents.text).toContain('event: leads')
		expect(firstEvents.text).toContain(lead.name)
	})
})
