import { expect, test } from 'vitest'
import { pageSearch } from './page-query'

test('a form records only the lead source of its page, in order: what every stored page is keyed by', () => {
	expect(pageSearch('')).toBe('')
	expect(pageSearch('?x=1&nocache=2')).toBe('')
	expect(pageSearch('?x=1&tab=visa&utm_source=ads&fbclid=z&utm_campaign=spring')).toBe('?utm_source=ads&utm_campaign=spring')
	expect(pageSearch('?redirectTo=%2Fmy-courses&category=ielts')).toBe('')
})
