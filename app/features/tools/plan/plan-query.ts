import { countryDirectory } from '~/features/countries/country-directory'

/**
 * The planner's inputs, all in the URL so a plan can be shared (/plan?country=united-kingdom&country=ca
 * &level=postgraduate&city=capital&years=2&loan=2000000&rate=10.5&tenure=84&grace=6). Anything
 * missing or out of range falls back to a default rather than failing: a link typed by hand or cut
 * short still shows a plan. No zod: the page's browser code reads the same query.
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
} as const

export type PlanQuery = {
	countries: CountryId[]
	level: PlanLevel
	city: CityType
	years: number
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
	return { countries, level, city, years, loan }
}

/** The query string of a plan, in one order, so one plan has one URL. */
export function planSearch(query: PlanQuery): string {
	const params = new URLSearchParams()
	for (const country of query.countries) params.append('country', country)
	params.set('level', query.level)
	params.set('city', query.city)
	params.set('years', String(query.years))
	if (query.loan) {
		params.set('loan', String(query.loan.amount))
		params.set('rate', String(query.loan.ratePercent))
		params.set('tenure', String(query.loan.tenureMonths))
		params.set('grace', String(query.loan.graceMonths))
	}
	return `?${params}`
}
