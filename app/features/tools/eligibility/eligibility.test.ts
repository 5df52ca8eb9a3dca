import { describe, expect, it } from 'vitest'
import { eligibilityRuleDocumentSchema } from '~/features/studio/studio-schema'
import { type EligibilityInput, type EligibilityRule, evaluateEligibility, levelFor, parseEligibility, percentageOf, weigh } from './eligibility'
import { eligibilityRuleSeeds } from './eligibility-rule-seeds'
import { eligibilityRuleView } from './eligibility.server'

const rules: EligibilityRule[] = eligibilityRuleSeeds.map((seed) => eligibilityRuleView(seed.key, eligibilityRuleDocumentSchema.parse(seed.document), 'en'))

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
	it('each pass the studio’s schema, with an official https source and a date', () => {
		expect(rules).toHaveLength(eligibilityRuleSeeds.length)
		for (const each of rules) {
			expect(each.source.url).toMatch(/^https:\/\//)
			expect(each.source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
			expect(each.basis).toBe('official')
		}
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
		// No rule is recorded for Canada: not assessed, a counsellor checks.
		expect(canada).toMatchObject({ verdict: null, reasons: [], unweighed: null })
	})

	it('reads a missing English test as the gap an English course closes', () => {
		const [uk] = evaluateEligibility({ ...student, englishTest: 'none', englishScore: null, countries: ['united-kingdom'] }, rules)
		expect(uk).toMatchObject({ verdict: 'unlikely', reasons: [{ verdict: 'unlikely', yours: null, rule: { closeGap: expect.stringContaining('IELTS') } }] })
	})

	it('weighs nothing against another test than the rules name, and says so', () => {
		const [uk] = evaluateEligibility({ ...student, englishTest: 'pte', englishScore: 65, countries: ['united-kingdom'] }, rules)
		expect(uk).toMatchObject({ verdict: null, reasons: [], unweighed: { test: 'pte' } })
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
