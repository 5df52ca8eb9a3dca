import { describe, expect, test } from 'vitest'
import { parsePlanQuery, planSearch, rejectedFigures } from './plan-query'

describe('the plan in the URL', () => {
	test('reads up to three known countries once each, and one URL gives back the same plan', () => {
		const query = parsePlanQuery(new URLSearchParams('country=ca&country=nowhere&country=ca&country=usa&country=au&country=nz&level=postgraduate&city=elsewhere&years=2&loan=15,00,000&rate=9.5&tenure=96&grace=12'))
		expect(query).toEqual({ countries: ['ca', 'usa', 'au'], level: 'postgraduate', city: 'elsewhere', years: 2, fees: {}, rates: {}, loan: { amount: 1_500_000, ratePercent: 9.5, tenureMonths: 96, graceMonths: 12 } })
		expect(parsePlanQuery(new URLSearchParams(planSearch(query)))).toEqual(query)
	})

	test('anything missing or out of range falls back to a default instead of failing', () => {
		expect(parsePlanQuery(new URLSearchParams('level=phd&city=moon&years=40&loan=abc'))).toEqual({ countries: [], level: 'undergraduate', city: 'capital', years: 3, fees: {}, rates: {}, loan: null })
		expect(parsePlanQuery(new URLSearchParams('loan=500000&rate=99&tenure=3')).loan).toEqual({ amount: 500_000, ratePercent: 10, tenureMonths: 120, graceMonths: 6 })
	})

	test("the family's rates and fees: kept within their limits, for the plan's countries, in one order whatever order they came in", () => {
		const query = parsePlanQuery(
			new URLSearchParams('fx.GBP=107.5&country=united-kingdom&fee.ca=30,000&fx.CAD=61.2&country=ca&fee.united-kingdom=18500&fee.usa=30000&fx.gbp=1&fx.INR=1&fx.EUR=0&fx.USD=200000&fx.AUD=&fee.au=5&fx.GBP=99'),
		)
		// usa is not a country of the plan; a lower-case code, rupees for rupees, 0 and 2,00,000 are no rates; the first GBP counts.
		expect(query.fees).toEqual({ 'united-kingdom': 18_500, ca: 30_000 })
		expect(query.rates).toEqual({ GBP: 107.5, CAD: 61.2 })
		const search = planSearch(query)
		expect(search).toBe('?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&fee.united-kingdom=18500&fee.ca=30000&fx.CAD=61.2&fx.GBP=107.5')
		expect(parsePlanQuery(new URLSearchParams(search))).toEqual(query)
	})

	test('a fee of 0 is a figure (a course that charges none); out of range is none', () => {
		expect(parsePlanQuery(new URLSearchParams('country=de&fee.de=0')).fees).toEqual({ de: 0 })
		expect(parsePlanQuery(new URLSearchParams('country=de&fee.de=10000001')).fees).toEqual({})
		expect(parsePlanQuery(new URLSearchParams('fx.NZD=0.01&fx.SEK=100000')).rates).toEqual({ NZD: 0.01, SEK: 100_000 })
	})

	test('at most six rates are read: three countries may need two currencies each', () => {
		const params = new URLSearchParams(['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG'].map((code) => `fx.${code}=2`).join('&'))
		expect(Object.keys(parsePlanQuery(params).rates)).toEqual(['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF'])
	})

	test('a figure the plan cannot take is given back as typed, by its field, so the form can say why', () => {
		// A name given twice counts by its first value, for the plan as for the form: GBP has no rate here.
		expect(parsePlanQuery(new URLSearchParams('fx.GBP=0&fx.GBP=5')).rates).toEqual({})
		expect(rejectedFigures(new URLSearchParams('fx.GBP=0&fx.CAD=61.2&fee.ca=abc&fee.united-kingdom=&fx.USD=1,00,001&years=99&fx.GBP=5'))).toEqual({ 'fx.GBP': '0', 'fee.ca': 'abc', 'fx.USD': '1,00,001' })
	})
})
