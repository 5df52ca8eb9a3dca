import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { signUpViaApi, uniqueEmail } from './support'

/*
 * Issue 20: what a signed-in student and a parent reach from a Punjabi or Hindi page is in that
 * language: My Courses, account security (its forms' errors too), the email confirmation link,
 * the account menu, banner and profile dialog, the login prompt of a protected page, a course page,
 * an education page, the frame's names for screen readers and the planner's fact notes. Every page
 * loaded is checked with axe (fixtures.ts).
 */

const texts = {
	pa: {
		myCourses: 'ਮੇਰੇ ਕੋਰਸ',
		noRequests: 'ਹਾਲੇ ਦਾਖ਼ਲੇ ਦੀ ਕੋਈ ਬੇਨਤੀ ਨਹੀਂ',
		sessions: 'ਕਾਊਂਸਲਿੰਗ ਸੈਸ਼ਨ',
		accountMenu: 'ਖਾਤੇ ਦਾ ਮੀਨੂ',
		confirmBanner: 'ਆਪਣਾ ਈਮੇਲ ਪਤਾ ਪੱਕਾ ਕਰੋ',
		security: 'ਖਾਤੇ ਦੀ ਸੁਰੱਖਿਆ',
		changePassword: 'ਪਾਸਵਰਡ ਬਦਲੋ',
		currentPassword: 'ਹੁਣ ਵਾਲਾ ਪਾਸਵਰਡ',
		newPassword: 'ਨਵਾਂ ਪਾਸਵਰਡ',
		wrongPassword: 'ਇਹ ਪਾਸਵਰਡ ਸਹੀ ਨਹੀਂ ਹੈ।',
		tooShort: 'ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 6 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
		whereSignedIn: 'ਤੁਹਾਡਾ ਖਾਤਾ ਕਿੱਥੇ ਖੁੱਲ੍ਹਾ ਹੈ',
		thisDevice: 'ਇਹੋ ਫ਼ੋਨ/ਕੰਪਿਊਟਰ',
		editProfile: 'ਆਪਣੀ ਜਾਣਕਾਰੀ ਬਦਲੋ',
		mobile: 'ਮੋਬਾਈਲ ਨੰਬਰ',
		save: 'ਬਦਲਾਅ ਸੰਭਾਲੋ',
		profileInvalid: 'ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੇ ਖ਼ਾਨੇ ਠੀਕ ਭਰੋ',
		close: 'ਬੰਦ ਕਰੋ',
		loginRequired: 'ਲੌਗ ਇਨ ਕਰਨਾ ਜ਼ਰੂਰੀ ਹੈ',
		loginDialog: 'ਫਿਰ ਜੀ ਆਇਆਂ ਨੂੰ',
		forgotLink: 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ?',
		confirmTitle: 'ਆਪਣਾ ਈਮੇਲ ਪਤਾ ਪੱਕਾ ਕਰੋ',
		linkExpired: /^ਇਸ ਲਿੰਕ ਦਾ ਸਮਾਂ ਲੰਘ ਗਿਆ ਹੈ/,
		aboutCourse: 'ਇਸ ਕੋਰਸ ਬਾਰੇ',
		learn: 'ਤੁਸੀਂ ਕੀ ਸਿੱਖੋਗੇ',
		duration: 'ਸਮਾਂ',
		eligibility: 'ਯੋਗਤਾ',
		enrol: 'ਇਸ ਕੋਰਸ ਵਿੱਚ ਦਾਖ਼ਲਾ',
		whoFor: 'ਇਹ ਕਿਸ ਲਈ ਹੈ',
		breadcrumb: 'ਤੁਸੀਂ ਇੱਥੇ ਹੋ',
		mainNav: 'ਮੁੱਖ ਮੀਨੂ',
		social: 'ਸੋਸ਼ਲ ਮੀਡੀਆ',
		otherServices: 'ਹੋਰ ਸੇਵਾਵਾਂ',
		askCounsellor: 'ਕਾਊਂਸਲਰ ਨੂੰ ਪੁੱਛੋ',
		asOf: /ਤੱਕ/,
	},
	hi: {
		myCourses: 'मेरे कोर्स',
		noRequests: 'अभी दाख़िले का कोई अनुरोध नहीं',
		sessions: 'काउंसलिंग सेशन',
		accountMenu: 'खाते का मेन्यू',
		confirmBanner: 'अपना ईमेल पता पक्का करें',
		security: 'खाते की सुरक्षा',
		changePassword: 'पासवर्ड बदलें',
		currentPassword: 'अभी का पासवर्ड',
		newPassword: 'नया पासवर्ड',
		wrongPassword: 'यह पासवर्ड सही नहीं है।',
		tooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
		whereSignedIn: 'आपका खाता कहाँ खुला है',
		thisDevice: 'यही फ़ोन/कंप्यूटर',
		editProfile: 'अपनी जानकारी बदलें',
		mobile: 'मोबाइल नंबर',
		save: 'बदलाव सहेजें',
		profileInvalid: 'कृपया सभी खाने सही भरें',
		close: 'बंद करें',
		loginRequired: 'लॉग इन करना ज़रूरी है',
		loginDialog: 'फिर से स्वागत है',
		forgotLink: 'पासवर्ड भूल गए?',
		confirmTitle: 'अपना ईमेल पता पक्का करें',
		linkExpired: /^इस लिंक का समय निकल गया है/,
		aboutCourse: 'इस कोर्स के बारे में',
		learn: 'आप क्या सीखेंगे',
		duration: 'अवधि',
		eligibility: 'योग्यता',
		enrol: 'इस कोर्स में दाख़िला',
		whoFor: 'यह किसके लिए है',
		breadcrumb: 'आप यहाँ हैं',
		mainNav: 'मुख्य मेन्यू',
		social: 'सोशल मीडिया',
		otherServices: 'और सेवाएँ',
		askCounsellor: 'काउंसलर से पूछें',
		asOf: /तक/,
	},
} as const

/** No catalogue key may reach the page in place of its text. */
async function expectNoMessageKeys(page: Page) {
	await expect(page.locator('body')).not.toContainText(/\b(account|page|guide|frame|tools)\.[a-z]+\.[A-Za-z.]+\b/)
}

for (const lang of ['pa', 'hi'] as const) {
	const say = texts[lang]

	test.describe(`a student's pages in ${lang}`, () => {
		test('My Courses, the account menu and the unconfirmed-email banner', async ({ page }) => {
			await signUpViaApi(page, { email: uniqueEmail(`student-${lang}`) })
			await page.goto(`/${lang}/my-courses`)
			await expect(page.locator('html')).toHaveAttribute('lang', lang)
			await expect(page.getByRole('heading', { level: 1, name: say.myCourses })).toBeVisible()
			await expect(page).toHaveTitle(new RegExp(say.myCourses))
			await expect(page.getByRole('heading', { name: say.noRequests })).toBeVisible()
			await expect(page.getByRole('heading', { level: 2, name: say.sessions })).toBeVisible()
			await expect(page.getByRole('region', { name: say.confirmBanner })).toBeVisible()
			await expect(page.getByRole('navigation', { name: say.mainNav }).first()).toBeAttached()
			await expect(page.getByRole('banner').getByRole('list', { name: say.social })).toBeAttached()
			await expectNoMessageKeys(page)

			// The account menu and the profile dialog, with its error in the page's language.
			await page.getByRole('button', { name: say.accountMenu }).click()
			await expect(page.getByRole('menuitem', { name: say.myCourses })).toHaveAttribute('href', `/${lang}/my-courses`)
			await page.getByRole('menuitem', { name: say.editProfile }).click()
			const dialog = page.getByRole('dialog', { name: say.editProfile })
			await expect(dialog).toBeVisible()
			await dialog.getByLabel(say.mobile).fill('123')
			await dialog.getByRole('button', { name: say.save }).click()
			await expect(dialog.getByRole('alert')).toHaveText(say.profileInvalid)
			await expect(dialog.getByRole('button', { name: say.close })).toBeVisible()
			await expectNoMessageKeys(page)
			await expectNoAxeViolations(page)
		})

		test('account security: its forms, their errors and the devices list', async ({ page }) => {
			await signUpViaApi(page, { email: uniqueEmail(`security-${lang}`) })
			await page.goto(`/${lang}/account/security`)
			await expect(page.getByRole('heading', { level: 1, name: say.security })).toBeVisible()
			await expect(page.getByRole('heading', { level: 2, name: say.whereSignedIn })).toBeVisible()
			await expect(page.getByText(say.thisDevice)).toBeVisible()
			const password = page.getByRole('form', { name: say.changePassword })
			await password.getByLabel(say.currentPassword).fill('not-my-password-1')
			await password.getByLabel(say.newPassword).fill('12345')
			await password.getByRole('button', { name: say.changePassword }).click()
			await expect(password.getByLabel(say.newPassword)).toHaveAccessibleDescription(new RegExp(say.tooShort))
			await password.getByLabel(say.currentPassword).fill('not-my-password-1')
			await password.getByLabel(say.newPassword).fill('Another-Jalandhar-88')
			await password.getByRole('button', { name: say.changePassword }).click()
			await expect(password.getByLabel(say.currentPassword)).toHaveAccessibleDescription(say.wrongPassword)
			await expect(page).toHaveURL(new RegExp(`/${lang}/account/security$`))
			await expectNoMessageKeys(page)
			await expectNoAxeViolations(page)
		})

		test('a service page signed in: its headings and links', async ({ page }) => {
			await signUpViaApi(page, { email: uniqueEmail(`services-${lang}`) })
			await page.goto(`/${lang}/services/visa`)
			const others = page.getByRole('navigation', { name: say.otherServices })
			await expect(others.getByRole('heading', { level: 2, name: say.otherServices })).toBeVisible()
			await expect(others.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/${lang}/services/`))
			await expect(page.getByRole('link', { name: say.askCounsellor })).toHaveAttribute('href', `/${lang}/contact`)
			await expectNoMessageKeys(page)
		})

		test('a protected page signed out asks to log in, in the page’s language', async ({ page }) => {
			await page.goto(`/${lang}/my-courses`)
			const dialog = page.getByRole('dialog', { name: say.loginDialog })
			await expect(dialog).toBeVisible()
			await expect(dialog.getByRole('link', { name: say.forgotLink })).toHaveAttribute('href', `/${lang}/forgot-password`)
			await expect(dialog.getByText('New here?')).toHaveCount(0)
			await dialog.getByRole('button', { name: say.close }).click()
			await expect(page.getByRole('heading', { level: 1, name: say.loginRequired })).toBeVisible()
			await expect(page).toHaveTitle(say.loginRequired)
			await expectNoMessageKeys(page)
		})

		test('an email confirmation link that was used shows its answer in the page’s language', async ({ page }) => {
			await page.goto(`/${lang}/verify-email/no-such-token`)
			await expect(page.getByRole('heading', { level: 1, name: say.confirmTitle })).toBeVisible()
			await expect(page.getByRole('main').getByRole('alert')).toHaveText(say.linkExpired)
			await expect(page.getByRole('link', { name: say.security })).toHaveAttribute('href', `/${lang}/account/security`)
		})
	})

	test(`a course page and an education page in ${lang}`, async ({ page }) => {
		await page.goto(`/${lang}/course/ielts-academic-full-course`)
		const main = page.getByRole('main')
		await expect(main.getByRole('heading', { level: 2, name: say.aboutCourse })).toBeVisible()
		await expect(main.getByRole('heading', { level: 2, name: say.learn })).toBeVisible()
		await expect(main.getByRole('heading', { level: 2, name: say.enrol })).toBeVisible()
		await expect(main.getByRole('term').filter({ hasText: say.duration })).toBeVisible()
		await expect(main.getByRole('term').filter({ hasText: say.eligibility })).toBeVisible()
		await expect(main.getByText("What you'll learn")).toHaveCount(0)
		await expectNoMessageKeys(page)

		await page.goto(`/${lang}/education/ielts/academic`)
		await expect(page.getByRole('navigation', { name: say.breadcrumb })).toBeVisible()
		await expect(page.getByRole('heading', { level: 2, name: say.whoFor })).toBeVisible()
		await expectNoMessageKeys(page)
	})

	test(`the planner's figures carry their date and source in ${lang}, and the eligibility page hydrates without a mismatch`, async ({ page }) => {
		const errors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		page.on('pageerror', (error) => errors.push(error.message))
		await page.goto(`/${lang}/plan?country=nz`)
		const note = page.getByRole('table').locator('small time').first()
		await expect(note).toHaveText(say.asOf)
		await expect(page.getByRole('table').getByText(/\bas of\b/)).toHaveCount(0)
		await page.goto(
			`/${lang}/eligibility?qualification=bachelors&year=2025&scoreKind=percentage&score=68&stream=commerce&englishTest=ielts&englishScore=6&gapYears=1&budgetLakhs=25&country=united-kingdom&country=ca`,
		)
		await expect(page.getByRole('main').locator('time').first()).toBeVisible()
		// React reports a hydration mismatch (error 418) when the browser's text differs from the server's.
		await page.waitForLoadState('networkidle')
		expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([])
	})
}
