import crypto from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { signInWithTwoFactor } from './support'

/** The admin the test server creates at start-up (playwright.config.ts webServer.env). */
const ADMIN = { email: 'admin@welsh.test', password: 'Counsel-Desk-2026!', name: 'Meera Admin' }

async function logInAsAdmin(page: Page) {
	await signInWithTwoFactor(page, ADMIN)
}

/** An enquiry as a visitor sends it, with a name and mobile no other test uses. */
async function sendEnquiry(request: APIRequestContext, fields: Partial<Record<'name' | 'mobile' | 'tellus', string>> = {}) {
	const tag = crypto.randomBytes(4).toString('hex')
	const lead = {
		name: fields.name ?? `Followup ${tag}`,
		email: `followup-${tag}@example.com`,
		mobile: fields.mobile ?? `9${crypto.randomInt(100_000_000, 1_000_000_000)}`,
		course: 'ielts-academic',
		tellus: fields.tellus ?? 'Which intake for Canada?',
		sourcePage: '/country/canada',
		idempotencyKey: `e2e-followup-${tag}`,
	}
	const res = await request.post('/enquire', { form: lead })
	expect(res.ok(), `enquiry failed: ${res.status()}`).toBe(true)
	return lead
}

/** Today on the institute's calendar (Asia/Kolkata), as a date field wants it. */
const todayInKolkata = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

test('staff pages show the staff bar, not the public header, footer or chat button', async ({ page }) => {
	await logInAsAdmin(page)
	await page.goto('/admin')
	await expect(page.getByRole('heading', { name: 'Leads inbox', level: 1 })).toBeVisible()
	const staffNav = page.getByRole('navigation', { name: 'Staff' })
	await expect(staffNav.getByRole('link', { name: 'My day' })).toBeVisible()
	await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
	await expect(page.getByRole('contentinfo')).toHaveCount(0)
	// The public pages keep theirs.
	await page.goto('/about')
	await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
})

test('a counsellor logs a contact in one tap: the wait ends and the log shows it; templates open WhatsApp with the text ready', async ({ page, request }) => {
	const lead = await sendEnquiry(request, { name: `Contactpreet ${crypto.randomBytes(3).toString('hex')}`, mobile: `98${crypto.randomInt(10_000_000, 100_000_000)}` })
	await logInAsAdmin(page)
	await page.goto(`/admin?q=${encodeURIComponent(lead.email)}`)
	const row = page.getByRole('row').filter({ hasText: lead.name })
	await expect(row).toContainText(/Waiting \d+ min/)
	await row.getByRole('link', { name: lead.name }).click()
	await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible()

	// The templates' wording is shared data (lead-assignment.spec edits the greeting for a moment): check what each fills in.
	const templates = page.getByRole('region', { name: 'WhatsApp templates' })
	for (const label of ['Greeting', 'Follow-up', 'Documents reminder', 'Booking confirmation']) {
		const link = templates.getByRole('link', { name: new RegExp(`^${label}`) })
		await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${lead.mobile}\\?text=.*${encodeURIComponent(lead.name)}.*IELTS%3A%20Academic`))
	}
	await expect(page.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', `tel:+91${lead.mobile}`)

	const log = page.getByRole('region', { name: 'Contact log' })
	await expect(log).toContainText('No calls, WhatsApp messages or emails logged yet.')
	await log.getByRole('button', { name: 'Log call' }).click()
	await expect(log.getByRole('status').filter({ hasText: 'Contact logged.' })).toBeVisible()
	const entry = log.getByRole('listitem').filter({ hasText: 'Call: Reached them' })
	await expect(entry).toContainText(ADMIN.name)
	await expect(page.getByText(/^First contact .*after it arrived\.$/)).toBeVisible()

	// A missed WhatsApp is logged too, with its note, and does not count as contact.
	await waitForHydration(page)
	await log.getByLabel('Outcome').selectOption('no-answer')
	await log.getByLabel('Contact note (optional)').fill('Two ticks, no reply')
	await log.getByRole('button', { name: 'Log WhatsApp' }).click()
	await expect(log.getByRole('status').filter({ hasText: 'Attempt logged. The lead still waits for a first contact.' })).toBeVisible()
	await expect(log.getByRole('listitem').first()).toContainText('WhatsApp: No answer')
	await expect(log.getByRole('listitem').first()).toContainText('Two ticks, no reply')

	await page.goto(`/admin?q=${encodeURIComponent(lead.email)}`)
	await expect(page.getByRole('row').filter({ hasText: lead.name })).not.toContainText('Waiting')
})

test('My day lists the counsellor’s next actions due today and new leads waiting for them', async ({ page, request }) => {
	const lead = await sendEnquiry(request, { name: `Daypreet ${crypto.randomBytes(3).toString('hex')}` })
	const other = await sendEnquiry(request, { name: `Waitpreet ${crypto.randomBytes(3).toString('hex')}` })
	await logInAsAdmin(page)
	for (const name of [lead.name, other.name]) {
		await page.goto(`/admin?q=${encodeURIComponent(name)}`)
		await page.getByRole('link', { name }).click()
		await page.getByRole('button', { name: 'Assign to me' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Assignment saved.' })).toBeVisible()
	}
	// The first: contacted, with a next action today.
	await page.goto(`/admin?q=${encodeURIComponent(lead.name)}`)
	await page.getByRole('link', { name: lead.name }).click()
	await page.getByRole('button', { name: 'Log email' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Contact logged.' })).toBeVisible()
	const nextAction = page.getByRole('region', { name: 'Next action' })
	await nextAction.getByLabel('What to do').fill('Send the Canada checklist')
	await nextAction.getByRole('button', { name: 'Save next action' }).click()
	await expect(nextAction.getByRole('alert').filter({ hasText: 'Please choose a date for the next action.' })).toBeVisible()
	await nextAction.getByLabel('Date').fill(todayInKolkata())
	await nextAction.getByRole('button', { name: 'Save next action' }).click()
	await expect(nextAction.getByRole('status').filter({ hasText: 'Next action saved.' })).toBeVisible()

	await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'My day' }).click()
	await expect(page.getByRole('heading', { name: 'My day', level: 1 })).toBeVisible()
	await expect(page).toHaveTitle(/My day/)
	const due = page.getByRole('region', { name: /Actions due today/ })
	await expect(due.getByRole('listitem').filter({ hasText: lead.name })).toContainText('Today: Send the Canada checklist')
	const waiting = page.getByRole('region', { name: /New leads waiting for you/ })
	await expect(waiting.getByRole('listitem').filter({ hasText: other.name })).toContainText(/Waiting \d+ min/)
	await expect(waiting).not.toContainText(lead.name)
	await expect(page.getByRole('region', { name: /Overdue/ })).not.toContainText(other.name)
	await waiting.getByRole('link', { name: other.name }).click()
	await expect(page.getByRole('heading', { name: other.name, level: 1 })).toBeVisible()
})

test('a repeat on an enrolled lead brings it back to the top as waiting, with its message', async ({ page, request }) => {
	const mobile = `97${crypto.randomInt(10_000_000, 100_000_000)}`
	const first = await sendEnquiry(request, { mobile })
	await logInAsAdmin(page)
	await page.goto(`/admin?q=${encodeURIComponent(first.email)}`)
	await page.getByRole('link', { name: first.name }).click()
	// The inbox has a Status select too: wait for the lead page before choosing.
	await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible()
	await waitForHydration(page)
	await page.getByRole('combobox', { name: 'Status' }).selectOption('enrolled')
	await page.getByRole('button', { name: 'Save status' }).click()
	await expect(page.getByRole('region', { name: 'Details' })).toContainText('Enrolled')

	await sendEnquiry(request, { mobile, tellus: 'Can my brother join too?' })
	await page.goto(`/admin?q=${encodeURIComponent(first.email)}&contact=waiting`)
	const row = page.getByRole('row').filter({ hasText: first.name })
	await expect(row).toContainText('Enrolled')
	await expect(row).toContainText('1 repeat')
	await expect(row).toContainText('Latest: Can my brother join too?')
	await expect(row).toContainText(/Waiting \d+ min/)
	// Search finds it by the repeat's words too.
	await page.goto(`/admin?q=${encodeURIComponent('my brother join')}`)
	await expect(page.getByRole('row').filter({ hasText: first.name })).toBeVisible()
})

test('a repeat arriving while the inbox is open moves its first lead to the top, with its message, without a reload', async ({ page, request }) => {
	const mobile = `96${crypto.randomInt(10_000_000, 100_000_000)}`
	const first = await sendEnquiry(request, { mobile })
	// A newer lead, listed above the first one.
	const newer = await sendEnquiry(request)
	await logInAsAdmin(page)
	await page.goto('/admin')
	await expect(page.getByText('Live updates: on')).toBeVisible()
	const table = page.getByRole('table', { name: 'Leads, latest activity first' })
	const firstRow = table.getByRole('row').filter({ hasText: first.name })
	const newerRow = table.getByRole('row').filter({ hasText: newer.name })
	// Other tests' leads may arrive meanwhile: only the order of these two is checked.
	const firstIsAbove = async () => ((await firstRow.boundingBox())?.y ?? Infinity) < ((await newerRow.boundingBox())?.y ?? -Infinity)
	expect(await firstIsAbove()).toBe(false)
	await sendEnquiry(request, { mobile, tellus: 'Is the January intake still open?' })
	await expect(firstRow).toContainText('Latest: Is the January intake still open?', { timeout: 15_000 })
	await expect(firstRow).toContainText('1 repeat')
	await expect(firstRow).toHaveCount(1)
	await expect.poll(firstIsAbove).toBe(true)
})
