import type { FactView } from '~/features/countries/facts/fact-text'
import { useT } from '~/features/i18n/i18n'

/*
 * The guides' as-of note (GuideText.tsx) as the planner's table shows it. Not imported from
 * GuideText (nor values from fact-text): sharing a module puts it into a chunk of its own, which added 0.4 KB gzip to every
 * country guide's first load and took the guides over the page-weight budget (tests/e2e/page-weight).
 * The markup and the words are the guides' (`guide.fact.` keys, which the planner's loader sends:
 * factNoteMessages), so a family reads one kind of note on both pages, in the page's language.
 */

/**
 * The small note after a figure: "(as of Nov 2025 · GOV.UK)", a link to the official source. Kept on
 * one line on screen (the table scrolls sideways); printed, the table cannot, so a long source wraps
 * rather than run into the next country's column.
 */
export function FactNote({ fact }: { fact: FactView }) {
	const t = useT()
	return (
		<small className="fact-note print:whitespace-normal">
			(
			<a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="note-link">
				<time dateTime={fact.asOf}>{t('guide.fact.asOf', { date: fact.asOfLabel })}</time> · {fact.sourceName}
				<span className="sr-only">{t('guide.fact.sourceOf', { label: fact.label })}</span>
			</a>
			)
		</small>
	)
}

/** An unconfirmed fact: "check the current amount on GOV.UK" (in the page's language), a link to the official page. */
export function UnconfirmedFact({ fact, text }: { fact: FactView; text: string }) {
	const t = useT()
	return (
		<a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="note-link">
			{text}
			<span className="sr-only"> {t('guide.fact.unconfirmedNote', { label: fact.label })}</span>
		</a>
	)
}
