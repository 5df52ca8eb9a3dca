import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * Issue 20, item 3, for the Denmark, Dubai, Italy, Poland and Sweden guides: the why-study text,
 * the fast facts and the FAQs in Punjabi and Hindi (seeded from the guides' translations), the
 * figures being the guide's facts as in English (an unconfirmed one a link to check the current
 * amount), and no untranslated note for those parts.
 */

const untranslatedNote = { pa: 'ਇਸ ਦਾ ਪੰਜਾਬੀ ਅਨੁਵਾਦ ਹਾਲੇ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਇਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।', hi: 'इसका हिन्दी अनुवाद अभी नहीं हुआ है, इसलिए यह अंग्रेज़ी में है।' }

for (const guide of [
	{ lang: 'pa', id: 'sweden', why: /^Sweden ਨਵੀਆਂ ਖੋਜਾਂ ਲਈ ਜਾਣਿਆ ਜਾਂਦਾ ਹੈ/, currency: 'ਸਵੀਡਿਸ਼ ਕਰੋਨਾ (SEK, kr)', question: 'ਕੀ ਡਿਗਰੀ ਤੋਂ ਬਾਅਦ ਮੈਂ ਉੱਥੇ ਰਹਿ ਸਕਦਾ ਹਾਂ?', fact: 'Up to 12 months' },
	{ lang: 'hi', id: 'italy', why: /^Italy में 1088 में स्थापित University of Bologna है/, currency: 'यूरो (EUR, €)', question: 'वीज़ा के लिए मुझे कितने पैसे दिखाने होंगे?', fact: 'Study in Italy (Ministry of Foreign Affairs) पर आज की रकम देखें' },
] as const) {
	test(`the ${guide.id} guide in ${guide.lang}: why study, the fast facts and the FAQs translated`, async ({ page }) => {
		await page.goto(`/${guide.lang}/country/${guide.id}`)
		await expect(page.locator('html')).toHaveAttribute('lang', guide.lang)
		const whyStudy = page.getByText(guide.why)
		await expect(whyStudy).toBeVisible()
		await expect(whyStudy).toHaveAttribute('lang', guide.lang)
		await expect(page.getByText(guide.currency, { exact: true })).toHaveAttribute('lang', guide.lang)
		// In the tab shown: the other tabs' panels, hidden, say their guide texts are in English only.
		await expect(page.getByRole('tabpanel').getByText(untranslatedNote[guide.lang])).toHaveCount(0)
		await expectNoAxeViolations(page)

		await page.goto(`/${guide.lang}/country/${guide.id}?tab=faqs`)
		const faq = page.getByRole('button', { name: guide.question })
		await expect(faq).toBeVisible()
		await faq.click()
		const answer = page.getByRole('region', { name: guide.question })
		await expect(answer).toContainText(guide.fact)
		await expect(faq.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', guide.lang)
		// In the tab shown: the other tabs' panels, hidden, say their guide texts are in English only.
		await expect(page.getByRole('tabpanel').getByText(untranslatedNote[guide.lang])).toHaveCount(0)
		await expectNoAxeViolations(page)
	})
}
