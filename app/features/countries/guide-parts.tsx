import type { ReactNode } from 'react'
import { Island, type Islanded } from '~/lib/island'
import type { Locale } from '~/features/i18n/locales'
import type { ShownReview } from './country-guide'
import type { FactViews } from './facts/fact-text'
import { GuideFactsProvider } from './facts/GuideText'
import type { GuideInLanguage } from './guide-in-language'

/**
 * A guide's read-only texts, figures and tables: the page's islands (lib/island.tsx), so a
 * document sends them once, as markup, and not again as data for hydration.
 */
export type GuideContent = { country: GuideInLanguage; facts: FactViews; lastReview: ShownReview | null }

/** What the guide's interactive parts need: the hero, the tabs, the visa slider, the gauge, the questions. */
export type GuideFrame = {
	id: string
	name: string
	flagUrl: GuideInLanguage['flagUrl']
	heroImage: string
	whyStudyLang: Locale
	visaTitles: string[]
	gaugePosition: number
	faqs: { question: string; lang: Locale }[]
}

export function guideFrame(country: GuideInLanguage): GuideFrame {
	return {
		id: country.id,
		name: country.name,
		flagUrl: country.flagUrl,
		heroImage: country.heroImage,
		whyStudyLang: country.shown.whyStudy.lang,
		visaTitles: country.visa.types.map((visa) => visa.title),
		gaugePosition: country.costOfLiving.gaugePosition,
		faqs: country.faqs.map((faq) => ({ question: faq.question, lang: faq.lang })),
	}
}

/** One island of the guide, its texts' {fact:…} figures filled from the guide's facts. */
export function GuideIsland({
	name,
	content,
	tag,
	className,
	lang,
	children,
}: {
	name: string
	content: Islanded<GuideContent>
	tag?: 'div' | 'span' | 'ul' | 'dl'
	className?: string
	lang?: string
	children: (country: GuideInLanguage, content: GuideContent) => ReactNode
}) {
	return (
		<Island name={name} value={content} tag={tag} className={className} lang={lang}>
			{(guide) => <GuideFactsProvider facts={guide.facts}>{children(guide.country, guide)}</GuideFactsProvider>}
		</Island>
	)
}
