import type { Database } from '~/db/client.server'
import { factViewsFor } from '~/features/countries/facts/facts.server'
import type { FactView } from '~/features/countries/facts/fact-text'
import { plainGuideText } from '~/features/countries/facts/fact-text'
import { translator } from '~/features/i18n/catalogues.server'
import { type CompareColumn, compareColumns, type CompareCountryId, compareRows } from './compare-rows'

/** The comparison of these countries from their guides' facts (one indexed query per guide, as each guide page reads them). */
export async function loadComparison(db: Pick<Database, 'select'>, countries: readonly CompareCountryId[]): Promise<CompareColumn[]> {
	const facts = await Promise.all(countries.map((id) => factViewsFor(db, id)))
	return compareColumns(countries, new Map(countries.map((id, i) => [id, facts[i]!])))
}

/** One fact in words, as the guide's structured data has it: figure, as-of date and source. */
function factInWords(fact: FactView) {
	return `${fact.label}: ${plainGuideText(`{fact:${fact.key}}`, { [fact.key]: fact }, translator('en'))}`
}

/** The comparison in words for the counsellor's lead (staff read English): each row, each country's answer. */
export function comparisonInWords(columns: readonly CompareColumn[], origin: string) {
	const t = translator('en')
	const lines = [`Compared: ${columns.map((column) => column.name).join(', ')}`]
	for (const row of compareRows) {
		lines.push('', `${t(`tools.compare.row.${row}`)}:`)
		for (const column of columns) {
			const { facts } = column.cells[row]
			lines.push(`- ${column.name}: ${facts.length > 0 ? facts.map(factInWords).join('; ') : `${t('tools.compare.noFact')} (${origin}${column.cells[row].guidePath})`}`)
		}
	}
	return lines.join('\n')
}
