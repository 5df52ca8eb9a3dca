import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * Issue 20: a parent books a free session entirely in Punjabi or in Hindi: the page, the free
 * times and their dates, every error message, the booking's own page and its cancellation. (The
 * emails in each language are unit-tested in bookings.server.test.ts.)
 */

const texts = {
	pa: {
		title: 'ਮੁਫ਼ਤ ਸਲਾਹ ਲਈ ਸਮਾਂ ਲਓ',
		phone: 'ਫ਼ੋਨ ’ਤੇ',
		showTimes: 'ਖ਼ਾਲੀ ਸਮੇਂ ਵੇਖੋ',
		form: '2. ਸਮਾਂ ਚੁਣੋ ਅਤੇ ਆਪਣੇ ਬਾਰੇ ਦੱਸੋ',
		freeTimes: /ਨੂੰ ਖ਼ਾਲੀ ਸਮੇਂ \(ਭਾਰਤ ਦਾ ਸਮਾਂ\)$/,
		name: 'ਤੁਹਾਡਾ ਨਾਮ',
		email: 'ਈਮੇਲ ਪਤਾ',
		mobile: 'ਮੋਬਾਈਲ ਨੰਬਰ',
		submit: 'ਮੇਰਾ ਮੁਫ਼ਤ ਸਮਾਂ ਪੱਕਾ ਕਰੋ',
		invalid: 'ਕਿਰਪਾ ਕਰਕੇ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨੇ ਵੇਖੋ',
		chooseTime: 'ਕਿਰਪਾ ਕਰਕੇ ਸਮਾਂ ਚੁਣੋ',
		required: 'ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੇ ਜ਼ਰੂਰੀ ਖ਼ਾਨੇ ਭਰੋ',
		badEmail: 'ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਲਿਖੋ',
		booked: 'ਤੁਹਾਡਾ ਸਮਾਂ ਪੱਕਾ ਹੋ ਗਿਆ ਹੈ',
		cancel: 'ਇਹ ਸਮਾਂ ਰੱਦ ਕਰੋ',
		cancelled: 'ਇਹ ਸਮਾਂ ਰੱਦ ਹੋ ਗਿਆ ਹੈ',
		// A Gurmukhi letter: the dates are written in Punjabi, not in English.
		script: /[\u0A00-\u0A7F]/,
	},
	hi: {
		title: 'मुफ़्त सलाह के लिए समय लें',
		phone: 'फ़ोन पर',
		showTimes: 'खाली समय देखें',
		form: '2. समय चुनें और अपने बारे में बताएँ',
		freeTimes: /को खाली समय \(भारत का समय\)$/,
		name: 'आपका नाम',
		email: 'ईमेल पता',
		mobile: 'मोबाइल नंबर',
		submit: 'मेरा मुफ़्त समय पक्का करें',
		invalid: 'कृपया निशान लगे खाने देखें',
		chooseTime: 'कृपया समय चुनें',
		required: 'कृपया सभी ज़रूरी जानकारी भरें',
		badEmail: 'कृपया सही ईमेल पता लिखें',
		booked: 'आपका समय पक्का हो गया है',
		cancel: 'यह समय रद्द करें',
		cancelled: 'यह समय रद्द हो गया है',
		script: /[\u0900-\u097F]/,
	},
} as const

/** No message key (`booking.error.taken`) may ever reach the page in place of its text. */
async function expectNoMessageKeys(page: Page) {
	await expect(page.locator('body')).not.toContainText(/\b(booking|enquiry|privacy|email|error)\.[a-z]+[A-Za-z.]*\b/)
}

for (const locale of ['pa', 'hi'] as const) {
	const say = texts[locale]

	test(`a parent books a session in ${locale === 'pa' ? 'Punjabi' : 'Hindi'}, sees every mistake in it, and cancels it`, async ({ page, baseURL }) => {
		await page.goto(`/${locale}/book`)
		await expect(page.locator('html')).toHaveAttribute('lang', locale)
		await expect(page.getByRole('heading', { level: 1, name: say.title })).toBeVisible()
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(`/${locale}/book`, baseURL).toString())
		await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new URL('/book', baseURL).toString())

		await page.getByRole('radio', { name: say.phone }).check()
		await page.getByRole('button', { name: say.showTimes }).click()
		await expect(page).toHaveURL(new RegExp(`/${locale}/book\\?.*mode=phone`))
		const form = page.getByRole('form', { name: say.form })
		const times = form.getByRole('radiogroup', { name: say.freeTimes })
		await expect(times).toHaveAccessibleName(say.script)

		// Nothing filled in: the form and each field say what is wrong, in the page's language.
		await form.getByRole('button', { name: say.submit }).click()
		await expect(form.getByRole('alert')).toHaveText(say.invalid)
		await expect(form.getByText(say.chooseTime)).toBeVisible()
		await expect(form.getByText(say.required).first()).toBeVisible()
		await expectNoMessageKeys(page)
		await expectNoAxeViolations(page)

		await form.getByRole('radiogroup', { name: say.freeTimes }).getByRole('radio').first().check()
		await form.getByLabel(say.name).fill('Gurpreet Kaur')
		await form.getByLabel(say.email).fill('gurpreet@example')
		await form.getByLabel(say.mobile).fill(`98${String(Date.now()).slice(-8)}`)
		await form.getByRole('button', { name: say.submit }).click()
		await expect(form.getByText(say.badEmail).first()).toBeVisible()
		await expect(form.getByLabel(say.name)).toHaveValue('Gurpreet Kaur')

		await form.getByRole('radiogroup', { name: say.freeTimes }).getByRole('radio').first().check()
		await form.getByLabel(say.email).fill(`gurpreet-${locale}-${Date.now().toString(36)}@example.com`)
		await form.getByRole('button', { name: say.submit }).click()
		await expect(page).toHaveURL(new RegExp(`/${locale}/book/manage/`))
		await expect(page.getByRole('heading', { name: say.booked })).toBeVisible()
		await expect(page.getByText(say.phone, { exact: true })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('lang', locale)
		await expectNoMessageKeys(page)
		await expectNoAxeViolations(page)

		await page.getByRole('button', { name: say.cancel }).click()
		await expect(page.getByRole('heading', { name: say.cancelled })).toBeVisible()
	})
}
