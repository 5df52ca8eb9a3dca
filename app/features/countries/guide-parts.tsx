import type { ReactNode } from 'react'
import { Island, type IslandAttributes, type Islanded } from '~/lib/island'
import type { Locale } from '~/features/i18n/locales'
import { type CompiledCatalogue, PageMessages, type Translate, useT } from '~/features/i18n/i18n'
import type { ShownReview } from './country-guide'
import type { FactViews } from './facts/fact-text'
import { GuideFactsProvider } from './facts/GuideText'
import type { GuideInLanguage } from './guide-in-language'

/**
 * A guide's read-only texts, figures and tables: the page's islands (lib/island.tsx), so a
 * document sends them once, as markup, and not again as data for hydration.
 */
export type GuideContent = {
	country: GuideInLanguage
	facts: FactViews
	lastReview: ShownReview | null
	/** The messages only the islands use (guidePageMessages), where the page's own lack them. */
	messages?: CompiledCatalogue
}

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

/**
 * The frame of a guide. Given `tab`, the tab a document is rendered on, the visa titles and the
 * questions are left out unless that tab shows them: the other panels are drawn from the guide's
 * data, fetched after hydration, which has the whole frame (use-guide-panels.ts).
 */
export function guideFrame(country: GuideInLanguage, tab?: string): GuideFrame {
	const frame = {
		id: country.id,
		name: country.name,
		flagUrl: country.flagUrl,
		heroImage: country.heroImage,
		whyStudyLang: country.shown.whyStudy.lang,
		visaTitles: country.visa.types.map((visa) => visa.title),
		gaugePosition: country.costOfLiving.gaugePosition,
		faqs: country.faqs.map((faq) => ({ question: faq.question, lang: faq.lang })),
	}
	if (tab === undefined) return frame
	return { ...frame, visaTitles: tab === 'visa' ? frame.visaTitles : [], faqs: tab === 'faqs' ? frame.faqs : [] }
}

/** One island of the guide, its texts' {fact:…} figures filled from the guide's facts. */
export function GuideIsland({
	name,
	content,
	tag,
	children,
	...attributes
}: Omit<IslandAttributes, 'type' | 'content'> & {
	name: string
	content: Islanded<GuideContent>
	tag?: 'div' | 'span' | 'ul' | 'dl'
	/** `t` has the islands' own messages: use it, not the page's, inside. */
	children: (country: GuideInLanguage, content: GuideContent, t: Translate) => ReactNode
}) {
	return (
		<Island name={name} value={content} tag={tag} {...attributes}>
			{(guide) => {
				const island = (
					<GuideFactsProvider facts={guide.facts}>
						<IslandBody guide={guide}>{children}</IslandBody>
					</GuideFactsProvider>
				)
				return guide.messages ? <PageMessages messages={guide.messages}>{island}</PageMessages> : island
			}}
		</Island>
	)
}

function IslandBody({ guide, children }: { guide: GuideContent; children: (country: GuideInLanguage, content: GuideContent, t: Translate) => ReactNode }) {
	const t = useT()
	return children(guide.country, guide, t)
}
