import fs from 'node:fs'
import type { Page } from '@playwright/test'
import pg from 'pg'
import { expect, test } from './fixtures'
import { ADMIN, createScratchDatabase, parseCsv, startServer, type StartedServer, stopServer } from './ops-support'
import { signInWithTwoFactor, waitForHealthy } from './support'

/*
 * The dashboard's numbers against a data set whose answers are known, on a server and PostgreSQL
 * database of its own (so no other test's leads are counted), around midnight in Jalandhar.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 5
const DATA_DIR = `.tmp/e2e-dashboard-${PORT}`
const origin = `http://localhost:${PORT}`
const range = 'from=2025-03-01&to=2025-03-02'

let server: StartedServer | undefined
let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)')
	test.setTimeout(180_000)
	database = await createScratchDatabase('dashboard_e2e')
	fs.rmSync(DATA_DIR, { recursive: true, force: true })
	server = startServer({ PORT: String(PORT), DATA_DIR, DATABASE_URL: database.url })
	await waitForHealthy(PORT)
	const db = new pg.Client({ connectionString: database.url })
	await db.connect()
	try {
		await db.query(`insert into users (id, name, email) values ('dash-e2e', 'Dashpreet Counsellor', 'dashpreet@welsh.test')`)
		await db.query(`insert into profiles (user_id, name, email, role) values ('dash-e2e', 'Dashpreet Counsellor', 'dashpreet@welsh.test', 'staff')`)
		const lead = `insert into leads (type, name, status, assignee_id, source_page, utm_source, course, created_at, last_activity_at, waiting_since, first_contact_at)
			values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $8::timestamptz, $9::timestamptz, $10::timestamptz)`
		// 23:30 on 1 March in Jalandhar; still waiting.
		await db.query(lead, ['enquiry', 'Before Midnight', 'new', 'dash-e2e', '/enquire', null, 'other', '2025-03-01T18:00:00Z', '2025-03-01T18:00:00Z', null])
		// 00:30 on 2 March in Jalandhar (1 March in UTC); first contact 2 hours later.
		await db.query(lead, ['enquiry', 'After Midnight', 'contacted', 'dash-e2e', '/country/ca', 'google', 'ielts-academic', '2025-03-01T19:00:00Z', null, '2025-03-01T21:00:00Z'])
		// First contact 30 hours later; now enrolled.
		await db.query(lead, ['contact', 'Enrolled Later', 'enrolled', null, '/contact', null, null, '2025-03-02T06:00:00Z', null, '2025-03-03T12:00:00Z'])
		await db.query(lead, ['newsletter', 'Signs Up', 'new', null, '/', null, null, '2025-03-02T07:00:00Z', null, null])
		// 00:00 on 3 March in Jalandhar: outside the range.
		await db.query(lead, ['enquiry', 'Next Day', 'new', null, '/enquire', null, 'other', '2025-03-02T18:30:00Z', '2025-03-02T18:30:00Z', null])
	} finally {
		await db.end()
	}
})

test.afterAll(async () => {
	await stopServer(server)
	await database?.drop()
	fs.rmSync(DATA_DIR, { recursive: true, force: true })
})

/** A table's cells as the page shows them, header row first. */
function cells(page: Page, name: string) {
	return page
		.getByRole('table', { name: new RegExp(`^${name}, `) })
		.locator('tr')
		.evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent)))
}

test('the dashboard shows the known answers: leads per day in Jalandhar, the funnel, time to first contact and each counsellor', async ({ page }) => {
	await signInWithTwoFactor(page, ADMIN, { origin })
	await page.goto(`${origin}/admin/my-day`)
	await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Dashboard' }).click()
	await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

	const form = page.getByRole('form', { name: 'Date range' })
	await form.getByLabel('From').fill('2025-03-01')
	await form.getByLabel('To').fill('2025-03-02')
	await form.getByRole('button', { name: 'Show' }).click()
	await expect(page).toHaveURL(/from=2025-03-01&to=2025-03-02/)
	await expect(page.getByText('Leads received from 2025-03-01 to 2025-03-02, days in Asia/Kolkata')).toBeVisible()

	expect(await cells(page, 'Leads by type')).toEqual([
		['Day (Asia/Kolkata)', 'Enquiry', 'Contact message', 'Enrolment request', 'Newsletter sign-up', 'Session booked', 'Total'],
		['2025-03-01', '1', '0', '0', '0', '0', '1'],
		['2025-03-02', '1', '1', '0', '1', '0', '3'],
		['Total', '2', '1', '0', '1', '0', '4'],
	])
	expect(await cells(page, 'Leads by country of interest')).toEqual([
		['Day (Asia/Kolkata)', 'Not recorded', 'Canada', 'Total'],
		['2025-03-01', '1', '0', '1'],
		['2025-03-02', '2', '1', '3'],
		['Total', '3', '1', '4'],
	])
	expect(await cells(page, 'Funnel')).toEqual([
		['Stage', 'Leads', 'Of the stage before', 'Of all received'],
		['Received (new)', '3', '–', '100%'],
		['Contacted', '2', '66.7%', '66.7%'],
		['Counselling', '1', '50%', '33.3%'],
		['Applied', '1', '100%', '33.3%'],
		['Enrolled', '1', '100%', '33.3%'],
		['Closed (left the funnel at any stage)', '0', '–', '0%'],
	])
	expect(await cells(page, 'Time to first contact')).toEqual([
		['Measure', 'Value'],
		['Leads waiting for a first answer when they arrived', '3'],
		['First contact recorded', '2'],
		['Median time to first contact', '16 h'],
		['90th percentile time to first contact', '27 h 12 min'],
		['Contacted within 24 hours', '1 (50% of those contacted)'],
		['Contacted after 24 hours', '1 (50% of those contacted)'],
		['Still waiting now', '1'],
		['Still waiting now, for 24 hours or more (overdue)', '1'],
		['Answered without a recorded first contact (before contact times were kept)', '0'],
	])
	expect(await cells(page, 'Counsellors')).toEqual([
		['Counsellor', 'Leads assigned', 'Open now', 'Overdue now', 'Enrolled', 'Enrolled of assigned'],
		['Dashpreet Counsellor', '2', '2', '1', '0', '0%'],
		[ADMIN.name, '0', '0', '0', '0', '–'],
		['Unassigned', '1', '0', '0', '1', '100%'],
	])
	// The charts draw the same figures.
	await expect(page.getByRole('img', { name: 'Chart: Funnel. The figures are in the table below.' })).toContainText('2 (66.7%)')
	await expect(page.getByRole('img', { name: 'Chart: Time to first contact, in hours. The figures are in the table below.' })).toContainText('The 24-hour promise')
})

test('each table downloads as CSV with the same cells', async ({ page }) => {
	await signInWithTwoFactor(page, ADMIN, { origin })
	await page.goto(`${origin}/admin/dashboard?${range}`)
	const link = page.getByRole('link', { name: 'Download “Funnel” as CSV' })
	const res = await page.request.get(`${origin}${await link.getAttribute('href')}`)
	expect(res.status()).toBe(200)
	expect(res.headers()['content-disposition']).toBe('attachment; filename="funnel-2025-03-01-to-2025-03-02.csv"')
	expect(parseCsv((await res.text()).replace(/^\uFEFF/, ''))).toEqual([
		['Stage', 'Leads', 'Of the stage before', 'Of all received'],
		['Received (new)', '3', '–', '100%'],
		['Contacted', '2', '66.7%', '66.7%'],
		['Counselling', '1', '50%', '33.3%'],
		['Applied', '1', '100%', '33.3%'],
		['Enrolled', '1', '100%', '33.3%'],
		['Closed (left the funnel at any stage)', '0', '–', '0%'],
	])
	const byType = parseCsv((await (await page.request.get(`${origin}/admin/dashboard.csv?table=leads-by-type&${range}`)).text()).replace(/^\uFEFF/, ''))
	expect(byType.at(-1)).toEqual(['Total', '2', '1', '0', '1', '0', '4'])
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the range form works, and a range that ends before it starts is refused next to the field with what was typed kept', async ({ page }) => {
		await signInWithTwoFactor(page, ADMIN, { origin })
		await page.goto(`${origin}/admin/dashboard`)
		const form = page.getByRole('form', { name: 'Date range' })
		await form.getByLabel('From').fill('2025-03-02')
		await form.getByLabel('To').fill('2025-03-01')
		await form.getByRole('button', { name: 'Show' }).click()
		await expect(form.getByLabel('To')).toHaveAccessibleDescription(/The end date must be on or after the start date\./)
		await expect(form.getByLabel('From')).toHaveValue('2025-03-02')
		await expect(form.getByLabel('To')).toHaveValue('2025-03-01')
		await expect(page.getByText('Correct the dates above to see the figures.')).toBeVisible()

		await form.getByLabel('To').fill('2025-03-02')
		await form.getByRole('button', { name: 'Show' }).click()
		expect(await cells(page, 'Leads by type')).toEqual([
			['Day (Asia/Kolkata)', 'Enquiry', 'Contact message', 'Enrolment request', 'Newsletter sign-up', 'Session booked', 'Total'],
			['2025-03-02', '1', '1', '0', '1', '0', '3'],
			['Total', '1', '1', '0', '1', '0', '3'],
		])
	})
})
