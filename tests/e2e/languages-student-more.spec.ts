import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { recordAnnouncements, signInWithTwoFactor, signUpViaApi, TEST_PASSWORD, uniqueEmail } from './support'

/*
 * Issue 20, what was still English on Punjabi and Hindi pages: the contact details and the map,
 * the login dialog's answer, a course that does not exist, the newsletter page, the two-factor and
 * delete-account pages and the devices on the security page. Every page loaded is checked with
 * axe (fixtures.ts); the states a page reaches after loading are checked here too.
 */

const texts = {
	pa: {
		visit: 'ਮਿਲਣ ਆਓ, ਫ਼ੋਨ ਕਰੋ ਜਾਂ ਲਿਖੋ',
		labels: ['ਪਤਾ', 'ਫ਼ੋਨ', 'ਈਮੇਲ', 'ਖੁੱਲ੍ਹਣ ਦਾ ਸਮਾਂ'],
		hours: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ਨੀਵਾਰ, ਸਵੇਰੇ 9:30 ਤੋਂ ਸ਼ਾਮ 6:30 ਵਜੇ ਤੱਕ',
		findUs: 'ਸਾਨੂੰ ਕਿੱਥੇ ਲੱਭੋ',
		openMap: 'Google Maps ਵਿੱਚ ਖੋਲ੍ਹੋ (ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)',
		showMap: 'ਪੂਰਾ ਨਕਸ਼ਾ ਵਿਖਾਓ',
		logInOrSignUp: 'ਲੌਗ ਇਨ ਕਰੋ ਜਾਂ ਖਾਤਾ ਬਣਾਓ',
		logIn: 'ਲੌਗ ਇਨ',
		loginDialog: 'ਫਿਰ ਜੀ ਆਇਆਂ ਨੂੰ',
		email: 'ਈਮੇਲ',
		password: 'ਪਾਸਵਰਡ',
		logInButton: 'ਲੌਗ ਇਨ ਕਰੋ',
		loggedIn: 'ਤੁਸੀਂ ਲੌਗ ਇਨ ਹੋ ਗਏ ਹੋ!',
		courseNotFound: 'ਕੋਰਸ ਨਹੀਂ ਮਿਲਿਆ',
		goBack: 'ਪਿੱਛੇ ਜਾਓ',
		newsletter: 'ਨਿਊਜ਼ਲੈਟਰ',
		backHome: 'ਮੁੱਖ ਸਫ਼ੇ ’ਤੇ ਵਾਪਸ ਜਾਓ',
		twoFactor: 'ਦੋ-ਪੜਾਵੀ ਲੌਗ ਇਨ ਚਾਲੂ ਕਰੋ',
		twoFactorOn: 'ਤੁਹਾਡੇ ਖਾਤੇ ਲਈ ਦੋ-ਪੜਾਵੀ ਲੌਗ ਇਨ ਚਾਲੂ ਹੈ।',
		backupCodes: 'ਦੋ-ਪੜਾਵੀ ਲੌਗ ਇਨ ਚਾਲੂ ਹੈ',
		showCodes: 'ਮੇਰੇ ਬੈਕਅੱਪ ਕੋਡ ਵਿਖਾਓ',
		deleteTitle: 'ਮੇਰਾ ਖਾਤਾ ਮਿਟਾਓ',
		yourPassword: 'ਤੁਹਾਡਾ ਪਾਸਵਰਡ',
		deleteButton: 'ਮੇਰਾ ਖਾਤਾ ਅਤੇ ਜਾਣਕਾਰੀ ਮਿਟਾਓ',
		enterPassword: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਪਾਸਵਰਡ ਲਿਖੋ।',
		deleted: 'ਤੁਹਾਡਾ ਖਾਤਾ ਮਿਟਾ ਦਿੱਤਾ ਗਿਆ ਹੈ',
		// However the test browser's request is named: in Punjabi.
		device: /’ਤੇ (Chrome|Firefox|Safari|Edge)|’ਤੇ ਕੋਈ ਬ੍ਰਾਊਜ਼ਰ|ਅਣਪਛਾਤਾ ਡਿਵਾਈਸ/,
	},
	hi: {
		visit: 'मिलने आएँ, फ़ोन करें या लिखें',
		labels: ['पता', 'फ़ोन', 'ईमेल', 'खुलने का समय'],
		hours: 'सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 बजे तक',
		findUs: 'हमें कहाँ पाएँ',
		openMap: 'Google Maps में खोलें (नए टैब में खुलता है)',
		showMap: 'पूरा नक्शा दिखाएँ',
		logInOrSignUp: 'लॉग इन करें या खाता बनाएँ',
		logIn: 'लॉग इन',
		loginDialog: 'फिर से स्वागत है',
		email: 'ईमेल',
		password: 'पासवर्ड',
		logInButton: 'लॉग इन करें',
		loggedIn: 'आप लॉग इन हो गए हैं!',
		courseNotFound: 'कोर्स नहीं मिला',
		goBack: 'वापस जाएँ',
		newsletter: 'न्यूज़लेटर',
		backHome: 'होम पेज पर वापस जाएँ',
		twoFactor: 'दो-चरणीय लॉग इन चालू करें',
		twoFactorOn: 'आपके खाते के लिए दो-चरणीय लॉग इन चालू है।',
		backupCodes: 'दो-चरणीय लॉग इन चालू है',
		showCodes: 'मेरे बैकअप कोड दिखाएँ',
		deleteTitle: 'मेरा खाता मिटाएँ',
		yourPassword: 'आपका पासवर्ड',
		deleteButton: 'मेरा खाता और जानकारी मिटाएँ',
		enterPassword: 'कृपया अपना पासवर्ड लिखें।',
		deleted: 'आपका खाता मिटा दिया गया है',
		device: /पर (Chrome|Firefox|Safari|Edge)|पर कोई ब्राउज़र|अनजान डिवाइस/,
	},
} as const

/** The test server's counsellor account, its second factor already on (playwright.config.ts). */
const STAFF = { email: 'staff@welsh.test', password: 'Leads-Desk-2026!' }

/** No catalogue key may reach the page in place of its text. */
async function expectNoMessageKeys(page: Page) {
	await expect(page.locator('body')).not.toContainText(/\b(account|answer|contact|newsletter|course|page)\.[a-z]+[A-Za-z.]*\b/)
}

for (const lang of ['pa', 'hi'] as const) {
	const say = texts[lang]

	test(`the contact details and the map in ${lang}`, async ({ page }) => {
		await page.goto(`/${lang}/contact`)
		const details = page.getByRole('region', { name: say.visit })
		for (const label of say.labels) await expect(details.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible()
		await expect(details.getByText(say.hours)).toBeVisible()
		// The header's opening hours are the studio's translation too.
		await expect(page.getByRole('banner').getByText(say.hours)).toBeAttached()
		const map = page.getByRole('region', { name: say.findUs })
		await expect(map.getByRole('link', { name: say.openMap })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//)
		await expect(map.getByRole('button', { name: say.showMap })).toBeVisible()
		await expectNoMessageKeys(page)
	})

	test(`the login dialog answers in ${lang}`, async ({ page }) => {
		const { email } = await signUpViaApi(page, { email: uniqueEmail(`dialog-${lang}`) })
		await page.context().clearCookies()
		await page.goto(`/${lang}/about`)
		await page.getByRole('button', { name: say.logInOrSignUp }).click()
		await page.getByRole('menuitem', { name: say.logIn, exact: true }).click()
		const dialog = page.getByRole('dialog', { name: say.loginDialog })
		await dialog.getByLabel(say.email, { exact: true }).fill(email)
		await dialog.getByLabel(say.password, { exact: true }).fill(TEST_PASSWORD)
		const announcements = await recordAnnouncements(page)
		await dialog.getByRole('button', { name: say.logInButton }).click()
		await expect.poll(announcements).toContain(say.loggedIn)
		await expect(dialog).toBeHidden()
		await expectNoMessageKeys(page)
	})

	test(`a course that does not exist, and the newsletter page, in ${lang}`, async ({ page }) => {
		const response = await page.goto(`/${lang}/course/no-such-course`)
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: say.courseNotFound })).toBeVisible()
		await expect(page).toHaveTitle(new RegExp(`^${say.courseNotFound}`))
		await expect(page.getByRole('button', { name: say.goBack })).toBeVisible()
		await expectNoMessageKeys(page)

		await page.goto(`/${lang}/newsletter`)
		await expect(page.getByRole('heading', { level: 1, name: say.newsletter })).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: say.backHome })).toHaveAttribute('href', `/${lang}`)
		await expectNoMessageKeys(page)
	})

	test(`the two-factor pages in ${lang}`, async ({ page }) => {
		await signInWithTwoFactor(page, STAFF)
		await page.goto(`/${lang}/account/two-factor`)
		await expect(page.locator('html')).toHaveAttribute('lang', lang)
		await expect(page.getByRole('heading', { level: 1, name: say.twoFactor })).toBeVisible()
		await expect(page.getByText(say.twoFactorOn)).toBeVisible()
		await expectNoMessageKeys(page)
		// Only looked at: pressing the button would replace the counsellor's backup codes other tests may use.
		await page.goto(`/${lang}/account/backup-codes`)
		await expect(page.getByRole('heading', { level: 1, name: say.backupCodes })).toBeVisible()
		await expect(page.getByRole('button', { name: say.showCodes })).toBeVisible()
		await expectNoMessageKeys(page)
	})

	test(`the devices list and deleting an account in ${lang}`, async ({ page }) => {
		const person = await signUpViaApi(page, { email: uniqueEmail(`delete-${lang}`) })
		await page.goto(`/${lang}/account/security`)
		const main = page.getByRole('main')
		await expect(main.getByText(say.device).first()).toBeVisible()
		await expect(main.getByText(/ on (Linux|Windows|Android|macOS|iPhone)|Unknown device|A browser/)).toHaveCount(0)

		await page.goto(`/${lang}/account/delete`)
		await expect(page.getByRole('heading', { level: 1, name: say.deleteTitle })).toBeVisible()
		const password = page.getByLabel(say.yourPassword)
		// An empty password is refused by the server in the page's language (the form works without JavaScript).
		await password.evaluate((input) => input.removeAttribute('required'))
		await page.getByRole('button', { name: say.deleteButton }).click()
		await expect(page.getByLabel(say.yourPassword)).toHaveAccessibleDescription(say.enterPassword)
		await expectNoMessageKeys(page)
		await expectNoAxeViolations(page)
		await page.getByLabel(say.yourPassword).fill(person.password)
		await page.getByRole('button', { name: say.deleteButton }).click()
		await expect(page).toHaveURL(new RegExp(`/${lang}/account/deleted$`))
		await expect(page.getByRole('heading', { level: 1, name: say.deleted })).toBeVisible()
		await expectNoMessageKeys(page)
	})
}
