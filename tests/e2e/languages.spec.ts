import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * Issue 20: the public pages in English, Punjabi (/pa) and Hindi (/hi). The switcher in the header
 * names each language in its own script and leads to the same page in that language, remembered
 * in a cookie; a browser that prefers Punjabi or Hindi is offered it, never sent there.
 */

// The header's (the footer has the same one, for phones).
const switcher = (page: Page, name: string) => page.getByRole('banner').getByRole('navigation', { name })

for (const path of ['/', '/course/ielts-academic-full-course', '/country/united-kingdom', '/contact']) {
	test(`the switcher on ${path} leads to the same page in Punjabi, Hindi and back to English`, async ({ page }) => {
		await page.goto(path)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await switcher(page, 'Language').getByRole('link', { name: 'ਪੰਜਾਬੀ' }).click()
		const pa = path === '/' ? '/pa' : `/pa${path}`
		await expect(page).toHaveURL(pa)
		await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
		await expect(page.getByRole('navigation', { name: 'ਮੁੱਖ ਮੀਨੂ' }).getByRole('link', { name: 'ਮੁੱਖ ਸਫ਼ਾ' })).toBeVisible()
		await expect(switcher(page, 'ਭਾਸ਼ਾ').getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toHaveAttribute('aria-current', 'true')

		await switcher(page, 'ਭਾਸ਼ਾ').getByRole('link', { name: 'हिन्दी' }).click()
		await expect(page).toHaveURL(path === '/' ? '/hi' : `/hi${path}`)
		await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
		await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'नए लेख' })).toBeVisible()

		// The choice is remembered: the English address now opens the Hindi page.
		await page.goto(path)
		await expect(page).toHaveURL(path === '/' ? '/hi' : `/hi${path}`)

		await switcher(page, 'भाषा').getByRole('link', { name: 'English' }).click()
		await expect(page).toHaveURL(path)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	})
}

test('each language version names its canonical URL and all three versions', async ({ page, baseURL }) => {
	const url = (p: string) => new URL(p, baseURL).toString()
	for (const [path, canonical] of [
		['/contact', '/contact'],
		['/pa/contact', '/pa/contact'],
		['/hi/country/united-kingdom', '/hi/country/united-kingdom'],
	] as const) {
		await page.goto(path)
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(canonical))
		const english = canonical.replace(/^\/(pa|hi)/, '') || '/'
		for (const [lang, href] of [
			['en', english],
			['pa', `/pa${english}`],
			['hi', `/hi${english}`],
			['x-default', english],
		]) {
			await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', url(href!))
		}
	}
	// Staff pages stay English, with no language versions.
	await page.goto('/login')
	await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
})

test('the enquiry form says what is wrong in Punjabi (page) and Hindi (dialog)', async ({ page }) => {
	await page.goto('/pa/enquire')
	await expect(page.getByRole('heading', { level: 1, name: 'ਪੁੱਛਗਿੱਛ ਕਰੋ' })).toBeVisible()
	await page.getByLabel('ਪੂਰਾ ਨਾਮ').fill('Simran Kaur')
	await page.getByLabel('ਕਿਹੜਾ ਕੋਰਸ ਚਾਹੀਦਾ ਹੈ').selectOption({ label: 'IELTS: ਅਕਾਦਮਿਕ' })
	await page.getByRole('main').getByLabel('ਈਮੇਲ', { exact: true }).fill('simran@example')
	await page.getByLabel('ਮੋਬਾਈਲ ਨੰਬਰ').fill('98765')
	await page.getByRole('button', { name: 'ਪੁੱਛਗਿੱਛ ਭੇਜੋ' }).click()
	await expect(page.getByRole('main').getByRole('alert')).toHaveText('ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਲਿਖੋ')
	await expect(page.getByLabel('ਪੂਰਾ ਨਾਮ')).toHaveValue('Simran Kaur')
	await expectNoAxeViolations(page)

	await page.goto('/hi')
	await page.getByRole('banner').getByRole('link', { name: 'शुरू करें' }).click()
	const dialog = page.getByRole('dialog', { name: 'पूछताछ करें' })
	await dialog.getByRole('button', { name: 'पूछताछ भेजें' }).click()
	await expect(dialog.getByRole('alert')).toHaveText('कृपया सभी ज़रूरी जानकारी भरें')
	await dialog.getByLabel('पूरा नाम').fill('Amit Sharma')
	await dialog.getByLabel('कौन-सा कोर्स चाहिए').selectOption({ label: 'IELTS: जनरल ट्रेनिंग' })
	await dialog.getByLabel('ईमेल').fill('amit@example.com')
	await dialog.getByLabel('मोबाइल नंबर').fill('123')
	await dialog.getByRole('button', { name: 'पूछताछ भेजें' }).click()
	await expect(dialog.getByRole('alert')).toHaveText('कृपया सही मोबाइल नंबर लिखें')
})

/** The hero's enquiry link, the enquiry dialog's title and the enquiry page's heading say the same. */
const enquireSays = { pa: 'ਪੁੱਛਗਿੱਛ ਕਰੋ', hi: 'पूछताछ करें' }

for (const lang of ['pa', 'hi'] as const) {
	// Every link of every Punjabi and Hindi page staying in its language: languages-links.spec.ts.
	test(`the hero's enquire link on /${lang} opens the dialog, or /${lang}/enquire without JavaScript`, async ({ page, browser, baseURL }) => {
		await page.goto(`/${lang}`)
		const enquire = page.getByRole('main').getByRole('link', { name: enquireSays[lang], exact: true })
		await expect(enquire).toHaveAttribute('href', `/${lang}/enquire`)
		await enquire.click()
		await expect(page.getByRole('dialog', { name: enquireSays[lang] })).toBeVisible()
		await expect(page).toHaveURL(`/${lang}`)

		const offline = await browser.newContext({ javaScriptEnabled: false, baseURL })
		const plain = await offline.newPage()
		await plain.goto(`/${lang}`)
		await plain.getByRole('main').getByRole('link', { name: enquireSays[lang], exact: true }).click()
		await expect(plain).toHaveURL(`/${lang}/enquire`)
		await expect(plain.getByRole('heading', { level: 1, name: enquireSays[lang] })).toBeVisible()
		await offline.close()
	})
}

test.describe('a browser that prefers Punjabi', () => {
	test.use({ locale: 'pa-IN' })

	test('is offered Punjabi on an English page, stays there, and can say no', async ({ page }) => {
		await page.goto('/about')
		const offer = page.getByRole('complementary', { name: 'ਪੰਜਾਬੀ' })
		await expect(offer).toContainText('ਇਹ ਸਫ਼ਾ ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ ਹੈ।')
		await expect(page).toHaveURL('/about')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(offer.getByRole('link', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' })).toHaveAttribute('href', /lang=pa/)
		await expectNoAxeViolations(page)
		await offer.getByRole('button', { name: 'ਨਹੀਂ, ਧੰਨਵਾਦ' }).click()
		await expect(offer).toHaveCount(0)
		await expect(page).toHaveURL('/about')
		await page.reload()
		await expect(page.getByRole('complementary', { name: 'ਪੰਜਾਬੀ' })).toHaveCount(0)
	})
})

test('fonts: the Gurmukhi and Devanagari faces load only on their own pages; axe passes in each language', async ({ page }) => {
	const fonts: string[] = []
	page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname))
	await page.goto('/')
	await expectNoAxeViolations(page)
	expect(fonts).toEqual([])
	await page.goto('/pa/contact')
	await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /noto-sans-gurmukhi-gurmukhi-400-normal/)
	await expectNoAxeViolations(page)
	await page.goto('/hi/country/united-kingdom')
	await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /noto-sans-devanagari-hindi-400/)
	await expectNoAxeViolations(page)
	expect(fonts.some((f) => f.includes('gurmukhi'))).toBe(true)
	expect(fonts.every((f) => !f.includes('latin'))).toBe(true)
})

test('content without a Punjabi text shows the English with a note in Punjabi', async ({ page }) => {
	// The journal's posts have no Punjabi yet: a post shows its English, marked as English, with the note.
	await page.goto('/pa/journal/ielts-band-7-study-plan')
	await expect(page.getByRole('main').getByText('ਇਸ ਦਾ ਪੰਜਾਬੀ ਅਨੁਵਾਦ ਹਾਲੇ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਇਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।').first()).toBeVisible()
	await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
	await page.goto('/journal/ielts-band-7-study-plan')
	await expect(page.getByText('ਇਸ ਦਾ ਪੰਜਾਬੀ ਅਨੁਵਾਦ ਹਾਲੇ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਇਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।')).toHaveCount(0)
})
