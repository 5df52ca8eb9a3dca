/**
 * Guide text names a fact by a token, `{fact:<key>}` (the figure) or `{fact:<key>:inr}` (the
 * figure and, where the currency has a rate, its rupee estimate). The page puts the stored figure,
 * with its as-of date and source, where the token stands (docs/decisions/019-guide-facts.md).
 * No zod and no formatting code here: the guide page's bundle only splits text.
 */
import type { Translate } from '~/features/i18n/i18n'

export const FACT_TOKEN = /\{fact:([a-z0-9]+(?:-[a-z0-9]+)*)(:inr)?\}/g

export type GuideTextPart = { kind: 'text'; text: string } | { kind: 'fact'; key: string; inr: boolean }

export function splitGuideText(text: string): GuideTextPart[] {
	const parts: GuideTextPart[] = []
	let last = 0
	for (const match of text.matchAll(FACT_TOKEN)) {
		if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) })
		parts.push({ kind: 'fact', key: match[1]!, inr: match[2] !== undefined })
		last = match.index + match[0].length
	}
	if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
	return parts
}

/** The keys a text names, in order (a key named twice is listed twice). */
export function factKeysIn(text: string): string[] {
	return [...text.matchAll(FACT_TOKEN)].map((match) => match[1]!)
}

/**
 * What the page shows of one fact, worked out on the server: `figure` is null while the fact is
 * unconfirmed (the page then says "check the current amount", in its language, with the official link).
 */
export type FactView = {
	key: string
	label: string
	figure: string | null
	/** The figure in rupees at the stored rate, with the rate's date; null without a rate or for a non-money fact. */
	rupees: { estimate: string; rateDate: string; rateDateLabel: string; sourceName: string } | null
	/** Where to check the rupee rate while none is stored: the page then says so instead of an estimate. */
	rateSource?: { name: string; url: string }
	asOf: string
	/** "Nov 2025": the short as-of date of the note. */
	asOfLabel: string
	sourceName: string
	sourceUrl: string
}

export type FactViews = Record<string, FactView>

/**
 * The text with each token replaced by its figure in words, in the page's language (`t`), for places
 * that take plain text (structured data).
 */
export function plainGuideText(text: string, facts: FactViews, t: Translate): string {
	return splitGuideText(text)
		.map((part) => {
			if (part.kind === 'text') return part.text
			const fact = facts[part.key]
			if (!fact) return t('guide.fact.unconfirmed')
			if (fact.figure === null) return t('guide.fact.plainUnconfirmed', { url: fact.sourceUrl })
			const rupees = !part.inr
				? ''
				: fact.rupees
					? ` ${t('guide.fact.plainRupees', { estimate: fact.rupees.estimate, date: fact.rupees.rateDateLabel })}`
					: fact.rateSource
						? ` ${t('guide.fact.plainRateSource', { url: fact.rateSource.url })}`
						: ''
			return `${fact.figure}${rupees} ${t('guide.fact.plainAsOf', { date: fact.asOfLabel, source: fact.sourceName })}`
		})
		.join('')
}
