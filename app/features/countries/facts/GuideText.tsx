import { createContext, type ReactNode, useContext } from 'react'
import { type FactView, type FactViews, splitGuideText, UNCONFIRMED_FIGURE } from './fact-text'

const GuideFacts = createContext<FactViews>({})

/** The facts of the guide on the page, worked out by the loader; every GuideText inside reads them. */
export function GuideFactsProvider({ facts, children }: { facts: FactViews; children: ReactNode }) {
	return <GuideFacts.Provider value={facts}>{children}</GuideFacts.Provider>
}

const noteLink = 'text-brand-700 underline underline-offset-2 hover:text-brand-900'

/**
 * A text of the guide with each {fact:…} token replaced by the stored figure and, right after it,
 * a small note that is a link to the official source: "as of Nov 2025 · GOV.UK". The note is
 * in the server's HTML (no shift when the page hydrates), a link (reached by Tab) and its name
 * says what it is the source of. An unconfirmed fact shows "check the current amount" as that link.
 */
export function GuideText({ text }: { text: string }) {
	const facts = useContext(GuideFacts)
	return splitGuideText(text).map((part, i) =>
		part.kind === 'text' ? part.text : <FactFigure key={i} fact={facts[part.key]} withRupees={part.inr} />,
	)
}

function FactFigure({ fact, withRupees }: { fact: FactView | undefined; withRupees: boolean }) {
	if (!fact) return UNCONFIRMED_FIGURE
	if (fact.figure === null) {
		return (
			<a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className={noteLink}>
				{UNCONFIRMED_FIGURE} on {fact.sourceName}
				<span className="sr-only"> ({fact.label}; opens in a new tab)</span>
			</a>
		)
	}
	return (
		<>
			{fact.figure}
			{withRupees && fact.rupees ? ` (about ${fact.rupees.estimate}; rate of ${fact.rupees.rateDateLabel}, ${fact.rupees.sourceName})` : null}{' '}
			<small className="text-xs font-normal whitespace-nowrap text-slate-600">
				(
				<a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className={noteLink}>
					<time dateTime={fact.asOf}>as of {fact.asOfLabel}</time> · {fact.sourceName}
					<span className="sr-only">, the source of {fact.label} (opens in a new tab)</span>
				</a>
				)
			</small>
		</>
	)
}
