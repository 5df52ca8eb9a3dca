import { expect, test } from 'vitest'
import { pageSearch } from './page-query'

test('keeps the parameters pages read, in order, and drops the rest', () => {
	expect(pageSearch('')).toBe('')
	expect(pageSearch('?x=1&nocache=2')).toBe('')
	expect(pageSearch('?x=1&tab=visa&utm_source=ads&fbclid=z')).toBe('?tab=visa&utm_source=ads')
	expect(pageSearch('?redirectTo=%2Fmy-courses')).toBe('?redirectTo=%2Fmy-courses')
})

test('keeps every answer of /eligibility and every country of /compare: each changes the page', () => {
	const answers = '?qualification=bachelors&year=2025&scoreKind=cgpa&score=8&cgpaScale=10&stream=arts&englishTest=ielts&englishScore=6&gapYears=1&budgetLakhs=20&country=ca&country=au'
	expect(pageSearch(`${answers}&fbclid=z`)).toBe(answers)
})

test("keeps every input of /plan and the family's rates and fees: each changes the plan", () => {
	const plan = '?country=united-kingdom&country=ca&level=postgraduate&city=elsewhere&years=2&fee.united-kingdom=18500&fee.ca=30000&fx.CAD=61.2&fx.GBP=107.5&loan=2000000&rate=10&tenure=84&grace=6'
	expect(pageSearch(`${plan}&fbclid=z`)).toBe(plan)
	expect(pageSearch('?fx.gbp=1&fx.GBPX=1&fee.=1&fee.Ca=1&fx=1')).toBe('')
})
