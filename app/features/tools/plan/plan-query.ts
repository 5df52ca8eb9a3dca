import { countryDirectory } from '~/features/countries/country-directory'

/**
 * The planner's inputs, all in the URL so a plan can be shared (/plan?country=united-kingdom&country=ca
 * &level=postgraduate&city=capital&years=2&fee.united-kingdom=18500&fx.CAD=61.2&fx.GBP=107.5
 * &loan=2000000&rate=10.5&tenure=84&grace=6). Anything missing or out of range falls back to a
 * default (or, for the family's own figures, to none) rather than failing: a link typed by hand or
 * cut short still shows a plan. No zod: the page's browser code reads the same query.
 */

export const PLAN_MAX_COUNTRIES = 3
export const planLevels = ['undergraduate', 'postgraduate', 'diploma'] as const
export type PlanLevel = (typeof planLevels)[number]
export const cityTypes = ['capital', 'elsewhere'] as const
export type CityType = (typeof cityTypes)[number]
export type CountryId = (typeof countryDirectory)[number]['id']

export const planLimits = {
	years: { min: 1, max: 6 },
	loan: { min: 0, max: 5_00_00_000 },
	rate: { min: 0, max: 30 },
	tenureMonths: { min: 12, max: 240 },
	graceMonths: { min: 0, max: 24 },
	/** Rupees for one unit of a foreign currency, as the family's bank or remittance provider quotes it. */
	exchangeRate: { min: 0.01, max: 100_000 },
	/** A year's tuition from an offer letter, in the country's currency (0 where a course charges none). */
	fee: { min: 0, max: 10_000_000 },
} as const

/** A family enters rates for at most the currencies of three countries (a country's fees may be in two). */
const MAX_RATES = PLAN_MAX_COUNTRIES * 2
const RATE_PREFIX = 'fx.'
const FEE_PREFIX = 'fee.'
/** The URL's names of the family's own figures: fx.GBP (rupees for one pound), fee.united-kingdom (a year's tuition). */
export const rateParam = (currency: string) => `${RATE_PREFIX}${currency}`
export const feeParam = (countryId: CountryId) => `${FEE_PREFIX}${countryId}`
const isForeignCurrency = (code: string) => /^[A-Z]{3}$/.test(code) && code !== 'INR'

export type PlanQuery = {
	countries: CountryId[]
	level: PlanLevel
	city: CityType
	years: number
	/** A year's tuition the family typed from an offer letter, by country (only countries of the plan). */
	fees: Partial<Record<CountryId, number>>
	/** Rupees for one unit of a currency, as the family entered them: used instead of (or where there is no) studio rate. */
	rates: Record<string, number>
	/** The education loan; null until an amount is given. */
	loan: { amount: number; ratePercent: number; tenureMonths: number; graceMonths: number } | null
}

export const defaultPlanQuery = { level: 'undergraduate', city: 'capital', years: 3, rate: 10, tenureMonths: 120, graceMonths: 6 } as const

const countryIds = new Set<string>(countryDirectory.map((country) => country.id))

function isCountryId(value: string): value is CountryId {
	return countryIds.has(value)
}

function numberIn(raw: string | null, { min, max }: { min: number; max: number }): number | null {
	if (raw === null || raw.trim() === '') return null
	const value = Number(raw.replaceAll(',', ''))
	return Number.isFinite(value) && value >= min && value <= max ? value : null
}

export function parsePlanQuery(params: URLSearchParams): PlanQuery {
	const countries = [...new Set(params.getAll('country').filter(isCountryId))].slice(0, PLAN_MAX_COUNTRIES)
	const level = planLevels.find((option) => option === params.get('level')) ?? defaultPlanQuery.level
	const city = cityTypes.find((option) => option === params.get('city')) ?? defaultPlanQuery.city
	const years = Math.round(numberIn(params.get('years'), planLimits.years) ?? defaultPlanQuery.years)
	const amount = numberIn(params.get('loan'), planLimits.loan)
	const loan = amount
		? {
				amount: Math.round(amount),
				ratePercent: numberIn(params.get('rate'), planLimits.rate) ?? defaultPlanQuery.rate,
				tenureMonths: Math.round(numberIn(params.get('tenure'), planLimits.tenureMonths) ?? defaultPlanQuery.tenureMonths),
				graceMonths: Math.round(numberIn(params.get('grace'), planLimits.graceMonths) ?? defaultPlanQuery.graceMonths),
			}
		: null
	return { countries, level, city, years, ...familyFigures(params, countries, MAX_RATES), loan }
}

/**
 * The family's own figures in a URL (the planner's and the eligibility check's): a year's tuition
 * for each of `countries` (fee.united-kingdom) and rupees for one unit of at most `maxRates`
 * currencies (fx.GBP). A figure that is not a number or out of range is left out.
 */
export function familyFigures(params: URLSearchParams, countries: readonly CountryId[], maxRates: number): Pick<PlanQuery, 'fees' | 'rates'> {
	const fees: PlanQuery['fees'] = {}
	for (const country of countries) {
		const fee = numberIn(params.get(feeParam(country)), planLimits.fee)
		if (fee !== null) fees[country] = fee
	}
	const rates: PlanQuery['rates'] = {}
	// Like params.get: a name given twice counts once, by its first value.
	const currencies = new Set([...params.keys()].filter((name) => name.startsWith(RATE_PREFIX)).map((name) => name.slice(RATE_PREFIX.length)))
	for (const currency of [...currencies].filter(isForeignCurrency)) {
		const rate = numberIn(params.get(rateParam(currency)), planLimits.exchangeRate)
		if (rate !== null && Object.keys(rates).length < maxRates) rates[currency] = rate
	}
	return { fees, rates }
}

/**
 * The family's figures the URL holds but the plan cannot take (not a number, or out of range), by
 * the field's name, as typed: the form shows them again with a message next to the field, so
 * nothing typed is lost while the plan itself goes on without them.
 */
export function rejectedFigures(params: URLSearchParams): Record<string, string> {
	const rejected: Record<string, string> = {}
	for (const name of new Set(params.keys())) {
		const limits = name.startsWith(RATE_PREFIX) ? planLimits.exchangeRate : name.startsWith(FEE_PREFIX) ? planLimits.fee : null
		const raw = params.get(name) ?? ''
		if (limits && raw.trim() !== '' && numberIn(raw, limits) === null) rejected[name] = raw.slice(0, 40)
	}
	return rejected
}

/** The query string of a plan, in one order, so one plan has one URL. */
export function planSearch(query: PlanQuery): string {
	const params = new URLSearchParams()
	for (const country of query.countries) params.append('country', country)
	params.set('level', query.level)
	params.set('city', query.city)
	params.set('years', String(query.years))
	for (const country of query.countries) {
		const fee = query.fees[country]
		if (fee !== undefined) params.set(feeParam(country), String(fee))
	}
	for (const currency of Object.keys(query.rates).sort()) params.set(rateParam(currency), String(query.rates[currency]))
	if (query.loan) {
		params.set('loan', String(query.loan.amount))
		params.set('rate', String(query.loan.ratePercent))
		params.set('tenure', String(query.loan.tenureMonths))
		params.set('grace', String(query.loan.graceMonths))
	}
	return `?${params}`
}
