import type { ShownReview } from '~/features/countries/country-guide'
import type { FactViews } from '~/features/countries/facts/fact-text'
import type { GuideInLanguage } from '~/features/countries/guide-in-language'
import { guideFrame } from '~/features/countries/guide-parts'
import { guideMessages } from '~/features/i18n/catalogues.server'
import type { Locale } from '~/features/i18n/locales'

/** A guide's route data as a client navigation gets it: the frame, and the content itself (no islands). */
export function guidePageData(country: GuideInLanguage, { facts = {}, lastReview = null, locale = 'en' }: { facts?: FactViews; lastReview?: ShownReview | null; locale?: Locale } = {}) {
	return { kind: 'guide', messages: guideMessages(locale, 'guide'), country: guideFrame(country), content: { country, facts, lastReview } }
}
