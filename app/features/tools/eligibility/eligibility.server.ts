import type { Database } from '~/db/client.server'
import { translator } from '~/features/i18n/catalogues.server'
import { formatDate } from '~/features/i18n/formats'
import { textIn } from '~/features/i18n/localised-text'
import type { Locale } from '~/features/i18n/locales'
import { listPublished } from '~/features/studio/content-store.server'
import { type EligibilityRuleDocument, eligibilityRuleDocumentSchema } from '~/features/studio/studio-schema'
import { factView, listExchangeRates, listFacts } from '~/features/countries/facts/facts.server'
import { firstYearCost } from '../plan/plan-costs'
import { type CountryResult, type EligibilityInput, type EligibilityRule, evaluateEligibility, type FirstYearCost, levelFor, percentageOf } from './eligibility'

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
 * The family's answers weighed against the published rules; for each chosen country with a
 * first-year budget rule, that country's guide facts and the exchange rates are read once.
 */
export async function eligibilityResults(db: Database, input: EligibilityInput, locale: Locale): Promise<CountryResult[]> {
	const rules = await listEligibilityRules(db, locale)
	const level = levelFor(input.qualification)
	const budgetRules = rules.filter((rule) => rule.measure === 'budget-first-year' && input.countries.includes(rule.country) && (rule.level === 'any' || rule.level === level))
	if (budgetRules.length === 0) return evaluateEligibility(input, rules)
	const rates = await listExchangeRates(db)
	const byCurrency = new Map(rates.map((rate) => [rate.currency, rate]))
	const costs: Partial<Record<EligibilityRule['country'], FirstYearCost>> = {}
	for (const rule of budgetRules) {
		const facts = await listFacts(db, rule.country)
		costs[rule.country] = firstYearCost(rule.country, level, { facts, rates, toView: (fact) => factView(fact, byCurrency, locale) }, { name: rule.source.name, url: rule.source.url })
	}
	return evaluateEligibility(input, rules, costs)
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
			for (const part of reason.firstYear?.parts ?? []) lines.push(`  ${part.fact.label}: ${part.amount} (${part.fact.sourceName}, ${part.fact.asOf})`)
			for (const gap of reason.firstYear?.gaps ?? []) lines.push(`  ${t(`tools.eligibility.firstYear.${gap.line}`)}: check the current amount (${gap.sourceUrl})`)
		}
	}
	return lines.join('\n')
}
