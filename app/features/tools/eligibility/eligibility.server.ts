import type { Database } from '~/db/client.server'
import { translator } from '~/features/i18n/catalogues.server'
import type { CompiledCatalogue } from '~/features/i18n/i18n'
import { formatDate } from '~/features/i18n/formats'
import { textIn } from '~/features/i18n/localised-text'
import type { Locale } from '~/features/i18n/locales'
import { listPublished } from '~/features/studio/content-store.server'
import { type EligibilityRuleDocument, eligibilityRuleDocumentSchema } from '~/features/studio/studio-schema'
import { factView, listExchangeRates, listFacts } from '~/features/countries/facts/facts.server'
import { formatRupeeEstimate, formatRupeeRate } from '~/lib/money'
import { countryDirectory } from '~/features/countries/country-directory'
import type { FactRecord } from '~/features/countries/facts/fact-schema'
import { firstYearCost } from '../plan/plan-costs'
import { figureFields } from '../plan/plan.server'
import { rejectedFigures } from '../plan/plan-query'
import {
	type CountryResult,
	type EligibilityInput,
	type EligibilityRule,
	evaluateEligibility,
	familyFiguresOf,
	type FirstYearCost,
	levelFor,
	type ParsedEligibility,
	percentageOf,
	qualifications,
	type StudyLevel,
} from './eligibility'

/** A rule as the page shows it, in the page's language (the English where no translation is written). */
export function eligibilityRuleView(key: string, document: EligibilityRuleDocument, locale: Locale): EligibilityRule {
	return {
		key,
		country: document.country,
		level: document.level,
		measure: document.measure,
		likely: document.likely,
		possible: document.possible,
		rule: textIn(document.rule, locale).text,
		basis: document.basis,
		source: { name: document.sourceName, url: document.sourceUrl, asOf: document.asOf, asOfLabel: formatDate(document.asOf, locale) },
		closeGap: document.closeGap.en ? textIn(document.closeGap, locale).text : null,
		closeGapLink: document.closeGapLink,
	}
}

/** The published rules; one that no longer reads (a schema change since) is left out rather than failing the page. */
export async function listEligibilityRules(db: Database, locale: Locale): Promise<EligibilityRule[]> {
	return (await listPublished(db, 'eligibility-rule')).flatMap(({ key, document }) => {
		const parsed = eligibilityRuleDocumentSchema.safeParse(document)
		return parsed.success ? [eligibilityRuleView(key, parsed.data, locale)] : []
	})
}

/**
 * The first year's minimum of each chosen country with a first-year budget rule, from its guide's
 * facts, at the family's own rates and with their tuition where they gave them: one query for the
 * rates and one per country.
 */
async function firstYearCosts(db: Database, rules: readonly EligibilityRule[], chosen: Pick<EligibilityInput, 'countries' | 'rates' | 'fees'>, level: StudyLevel, locale: Locale) {
	const budgetRules = rules.filter((rule) => rule.measure === 'budget-first-year' && chosen.countries.includes(rule.country) && (rule.level === 'any' || rule.level === level))
	const costs: Partial<Record<EligibilityRule['country'], FirstYearCost>> = {}
	if (budgetRules.length === 0) return { costs, rates: [] }
	const [rates, ...factsByRule] = await Promise.all([listExchangeRates(db), ...budgetRules.map((rule) => listFacts(db, rule.country))])
	const byCurrency = new Map(rates.map((rate) => [rate.currency, rate]))
	budgetRules.forEach((rule, index) => {
		const source = { facts: factsByRule[index] ?? [], rates, toView: (fact: FactRecord) => factView(fact, byCurrency, locale), yourRates: chosen.rates, locale }
		costs[rule.country] = firstYearCost(rule.country, level, source, { name: rule.source.name, url: rule.source.url }, chosen.fees[rule.country])
	})
	return { costs, rates }
}

/** The family's answers weighed against the published rules (for the counsellor's lead: the page uses eligibilityPageData). */
export async function eligibilityResults(db: Database, input: EligibilityInput, locale: Locale): Promise<CountryResult[]> {
	const rules = await listEligibilityRules(db, locale)
	const { costs } = await firstYearCosts(db, rules, input, levelFor(input.qualification), locale)
	return evaluateEligibility(input, rules, costs)
}

/**
 * The page's data: the results of valid answers and, once countries are chosen (even with another
 * answer still to correct, so nothing typed is lost), the planner's fields for the family's own
 * figures: a rate for each currency of those countries' first-year figures and, where a guide has no
 * single confirmed tuition, the yearly tuition from an offer letter.
 */
export async function eligibilityPageData(db: Database, params: URLSearchParams, parsed: ParsedEligibility, locale: Locale) {
	const countries = parsed.status === 'valid' ? parsed.input.countries : countryDirectory.map((country) => country.id).filter((id) => params.getAll('country').includes(id))
	const chosen = parsed.status === 'valid' ? parsed.input : { countries, ...familyFiguresOf(params, countries) }
	const qualification = parsed.status === 'valid' ? parsed.input.qualification : qualifications.find((each) => each === params.get('qualification'))
	const level = levelFor(qualification ?? 'class12')
	const rules = chosen.countries.length > 0 ? await listEligibilityRules(db, locale) : []
	const { costs, rates } = await firstYearCosts(db, rules, chosen, level, locale)
	const shown = chosen.countries.flatMap((countryId) => {
		const cost = costs[countryId]
		return cost ? [{ countryId, currencies: cost.currencies, tuitionInput: cost.tuitionInput }] : []
	})
	return {
		results: parsed.status === 'valid' ? evaluateEligibility(parsed.input, rules, costs) : null,
		...figureFields(chosen, shown, rates, rejectedFigures(params), locale),
	}
}

/** The page's messages only a result shows (its reasons, the family's figures, the counsellor's form). */
const RESULT_ONLY = /^tools\.(?:lead\.|eligibility\.(?:verdict|basis|firstYear|yours|level)\.|eligibility\.(?:results|counsellorNotice|noRules|noEnglishRule|unweighed|yours|noTest|closeGap|asOf|yoursBudget|cgpaNote|description)$)/

/**
 * The messages the empty form needs: its first load leaves out those only a result shows, which come
 * with the result's own data (a client navigation brings the loader's messages with it).
 */
export function formOnlyMessages(messages: CompiledCatalogue): CompiledCatalogue {
	// The counsellor form (its `enquiry.` labels too) shows only with a result.
	return Object.fromEntries(Object.entries(messages).filter(([key]) => !RESULT_ONLY.test(key) && !key.startsWith('enquiry.')))
}

/** The answers and the result in words, for the counsellor's lead (staff read English). */
export function eligibilityInWords(input: EligibilityInput, results: readonly CountryResult[]) {
	const t = translator('en')
	const marks = input.scoreKind === 'cgpa' ? `CGPA ${input.score} of ${input.cgpaScale} (about ${percentageOf(input)}%)` : `${input.score}%`
	const lines = [
		`Highest qualification: ${t(`tools.eligibility.qualification.${input.qualification}`)} (${input.year}), ${marks}, ${t(`tools.eligibility.stream.${input.stream}`)}`,
		`English: ${input.englishTest === 'none' ? t('tools.eligibility.test.none') : `${t(`tools.eligibility.test.${input.englishTest}`)} ${input.englishScore}`}`,
		`Gap years: ${input.gapYears}; budget: ₹${input.budgetLakhs} lakh a year`,
		`Level: ${t(`tools.eligibility.level.${levelFor(input.qualification)}`)}`,
	]
	for (const result of results) {
		lines.push('', `${result.name}: ${result.verdict ? t(`tools.eligibility.verdict.${result.verdict}`) : t('tools.eligibility.verdict.none')}`)
		for (const reason of result.reasons) {
			const label = reason.verdict ? t(`tools.eligibility.verdict.${reason.verdict}`) : reason.rule.measure === 'note' ? 'Note' : 'Undecided, a figure is missing'
			lines.push(`- ${label}: ${reason.rule.rule} (${reason.rule.source.name}, ${reason.rule.source.asOf}, ${reason.rule.source.url})`)
			for (const part of reason.firstYear?.parts ?? []) {
				const rupees = `about ${formatRupeeEstimate(part.rupees)}${part.yourRate ? ` at the family's rate of ${part.yourRate.rupees} per ${part.yourRate.currency}` : ''}`
				lines.push(part.fact ? `  ${part.fact.label}: ${part.amount}, ${rupees} (${part.fact.sourceName}, ${part.fact.asOf})` : `  Yearly tuition the family entered (offer letter or expected): ${part.amount}, ${rupees}`)
			}
			for (const gap of reason.firstYear?.gaps ?? []) {
				const line = t(`tools.eligibility.firstYear.${gap.line}`)
				if (gap.kind === 'rate') lines.push(`  ${line}: ${gap.amount}, no rupee rate for ${gap.currency} entered`)
				else if (gap.kind === 'fee') lines.push(`  ${line}: no yearly tuition entered, the guide has no single confirmed figure (${gap.sourceUrl})`)
				else lines.push(`  ${line}: check the current amount (${gap.sourceUrl})`)
			}
		}
	}
	const rates = Object.entries(input.rates)
	if (rates.length > 0) lines.push('', `Exchange rates the family entered (not official figures): ${rates.map(([currency, rate]) => `${formatRupeeRate(rate)} per ${currency}`).join(', ')}`)
	return lines.join('\n')
}
