import type { Page } from '@playwright/test'
import { E2E_PORT } from '../../playwright.config'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { serversWithMailbox } from './ops-support'
import { TEST_PASSWORD, uniqueEmail } from './support'

/*
 * Issue 20: a parent makes and recovers an account in Punjabi or Hindi: the sign-up page and its
 * errors, and a password reset whose email is written in the account's language (on a server of
 * its own with a real SMTP server, so the link is taken from the email as the person gets it).
 * Every page loaded is checked with axe (fixtures.ts); the error states are checked here too.
 */
const PORT = E2E_PORT + 3
const SMTP_PORT = E2E_PORT + 4
const DATA_DIR = `.tmp/e2e-languages-accounts-${PORT}`
const origin = `http://localhost:${PORT}`

/** No catalogue key (`account.error.passwordTooShort`) may reach the page in place of its text. */
async function expectNoMessageKeys(page: Page) {
	await expect(page.locator('body')).not.toContainText(/\b(account|enquiry|booking|contact|email)\.[a-z]+[A-Za-z.]*\b/)
}

/**
 * An email as its reader sees it: the test SMTP server decodes quoted-printable byte by byte, so
 * the UTF-8 is put back together here, and base64 parts and encoded-word headers are decoded.
 */
function readable(raw: string) {
	const text = Buffer.from(raw, 'latin1').toString('utf8')
	const parts = [...text.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
	const headers = text.replace(/=\?utf-8\?B\?([^?]+)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8')).replace(/\?=\s+=\?/g, '')
	return [headers, ...parts].join('\n')
}

test.describe('sign-up in Punjabi', () => {
	test('the page, its labels and every error are in Punjabi, and the account is made', async ({ page }) => {
		await page.goto('/pa/signup')
		await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
		await expect(page.getByRole('heading', { level: 1, name: /ਜੀ ਆਇਆਂ ਨੂੰ/ })).toBeVisible()
		await expect(page).toHaveTitle(/ਆਪਣਾ ਖਾਤਾ ਬਣਾਓ/)
		const main = page.getByRole('main')

		await main.getByRole('button', { name: 'ਖਾਤਾ ਬਣਾਓ' }).click()
		await expect(main.getByLabel('ਪੂਰਾ ਨਾਮ')).toHaveAccessibleDescription('ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੇ ਜ਼ਰੂਰੀ ਖ਼ਾਨੇ ਭਰੋ')
		await expectNoMessageKeys(page)
		await expectNoAxeViolations(page)

		await main.getByLabel('ਪੂਰਾ ਨਾਮ').fill('Harjit Kaur')
		await main.getByLabel('ਈਮੇਲ', { exact: true }).fill('harjit@example')
		await main.getByLabel('ਪਾਸਵਰਡ', { exact: true }).fill('12345')
		await main.getByRole('button', { name: 'ਖਾਤਾ ਬਣਾਓ' }).click()
		await expect(main.getByLabel('ਈਮੇਲ', { exact: true })).toHaveAccessibleDescription('ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਲਿਖੋ')
		await expect(main.getByLabel('ਪਾਸਵਰਡ', { exact: true })).toHaveAccessibleDescription(/ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 6 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ/)
		// Nothing typed is lost but the password.
		await expect(main.getByLabel('ਪੂਰਾ ਨਾਮ')).toHaveValue('Harjit Kaur')
		await expectNoMessageKeys(page)
		await expectNoAxeViolations(page)

		await main.getByLabel('ਈਮੇਲ', { exact: true }).fill(uniqueEmail('harjit-pa'))
		await main.getByLabel('ਪਾਸਵਰਡ', { exact: true }).fill('password1')
		await main.getByRole('button', { name: 'ਖਾਤਾ ਬਣਾਓ' }).click()
		await expect(main.getByLabel('ਪਾਸਵਰਡ', { exact: true })).toHaveAccessibleDescription(/ਇਹ ਪਾਸਵਰਡ ਬਹੁਤ ਆਮ ਹੈ/)

		await main.getByLabel('ਪਾਸਵਰਡ', { exact: true }).fill(TEST_PASSWORD)
		await main.getByRole('button', { name: 'ਖਾਤਾ ਬਣਾਓ' }).click()
		await expect(page).not.toHaveURL(/signup/)
		// Signed in: the account's own page opens.
		expect((await page.request.get('/account/security')).status()).toBe(200)
	})

	test('the log-in page is in Punjabi too, and links to the Punjabi password page', async ({ page }) => {
		await page.goto('/pa/login')
		await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
		const main = page.getByRole('main')
		await main.getByRole('button', { name: 'ਲੌਗ ਇਨ ਕਰੋ' }).click()
		await expect(main.getByLabel('ਈਮੇਲ', { exact: true })).toHaveAccessibleDescription('ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੇ ਜ਼ਰੂਰੀ ਖ਼ਾਨੇ ਭਰੋ')
		await expectNoMessageKeys(page)
		await main.getByRole('link', { name: 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ?' }).click()
		await expect(page).toHaveURL(/\/pa\/forgot-password$/)
		await expect(page.getByRole('heading', { level: 1, name: 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ' })).toBeVisible()
	})
})

test.describe('the pages that send their own messages', () => {
	test('/hi/contact and /pa/book still show their forms in their language', async ({ page }) => {
		await page.goto('/hi/contact')
		await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
		await expect(page.getByRole('main').getByRole('button', { name: /[\u0900-\u097F]/ }).first()).toBeVisible()
		await expectNoMessageKeys(page)
		await page.goto('/pa/book')
		await expect(page.getByRole('heading', { level: 1, name: 'ਮੁਫ਼ਤ ਸਲਾਹ ਲਈ ਸਮਾਂ ਲਓ' })).toBeVisible()
		await expectNoMessageKeys(page)
	})
})

test.describe('a password reset in Hindi', () => {
	// A whole journey, mail included, on a shared two-core machine.
	test.describe.configure({ mode: 'serial', timeout: 180_000 })

	const suite = serversWithMailbox({
		smtpPort: SMTP_PORT,
		servers: [{ PORT: String(PORT), DATA_DIR, PUBLIC_URL: origin, RATE_LIMIT_SIGNUPS_PER_HOUR: '10000', RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '10000' }],
	})

	test('an account made on a Hindi page gets its emails in Hindi, and resets its password on Hindi pages', async ({ page }) => {
		const email = uniqueEmail('sunita-hi')
		const signup = await page.request.post(`${origin}/hi/signup`, { form: { mode: 'dialog', name: 'Sunita Devi', email, password: TEST_PASSWORD } })
		expect(signup.ok(), await signup.text()).toBe(true)
		const confirmation = readable((await suite.mail((m) => m.to.includes(email), `the confirmation to ${email}`)).raw)
		expect(confirmation).toContain('के लिए अपना ईमेल पता पक्का करें')
		expect(confirmation).toContain('नमस्ते Sunita Devi')
		await page.request.post(`${origin}/logout`)

		await page.goto(`${origin}/hi/forgot-password`)
		await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
		const main = page.getByRole('main')
		await main.getByRole('button', { name: 'पासवर्ड बदलने का लिंक भेजें' }).click()
		await expect(main.getByLabel('ईमेल', { exact: true })).toHaveAccessibleDescription('कृपया सभी ज़रूरी जानकारी भरें')
		await expectNoMessageKeys(page)
		await expectNoAxeViolations(page)
		await main.getByLabel('ईमेल', { exact: true }).fill(email)
		await main.getByRole('button', { name: 'पासवर्ड बदलने का लिंक भेजें' }).click()
		await expect(main.getByRole('status')).toContainText(`अगर ${email} का हमारे पास खाता है`)

		const reset = readable((await suite.mail((m) => m.to.includes(email) && readable(m.raw).includes('reset-password'), `the reset link to ${email}`)).raw)
		expect(reset).toContain('का पासवर्ड नया बनाएँ')
		expect(reset).toContain('नया पासवर्ड चुनें')
		expect(reset).toContain('यह लिंक एक ही बार खुलेगा, 1 घंटे तक।')
		const link = new RegExp(`${origin}/hi/reset-password/[A-Za-z0-9_-]+`).exec(reset)?.[0]
		expect(link, 'a link to the Hindi reset page').toBeTruthy()

		await page.goto(link!)
		await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
		await expect(page.getByRole('heading', { level: 1, name: 'नया पासवर्ड चुनें' })).toBeVisible()
		await main.getByLabel('नया पासवर्ड').fill('12345')
		await main.getByRole('button', { name: 'नया पासवर्ड रखें' }).click()
		await expect(main.getByLabel('नया पासवर्ड')).toHaveAccessibleDescription(/पासवर्ड कम से कम 6 अक्षरों का होना चाहिए/)
		await expectNoMessageKeys(page)
		await expectNoAxeViolations(page)
		await main.getByLabel('नया पासवर्ड').fill('Jalandhar-Barsaat-8')
		await main.getByRole('button', { name: 'नया पासवर्ड रखें' }).click()
		await expect(main.getByRole('status')).toHaveText('आपका पासवर्ड बदल गया है, और आपका खाता हर फ़ोन और कंप्यूटर से साइन आउट हो गया है।')
		await main.getByRole('link', { name: 'अपने नए पासवर्ड से लॉग इन करें' }).click()
		await expect(page).toHaveURL(`${origin}/hi/login`)

		// Used once: the link now says so, in Hindi.
		await page.goto(link!)
		await expect(main.getByRole('alert')).toHaveText('इस लिंक का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है।')
	})
})
