import crypto from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { signInWithTwoFactor } from './support'

/* Issue 18 items 3 and 4 in the browser: bulk actions in the inbox, the admins' lead settings
 * (round-robin) and WhatsApp templates. Tests that change a setting put it back. */

const ADMIN = { email: 'admin@welsh.test', password: 'Counsel-Desk-2026!', name: 'Meera Admin' }
const STAFF = { email: 'staff@welsh.test', password: 'Leads-Desk-2026!', name: 'Sukhdeep Staff' }

test.describe.configure({ mode: 'serial' })

async function sendEnquiry(request: APIRequestContext, name: string) {
	const tag = crypto.randomBytes(4).toString('hex')
	const lead = { name, email: `assign-${tag}@example.com`, mobile: `9${crypto.randomInt(100_000_000, 1_000_000_000)}`, course: 'ielts-academic', tellus: 'Bulk test', idempotencyKey: `e2e-assign-${tag}` }
	const res = await request.post('/enquire', { form: lead })
	expect(res.ok(), `enquiry failed: ${res.status()}`).toBe(true)
	return lead
}

test('a counsellor ticks leads in the inbox and assigns them in one go; nothing ticked says so', async ({ page, request }) => {
	const tag = crypto.randomBytes(3).toString('hex')
	const [first, second, third] = [await sendEnquiry(request, `Bulkpreet ${tag} One`), await sendEnquiry(request, `Bulkpreet ${tag} Two`), await sendEnquiry(request, `Bulkpreet ${tag} Three`)]
	await signInWithTwoFactor(page, ADMIN)
	await page.goto(`/admin?q=${encodeURIComponent(`Bulkpreet ${tag}`)}`)
	await waitForHydration(page)
	await expect(page.getByRole('row')).toHaveCount(4)
	const bulk = page.getByRole('form', { name: 'With the selected leads' })

	await bulk.getByRole('button', { name: 'Assign selected' }).click()
	await expect(bulk.getByRole('alert')).toHaveText('Please select at least one lead.')

	await page.getByRole('checkbox', { name: `Select ${first.name}` }).check()
	await page.getByRole('checkbox', { name: `Select ${third.name}` }).check()
	await bulk.getByLabel('Assign to').selectOption({ label: STAFF.name })
	await bulk.getByRole('button', { name: 'Assign selected' }).click()
	await expect(bulk.getByRole('status')).toHaveText(`2 leads assigned to ${STAFF.name}.`)
	for (const [lead, assignee] of [
		[first, STAFF.name],
		[second, 'Nobody'],
		[third, STAFF.name],
	] as const) {
		await expect(page.getByRole('row').filter({ hasText: lead.name }).getByRole('cell').last()).toHaveText(assignee)
	}
	// The boxes are cleared for the next choice; the header's box ticks every row at once.
	await expect(page.getByRole('checkbox', { name: `Select ${first.name}` })).not.toBeChecked()
	await page.getByRole('checkbox', { name: 'Select all leads on this page' }).check()
	for (const lead of [first, second, third]) await expect(page.getByRole('checkbox', { name: `Select ${lead.name}` })).toBeChecked()
	await page.getByRole('checkbox', { name: 'Select all leads on this page' }).uncheck()
	await expect(page.getByRole('checkbox', { name: `Select ${second.name}` })).not.toBeChecked()
	await expectNoAxeViolations(page)

	// The staff member finds them on My day.
	const staffPage = await page.context().browser()!.newPage()
	await signInWithTwoFactor(staffPage, STAFF)
	await staffPage.goto('/admin/my-day')
	const waiting = staffPage.getByRole('region', { name: /New leads waiting for you/ })
	await expect(waiting.getByRole('link', { name: first.name })).toBeVisible()
	await expect(waiting.getByRole('link', { name: third.name })).toBeVisible()
	await staffPage.close()
})

test('bulk status works without JavaScript; without a status chosen it says so', async ({ browser, request }) => {
	const tag = crypto.randomBytes(3).toString('hex')
	const [first, second] = [await sendEnquiry(request, `Nojspreet ${tag} One`), await sendEnquiry(request, `Nojspreet ${tag} Two`)]
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await signInWithTwoFactor(page, ADMIN)
	await page.goto(`/admin?q=${encodeURIComponent(`Nojspreet ${tag}`)}`)
	const bulk = page.getByRole('form', { name: 'With the selected leads' })
	await page.getByRole('checkbox', { name: `Select ${first.name}` }).check()
	await page.getByRole('checkbox', { name: `Select ${second.name}` }).check()
	await bulk.getByRole('button', { name: 'Set status of selected' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Please choose a status from the list.' })).toBeVisible()
	await bulk.getByLabel('Set status to').selectOption({ label: 'Contacted' })
	// The page came back from the server with its list: tick again.
	await page.getByRole('checkbox', { name: `Select ${first.name}` }).check()
	await page.getByRole('checkbox', { name: `Select ${second.name}` }).check()
	await bulk.getByRole('button', { name: 'Set status of selected' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Status set to Contacted on 2 leads.' })).toBeVisible()
	for (const lead of [first, second]) await expect(page.getByRole('row').filter({ hasText: lead.name })).toContainText('Contacted')
	await context.close()
})

test('an admin switches round-robin on for a counsellor: the next new lead is theirs; off again, leads wait unassigned', async ({ page, request }) => {
	await signInWithTwoFactor(page, ADMIN)
	await page.goto('/admin/lead-settings')
	await waitForHydration(page)
	await expect(page.getByRole('heading', { name: 'Lead settings', level: 1 })).toBeVisible()
	const form = page.locator('form#lead-settings')
	await form.getByLabel('Morning digest time').fill('')
	await form.getByRole('button', { name: 'Save settings' }).click()
	await expect(form.getByLabel('Morning digest time')).toHaveAccessibleDescription(/Please enter a time such as 08:00./)
	await form.getByLabel('Morning digest time').fill('07:30')
	await form.getByRole('checkbox', { name: 'Assign new leads in turn (round-robin)' }).check()
	const members = form.getByRole('group', { name: 'Counsellors who take new leads' })
	for (const box of await members.getByRole('checkbox').all()) await box.uncheck()
	await members.getByRole('checkbox', { name: new RegExp(`^${STAFF.name}`) }).check()
	await form.getByRole('button', { name: 'Save settings' }).click()
	await expect(form.getByRole('status')).toHaveText('Settings saved.')
	await expectNoAxeViolations(page)

	try {
		const lead = await sendEnquiry(request, `Robinpreet ${crypto.randomBytes(3).toString('hex')}`)
		await page.goto(`/admin?q=${encodeURIComponent(lead.email)}`)
		await expect(page.getByRole('row').filter({ hasText: lead.name }).getByRole('cell').last()).toHaveText(STAFF.name)
	} finally {
		await page.goto('/admin/lead-settings')
		await waitForHydration(page)
		await form.getByRole('checkbox', { name: 'Assign new leads in turn (round-robin)' }).uncheck()
		await form.getByLabel('Morning digest time').fill('08:00')
		await form.getByRole('button', { name: 'Save settings' }).click()
		await expect(form.getByRole('status')).toHaveText('Settings saved.')
	}
	const later = await sendEnquiry(request, `Unrobinpreet ${crypto.randomBytes(3).toString('hex')}`)
	await page.goto(`/admin?q=${encodeURIComponent(later.email)}`)
	await expect(page.getByRole('row').filter({ hasText: later.name }).getByRole('cell').last()).toHaveText('Nobody')
})

test('an admin edits a WhatsApp template: a wrong placeholder is refused next to its field, and the lead page uses the new text', async ({ page, request }) => {
	const lead = await sendEnquiry(request, `Templatepreet ${crypto.randomBytes(3).toString('hex')}`)
	await signInWithTwoFactor(page, ADMIN)
	await page.goto('/admin/whatsapp-templates')
	await waitForHydration(page)
	await expect(page.getByRole('heading', { name: 'WhatsApp templates', level: 1 })).toBeVisible()
	const greeting = page.getByLabel('Greeting')
	const original = await greeting.inputValue()
	expect(original).toBe('Hello {name}, this is {site}. Thank you for your enquiry about {course}. When is a good time to talk?')
	try {
		await greeting.fill('Sat sri akal {student}, about {course}?')
		await page.getByRole('button', { name: 'Save templates' }).click()
		await expect(greeting).toHaveAccessibleDescription('{student} is not a placeholder. Use {name}, {course} or {site}.')
		await expect(greeting).toHaveValue('Sat sri akal {student}, about {course}?')
		await greeting.fill('Sat sri akal {name}! About {course}: when can we call you?')
		await page.getByRole('button', { name: 'Save templates' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Templates saved.' })).toBeVisible()
		await expectNoAxeViolations(page)

		await page.goto(`/admin?q=${encodeURIComponent(lead.email)}`)
		await page.getByRole('link', { name: lead.name }).click()
		const templates = page.getByRole('region', { name: 'WhatsApp templates' })
		await expect(templates.getByRole('link', { name: /^Greeting/ })).toHaveAttribute(
			'href',
			`https://wa.me/91${lead.mobile}?text=${encodeURIComponent(`Sat sri akal ${lead.name}! About IELTS: Academic: when can we call you?`)}`,
		)
	} finally {
		await page.goto('/admin/whatsapp-templates')
		await waitForHydration(page)
		await page.getByLabel('Greeting').fill(original)
		await page.getByRole('button', { name: 'Save templates' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Templates saved.' })).toBeVisible()
	}
})

test('staff cannot open the admins’ settings pages', async ({ page }) => {
	await signInWithTwoFactor(page, STAFF)
	for (const path of ['/admin/lead-settings', '/admin/whatsapp-templates']) {
		const res = await page.goto(path)
		expect(res?.status()).toBe(403)
	}
})
