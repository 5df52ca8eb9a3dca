import { expect, test } from 'vitest'
import { countryDocumentSchema } from './country-schema'
import { guideIn } from './guide-in-language'
import { countrySeeds } from './seed'
import { guideTranslations } from './seed/translations'
import { unitedKingdom } from './seed/united-kingdom'
import { unitedKingdomTranslations } from './seed/translations/united-kingdom'

const english = countryDocumentSchema.parse(unitedKingdom)
const translated = countryDocumentSchema.parse({ ...unitedKingdom, translations: unitedKingdomTranslations })

test('a translated guide shows its why-study text, fast facts and FAQs in the page’s language, the rest in English', () => {
	const pa = guideIn(translated, 'pa')
	expect(pa.fastFacts.whyStudy).toBe(unitedKingdomTranslations.pa!.whyStudy)
	expect(pa.fastFacts.currency).toBe('ਪੌਂਡ ਸਟਰਲਿੰਗ (GBP, £)')
	expect(pa.shown).toEqual({ whyStudy: { lang: 'pa', translated: true }, fastFacts: { lang: 'pa', translated: true } })
	expect(pa.faqs[0]).toEqual({ ...unitedKingdomTranslations.pa!.faqs![0], lang: 'pa', translated: true })
	expect(pa.admissionRequirements).toEqual(english.admissionRequirements)
	// The translations stay on the server.
	expect(pa).not.toHaveProperty('translations')
})

test.each(Object.keys(guideTranslations))('the %s guide’s translations keep every fact reference exactly as in English, one FAQ for each', (id) => {
	const guide = countryDocumentSchema.parse({ ...countrySeeds.find((seed) => seed.id === id)!, translations: guideTranslations[id] })
	const references = (text: string) => (text.match(/\{fact:[^}]+\}/g) ?? []).toSorted()
	for (const language of ['pa', 'hi'] as const) {
		const shown = guideIn(guide, language)
		expect(shown.shown, language).toEqual({ whyStudy: { lang: language, translated: true }, fastFacts: { lang: language, translated: true } })
		expect(references(shown.fastFacts.whyStudy), `${language} why study`).toEqual(references(guide.fastFacts.whyStudy))
		expect(guide.translations?.[language]?.faqs).toHaveLength(guide.faqs.length)
		shown.faqs.forEach((faq, index) => {
			expect(faq.translated, `${language} FAQ ${index + 1}`).toBe(true)
			expect(references(faq.answer), `${language} FAQ ${index + 1}`).toEqual(references(guide.faqs[index]!.answer))
		})
	}
})

test('a part without a translation shows the English, marked for the note', () => {
	const onlyWhy = countryDocumentSchema.parse({ ...unitedKingdom, translations: { hi: { whyStudy: 'हिन्दी', faqs: [{ question: 'प्रश्न?', answer: null }] } } })
	const hi = guideIn(onlyWhy, 'hi')
	expect(hi.shown.whyStudy).toEqual({ lang: 'hi', translated: true })
	expect(hi.shown.fastFacts).toEqual({ lang: 'en', translated: false })
	expect(hi.fastFacts.gdp).toBe(english.fastFacts.gdp)
	// Half a FAQ is no translation: the English question and answer, with the note.
	expect(hi.faqs[0]).toEqual({ ...english.faqs[0], lang: 'en', translated: false })
	expect(guideIn(english, 'pa').shown.whyStudy).toEqual({ lang: 'en', translated: false })
	expect(guideIn(english, 'en').faqs[1]).toEqual({ ...english.faqs[1], lang: 'en', translated: true })
})
