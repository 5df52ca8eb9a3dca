import { describe, expect, it } from 'vitest'
import { eligibilityRuleDocumentSchema } from '~/features/studio/studio-schema'
import { countryDirectory } from '~/features/countries/country-directory'
import type { FactRecord } from '~/features/countries/facts/fact-schema'
import type { ExchangeRate } from '~/features/countries/facts/facts.server'
import type { FactView } from '~/features/countries/facts/fact-text'
import { firstYearCost } from '../plan/plan-costs'
import {
	type EligibilityInput,
	type EligibilityRule,
	evaluateEligibility,
	type FirstYearCost,
	levelFor,
	parseEligibility,
	percentageOf,
	weigh,
	weighFirstYear,
} from './eligibility'
import { eligibilityRuleSeeds } from './eligibility-rule-seeds'
import { eligibilityRuleView } from './eligibility.server'

const allRules: EligibilityRule[] = eligibilityRuleSeeds.map((seed) => eligibilityRuleView(seed.key, eligibilityRuleDocumentSchema.parse(seed.document), 'en'))
/** The English rules alone, for the tests of English weighing. */
const rules = allRules.filter((rule) => rule.measure !== 'budget-first-year' && rule.measure !== 'note')

const student: EligibilityInput = {
	qualification: 'bachelors',
	year: 2025,
	scoreKind: 'percentage',
	score: 68,
	cgpaScale: 100,
	stream: 'commerce',
	englishTest: 'ielts',
	englishScore: 6,
	gapYears: 1,
	budgetLakhs: 25,
	countries: ['united-kingdom', 'netherlands', 'sweden', 'ca'],
	rates: {},
	fees: {},
}

const rule = (overrides: Partial<EligibilityRule>): EligibilityRule => ({ ...rules[0]!, key: 'test', country: 'ca', level: 'any', ...overrides })

describe('the shipped rules', () => {
	it('each pass the studio’s schema, with an https source and a date', () => {
		expect(allRules).toHaveLength(eligibilityRuleSeeds.length)
		for (const each of allRules) {
			expect(each.source.url).toMatch(/^https:\/\//)
			expect(each.source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		}
	})

	it('cover every country of the menu with an English rule, a first-year budget rule and a marks and gap-year note', () => {
		for (const { id } of countryDirectory) {
			const own = allRules.filter((rule) => rule.country === id)
			expect(own.some((rule) => ['ielts', 'toefl', 'set-by-university'].includes(rule.measure)), id).toBe(true)
			expect(own.filter((rule) => rule.measure === 'budget-first-year'), id).toHaveLength(1)
			expect(own.filter((rule) => rule.measure === 'note'), id).toHaveLength(1)
		}
	})

	it('call a threshold official only where an official page sets it; estimates, budgets and notes are general guides', () => {
		for (const rule of allRules) {
			if (rule.measure === 'budget-first-year' || rule.measure === 'note') expect(rule.basis, rule.key).toBe('guide')
			if (rule.measure === 'set-by-university') expect(rule.likely, rule.key).toBe(0)
		}
		// Study in Denmark gives IELTS 6.5 as an estimate from past requirements, not a rule: a guide.
		expect(allRules.find((rule) => rule.key === 'denmark-english-b-ielts')).toMatchObject({ basis: 'guide', likely: 6.5 })
		expect(allRules.find((rule) => rule.key === 'uk-english-degree-ielts')).toMatchObject({ basis: 'official' })
	})
})

describe('weighing one rule', () => {
	it('is likely at the threshold, possible at the lower one, unlikely below', () => {
		const dutch = rules.find((each) => each.key === 'netherlands-english-ielts')!
		expect(weigh(dutch, 6)).toBe('likely')
		expect(weigh(dutch, 5.5)).toBe('possible')
		expect(weigh(dutch, 4.5)).toBe('unlikely')
	})

	it('counts gap years down: fewer is better', () => {
		const gap = rule({ measure: 'gap-years', likely: 2, possible: 5 })
		expect(weigh(gap, 0)).toBe('likely')
		expect(weigh(gap, 4)).toBe('possible')
		expect(weigh(gap, 6)).toBe('unlikely')
	})
})

describe('the eligibility check', () => {
	it('weighs each country’s rules at the level the family applies for, the weakest reason deciding', () => {
		const [uk, netherlands, sweden, canada] = evaluateEligibility(student, rules)
		expect(uk).toMatchObject({ level: 'postgraduate', verdict: 'likely', reasons: [{ verdict: 'likely', yours: 6 }] })
		expect(netherlands!.verdict).toBe('likely')
		// Sweden's master's programmes ask for IELTS 6.5: 6.0 falls short, and the IELTS course closes the gap.
		expect(sweden).toMatchObject({ verdict: 'unlikely', reasons: [{ verdict: 'unlikely', rule: { closeGapLink: '/education/ielts/preparation' } }] })
		// No official English score for Canada: possible, a counsellor confirms with the universities.
		expect(canada).toMatchObject({ verdict: 'possible', reasons: [{ verdict: 'possible', yours: null, rule: { measure: 'set-by-university' } }], unweighed: null })
	})

	it('reads a missing English test as the gap an English course closes', () => {
		const [uk] = evaluateEligibility({ ...student, englishTest: 'none', englishScore: null, countries: ['united-kingdom'] }, rules)
		expect(uk).toMatchObject({ verdict: 'unlikely', reasons: [{ verdict: 'unlikely', yours: null, rule: { closeGap: expect.stringContaining('IELTS') } }] })
	})

	it('weighs nothing against another test than the rules name, and says so', () => {
		const [uk] = evaluateEligibility({ ...student, englishTest: 'pte', englishScore: 65, countries: ['united-kingdom'] }, rules)
		expect(uk).toMatchObject({ verdict: null, reasons: [], unweighed: { test: 'pte' } })
	})

	it('lets a note decide nothing: the verdict stays with the weighed reasons', () => {
		const [uk] = evaluateEligibility({ ...student, countries: ['united-kingdom'] }, allRules.filter((rule) => rule.measure !== 'budget-first-year'))
		expect(uk).toMatchObject({ verdict: 'likely', reasons: [{ verdict: 'likely', rule: { measure: 'ielts' } }, { verdict: null, rule: { measure: 'note', basis: 'guide' } }] })
	})

	it('applies undergraduate-only and postgraduate-only rules at their level alone', () => {
		const [sweden] = evaluateEligibility({ ...student, qualification: 'class12', countries: ['sweden'] }, rules)
		expect(sweden).toMatchObject({ level: 'undergraduate', verdict: null })
	})

	it('weighs marks, gap years and budget rules an editor adds, a CGPA as its share of the scale', () => {
		const marks = rule({ key: 'marks', measure: 'percentage', likely: 70, possible: 60, basis: 'guide' })
		const budget = rule({ key: 'budget', measure: 'budget-lakhs', likely: 30, possible: 20 })
		const [canada] = evaluateEligibility({ ...student, scoreKind: 'cgpa', score: 7.5, cgpaScale: 10, countries: ['ca'] }, [marks, budget])
		expect(percentageOf({ scoreKind: 'cgpa', score: 7.5, cgpaScale: 10 })).toBe(75)
		expect(canada).toMatchObject({
			verdict: 'possible',
			reasons: [
				{ verdict: 'likely', yours: 75 },
				{ verdict: 'possible', yours: 25 },
			],
		})
	})

	it('takes the level from the highest qualification', () => {
		expect(levelFor('class12')).toBe('undergraduate')
		expect(levelFor('diploma')).toBe('undergraduate')
		expect(levelFor('masters')).toBe('postgraduate')
	})
})

describe('the answers in the URL', () => {
	const query =
		'qualification=bachelors&year=2025&scoreKind=cgpa&score=8.2&cgpaScale=10&stream=engineering&englishTest=ielts&englishScore=6.5&gapYears=1&budgetLakhs=30&country=sweden&country=united-kingdom'

	it('read a complete set of answers, countries in the menu’s order', () => {
		const parsed = parseEligibility(new URLSearchParams(query))
		expect(parsed).toMatchObject({ status: 'valid', input: { score: 8.2, cgpaScale: 10, englishScore: 6.5, countries: ['united-kingdom', 'sweden'] } })
	})

	it('are an empty form when nothing is asked, and name each missing or impossible answer', () => {
		expect(parseEligibility(new URLSearchParams())).toEqual({ status: 'empty' })
		const parsed = parseEligibility(
			new URLSearchParams('qualification=phd&year=abc&scoreKind=percentage&score=120&stream=science&englishTest=ielts&englishScore=&gapYears=0&budgetLakhs=10'),
		)
		expect(parsed).toMatchObject({ status: 'invalid', problems: { qualification: 'choose', year: 'number', score: 'range', englishScore: 'required', country: 'choose' } })
	})

	it('need no score without an English test', () => {
		expect(parseEligibility(new URLSearchParams(query.replace('englishTest=ielts&englishScore=6.5', 'englishTest=none&englishScore=')))).toMatchObject({
			status: 'valid',
			input: { englishTest: 'none', englishScore: null },
		})
	})
})

const view = (key: string, sourceUrl: string): FactView => ({
	key,
	label: key,
	figure: null,
	rupees: null,
	asOf: '2026-11-23',
	asOfLabel: 'Nov 2026',
	sourceName: key,
	sourceUrl,
})

const fact = (overrides: Partial<FactRecord>): FactRecord => ({
	countryId: 'united-kingdom',
	key: 'funds-outside-london-monthly',
	label: 'Funds a month outside London',
	value: 1171,
	currency: 'GBP',
	unit: 'month',
	asOf: '2026-11-23',
	sourceName: 'GOV.UK',
	sourceUrl: 'https://www.gov.uk/student-visa/money',
	checkedOn: '2026-11-23',
	status: 'confirmed',
	note: null,
	version: 1,
	updatedByName: null,
	updatedAt: '2026-11-23T00:00:00Z',
	...overrides,
})

const gbp = (rate: number | null): ExchangeRate => ({
	currency: 'GBP',
	rate,
	rateDate: rate === null ? null : '2026-11-20',
	sourceName: 'FBIL',
	sourceUrl: 'https://www.fbil.org.in/',
	version: 1,
	updatedByName: null,
})

describe('the first-year budget rule', () => {
	const budgetRule = allRules.find((rule) => rule.key === 'united-kingdom-budget-first-year')!
	const tuition = fact({ key: 'tuition-masters', label: 'Master’s tuition', value: { min: 16000, max: 40000 }, unit: 'course', sourceUrl: 'https://www.gov.uk/student-visa/money' })
	const source = (rate: number | null, facts = [fact({}), tuition]) => ({ facts, rates: [gbp(rate)], toView: (each: FactRecord) => view(each.key, each.sourceUrl) })
	const fallback = { name: budgetRule.source.name, url: budgetRule.source.url }

	it('adds the proof of funds the visa asks for (9 months in the UK) and the lowest first-year tuition, in rupees', () => {
		const cost = firstYearCost('united-kingdom', 'postgraduate', source(110), fallback)
		expect(cost.gaps).toEqual([])
		expect(cost.parts).toMatchObject([
			{ line: 'funds', amount: '£10,539', rupees: 10_539 * 110 },
			{ line: 'tuition', amount: '£16,000', rupees: 16_000 * 110 },
		])
	})

	it('tells a family whose budget is below it so, with the figures; at or above it the budget is likely enough', () => {
		const cost = firstYearCost('united-kingdom', 'postgraduate', source(110), fallback)
		// (10,539 + 16,000) × ₹110 = ₹29.19 lakh.
		expect(weighFirstYear(budgetRule, cost, 25)).toMatchObject({ verdict: 'unlikely', yours: 25, firstYear: { knownLakhs: 29.19 } })
		expect(weighFirstYear(budgetRule, cost, 30)).toMatchObject({ verdict: 'likely', firstYear: { knownLakhs: 29.19 } })
	})

	it('decides nothing while a rate or a figure is missing, and says where to check the current amount', () => {
		const noRate = firstYearCost('united-kingdom', 'postgraduate', source(null), fallback)
		expect(noRate.parts).toEqual([])
		// Each amount is known in pounds: what is missing is a rate, which the family's rate field supplies (the official reference beside it).
		expect(noRate.gaps).toEqual([
			{ line: 'funds', kind: 'rate', currency: 'GBP', amount: '£10,539', sourceName: 'FBIL', sourceUrl: 'https://www.fbil.org.in/' },
			{ line: 'tuition', kind: 'rate', currency: 'GBP', amount: '£16,000', sourceName: 'FBIL', sourceUrl: 'https://www.fbil.org.in/' },
		])
		expect(noRate.currencies).toEqual(['GBP'])
		expect(weighFirstYear(budgetRule, noRate, 10)).toMatchObject({ verdict: null })

		// Tuition unconfirmed: the funds alone are known. Below them the family is short anyway; above them, the family's tuition would settle it.
		const unconfirmed = firstYearCost('united-kingdom', 'postgraduate', source(110, [fact({}), { ...tuition, status: 'unconfirmed' }]), fallback)
		expect(unconfirmed.gaps).toEqual([{ line: 'tuition', kind: 'fee', currency: 'GBP', amount: null, sourceName: 'GOV.UK', sourceUrl: 'https://www.gov.uk/student-visa/money' }])
		expect(unconfirmed.tuitionInput).toEqual({ currency: 'GBP' })
		expect(weighFirstYear(budgetRule, unconfirmed, 5)).toMatchObject({ verdict: 'unlikely', firstYear: { knownLakhs: 11.59 } })
		expect(weighFirstYear(budgetRule, unconfirmed, 40)).toMatchObject({ verdict: null })
	})

	it('points to the rule’s own official page where the guide holds no fact for a line (the USA: the I-20 shows the school’s figure)', () => {
		const usaRule = allRules.find((rule) => rule.key === 'usa-budget-first-year')!
		const cost = firstYearCost('usa', 'undergraduate', { facts: [], rates: [], toView: (each) => view(each.key, each.sourceUrl) }, { name: usaRule.source.name, url: usaRule.source.url })
		expect(cost.gaps).toEqual([
			{ line: 'funds', kind: 'amount', currency: null, amount: null, sourceName: usaRule.source.name, sourceUrl: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html' },
			{ line: 'tuition', kind: 'fee', currency: 'USD', amount: null, sourceName: usaRule.source.name, sourceUrl: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html' },
		])
		expect(usaRule.rule).toContain('Form I-20')
	})

	it('weighs in the country’s result, an undecided budget leaving the verdict to the other reasons', () => {
		const cost: FirstYearCost = { parts: [], gaps: [{ line: 'funds', kind: 'amount', currency: null, amount: null, sourceName: 'x', sourceUrl: 'https://example.org/' }], currencies: [], tuitionInput: null }
		const [uk] = evaluateEligibility({ ...student, countries: ['united-kingdom'] }, [budgetRule, ...rules], { 'united-kingdom': cost })
		expect(uk).toMatchObject({ verdict: 'likely', reasons: [{ verdict: 'likely' }, { verdict: null, firstYear: { gaps: [{ line: 'funds' }] } }] })
		const short = firstYearCost('united-kingdom', 'postgraduate', source(110), fallback)
		const [shortUk] = evaluateEligibility({ ...student, countries: ['united-kingdom'] }, [budgetRule, ...rules], { 'united-kingdom': short })
		expect(shortUk).toMatchObject({ verdict: 'unlikely', reasons: [{ verdict: 'likely' }, { verdict: 'unlikely', yours: 25, rule: { closeGapLink: '/plan' } }] })
	})
})

describe('the first-year budget at the family’s own rate and tuition (as on the plan)', () => {
	const budgetRule = allRules.find((rule) => rule.key === 'united-kingdom-budget-first-year')!
	const fallback = { name: budgetRule.source.name, url: budgetRule.source.url }
	// The UK as shipped: the funds confirmed (£1,171 a month outside London, 9 months), the master's tuition an unconfirmed range, no stored rate.
	const tuition = fact({ key: 'tuition-masters', label: 'Master’s tuition', value: { min: 16000, max: 40000 }, unit: 'course', status: 'unconfirmed' })
	const source = (yourRates: Record<string, number>, rates: ExchangeRate[] = [gbp(null)]) => ({
		facts: [fact({}), tuition],
		rates,
		toView: (each: FactRecord) => view(each.key, each.sourceUrl),
		yourRates,
	})

	it('weighs the funds and the offer letter’s tuition in rupees at the family’s rate, and says whose rate it is', () => {
		const cost = firstYearCost('united-kingdom', 'postgraduate', source({ GBP: 107.5 }), fallback, 18_500)
		// Worked by hand: funds 9 × £1,171 = £10,539 × ₹107.5 = ₹11,32,942.5; tuition £18,500 × ₹107.5 = ₹19,88,750;
		// together ₹31,21,692.5, which is 31.22 lakh (to the thousand rupees).
		expect(cost.gaps).toEqual([])
		expect(cost.parts).toEqual([
			{ line: 'tuition', fact: null, amount: '£18,500', rupees: 1_988_750, yourRate: { currency: 'GBP', rupees: '₹107.5' } },
			expect.objectContaining({ line: 'funds', amount: '£10,539', rupees: 1_132_942.5, yourRate: { currency: 'GBP', rupees: '₹107.5' } }),
		])
		expect(weighFirstYear(budgetRule, cost, 30)).toMatchObject({ verdict: 'unlikely', yours: 30, firstYear: { knownLakhs: 31.22 } })
		expect(weighFirstYear(budgetRule, cost, 31.22)).toMatchObject({ verdict: 'likely' })
		expect(weighFirstYear(budgetRule, cost, 35)).toMatchObject({ verdict: 'likely' })
	})

	it('uses the family’s rate over a stored one, as the plan does', () => {
		const cost = firstYearCost('united-kingdom', 'postgraduate', source({ GBP: 107.5 }, [gbp(110)]), fallback, 18_500)
		expect(cost.parts.reduce((sum, part) => sum + part.rupees, 0)).toBe(1_988_750 + 1_132_942.5)
		const stored = firstYearCost('united-kingdom', 'postgraduate', source({}, [gbp(110)]), fallback, 18_500)
		// (18,500 + 10,539) × ₹110 = ₹31,94,290, at the stored rate: not the family's.
		expect(stored.parts.reduce((sum, part) => sum + part.rupees, 0)).toBe(3_194_290)
		expect(stored.parts.every((part) => part.yourRate === null)).toBe(true)
	})

	it('with a rate but no tuition, says the tuition is missing; with a tuition but no rate, says the rate is', () => {
		const rateOnly = firstYearCost('united-kingdom', 'postgraduate', source({ GBP: 107.5 }), fallback)
		expect(rateOnly.gaps).toEqual([expect.objectContaining({ line: 'tuition', kind: 'fee', currency: 'GBP' })])
		// Above the funds alone (₹11.33 lakh) the budget is not yet weighed; below them it falls short whatever the tuition.
		expect(weighFirstYear(budgetRule, rateOnly, 20)).toMatchObject({ verdict: null, firstYear: { knownLakhs: 11.33 } })
		expect(weighFirstYear(budgetRule, rateOnly, 10)).toMatchObject({ verdict: 'unlikely' })
		const feeOnly = firstYearCost('united-kingdom', 'postgraduate', source({}), fallback, 18_500)
		expect(feeOnly.parts).toEqual([])
		expect(feeOnly.gaps).toEqual([
			expect.objectContaining({ line: 'tuition', kind: 'rate', currency: 'GBP', amount: '£18,500' }),
			expect.objectContaining({ line: 'funds', kind: 'rate', currency: 'GBP', amount: '£10,539' }),
		])
	})

	it('gives a verdict for a country that had none to give on the budget: Canada at the family’s rate', () => {
		const canadaRule = allRules.find((rule) => rule.key === 'ca-budget-first-year')!
		const facts = [
			fact({ countryId: 'ca', key: 'funds-single', value: 22_895, currency: 'CAD', unit: 'year' }),
			fact({ countryId: 'ca', key: 'tuition-ranges', value: null, currency: 'CAD', unit: null, status: 'unconfirmed' }),
		]
		const cost = firstYearCost('ca', 'postgraduate', { facts, rates: [], toView: (each) => view(each.key, each.sourceUrl), yourRates: { CAD: 61.2 } }, fallback, 30_000)
		// CA$22,895 × ₹61.2 = ₹14,01,174; CA$30,000 × ₹61.2 = ₹18,36,000; together 32.37 lakh.
		expect(cost).toMatchObject({ gaps: [], currencies: ['CAD'], tuitionInput: { currency: 'CAD' } })
		const [canada] = evaluateEligibility({ ...student, budgetLakhs: 35, countries: ['ca'] }, [canadaRule, ...rules], { ca: cost })
		expect(canada).toMatchObject({ verdict: 'possible', reasons: [{ verdict: 'possible' }, { verdict: 'likely', yours: 35, firstYear: { knownLakhs: 32.37 } }] })
		const [short] = evaluateEligibility({ ...student, budgetLakhs: 30, countries: ['ca'] }, [canadaRule, ...rules], { ca: cost })
		expect(short).toMatchObject({ verdict: 'unlikely', reasons: [{ verdict: 'possible' }, { verdict: 'unlikely', yours: 30 }] })
	})

	it('calls a country at best possible when its budget is likely but no English rule was weighed', () => {
		const swedenRule = allRules.find((rule) => rule.key === 'sweden-budget-first-year')!
		const cost: FirstYearCost = { parts: [{ line: 'funds', fact: null, amount: 'SEK 127,872', rupees: 1_086_912, yourRate: null }], gaps: [], currencies: ['SEK'], tuitionInput: null }
		// Sweden's English rules are for master's programmes: at undergraduate level none applies.
		const [undergraduate] = evaluateEligibility({ ...student, qualification: 'class12', countries: ['sweden'] }, [swedenRule, ...rules], { sweden: cost })
		expect(undergraduate).toMatchObject({ verdict: 'possible', englishAssessed: false, reasons: [{ verdict: 'likely' }] })
		// Short of money it is unlikely all the same.
		const [short] = evaluateEligibility({ ...student, qualification: 'class12', budgetLakhs: 5, countries: ['sweden'] }, [swedenRule, ...rules], { sweden: cost })
		expect(short).toMatchObject({ verdict: 'unlikely', englishAssessed: false })
		// With another test than the rules name, the English is not weighed either.
		const [pte] = evaluateEligibility({ ...student, englishTest: 'pte', englishScore: 70, countries: ['sweden'] }, [swedenRule, ...rules], { sweden: cost })
		expect(pte).toMatchObject({ verdict: 'possible', englishAssessed: false, unweighed: { test: 'pte' } })
	})

	it('reads the family’s figures from the URL with the plan’s names: rates for any currency, tuition for the chosen countries only', () => {
		const parsed = parseEligibility(
			new URLSearchParams(
				'qualification=bachelors&year=2025&scoreKind=percentage&score=68&stream=commerce&englishTest=ielts&englishScore=6&gapYears=1&budgetLakhs=25&country=united-kingdom&country=ca&fx.GBP=107.5&fx.CAD=61.2&fx.EUR=abc&fee.united-kingdom=18500&fee.sweden=100000',
			),
		)
		expect(parsed).toMatchObject({ status: 'valid', input: { rates: { GBP: 107.5, CAD: 61.2 }, fees: { 'united-kingdom': 18_500 } } })
	})
})
