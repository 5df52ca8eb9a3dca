import { describe, expect, test } from 'vitest'
import type { FactRecord } from '~/features/countries/facts/fact-schema'
import type { ExchangeRate } from '~/features/countries/facts/facts.server'
import { factView } from '~/features/countries/facts/facts.server'
import { formatRange, planCountry, rupeeRange } from './plan-costs'

function fact(key: string, value: FactRecord['value'], currency: string | null, unit: string | null, status: FactRecord['status'] = 'confirmed'): FactRecord {
	return {
		countryId: 'united-kingdom',
		key,
		label: key,
		value,
		currency,
		unit,
		asOf: '2025-11-01',
		sourceName: 'GOV.UK',
		sourceUrl: 'https://www.gov.uk/student-visa/money',
		checkedOn: '2025-11-20',
		status,
		note: null,
		version: 1,
		updatedByName: null,
		updatedAt: '2025-11-20T00:00:00.000Z',
	}
}

const gbp = (rate: number | null): ExchangeRate => ({
	currency: 'GBP',
	rate,
	rateDate: rate === null ? null : '2026-11-20',
	sourceName: 'FBIL reference rates',
	sourceUrl: 'https://www.fbil.org.in/',
	version: 1,
	updatedByName: null,
})

const ukFacts = [
	fact('tuition-undergraduate', { min: 15_000, max: 38_000 }, 'GBP', 'year'),
	fact('funds-london-monthly', 1529, 'GBP', 'month'),
	fact('funds-months', 'up to 9 months', null, null),
	fact('student-visa-fee', null, 'GBP', 'application', 'unconfirmed'),
	fact('ihs-student-yearly', 776, 'GBP', 'year'),
]

function ukPlan(rate: number | null, years = 3, yours: { fee?: number; rates?: Record<string, number> } = {}) {
	const rates = [gbp(rate)]
	const byCurrency = new Map(rates.map((row) => [row.currency, row]))
	return planCountry(
		'united-kingdom',
		{ level: 'undergraduate', city: 'capital', years, fee: yours.fee },
		{ facts: ukFacts, rates, toView: (record) => factView(record, byCurrency), yourRates: yours.rates },
	)
}

describe('money of the plan', () => {
	test('a foreign range in rupees at a rate, in lakhs: £15,000 – £38,000 at ₹110.5 is ₹16.6 lakh – ₹42 lakh', () => {
		// 15,000 × 110.5 = 16,57,500 → ₹16.6 lakh; 38,000 × 110.5 = 41,99,000 → ₹42 lakh
		expect(rupeeRange({ min: 15_000, max: 38_000 }, 110.5)).toBe('₹16.6 lakh – ₹42 lakh')
	})

	test('below a lakh the rupees are rounded to the hundred, and one figure when both ends agree', () => {
		// 776 × 110.5 = 85,748 → ₹85,700
		expect(rupeeRange({ min: 776, max: 776 }, 110.5)).toBe('₹85,700')
	})

	test('a local amount is shown in whole units', () => {
		expect(formatRange({ min: 18_348, max: 18_348 }, 'GBP')).toBe('£18,348')
		expect(formatRange({ min: 1_529.4, max: 2_000.6 }, 'GBP')).toBe('£1,529 – £2,001')
	})
})

describe('planCountry', () => {
	test('each line counts its fact by its unit: a month twelve times a year, a year once a year, for every year of the course', () => {
		const plan = ukPlan(110.5)
		const line = (id: string) => plan.lines.find((l) => l.id === id)!.entries
		expect(line('tuition')[0]).toMatchObject({ perYear: '£15,000 – £38,000', course: '£45,000 – £114,000', perYearRupees: '₹16.6 lakh – ₹42 lakh' })
		// 1,529 × 12 = 18,348 a year; × 3 = 55,044; 18,348 × 110.5 = 20,27,454 → ₹20.3 lakh
		expect(line('living')[0]).toMatchObject({ perYear: '£18,348', course: '£55,044', perYearRupees: '₹20.3 lakh' })
		// The visa fee is unconfirmed: no figure, its fact's link instead; the health surcharge is yearly.
		expect(line('visaFees')[0]).toMatchObject({ perYear: null, course: null, fact: { figure: null } })
		expect(line('visaFees')[1]).toMatchObject({ perYear: '£776', course: '£2,328' })
	})

	test('the proof of funds is the months the visa asks, shown once and not added to the cost', () => {
		const plan = ukPlan(110.5)
		// 1,529 × 9 = 13,761; × 110.5 = 15,20,590.5 → ₹15.2 lakh
		expect(plan.lines.find((l) => l.id === 'funds')!.entries[0]).toMatchObject({ perYear: null, course: '£13,761', courseRupees: '₹15.2 lakh' })
		expect(plan.fundsRule?.figure).toBe('up to 9 months')
		// Totals: tuition 45,000 – 114,000 + living 55,044 + surcharge 2,328 = £102,372 – £171,372
		expect(plan.total.course).toBe('£102,372 – £171,372')
		// Each year: 15,000 – 38,000 + 18,348 + 776 = £34,124 – £57,124; in rupees ₹37.7 lakh – ₹63.1 lakh
		expect(plan.total.perYear).toBe('£34,124 – £57,124')
		expect(plan.total.perYearRupees).toBe('₹37.7 lakh – ₹63.1 lakh')
		// What the totals cannot hold is named: the unconfirmed visa fee, insurance and flights.
		expect(plan.leftOut).toEqual(['visaFees', 'insurance', 'flights'])
	})

	test('without a recorded rate no rupee figure is made up: the amount stays in pounds and the rate is to be checked', () => {
		const plan = ukPlan(null)
		const tuition = plan.lines.find((l) => l.id === 'tuition')!.entries[0]!
		expect(tuition.perYearRupees).toBeNull()
		expect(tuition.rateMissing).toEqual({ currency: 'GBP', sourceName: 'FBIL reference rates', sourceUrl: 'https://www.fbil.org.in/' })
		expect(plan.total.courseRupees).toBeNull()
		expect(plan.total.course).toBe('£102,372 – £171,372')
	})

	test("with the family's rate and tuition the all-in total is in rupees, and says whose rate made it", () => {
		// No studio rate: the family's £1 = ₹107.5 and £18,500 a year from the offer letter, for 3 years.
		const plan = ukPlan(null, 3, { fee: 18_500, rates: { GBP: 107.5 } })
		// 18,500 × 107.5 = 19,88,750 → ₹19.9 lakh a year; × 3 = 55,500 → 59,66,250 → ₹59.7 lakh
		expect(plan.yourTuition).toEqual({ perYear: '£18,500', perYearRupees: '₹19.9 lakh', course: '£55,500', courseRupees: '₹59.7 lakh', yourRate: { currency: 'GBP', rupees: '₹107.5' } })
		// The guide's range is shown, not counted: 18,348 × 107.5 = 19,72,410 → ₹19.7 lakh of living costs a year.
		expect(plan.lines.find((l) => l.id === 'living')!.entries[0]).toMatchObject({ perYearRupees: '₹19.7 lakh', yourRate: { currency: 'GBP', rupees: '₹107.5' }, rateMissing: null })
		// Each year: 18,500 + 18,348 + 776 = £37,624 × 107.5 = 40,44,580 → ₹40.4 lakh
		// Whole course: 37,624 × 3 = £112,872 × 107.5 = 1,21,33,740 → ₹1.2 crore
		expect(plan.total).toEqual({ perYear: '£37,624', perYearRupees: '₹40.4 lakh', course: '£112,872', courseRupees: '₹1.2 crore', yourRates: [{ currency: 'GBP', rupees: '₹107.5' }], ratesMissing: [] })
		// Tuition is in the total now; what is still unknown is named.
		expect(plan.leftOut).toEqual(['visaFees', 'insurance', 'flights'])
		expect(plan.tuitionInput).toEqual({ currency: 'GBP' })
		expect(plan.currencies).toEqual(['GBP'])
	})

	test("the family's rate replaces the studio's; without any rate the rupee total waits and names the currency", () => {
		const overridden = ukPlan(110.5, 3, { fee: 18_500, rates: { GBP: 107.5 } })
		expect(overridden.total.perYearRupees).toBe('₹40.4 lakh')
		const studio = ukPlan(110.5, 3, { fee: 18_500 })
		// 37,624 × 110.5 = 41,57,452 → ₹41.6 lakh, with no "your rate" beside it.
		expect(studio.total).toMatchObject({ perYearRupees: '₹41.6 lakh', yourRates: [] })
		expect(studio.yourTuition?.yourRate).toBeNull()
		const none = ukPlan(null, 3, { fee: 18_500 })
		expect(none.total).toMatchObject({ perYear: '£37,624', perYearRupees: null, courseRupees: null, ratesMissing: ['GBP'] })
	})

	test('a rate for another currency changes nothing, and a fee is only taken where the guide has no single confirmed tuition', () => {
		expect(ukPlan(null, 3, { rates: { CAD: 61.2 } }).total).toMatchObject({ perYearRupees: null, ratesMissing: ['GBP'] })
		const settled = [...ukFacts.filter((record) => record.key !== 'tuition-undergraduate'), fact('tuition-undergraduate', 20_000, 'GBP', 'year')]
		const rates = [gbp(null)]
		const plan = planCountry('united-kingdom', { level: 'undergraduate', city: 'capital', years: 1, fee: 9_000 }, { facts: settled, rates, toView: (record) => factView(record, new Map()) })
		expect(plan.tuitionInput).toBeNull()
		expect(plan.yourTuition).toBeNull()
		expect(plan.total.perYear).toBe('£39,124')
	})

	test("on a Punjabi or Hindi page the rupees say lakh and crore in the page's language", () => {
		const rates = [gbp(null)]
		const plan = planCountry('united-kingdom', { level: 'undergraduate', city: 'capital', years: 3, fee: 18_500 }, { facts: ukFacts, rates, toView: (record) => factView(record, new Map()), yourRates: { GBP: 107.5 }, locale: 'pa' })
		expect(plan.total).toMatchObject({ perYearRupees: '₹40.4 ਲੱਖ', courseRupees: '₹1.2 ਕਰੋੜ' })
	})

	test('a level the guide has no figure for gets no tuition entry', () => {
		const rates = [gbp(110.5)]
		const byCurrency = new Map(rates.map((row) => [row.currency, row]))
		const plan = planCountry('united-kingdom', { level: 'diploma', city: 'capital', years: 1 }, { facts: ukFacts, rates, toView: (record) => factView(record, byCurrency) })
		expect(plan.lines.find((l) => l.id === 'tuition')!.entries).toEqual([])
		expect(plan.leftOut).toContain('tuition')
	})
})

test('every fact the plan names is a fact of that guide', async () => {
	const { factSeeds } = await import('~/features/countries/facts/fact-seeds')
	const { costFacts } = await import('./plan-costs')
	const missing = Object.entries(costFacts).flatMap(([countryId, map]) => {
		const keys = new Set(factSeeds.find((seed) => seed.countryId === countryId)?.facts.map((record) => record.key))
		const named = [...Object.values(map.tuition), ...Object.values(map.living), ...map.visaFees, ...map.insurance, ...Object.values(map.funds), ...(map.fundsMonths ? [map.fundsMonths.ruleKey] : [])]
		return named.filter((key) => !keys.has(key)).map((key) => `${countryId}/${key}`)
	})
	expect(missing).toEqual([])
})

test("a fee the family types is in the currency the guide's tuition fact names, where it names one", async () => {
	const { factSeeds } = await import('~/features/countries/facts/fact-seeds')
	const { costFacts } = await import('./plan-costs')
	const disagree = Object.entries(costFacts).flatMap(([countryId, map]) => {
		const seed = factSeeds.find((entry) => entry.countryId === countryId)
		return Object.values(map.tuition)
			.map((key) => seed?.facts.find((record) => record.key === key)?.currency)
			.filter((currency) => currency && currency !== map.tuitionCurrency)
			.map((currency) => `${countryId}: ${currency} not ${map.tuitionCurrency}`)
	})
	expect(disagree).toEqual([])
})
