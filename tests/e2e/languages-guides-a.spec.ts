import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * Issue 20, item 3, for the European guides: Germany in Punjabi and Europe in Hindi show their
 * why-study text, fast facts and FAQs in the page's language, with no "not yet translated" note.
 */

const untranslatedNote = { pa: 'ਇਸ ਦਾ ਪੰਜਾਬੀ ਅਨੁਵਾਦ ਹਾਲੇ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਇਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।', hi: 'इसका हिन्दी अनुवाद अभी नहीं हुआ है, इसलिए यह अंग्रेज़ी में है।' }

/** In the tab shown: the other tabs' panels, hidden, say their guide texts are in English only. */
async function expectNoNote(page: Page, lang: 'pa' | 'hi') {
	await expect(page.getByRole('tabpanel').getByText(untranslatedNote[lang])).toHaveCount(0)
}

for (const { lang, guide, why, fact, question, figure, asOf } of [
	{ lang: 'pa', guide: 'de', why: /^Germany ਭਾਰਤੀ ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਸਭ ਤੋਂ ਪਸੰਦੀਦਾ/, fact: 'ਯੂਰੋ (EUR, €)', question: 'ਮੈਂ ਕਿੰਨੇ ਘੰਟੇ ਕੰਮ ਕਰ ਸਕਦਾ ਹਾਂ?', figure: '140 full days or 280 half days a year', asOf: / ਤੱਕ · / },
	{ lang: 'hi', guide: 'europe', why: /^यूरोप में विश्व-स्तरीय यूनिवर्सिटियाँ हैं/, fact: /^हर देश का अपना: \+49 Germany/, question: 'Erasmus Mundus स्कॉलरशिप क्या है?', figure: '€1,400', asOf: / तक · / },
] as const) {
	test(`the ${guide} guide in ${lang}: why study, the fast facts and the FAQs translated`, async ({ page }) => {
		await page.goto(`/${lang}/country/${guide}`)
		await expect(page.locator('html')).toHaveAttribute('lang', lang)
		const whyStudy = page.getByText(why)
		await expect(whyStudy).toBeVisible()
		await expect(whyStudy).toHaveAttribute('lang', lang)
		await expect(page.getByText(fact)).toHaveAttribute('lang', lang)
		await expectNoNote(page, lang)
		await expectNoAxeViolations(page)

		await page.goto(`/${lang}/country/${guide}?tab=faqs`)
		const faq = page.getByRole('button', { name: question })
		await expect(faq).toBeVisible()
		await faq.click()
		const answer = page.getByRole('region', { name: question })
		await expect(answer).toBeVisible()
		// The figure is the guide's fact, put in place as in English, with its date and source.
		await expect(answer).toContainText(figure)
		// Its note in the page's language: "<date> ਤੱਕ · <source>".
		await expect(answer.getByRole('link', { name: asOf })).toBeVisible()
		await expect(answer).not.toContainText('{fact:')
		await expect(faq.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', lang)
		await expectNoNote(page, lang)
		await expectNoAxeViolations(page)
	})
}
