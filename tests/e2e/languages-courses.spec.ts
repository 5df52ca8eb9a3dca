import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUpViaApi, uniqueEmail } from './support'

/*
 * Issue 20, the course list in Punjabi and Hindi (/pa/courses, /hi/courses, login required like
 * /courses) and what was still English on the language pages: the course cards' length, class
 * size and rating, the enquiry form's course options, the journal's comment counts and the search
 * engines' titles. Every page loaded is checked with axe (fixtures.ts).
 */

const texts = {
	pa: {
		heading: 'ਸਾਡੇ ਕੋਰਸ ਵੇਖੋ',
		categories: 'ਕੋਰਸਾਂ ਦੀਆਂ ਸ਼੍ਰੇਣੀਆਂ',
		all: 'ਸਾਰੇ ਕੋਰਸ',
		university: 'ਯੂਨੀਵਰਸਿਟੀ ਕੋਰਸ',
		available: /^\d+ ਕੋਰਸ ਉਪਲਬਧ ਹਨ$/,
		weeks: '12 ਹਫ਼ਤੇ',
		students: '24 ਵਿਦਿਆਰਥੀ',
		rating: '5 ਵਿੱਚੋਂ 5.0 ਰੇਟਿੰਗ',
		enroll: 'ਹੁਣੇ ਦਾਖ਼ਲਾ ਲਓ',
		language: 'ਭਾਸ਼ਾ',
		course: 'ਕਿਹੜਾ ਕੋਰਸ ਚਾਹੀਦਾ ਹੈ',
		option: 'IELTS: ਅਕਾਦਮਿਕ',
		comments: '12 ਟਿੱਪਣੀਆਂ',
		aboutTitle: 'ਸਾਡੇ ਬਾਰੇ | Welsh Education',
		loginRequired: 'ਲੌਗ ਇਨ ਕਰਨਾ ਜ਼ਰੂਰੀ ਹੈ',
		coursesMenu: 'ਸਾਰੇ ਕੋਰਸ',
		loginRequiredBody: 'ਇਹ ਸਫ਼ਾ ਵੇਖਣ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਲੌਗ ਇਨ ਕਰੋ।',
		welcomeBack: 'ਫਿਰ ਜੀ ਆਇਆਂ ਨੂੰ',
	},
	hi: {
		heading: 'हमारे कोर्स देखें',
		categories: 'कोर्स की श्रेणियाँ',
		all: 'सभी कोर्स',
		university: 'यूनिवर्सिटी कोर्स',
		available: /^\d+ कोर्स उपलब्ध हैं$/,
		weeks: '12 हफ़्ते',
		students: '24 विद्यार्थी',
		rating: '5 में से 5.0 रेटिंग',
		enroll: 'अभी दाख़िला लें',
		language: 'भाषा',
		course: 'कौन-सा कोर्स चाहिए',
		option: 'IELTS: एकेडमिक',
		comments: '12 टिप्पणियाँ',
		aboutTitle: 'हमारे बारे में | Welsh Education',
		loginRequired: 'लॉग इन करना ज़रूरी है',
		coursesMenu: 'सभी कोर्स',
		loginRequiredBody: 'यह पेज देखने के लिए कृपया लॉग इन करें।',
		welcomeBack: 'फिर से स्वागत है',
	},
} as const

const switcher = (page: Page, name: string) => page.getByRole('banner').getByRole('navigation', { name })

for (const lang of ['pa', 'hi'] as const) {
	const say = texts[lang]

	test(`the course list in ${lang}: headings, categories, cards, canonical and alternates, and back to English`, async ({ page, baseURL }) => {
		await signUpViaApi(page, { email: uniqueEmail(`courses-${lang}`) })
		await page.goto(`/${lang}/courses`)
		await expect(page.locator('html')).toHaveAttribute('lang', lang)
		await expect(page.getByRole('heading', { level: 1, name: say.heading })).toBeVisible()
		await expect(page.getByRole('heading', { level: 2, name: say.all })).toBeVisible()
		await expect(page.getByText(say.available)).toBeVisible()
		const card = page.getByRole('article').first()
		await expect(card.getByText(say.weeks)).toBeVisible()
		await expect(card.getByText(say.students)).toBeVisible()
		await expect(card.getByText(say.rating)).toBeAttached()
		await expect(card.getByRole('button', { name: say.enroll })).toBeVisible()
		// A card opens the course in the page's language.
		await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', new RegExp(`^/${lang}/course/`))
		await expect(page.locator('body')).not.toContainText(/\bcourse\.(list|enroll)\.[A-Za-z.]+/)

		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(`/${lang}/courses`, baseURL).toString())
		for (const [hreflang, path] of [['en', '/courses'], ['pa', '/pa/courses'], ['hi', '/hi/courses'], ['x-default', '/courses']]) {
			await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', new URL(path!, baseURL).toString())
		}

		await page.getByRole('navigation', { name: say.categories }).getByRole('link', { name: say.university }).click()
		await expect(page).toHaveURL(`/${lang}/courses?category=university`)
		await expect(page.getByRole('heading', { level: 2, name: say.university })).toBeVisible()

		await switcher(page, say.language).getByRole('link', { name: 'English' }).click()
		await expect(page).toHaveURL(/\/courses(\?category=university)?$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(page.getByRole('heading', { level: 1, name: 'Explore our courses' })).toBeVisible()
		await expect(page.getByRole('article').first().getByText('24 students')).toBeVisible()
	})

	test(`a visitor who is not signed in is asked to log in on /${lang}/courses, in ${lang}, on arrival and after a client navigation`, async ({ page }) => {
		const response = await page.goto(`/${lang}/courses`)
		expect(response?.status()).toBe(401)
		// The prompt's words come written with the 401 answer (requireUser), not in every page's catalogue.
		const prompt = async () => {
			await expect(page.getByRole('dialog', { name: say.welcomeBack })).toBeVisible()
			await page.keyboard.press('Escape')
			await expect(page.getByRole('heading', { level: 1, name: say.loginRequired })).toBeVisible()
			await expect(page.getByText(say.loginRequiredBody)).toBeVisible()
		}
		await prompt()
		await page.goto(`/${lang}/about`)
		await page.evaluate(() => Object.assign(window, { sameDocument: true }))
		await page.getByRole('banner').getByRole('link', { name: say.coursesMenu, exact: true }).click()
		await prompt()
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
	})

	test(`the enquiry form's courses, the journal's comment counts and the page titles in ${lang}`, async ({ page }) => {
		await page.goto(`/${lang}/enquire`)
		const course = page.getByRole('main').getByLabel(say.course)
		await expect(course.getByRole('option', { name: say.option })).toBeAttached()
		await expect(course.getByRole('option', { name: 'IELTS: Academic' })).toHaveCount(0)

		await page.goto(`/${lang}/journal`)
		await expect(page.getByText(say.comments).first()).toBeVisible()
		await expect(page.getByRole('main')).not.toContainText(/\d+ Comments?\b/)

		await page.goto(`/${lang}/about`)
		await expect(page).toHaveTitle(say.aboutTitle)
	})
}

test('English pages keep SPEC’s words: the course options, the comment counts and the title', async ({ page }) => {
	await page.goto('/enquire')
	await expect(page.getByRole('main').getByLabel('Course you are interested in').getByRole('option', { name: 'IELTS: Academic' })).toBeAttached()
	await page.goto('/journal')
	await expect(page.getByText('12 Comments').first()).toBeVisible()
	await page.goto('/about')
	await expect(page).toHaveTitle('About Us | Welsh Education')
})
