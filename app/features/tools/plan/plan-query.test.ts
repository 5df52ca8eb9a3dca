import { describe, expect, test } from 'vitest'
import { parsePlanQuery, planSearch } from './plan-query'

describe('the plan in the URL', () => {
	test('reads up to three known countries once each, and one URL gives back the same plan', () => {
		const query = parsePlanQuery(new URLSearchParams('country=ca&country=nowhere&country=ca&country=usa&country=au&country=nz&level=postgraduate&city=elsewhere&years=2&loan=15,00,000&rate=9.5&tenure=96&grace=12'))
		expect(query).toEqual({ countries: ['ca', 'usa', 'au'], level: 'postgraduate', city: 'elsewhere', years: 2, loan: { amount: 1_500_000, ratePercent: 9.5, tenureMonths: 96, graceMonths: 12 } })
		expect(parsePlanQuery(new URLSearchParams(planSearch(query)))).toEqual(query)
	})

	test('anything missing or out of range falls back to a default instead of failing', () => {
		expect(parsePlanQuery(new URLSearchParams('level=phd&city=moon&years=40&loan=abc'))).toEqual({ countries: [], level: 'undergraduate', city: 'capital', years: 3, loan: null })
		expect(parsePlanQuery(new URLSearchParams('loan=500000&rate=99&tenure=3')).loan).toEqual({ amount: 500_000, ratePercent: 10, tenureMonths: 120, graceMonths: 6 })
	})
})
