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
