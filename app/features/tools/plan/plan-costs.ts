import type { FactRecord } from '~/features/countries/facts/fact-schema'
import type { ExchangeRate } from '~/features/countries/facts/facts.server'
import type { FactView } from '~/features/countries/facts/fact-text'
import type { Locale } from '~/features/i18n/locales'
import { formatMoney, formatRupeeEstimate, formatRupeeRate } from '~/lib/money'
import type { FirstYearCost } from '../eligibility/eligibility'
import type { CityType, CountryId, PlanLevel, PlanQuery } from './plan-query'

/**
 * Which of a guide's facts (docs/decisions/019-guide-facts.md) answers each line of the plan. Only
 * facts the guides hold: where a guide has none for a line, the plan says so instead of a figure.
 * A fact's unit decides how it counts: a month's amount twelve times a year, a year's once a year,
 * anything else (an application, a whole course) once.
 */
type CountryCostFacts = {
	/**
	 * The currency the country's universities quote international students' fees in: the currency of
	 * a tuition figure the family types from an offer letter (a test checks it agrees with the guide's
	 * tuition fact wherever that fact names one).
	 */
	tuitionCurrency: string
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
		tuitionCurrency: 'GBP',
		tuition: { undergraduate: 'tuition-undergraduate', postgraduate: 'tuition-masters' },
		living: { capital: 'funds-london-monthly', elsewhere: 'funds-outside-london-monthly' },
		visaFees: ['student-visa-fee', 'ihs-student-yearly'],
		insurance: [],
		funds: { capital: 'funds-london-monthly', elsewhere: 'funds-outside-london-monthly' },
		fundsMonths: { months: 9, ruleKey: 'funds-months' },
	},
	usa: { tuitionCurrency: 'USD', tuition: degrees('tuition-public'), living: {}, visaFees: ['mrv-fee', 'sevis-fee-f-m'], insurance: ['health-insurance-monthly'], funds: anyCity('funds-i20') },
	ireland: { tuitionCurrency: 'EUR', tuition: allLevels('tuition-ranges'), living: anyCity('funds-yearly'), visaFees: ['visa-fee-single', 'irp-fee'], insurance: ['medical-insurance-yearly'], funds: anyCity('funds-yearly') },
	ca: { tuitionCurrency: 'CAD', tuition: allLevels('tuition-ranges'), living: anyCity('funds-single'), visaFees: ['study-permit-fee', 'biometrics-fee'], insurance: [], funds: anyCity('funds-single') },
	de: { tuitionCurrency: 'EUR', tuition: allLevels('tuition-bw-tum'), living: anyCity('blocked-account-month'), visaFees: ['visa-fee'], insurance: [], funds: anyCity('blocked-account-year') },
	dubai: { tuitionCurrency: 'AED', tuition: allLevels('tuition-ranges'), living: {}, visaFees: ['student-visa-cost'], insurance: ['health-insurance-yearly'], funds: anyCity('student-visa-funds') },
	france: { tuitionCurrency: 'EUR', tuition: degrees('tuition-public'), living: anyCity('funds-monthly'), visaFees: ['long-stay-visa-fee', 'vls-ts-validation'], insurance: [], funds: anyCity('funds-monthly') },
	europe: { tuitionCurrency: 'EUR', tuition: {}, living: {}, visaFees: ['national-d-visa-fees'], insurance: ['health-insurance-monthly'], funds: anyCity('national-funds-monthly') },
	italy: { tuitionCurrency: 'EUR', tuition: allLevels('cost-estimates'), living: anyCity('funds-year'), visaFees: ['visa-fee', 'permit-fees'], insurance: ['ssn-student'], funds: anyCity('funds-year') },
	netherlands: { tuitionCurrency: 'EUR', tuition: allLevels('tuition'), living: anyCity('funds-norm'), visaFees: ['study-permit-fee'], insurance: [], funds: anyCity('funds-norm') },
	poland: { tuitionCurrency: 'EUR', tuition: allLevels('cost-estimates'), living: anyCity('funds-living'), visaFees: ['visa-fee', 'permit-fee'], insurance: [], funds: anyCity('funds-living') },
	spain: { tuitionCurrency: 'EUR', tuition: allLevels('cost-estimates'), living: anyCity('funds'), visaFees: ['visa-fee', 'tie-fee'], insurance: [], funds: anyCity('funds') },
	au: { tuitionCurrency: 'AUD', tuition: allLevels('tuition-ranges'), living: anyCity('living-estimates'), visaFees: ['student-visa-fee'], insurance: ['oshc'], funds: anyCity('funds-living') },
	nz: { tuitionCurrency: 'NZD', tuition: allLevels('tuition'), living: anyCity('living-estimates'), visaFees: ['student-visa-fee'], insurance: [], funds: anyCity('funds-year') },
	sweden: { tuitionCurrency: 'SEK', tuition: allLevels('tuition-range'), living: anyCity('sample-budget'), visaFees: ['permit-fee-studies'], insurance: ['health-insurance'], funds: anyCity('funds-monthly') },
	denmark: { tuitionCurrency: 'DKK', tuition: allLevels('tuition-range'), living: { capital: 'living-copenhagen' }, visaFees: ['st1-fee'], insurance: [], funds: anyCity('funds') },
}

export const costLineIds = ['tuition', 'living', 'visaFees', 'insurance', 'flights', 'funds'] as const
export type CostLineId = (typeof costLineIds)[number]

export type Range = { min: number; max: number }

/** A rate the family entered, named next to every rupee figure it made: "at your rate of ₹107.5 per GBP". */
export type YourRate = { currency: string; rupees: string }

/** An amount each year and for the whole course, in its own currency and in rupees where a rate is known. */
export type PlanAmounts = {
	/** The figure counted each year; null for a one-off amount or no amount. */
	perYear: string | null
	perYearRupees: string | null
	/** For the whole course (a one-off amount once). */
	course: string | null
	courseRupees: string | null
	/** The family's own rate made the rupee figures (never mistaken for an official one). */
	yourRate: YourRate | null
}

/** One fact's part in a line: its amounts in its own currency and in rupees, or why there is none. */
export type PlanEntry = PlanAmounts & {
	fact: FactView
	/** No rate is recorded for the currency: the rupee amount is left to the family, with the rate's source. */
	rateMissing: { currency: string; sourceName: string; sourceUrl: string } | null
	oneOff: boolean
}

export type PlanLine = { id: CostLineId; entries: PlanEntry[] }

export type CountryPlan = {
	countryId: CountryId
	lines: PlanLine[]
	/** Sums of the figures known, in rupees (every currency has a rate) and in the local currency (all one currency). */
	total: {
		perYearRupees: string | null
		courseRupees: string | null
		perYear: string | null
		course: string | null
		/** The family's rates behind the rupee totals. */
		yourRates: YourRate[]
		/** Currencies of the known figures with no rate at all: the rupee totals wait for them. */
		ratesMissing: string[]
	}
	/** Lines of the total with no figure (unconfirmed, or no fact): the totals leave them out and say so. */
	leftOut: CostLineId[]
	/** The rule behind the proof-of-funds months, when not a year. */
	fundsRule: FactView | null
	/** The guide's tuition is not one confirmed figure: the family may type theirs from an offer letter, in this currency. */
	tuitionInput: { currency: string } | null
	/** The yearly tuition the family typed: counted in the totals instead of the guide's tuition. */
	yourTuition: PlanAmounts | null
	/** The foreign currencies of this plan's amounts (and of its tuition field): a rate for each completes the rupee totals. */
	currencies: string[]
}

/** `yourRates`: rupees for one unit the family entered; each overrides the studio's rate for its currency. `locale`: how lakhs and crores are written. */
export type PlanFactSource = {
	facts: readonly FactRecord[]
	rates: readonly ExchangeRate[]
	toView: (fact: FactRecord) => FactView
	yourRates?: Readonly<Record<string, number>>
	locale?: Locale
}

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
export function rupeeRange(range: Range, rate: number, locale: Locale = 'en') {
	const min = formatRupeeEstimate(range.min * rate, locale)
	const max = formatRupeeEstimate(range.max * rate, locale)
	return min === max ? min : `${min} – ${max}`
}

/** The rate that turns `currency` into rupees: the family's own first, else the studio's dated one, else none. */
function rateOf(currency: string | null, source: PlanFactSource): { rate: number | null; yourRate: YourRate | null; row: ExchangeRate | undefined } {
	if (currency === 'INR') return { rate: 1, yourRate: null, row: undefined }
	const row = currency ? source.rates.find((rate) => rate.currency === currency) : undefined
	const yours = currency ? source.yourRates?.[currency] : undefined
	if (currency && yours !== undefined) return { rate: yours, yourRate: { currency, rupees: formatRupeeRate(yours) }, row }
	return { rate: row?.rate && row.rateDate ? row.rate : null, yourRate: null, row }
}

type Counted = { perYear: Range | null; course: Range | null; currency: string | null; rate: number | null; yourRate: YourRate | null }

function amountsOf({ perYear, course, currency, rate, yourRate }: Counted, locale: Locale | undefined): PlanAmounts {
	const inRupees = (amount: Range | null) => (amount && rate !== null ? rupeeRange(amount, rate, locale) : null)
	const rupees = { perYearRupees: inRupees(perYear), courseRupees: inRupees(course) }
	return {
		perYear: perYear && currency ? formatRange(perYear, currency) : null,
		course: course && currency ? formatRange(course, currency) : null,
		...rupees,
		yourRate: yourRate && (rupees.perYearRupees || rupees.courseRupees) ? yourRate : null,
	}
}

function countFact(fact: FactRecord, source: PlanFactSource, years: number, fundsMonths?: number): Counted & { entry: PlanEntry } {
	const range = fact.status === 'confirmed' && fact.currency ? amountRange(fact.value) : null
	const perUnit = fact.unit ? monthsPerUnit[fact.unit] : undefined
	const { rate, yourRate, row } = rateOf(fact.currency, source)
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
	const counted = { perYear, course, currency, rate, yourRate }
	return {
		...counted,
		entry: {
			fact: source.toView(fact),
			...amountsOf(counted, source.locale),
			rateMissing: range && currency && rate === null && row ? { currency, sourceName: row.sourceName, sourceUrl: row.sourceUrl } : null,
			oneOff: range !== null && perYear === null && fundsMonths === undefined,
		},
	}
}

/**
 * A country's tuition facts at a level, and whether the family may type their own yearly tuition:
 * one confirmed figure needs nothing from them; a range, an unconfirmed fee or none does, in the
 * currency of the guide's tuition (else the one its universities quote fees in).
 */
function tuitionOf(countryId: CountryId, level: PlanLevel, byKey: ReadonlyMap<string, FactRecord>): { facts: FactRecord[]; input: { currency: string } | null } {
	const key = costFacts[countryId].tuition[level]
	const facts = key === undefined ? [] : [byKey.get(key)].filter((fact) => fact !== undefined)
	const settled = facts.length > 0 && facts.every((fact) => fact.status === 'confirmed' && typeof fact.value === 'number')
	return { facts, input: settled ? null : { currency: facts.find((fact) => fact.currency)?.currency ?? costFacts[countryId].tuitionCurrency } }
}

/** The plan for one country: each line from the guide's facts (tuition from the family's offer letter where given), and the totals of what is known. */
export function planCountry(countryId: CountryId, query: Pick<PlanQuery, 'level' | 'city' | 'years'> & { fee?: number }, source: PlanFactSource): CountryPlan {
	const map = costFacts[countryId]
	const byKey = new Map(source.facts.map((fact) => [fact.key, fact]))
	const keysOf = (line: CostLineId): string[] => {
		if (line === 'tuition') return [map.tuition[query.level]].filter((key) => key !== undefined)
		if (line === 'living') return [map.living[query.city]].filter((key) => key !== undefined)
		if (line === 'funds') return [map.funds[query.city]].filter((key) => key !== undefined)
		if (line === 'flights') return []
		return map[line]
	}
	const counted = new Map<CostLineId, (Counted & { entry: PlanEntry })[]>()
	for (const line of costLineIds) {
		const facts = keysOf(line).flatMap((key) => byKey.get(key) ?? [])
		counted.set(
			line,
			facts.map((fact) => countFact(fact, source, query.years, line === 'funds' ? (map.fundsMonths?.months ?? 12) : undefined)),
		)
	}

	const tuitionInput = tuitionOf(countryId, query.level, byKey).input
	let yourTuition: Counted | null = null
	if (tuitionInput && query.fee !== undefined) {
		const perYear = { min: query.fee, max: query.fee }
		const { rate, yourRate } = rateOf(tuitionInput.currency, source)
		yourTuition = { perYear, course: scale(perYear, query.years), currency: tuitionInput.currency, rate, yourRate }
	}

	const spent = costLineIds.filter((line) => line !== 'funds')
	const countedIn = (line: CostLineId): Counted[] => (line === 'tuition' && yourTuition ? [yourTuition] : (counted.get(line) ?? []))
	const leftOut = spent.filter((line) => {
		const items = countedIn(line)
		return items.length === 0 || items.some((item) => item.course === null)
	})
	const known = spent.flatMap(countedIn).filter((item) => item.course !== null)
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
	const formatRupeesRange = (range: Range | null) => (range ? rupeeRange(range, 1, source.locale) : null)
	const formatLocal = (range: Range | null) => (range && localCurrency ? formatRange(range, localCurrency) : null)
	const everyRate = known.every((item) => item.rate !== null)
	const fundsRuleFact = map.fundsMonths ? byKey.get(map.fundsMonths.ruleKey) : undefined
	const unique = (codes: (string | null)[]) => [...new Set(codes.filter((code): code is string => code !== null && code !== 'INR'))]
	const withAmounts = [...costLineIds.flatMap((line) => counted.get(line) ?? []), ...(yourTuition ? [yourTuition] : [])].filter((item) => item.course !== null)

	return {
		countryId,
		lines: costLineIds.map((id) => ({ id, entries: (counted.get(id) ?? []).map((item) => item.entry) })),
		total: {
			perYearRupees: everyRate ? formatRupeesRange(sumRupees((item) => item.perYear)) : null,
			courseRupees: everyRate ? formatRupeesRange(sumRupees((item) => item.course)) : null,
			perYear: formatLocal(sumLocal((item) => item.perYear)),
			course: formatLocal(sumLocal((item) => item.course)),
			yourRates: everyRate ? [...new Map(known.flatMap((item) => (item.yourRate ? [[item.yourRate.currency, item.yourRate] as const] : []))).values()] : [],
			ratesMissing: unique(known.filter((item) => item.rate === null).map((item) => item.currency)),
		},
		leftOut,
		fundsRule: fundsRuleFact ? source.toView(fundsRuleFact) : null,
		tuitionInput,
		yourTuition: yourTuition ? amountsOf(yourTuition, source.locale) : null,
		currencies: unique([...withAmounts.map((item) => item.currency), tuitionInput?.currency ?? null]),
	}
}

/**
 * The first year's minimum the eligibility check weighs a budget against (issue 19): the proof of
 * funds the visa asks for and the first year's tuition, each at its lowest figure in rupees, at the
 * family's rate where they gave one (`source.yourRates`, as on the plan). The tuition is the
 * family's own yearly figure (`fee`, from an offer letter) where the guide has no single confirmed
 * one, as on the plan. A line with no usable figure is a gap that says what is missing: an amount no
 * official page confirmed (where to check it; `fallback` where the guide holds no fact for the line),
 * a rate for its currency, or the family's tuition.
 */
export function firstYearCost(
	countryId: CountryId,
	level: 'undergraduate' | 'postgraduate',
	source: PlanFactSource,
	fallback: { name: string; url: string },
	fee?: number,
): FirstYearCost {
	const map = costFacts[countryId]
	const byKey = new Map(source.facts.map((fact) => [fact.key, fact]))
	const tuition = tuitionOf(countryId, level, byKey)
	const cost: FirstYearCost = { parts: [], gaps: [], currencies: [], tuitionInput: tuition.input }
	const needsRate = (currency: string | null) => {
		if (currency && currency !== 'INR' && !cost.currencies.includes(currency)) cost.currencies.push(currency)
	}
	const rateGap = (line: 'funds' | 'tuition', currency: string, amount: string, fact: FactRecord | undefined, rateMissing: PlanEntry['rateMissing']) =>
		cost.gaps.push({ line, kind: 'rate', currency, amount, sourceName: rateMissing?.sourceName ?? fact?.sourceName ?? fallback.name, sourceUrl: rateMissing?.sourceUrl ?? fact?.sourceUrl ?? fallback.url })

	if (tuition.input && fee !== undefined) {
		// The family's tuition replaces the guide's, as in the plan's totals.
		const { rate, yourRate, row } = rateOf(tuition.input.currency, source)
		needsRate(tuition.input.currency)
		const amount = formatMoney(Math.round(fee), tuition.input.currency)
		if (rate !== null) cost.parts.push({ line: 'tuition', fact: null, amount, rupees: fee * rate, yourRate })
		else rateGap('tuition', tuition.input.currency, amount, tuition.facts[0], row ? { currency: tuition.input.currency, sourceName: row.sourceName, sourceUrl: row.sourceUrl } : null)
	}
	const lines = [
		{ line: 'funds' as const, key: map.funds.elsewhere ?? map.funds.capital, fundsMonths: map.fundsMonths?.months ?? 12 },
		...(tuition.input && fee !== undefined ? [] : [{ line: 'tuition' as const, key: map.tuition[level], fundsMonths: undefined }]),
	]
	for (const { line, key, fundsMonths } of lines) {
		const fact = key === undefined ? undefined : byKey.get(key)
		const counted = fact ? countFact(fact, source, 1, fundsMonths) : null
		// A course fee (a one-year master's) is the first year's tuition.
		const amount = !counted ? null : line === 'funds' ? counted.course : (counted.perYear ?? counted.course)
		if (counted && amount && counted.currency) {
			needsRate(counted.currency)
			const money = formatMoney(Math.round(amount.min), counted.currency)
			if (counted.rate !== null) cost.parts.push({ line, fact: counted.entry.fact, amount: money, rupees: amount.min * counted.rate, yourRate: counted.yourRate })
			else rateGap(line, counted.currency, money, fact, counted.entry.rateMissing)
			continue
		}
		if (line === 'tuition' && tuition.input) {
			// No confirmed tuition: the family's own figure would settle it.
			needsRate(tuition.input.currency)
			cost.gaps.push({ line, kind: 'fee', currency: tuition.input.currency, amount: null, sourceName: fact?.sourceName ?? fallback.name, sourceUrl: fact?.sourceUrl ?? fallback.url })
			continue
		}
		cost.gaps.push({ line, kind: 'amount', currency: null, amount: null, sourceName: fact?.sourceName ?? fallback.name, sourceUrl: fact?.sourceUrl ?? fallback.url })
	}
	return cost
}
