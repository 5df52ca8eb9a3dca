import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * Issue 20, item 3: the pages parents read show the content's Punjabi and Hindi (the studio's pa
 * and hi values, seeded from app/features/content/translations and the guides' translations), in
 * an element whose `lang` says so; a text with no translation yet shows its English, marked
 * `lang="en"`, with a short note in the page's language.
 */

const untranslatedNote = { pa: 'ਇਸ ਦਾ ਪੰਜਾਬੀ ਅਨੁਵਾਦ ਹਾਲੇ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਇਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।', hi: 'इसका हिन्दी अनुवाद अभी नहीं हुआ है, इसलिए यह अंग्रेज़ी में है।' }

async function expectNoNote(page: Page, lang: 'pa' | 'hi') {
	await expect(page.getByText(untranslatedNote[lang])).toHaveCount(0)
}

/** In a guide's tab shown: the other tabs' panels, hidden, say their guide texts are in English only. */
async function expectNoNoteInTab(page: Page, lang: 'pa' | 'hi') {
	await expect(page.getByRole('tabpanel').getByText(untranslatedNote[lang])).toHaveCount(0)
}

test('/pa/about shows the story, the values and the director’s message in Punjabi', async ({ page }) => {
	await page.goto('/pa/about')
	await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
	const message = page.getByRole('heading', { level: 2, name: 'ਸਾਡੇ ਮੈਨੇਜਿੰਗ ਡਾਇਰੈਕਟਰ ਦਾ ਸੁਨੇਹਾ' })
	await expect(message).toBeVisible()
	await expect(message.locator('xpath=..')).toHaveAttribute('lang', 'pa')
	const story = page.getByText(/^Welsh Education ਦੀ ਸ਼ੁਰੂਆਤ 2010 ਵਿੱਚ/)
	await expect(story).toBeVisible()
	// The language in effect: the nearest element that names one (the story is served as an island).
	await expect(story.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'pa')
	await expect(page.getByRole('heading', { level: 3, name: 'ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਇਮਾਨਦਾਰੀ' })).toBeVisible()
	// Names stay as in English.
	await expect(page.getByText('Harjit Singh Sandhu', { exact: true })).toBeVisible()
	await expect(page.getByText(/Welsh Education began in 2010/)).toHaveCount(0)
	await expectNoNote(page, 'pa')
	await expectNoAxeViolations(page)
})

test('/hi/fees shows the fee groups, notes and refund policy in Hindi, amounts as in English', async ({ page }) => {
	await page.goto('/hi/fees')
	await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
	const ielts = page.getByRole('table', { name: 'IELTS की तैयारी' })
	await expect(ielts).toBeVisible()
	await expect(ielts.getByRole('row', { name: /^एक पूरा mock test/ })).toContainText('₹500')
	// The language in effect: the nearest element that names one (a text in the page's language is not marked again).
	const inEffect = 'xpath=ancestor-or-self::*[@lang][1]'
	await expect(page.getByRole('caption').filter({ hasText: 'IELTS की तैयारी' }).locator(inEffect)).toHaveAttribute('lang', 'hi')
	await expect(page.getByText('हमारी सभी फ़ीसों में 18% GST शामिल है।')).toBeVisible()
	const refunds = page.getByRole('heading', { level: 3, name: 'फ़ीस वापसी कैसे होती है' })
	await expect(refunds).toBeVisible()
	await expect(refunds.locator(inEffect)).toHaveAttribute('lang', 'hi')
	await expectNoNote(page, 'hi')
	await expectNoAxeViolations(page)
})

for (const { lang, question, why } of [
	{ lang: 'pa', question: 'ਕੀ ਡਿਗਰੀ ਤੋਂ ਬਾਅਦ ਮੈਂ UK ਵਿੱਚ ਰਹਿ ਸਕਦਾ ਹਾਂ?', why: /^UK ਵਿੱਚ ਦੁਨੀਆ ਦੀਆਂ ਕੁਝ ਸਭ ਤੋਂ ਪੁਰਾਣੀਆਂ/ },
	{ lang: 'hi', question: 'क्या डिग्री के बाद मैं UK में रह सकता हूँ?', why: /^UK में दुनिया की कुछ सबसे पुरानी/ },
] as const) {
	test(`the UK guide in ${lang}: why study, the fast facts and the FAQs translated`, async ({ page }) => {
		await page.goto(`/${lang}/country/united-kingdom`)
		await expect(page.locator('html')).toHaveAttribute('lang', lang)
		const whyStudy = page.getByText(why)
		await expect(whyStudy).toBeVisible()
		await expect(whyStudy).toHaveAttribute('lang', lang)
		await expect(page.getByText(lang === 'pa' ? 'ਪੌਂਡ ਸਟਰਲਿੰਗ (GBP, £)' : 'पाउंड स्टर्लिंग (GBP, £)')).toHaveAttribute('lang', lang)
		await expectNoNoteInTab(page, lang)
		await expectNoAxeViolations(page)

		await page.goto(`/${lang}/country/united-kingdom?tab=faqs`)
		const faq = page.getByRole('button', { name: question })
		await expect(faq).toBeVisible()
		await faq.click()
		// The figures are the guide's facts, put in place as in English.
		const answer = page.getByRole('region', { name: question })
		await expect(answer).toBeVisible()
		await expect(faq.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', lang)
		await expectNoNoteInTab(page, lang)
		await expectNoAxeViolations(page)
	})
}

test('a text without a translation shows its English, marked as English, with the note in the page’s language', async ({ page }) => {
	// Every seeded guide, course and the team have their Punjabi and Hindi; a guide without them is CountryPage.test.tsx's.
	// The journal's posts are not in Hindi yet.
	await page.goto('/hi/journal/ielts-band-7-study-plan')
	await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
	const description = page.getByText(/^How our trainers split six weeks between listening, reading, writing and speaking/)
	await expect(description).toBeVisible()
	await expect(description).toHaveAttribute('lang', 'en')
	const note = page.getByText(untranslatedNote.hi).first()
	await expect(note).toBeVisible()
	await expect(note).toHaveAttribute('lang', 'hi')
	await expectNoAxeViolations(page)
})
