import { entryIn, type LocalisedText, type ShownIn } from '~/features/i18n/localised-text'
import type { Locale } from '~/features/i18n/locales'
import type { CountryDocument } from './country-guide'

type GuideTranslation = NonNullable<NonNullable<CountryDocument['translations']>['pa']>
type Faq = CountryDocument['faqs'][number]

/**
 * A guide as a page in one language shows it: the why-study text, the fast facts and each FAQ in
 * that language where the editors have translated them, else in English (`shown` and each FAQ's
 * `translated` tell the page to add UntranslatedNote). The other tabs stay in English; the
 * translations themselves stay on the server.
 */
export type GuideInLanguage = Omit<CountryDocument, 'translations' | 'faqs'> & {
	faqs: (Faq & ShownIn)[]
	shown: { whyStudy: ShownIn; fastFacts: ShownIn }
}

export function guideIn(guide: CountryDocument, locale: Locale): GuideInLanguage {
	const { translations, ...english } = guide
	const localised = (en: string, pick: (translation: GuideTranslation) => string | null | undefined): LocalisedText => ({
		en,
		pa: translations?.pa ? (pick(translations.pa) ?? null) : null,
		hi: translations?.hi ? (pick(translations.hi) ?? null) : null,
	})
	const { whyStudy, ...facts } = guide.fastFacts
	const why = entryIn({ whyStudy: localised(whyStudy, (t) => t.whyStudy) }, locale)
	const fast = entryIn(
		{
			gdp: localised(facts.gdp, (t) => t.fastFacts.gdp),
			dialingCode: localised(facts.dialingCode, (t) => t.fastFacts.dialingCode),
			currency: localised(facts.currency, (t) => t.fastFacts.currency),
			universities: localised(facts.universities, (t) => t.fastFacts.universities),
		},
		locale,
	)
	const faqs = guide.faqs.map((faq, index) => {
		const { entry, lang, translated } = entryIn(
			{ question: localised(faq.question, (t) => t.faqs[index]?.question), answer: localised(faq.answer, (t) => t.faqs[index]?.answer) },
			locale,
		)
		return { question: entry.question ?? faq.question, answer: entry.answer ?? faq.answer, lang, translated }
	})
	return {
		...english,
		fastFacts: {
			gdp: fast.entry.gdp ?? facts.gdp,
			dialingCode: fast.entry.dialingCode ?? facts.dialingCode,
			currency: fast.entry.currency ?? facts.currency,
			universities: fast.entry.universities ?? facts.universities,
			whyStudy: why.entry.whyStudy ?? whyStudy,
		},
		faqs,
		shown: { whyStudy: { lang: why.lang, translated: why.translated }, fastFacts: { lang: fast.lang, translated: fast.translated } },
	}
}
