import type { FactRecord } from '~/features/countries/facts/fact-schema'
import type { ExchangeRate } from '~/features/countries/facts/facts.server'
import type { FactView } from '~/features/countries/facts/fact-text'
import { formatMoney, formatRupeeEstimate } from '~/lib/money'
import type { FirstYearCost } from '../eligibility/eligibility'
import type { CityType, CountryId, PlanLevel, PlanQuery } from './plan-query'

/**
 * Which of a guide's facts (docs/decisions/019-guide-facts.md) answers each line of the plan. Only
 * facts the guides hold: where a guide has none for a line, the plan says so instead of a figure.
 * A fact's unit decides how it counts: a month's amount twelve times a year, a year's once a year,
 * anything else (an application, a whole course) once.
 */
type CountryCostFacts = {
	tuition: Partial<Record<PlanLevel, string>>
	living: Partial<Record<CityType, string>>
	visaFees: string[]
	insurance: string[]
	funds: Partial<Record<CityType, string>>
	/** Months of living costs the visa asks to be shown, where the rule (a fact itself) is not a year. */
	fundsMonths?: { months: number; ruleKey: string }
}

const allLevels = (key: string) => ({ undergraduate: key, postgraduate: key, diploma: key })
const degrees = (key: string) => ({ undergraduate: key, postgraduate: key })
const anyCity = (key: string) => ({ capital: key, elsewhere: key })

export const costFacts: Record<CountryId, CountryCostFacts> = {
	'united-kingdom': {
		tuition: { undergraduate: 'tuition-undergraduate', postgraduate: 'tuition-masters' },
		living: { capital: 'funds-london-monthly', elsewhere: 'funds-outside-london-monthly' },
		visaFees: ['student-visa-fee', 'ihs-student-yearly'],
		insurance: [],
		funds: { capital: 'funds-london-monthly', elsewhere: 'funds-outside-london-monthly' },
		fundsMonths: { months: 9, ruleKey: 'funds-months' },
	},
	usa: { tuition: degrees('tuition-public'), living: {}, visaFees: ['mrv-fee', 'sevis-fee-f-m'], insurance: ['health-insurance-monthly'], funds: anyCity('funds-i20') },
	ireland: { tuition: allLevels('tuition-ranges'), living: anyCity('funds-yearly'), visaFees: ['visa-fee-single', 'irp-fee'], insurance: ['medical-insurance-yearly'], funds: anyCity('funds-yearly') },
	ca: { tuition: allLevels('tuition-ranges'), living: anyCity('funds-single'), visaFees: ['study-permit-fee', 'biometrics-fee'], insurance: [], funds: anyCity('funds-single') },
	de: { tuition: allLevels('tuition-bw-tum'), living: anyCity('blocked-account-month'), visaFees: ['visa-fee'], insurance: [], funds: anyCity('blocked-account-year') },
	dubai: { tuition: allLevels('tuition-ranges'), living: {}, visaFees: ['student-visa-cost'], insurance: ['health-insurance-yearly'], funds: anyCity('student-visa-funds') },
	france: { tuition: degrees('tuition-public'), living: anyCity('funds-monthly'), visaFees: ['long-stay-visa-fee', 'vls-ts-validation'], insurance: [], funds: anyCity('funds-monthly') },
	europe: { tuition: {}, living: {}, visaFees: ['national-d-visa-fees'], insurance: ['health-insurance-monthly'], funds: anyCity('national-funds-monthly') },
	italy: { tuition: allLevels('cost-estimates'), living: anyCity('funds-year'), visaFees: ['visa-fee', 'permit-fees'], insurance: ['ssn-student'], funds: anyCity('funds-year') },
	netherlands: { tuition: allLevels('tuition'), living: anyCity('funds-norm'), visaFees: ['study-permit-fee'], insurance: [], funds: anyCity('funds-norm') },
	poland: { tuition: allLevels('cost-estimates'), living: anyCity('funds-living'), visaFees: ['visa-fee', 'permit-fee'], insurance: [], funds: anyCity('funds-living') },
	spain: { tuition: allLevels('cost-estimates'), living: anyCity('funds'), visaFees: ['visa-fee', 'tie-fee'], insurance: [], funds: anyCity('funds') },
	au: { tuition: allLevels('tuition-ranges'), living: anyCity('living-estimates'), visaFees: ['student-visa-fee'], insurance: ['oshc'], funds: anyCity('funds-living') },
	nz: { tuition: allLevels('tuition'), living: anyCity('living-estimates'), visaFees: ['student-visa-fee'], insurance: [], funds: anyCity('funds-year') },
	sweden: { tuition: allLevels('tuition-range'), living: anyCity('sample-budget'), visaFees: ['permit-fee-studies'], insurance: ['health-insurance'], funds: anyCity('funds-monthly') },
	denmark: { tuition: allLevels('tuition-range'), living: { capital: 'living-copenhagen' }, visaFees: ['st1-fee'], insurance: [], funds: anyCity('funds') },
}

export const costLineIds = ['tuition', 'living', 'visaFees', 'insurance', 'flights', 'funds'] as const
export type CostLineId = (typeof costLineIds)[number]

export type Range = { min: number; max: number }

/** One fact's part in a line: its amounts in its own currency and in rupees, or why there is none. */
export type PlanEntry = {
	fact: FactView
	/** The figure counted each year; null for a one-off amount or no amount. */
	perYear: string | null
	perYearRupees: string | null
	/** For the whole course (a one-off amount once). */
	course: string | null
	courseRupees: string | null
	/** No rate is recorded for the currency: the rupee amount is left to the family, with the rate's source. */
	rateMissing: { currency: string; sourceName: string; sourceUrl: string } | null
	oneOff: boolean
}

export type PlanLine = { id: CostLineId; entries: PlanEntry[] }

export type CountryPlan = {
	countryId: CountryId
	lines: PlanLine[]
	/** Sums of the figures known, in rupees (every currency has a rate) and in the local currency (all one currency). */
	total: { perYearRupees: string | null; courseRupees: string | null; perYear: string | null; course: string | null }
	/** Lines of the total with no figure (unconfirmed, or no fact): the totals leave them out and say so. */
	leftOut: CostLineId[]
	/** The rule behind the proof-of-funds months, when not a year. */
	fundsRule: FactView | null
}

export type PlanFactSource = { facts: readonly FactRecord[]; rates: readonly ExchangeRate[]; toView: (fact: FactRecord) => FactView }

const monthsPerUnit: Record<string, number> = { month: 1 / 12, year: 1, 'year (minimum)': 1 }

function amountRange(value: FactRecord['value']): Range | null {
	if (typeof value === 'number') return { min: value, max: value }
	if (value && typeof value === 'object') return value
	return null
}

export const scale = (range: Range, factor: number): Range => ({ min: range.min * factor, max: range.max * factor })
const add = (a: Range, b: Range): Range => ({ min: a.min + b.min, max: a.max + b.max })

/** £15,000 – £38,000, or £1,529 when both ends agree; whole units, since the plan is an estimate. */
export function formatRange(range: Range, currency: string) {
	const min = formatMoney(Math.round(range.min), currency)
	return Math.round(range.min) === Math.round(range.max) ? min : `${min} – ${formatMoney(Math.round(range.max), currency)}`
}

/** An amount in a foreign currency in rupees at `rate` (rupees for one unit), in lakhs: ₹12.4 lakh – ₹31.4 lakh. */
export function rupeeRange(range: Range, rate: number) {
	const min = formatRupeeEstimate(range.min * rate)
	const max = formatRupeeEstimate(range.max * rate)
	return min === max ? min : `${min} – ${max}`
}

type Counted = { entry: PlanEntry; perYear: Range | null; course: Range | null; currency: string | null; rate: number | null }

function countFact(fact: FactRecord, source: PlanFactSource, years: number, fundsMonths?: number): Counted {
	const view = source.toView(fact)
	const range = fact.status === 'confirmed' && fact.currency ? amountRange(fact.value) : null
	const perUnit = fact.unit ? monthsPerUnit[fact.unit] : undefined
	const rateRow = fact.currency && fact.currency !== 'INR' ? source.rates.find((rate) => rate.currency === fact.currency) : undefined
	const rate = fact.currency === 'INR' ? 1 : rateRow?.rate && rateRow.rateDate ? rateRow.rate : null
	let perYear: Range | null = null
	let course: Range | null = null
	if (range && fundsMonths !== undefined) {
		// Proof of funds: shown once, for the months the visa asks (a year unless a rule says otherwise).
		course = perUnit === undefined ? range : fact.unit === 'month' ? scale(range, fundsMonths) : range
	} else if (range && perUnit !== undefined) {
		perYear = scale(range, 1 / perUnit)
		course = scale(perYear, years)
	} else if (range) {
		course = range
	}
	const currency = fact.currency
	const inRupees = (amount: Range | null) => (amount && rate !== null ? rupeeRange(amount, rate) : null)
	return {
		perYear,
		course,
		currency,
		rate,
		entry: {
			fact: view,
			perYear: perYear && currency ? formatRange(perYear, currency) : null,
			perYearRupees: inRupees(perYear),
			course: course && currency ? formatRange(course, currency) : null,
			courseRupees: inRupees(course),
			rateMissing: range && currency && rate === null && rateRow ? { currency, sourceName: rateRow.sourceName, sourceUrl: rateRow.sourceUrl } : null,
			oneOff: range !== null && perYear === null && fundsMonths === undefined,
		},
	}
}

/** The plan for one country: each line from the guide's facts, and the totals of what is known. */
export function planCountry(countryId: CountryId, query: Pick<PlanQuery, 'level' | 'city' | 'years'>, source: PlanFactSource): CountryPlan {
	const map = costFacts[countryId]
	const byKey = new Map(source.facts.map((fact) => [fact.key, fact]))
	const keysOf = (line: CostLineId): string[] => {
		if (line === 'tuition') return [map.tuition[query.level]].filter((key) => key !== undefined)
		if (line === 'living') return [map.living[query.city]].filter((key) => key !== undefined)
		if (line === 'funds') return [map.funds[query.city]].filter((key) => key !== undefined)
		if (line === 'flights') return []
		return map[line]
	}
	const counted = new Map<CostLineId, Counted[]>()
	for (const line of costLineIds) {
		const facts = keysOf(line).flatMap((key) => byKey.get(key) ?? [])
		counted.set(
			line,
			facts.map((fact) => countFact(fact, source, query.years, line === 'funds' ? (map.fundsMonths?.months ?? 12) : undefined)),
		)
	}

	const spent = costLineIds.filter((line) => line !== 'funds')
	const leftOut = spent.filter((line) => {
		const items = counted.get(line) ?? []
		return items.length === 0 || items.some((item) => item.course === null)
	})
	const known = spent.flatMap((line) => counted.get(line) ?? []).filter((item) => item.course !== null)
	const sumRupees = (pick: (item: Counted) => Range | null) =>
		known.reduce<Range | null>((sum, item) => {
			const amount = pick(item)
			if (!amount || item.rate === null) return sum
			return add(sum ?? { min: 0, max: 0 }, scale(amount, item.rate))
		}, null)
	const currencies = new Set(known.map((item) => item.currency))
	const localCurrency = currencies.size === 1 ? [...currencies][0] : null
	const sumLocal = (pick: (item: Counted) => Range | null) =>
		known.reduce<Range | null>((sum, item) => {
			const amount = pick(item)
			return amount ? add(sum ?? { min: 0, max: 0 }, amount) : sum
		}, null)
	const formatRupeesRange = (range: Range | null) => (range ? rupeeRange(range, 1) : null)
	const formatLocal = (range: Range | null) => (range && localCurrency ? formatRange(range, localCurrency) : null)
	const everyRate = known.every((item) => item.rate !== null)
	const fundsRuleFact = map.fundsMonths ? byKey.get(map.fundsMonths.ruleKey) : undefined

	return {
		countryId,
		lines: costLineIds.map((id) => ({ id, entries: (counted.get(id) ?? []).map((item) => item.entry) })),
		total: {
			perYearRupees: everyRate ? formatRupeesRange(sumRupees((item) => item.perYear)) : null,
			courseRupees: everyRate ? formatRupeesRange(sumRupees((item) => item.course)) : null,
			perYear: formatLocal(sumLocal((item) => item.perYear)),
			course: formatLocal(sumLocal((item) => item.course)),
		},
		leftOut,
		fundsRule: fundsRuleFact ? source.toView(fundsRuleFact) : null,
	}
}

/**
 * The first year's minimum the eligibility check weighs a budget against (issue 19): the proof of
 * funds the visa asks for and the lowest first-year tuition, each at its lowest figure in rupees.
 * A line the guide has no confirmed figure or rupee rate for is a gap, with where to check it
 * (`fallback` where the guide holds no fact for the line at all).
 */
export function firstYearCost(countryId: CountryId, level: 'undergraduate' | 'postgraduate', source: PlanFactSource, fallback: { name: string; url: string }): FirstYearCost {
	const map = costFacts[countryId]
	const byKey = new Map(source.facts.map((fact) => [fact.key, fact]))
	const lines = [
		{ line: 'funds' as const, key: map.funds.elsewhere ?? map.funds.capital, fundsMonths: map.fundsMonths?.months ?? 12 },
		{ line: 'tuition' as const, key: map.tuition[level], fundsMonths: undefined },
	]
	const cost: FirstYearCost = { parts: [], gaps: [] }
	for (const { line, key, fundsMonths } of lines) {
		const fact = key === undefined ? undefined : byKey.get(key)
		if (!fact) {
			cost.gaps.push({ line, sourceName: fallback.name, sourceUrl: fallback.url })
			continue
		}
		const counted = countFact(fact, source, 1, fundsMonths)
		// A course fee (a one-year master's) is the first year's tuition.
		const amount = line === 'funds' ? counted.course : (counted.perYear ?? counted.course)
		if (amount && counted.rate !== null && counted.currency)
			cost.parts.push({ line, fact: counted.entry.fact, amount: formatMoney(Math.round(amount.min), counted.currency), rupees: amount.min * counted.rate })
		else {
			const rateMissing = amount ? counted.entry.rateMissing : null
			cost.gaps.push({ line, sourceName: rateMissing?.sourceName ?? fact.sourceName, sourceUrl: rateMissing?.sourceUrl ?? fact.sourceUrl })
		}
	}
	return cost
}
