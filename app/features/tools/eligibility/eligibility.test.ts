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
		expect(noRate.gaps).toEqual([
			{ line: 'funds', sourceName: 'FBIL', sourceUrl: 'https://www.fbil.org.in/' },
			{ line: 'tuition', sourceName: 'FBIL', sourceUrl: 'https://www.fbil.org.in/' },
		])
		expect(weighFirstYear(budgetRule, noRate, 10)).toMatchObject({ verdict: null })

		// Tuition unconfirmed: the funds alone are known. Below them the family is short anyway; above them, check the tuition.
		const unconfirmed = firstYearCost('united-kingdom', 'postgraduate', source(110, [fact({}), { ...tuition, status: 'unconfirmed' }]), fallback)
		expect(unconfirmed.gaps).toEqual([{ line: 'tuition', sourceName: 'GOV.UK', sourceUrl: 'https://www.gov.uk/student-visa/money' }])
		expect(weighFirstYear(budgetRule, unconfirmed, 5)).toMatchObject({ verdict: 'unlikely', firstYear: { knownLakhs: 11.59 } })
		expect(weighFirstYear(budgetRule, unconfirmed, 40)).toMatchObject({ verdict: null })
	})

	it('points to the rule’s own official page where the guide holds no fact for a line (the USA: the I-20 shows the school’s figure)', () => {
		const usaRule = allRules.find((rule) => rule.key === 'usa-budget-first-year')!
		const cost = firstYearCost('usa', 'undergraduate', { facts: [], rates: [], toView: (each) => view(each.key, each.sourceUrl) }, { name: usaRule.source.name, url: usaRule.source.url })
		expect(cost.gaps).toEqual([
			{ line: 'funds', sourceName: usaRule.source.name, sourceUrl: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html' },
			{ line: 'tuition', sourceName: usaRule.source.name, sourceUrl: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html' },
		])
		expect(usaRule.rule).toContain('Form I-20')
	})

	it('weighs in the country’s result, an undecided budget leaving the verdict to the other reasons', () => {
		const cost: FirstYearCost = { parts: [], gaps: [{ line: 'funds', sourceName: 'x', sourceUrl: 'https://example.org/' }] }
		const [uk] = evaluateEligibility({ ...student, countries: ['united-kingdom'] }, [budgetRule, ...rules], { 'united-kingdom': cost })
		expect(uk).toMatchObject({ verdict: 'likely', reasons: [{ verdict: 'likely' }, { verdict: null, firstYear: { gaps: [{ line: 'funds' }] } }] })
		const short = firstYearCost('united-kingdom', 'postgraduate', source(110), fallback)
		const [shortUk] = evaluateEligibility({ ...student, countries: ['united-kingdom'] }, [budgetRule, ...rules], { 'united-kingdom': short })
		expect(shortUk).toMatchObject({ verdict: 'unlikely', reasons: [{ verdict: 'likely' }, { verdict: 'unlikely', yours: 25, rule: { closeGapLink: '/plan' } }] })
	})
})
