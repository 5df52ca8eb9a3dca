import { expect, test } from './fixtures'
import { signInWithTwoFactor, uniqueEmail } from './support'

/** Created before the test server starts (playwright.config.ts webServer.command). */
const STAFF = { email: 'staff@welsh.test', password: 'Leads-Desk-2026!', name: 'Sukhdeep Staff' }

test('a counsellor erases a person’s data on request; the log says who did it, never whose data', async ({ page, playwright }) => {
	const email = uniqueEmail('erase-me')
	const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
	const enquiry = await visitor.post('/api/enquiries', { form: { name: 'Navdeep Erase', email, course: 'other', mobile: '9876512345', tellus: 'Please call me' } })
	expect(enquiry.ok(), await enquiry.text()).toBe(true)
	await visitor.dispose()

	await signInWithTwoFactor(page, STAFF)
	await page.goto('/admin')
	await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Data erasure' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Erase a person’s data on request' })).toBeVisible()
	await page.getByLabel('Their email address').fill(email)
	await page.getByRole('button', { name: 'Erase their data' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Erased: 1 lead anonymised.' })).toBeVisible()
	const log = page.getByRole('list', { name: 'Erasures done' })
	await expect(log.getByRole('listitem').first()).toContainText(`${STAFF.name}: Erased the personal data of a person on request (1 lead)`)
	await expect(log).not.toContainText(email)
	// The lead stays for the counts, without the person: the inbox finds nothing by the address.
	await page.goto(`/admin?q=${encodeURIComponent(email)}`)
	await expect(page.getByRole('main')).not.toContainText('Navdeep Erase')
})
