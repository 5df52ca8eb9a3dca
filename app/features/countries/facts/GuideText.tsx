import { createContext, type ReactNode, useContext } from 'react'
import { useLocale, useT } from '~/features/i18n/i18n'
import { type FactView, type FactViews, splitGuideText } from './fact-text'

const GuideFacts = createContext<FactViews>({})

/** The facts of the guide on the page, worked out by the loader; every GuideText inside reads them. */
export function GuideFactsProvider({ facts, children }: { facts: FactViews; children: ReactNode }) {
	return <GuideFacts.Provider value={facts}>{children}</GuideFacts.Provider>
}

/**
 * A text of the guide with each {fact:…} token replaced by the stored figure and, right after it,
 * a small note that is a link to the official source: "as of Nov 2025 · GOV.UK". The note is
 * in the server's HTML (no shift when the page hydrates), a link (reached by Tab) and its name
 * says what it is the source of. An unconfirmed fact shows "check the current amount" as that link;
 * a figure asked for in rupees while no rate is stored links where to check the current rate.
 * The words are the page's language (the guide's messages); the dates come formatted in it.
 */
export function GuideText({ text }: { text: string }) {
	const facts = useContext(GuideFacts)
	return splitGuideText(text).map((part, i) =>
		part.kind === 'text' ? part.text : <FactFigure key={i} fact={facts[part.key]} withRupees={part.inr} />,
	)
}

function FactFigure({ fact, withRupees }: { fact: FactView | undefined; withRupees: boolean }) {
	const t = useT()
	const locale = useLocale()
	if (!fact) return t('guide.fact.unconfirmed')
	if (fact.figure === null) {
		return (
			<a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="note-link">
				{t('guide.fact.unconfirmedOn', { source: fact.sourceName })}
				<span className="sr-only"> {t('guide.fact.unconfirmedNote', { label: fact.label })}</span>
			</a>
		)
	}
	return (
		<>
			{/* The figure ("up to 9 months") is the studio's English: read as English on a Punjabi or Hindi page. */}
			{locale === 'en' ? fact.figure : <span lang="en">{fact.figure}</span>}
			{withRupees && fact.rupees
				? ` ${t('guide.fact.aboutRupees', { estimate: fact.rupees.estimate, date: fact.rupees.rateDateLabel, source: fact.rupees.sourceName })}`
				: null}
			{withRupees && !fact.rupees && fact.rateSource ? (
				<>
					{` ${t('guide.fact.inRupees')} `}
					<a href={fact.rateSource.url} target="_blank" rel="noopener noreferrer" className="note-link">
						{t('guide.fact.unknownRateOn', { source: fact.rateSource.name })}
						<span className="sr-only"> {t('guide.fact.rateNote', { label: fact.label })}</span>
					</a>
					)
				</>
			) : null}{' '}
			<small className="fact-note">
				(
				<a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="note-link">
					<time dateTime={fact.asOf}>{t('guide.fact.asOf', { date: fact.asOfLabel })}</time> · {locale === 'en' ? fact.sourceName : <span lang="en">{fact.sourceName}</span>}
					<span className="sr-only">{t('guide.fact.sourceOf', { label: fact.label })}</span>
				</a>
				)
			</small>
		</>
	)
}
