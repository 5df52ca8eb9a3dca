import fs from 'node:fs'
import { expect, test } from './fixtures'
import { ADMIN, serversWithMailbox } from './ops-support'
import { setupKeyFrom, signInWithTwoFactor, signUpViaApi, TEST_PASSWORD, uniqueEmail, withNextTotpCode } from './support'

/*
 * Issue 16, items 4, 5 and 7 in Chromium. The invitation goes by email, so that test runs a server
 * of its own with a real SMTP server (ports next to this run's E2E_PORT).
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 4173)
const SMTP_PORT = BASE_PORT + 3
const PORT = BASE_PORT + 4
const origin = `http://localhost:${PORT}`
const DATA_DIR = `.tmp/e2e-staff-security-${PORT}`

test.describe('with mail: an invitation to first sign-in, two-factor, deactivation', () => {
	test.describe.configure({ mode: 'serial' })
	const suite = serversWithMailbox({
		smtpPort: SMTP_PORT,
		servers: [{ PORT: String(PORT), DATA_DIR, STAFF_NOTIFY_EMAIL: 'counsellors@welsh.test', PUBLIC_URL: origin }],
	})
	const mailTo = (address: string) => suite.mail((m) => m.to.includes(address), `to ${address}`)

	test('an admin invites a counsellor; from the email they set a password, set up two-factor, sign in with a code and a backup code (once), and are shut out when deactivated', async ({ page, browser }) => {
		test.setTimeout(120_000)
		// The admin's first sign-in sets up two-factor on the way (the helper does what the page asks).
		await signInWithTwoFactor(page, ADMIN, { origin })
		await page.goto(`${origin}/admin/users`)
		await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
		const email = uniqueEmail('counsellor')
		await page.getByLabel('Name', { exact: true }).fill('Jaspreet Counsellor')
		await page.getByLabel('Email', { exact: true }).fill(email)
		await page.getByLabel('Role', { exact: true }).selectOption('staff')
		await page.getByRole('button', { name: 'Send invitation' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Invitation sent.' })).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: `Invited ${email} as Staff (leads)` })).toBeVisible()

		const link = /http:\/\/localhost:\d+\/invite\/[\w-]+/.exec((await mailTo(email)).raw)?.[0]
		expect(link).toBeTruthy()
		const staff = await browser.newPage()
		await staff.goto(link!)
		await staff.getByLabel('Choose a password').fill(TEST_PASSWORD)
		await staff.getByRole('button', { name: 'Set password and sign in' }).click()
		await expect(staff.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
		// A QR code to scan, drawn on the server, and the same key as text for those who cannot scan.
		await expect(staff.getByRole('img', { name: 'QR code of the setup key, for your authenticator app to scan' })).toBeVisible()
		const secret = setupKeyFrom(await staff.content())
		const setupCode = await withNextTotpCode({ email, server: origin, secret }, async (code) => {
			await staff.getByLabel('Authentication code').fill(code)
			await staff.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
			await expect(staff.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible()
			return code
		})
		await staff.getByRole('button', { name: 'Show my backup codes' }).click()
		const codeList = staff.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')
		await expect(codeList).toHaveCount(10)
		const codes = await codeList.allTextContents()
		await staff.getByRole('link', { name: 'I have saved my backup codes: continue' }).click()
		await expect(staff.getByRole('heading', { level: 1, name: 'Leads inbox' })).toBeVisible()
		// The link worked once.
		expect((await staff.request.get(link!)).status()).toBe(200)
		expect(await (await staff.request.get(link!)).text()).toContain('This invitation link has expired or has been used.')

		// Signing in again: the password, then a backup code; the same backup code is refused next time.
		const signIn = async (code: string) => {
			await staff.context().clearCookies()
			await staff.goto(`${origin}/login?redirectTo=%2Fadmin`)
			await staff.getByLabel('Email', { exact: true }).fill(email)
			await staff.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
			await staff.getByRole('main').getByRole('button', { name: 'Log In' }).click()
			await expect(staff.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
			await staff.getByLabel('Authentication code').fill(code)
			await staff.getByRole('button', { name: 'Verify' }).click()
		}
		await signIn(codes[0]!)
		await expect(staff.getByRole('heading', { level: 1, name: 'Leads inbox' })).toBeVisible()
		await signIn(codes[0]!)
		await expect(staff.getByLabel('Authentication code')).toHaveAccessibleDescription(/That code is not correct\. Please try again\./)
		// The code that turned two-factor on was used: it is refused; the app's next code is taken.
		await staff.getByLabel('Authentication code').fill(setupCode)
		await staff.getByRole('button', { name: 'Verify' }).click()
		await expect(staff.getByLabel('Authentication code')).toHaveAccessibleDescription(/That code has been used already\. Please enter the next code your app shows\./)
		await withNextTotpCode({ email, server: origin, secret }, async (code) => {
			await staff.getByLabel('Authentication code').fill(code)
			await staff.getByRole('button', { name: 'Verify' }).click()
			await expect(staff.getByRole('heading', { level: 1, name: 'Leads inbox' })).toBeVisible()
		})

		// The admin deactivates the account: the open session ends, and sign-in is refused.
		await page.reload()
		await page.getByRole('button', { name: 'Deactivate Jaspreet Counsellor' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Account deactivated' })).toBeVisible()
		await expect(page.getByRole('row', { name: /Jaspreet Counsellor/ })).toContainText('Deactivated')
		expect((await staff.request.get(`${origin}/admin`, { maxRedirects: 0 })).status()).toBe(401)
		const refused = await staff.request.post(`${origin}/login`, { form: { email, password: TEST_PASSWORD }, maxRedirects: 0 })
		expect(refused.status()).toBe(403)
		expect(await refused.text()).toContain('This account has been deactivated.')
		await staff.close()
	})
})

test('a signed-in person downloads their data as one JSON file, then deletes their account with their password', async ({ page }) => {
	const person = await signUpViaApi(page, { name: 'Harpreet Privacy', email: uniqueEmail('privacy') })
	await page.goto('/privacy')
	await expect(page.getByRole('heading', { name: 'Grievance contact' })).toBeVisible()
	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Download my data' }).click()
	const file = await download
	expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
	const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as { account: { email: string; name: string } }
	expect(data.account).toMatchObject({ email: person.email, name: 'Harpreet Privacy' })

	await page.goto('/account/delete')
	await page.getByLabel('Your password').fill('not-my-password')
	await page.getByRole('button', { name: 'Delete my account and data' }).click()
	await expect(page.getByLabel('Your password')).toHaveAccessibleDescription('That password is not correct.')
	await page.getByLabel('Your password').fill(person.password)
	await page.getByRole('button', { name: 'Delete my account and data' }).click()
	await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible()
	const again = await page.request.post('/login', { form: { mode: 'dialog', email: person.email, password: person.password } })
	expect(again.status()).toBe(404)
})

test('every form that collects personal data shows the privacy notice, linking to /privacy', async ({ page }) => {
	for (const path of ['/enquire', '/contact', '/signup', '/book']) {
		await page.goto(path)
		const notice = page.getByRole('main').getByText(/We use the details in this form only to answer you/)
		await expect(notice.first(), path).toBeVisible()
		await expect(notice.first().getByRole('link', { name: 'Privacy notice' }), path).toHaveAttribute('href', '/privacy')
	}
})
