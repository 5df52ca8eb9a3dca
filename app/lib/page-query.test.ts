import { expect, test } from 'vitest'
import { pageSearch } from './page-query'

test('keeps the parameters pages read, in order, and drops the rest', () => {
	expect(pageSearch('')).toBe('')
	expect(pageSearch('?x=1&nocache=2')).toBe('')
	expect(pageSearch('?x=1&tab=visa&utm_source=ads&fbclid=z')).toBe('?tab=visa&utm_source=ads')
	expect(pageSearch('?redirectTo=%2Fmy-courses')).toBe('?redirectTo=%2Fmy-courses')
})
