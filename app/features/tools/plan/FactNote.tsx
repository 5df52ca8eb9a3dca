import type { FactView } from '~/features/countries/facts/fact-text'

/*
 * The guides' as-of note (GuideText.tsx) as the planner's table shows it. Not imported from
 * GuideText (nor values from fact-text): sharing a module puts it into a chunk of its own, which added 0.4 KB gzip to every
 * country guide's first load and took the guides over the page-weight budget (tests/e2e/page-weight).
 * The markup and the words are the guides', so a family reads one kind of note on both pages.
 */

/** The small note after a figure: "(as of Nov 2025 · GOV.UK)", a link to the official source. */
export function FactNote({ fact }: { fact: FactView }) {
	return (
		<small className="fact-note">
			(
			<a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="note-link">
				<time dateTime={fact.asOf}>as of {fact.asOfLabel}</time> · {fact.sourceName}
				<span className="sr-only">, the source of {fact.label} (opens in a new tab)</span>
			</a>
			)
		</small>
	)
}

/** An unconfirmed fact: "check the current amount on GOV.UK" (in the page's language), a link to the official page. */
export function UnconfirmedFact({ fact, text }: { fact: FactView; text: string }) {
	return (
		<a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="note-link">
			{text}
			<span className="sr-only"> ({fact.label}; opens in a new tab)</span>
		</a>
	)
}
