import { describe, expect, test } from 'vitest'
import { matchesCategory, normaliseCategory } from './course-category'

const course = (Type: string, ProgramName = 'A course', ProgramDescription = 'About it.') => ({ Type, ProgramName, ProgramDescription })

describe('matchesCategory', () => {
	test('all (and an empty category) matches every course', () => {
		expect(matchesCategory(course('skp-diploma'), 'all')).toBe(true)
		expect(matchesCategory(course('anything'), '')).toBe(true)
	})

	test('the four categories match by substring of Type', () => {
		expect(matchesCategory(course('university-phd'), 'university')).toBe(true)
		expect(matchesCategory(course('skp-foundation'), 'skp')).toBe(true)
		expect(matchesCategory(course('ielts-general'), 'ielts')).toBe(true)
		expect(matchesCategory(course('skp-diploma'), 'university')).toBe(false)
		expect(matchesCategory(course('ielts-academic'), 'languages')).toBe(false)
	})

	test("'languages' matches a Type containing 'language'", () => {
		expect(matchesCategory(course('language-french'), 'languages')).toBe(true)
		expect(matchesCategory(course('Languages'), 'languages')).toBe(true)
	})

	test('matching ignores case', () => {
		expect(matchesCategory(course('University-Undergraduate'), 'university')).toBe(true)
		expect(matchesCategory(course('x'), 'ALL')).toBe(true)
	})

	test('any other value matches on name or description', () => {
		expect(matchesCategory(course('skp-diploma', 'Diploma in Tally'), 'tally')).toBe(true)
		expect(matchesCategory(course('skp-diploma', 'Diploma', 'Covers GST returns.'), 'gst')).toBe(true)
		expect(matchesCategory(course('skp-diploma', 'Diploma', 'Covers GST returns.'), 'nothing-matches')).toBe(false)
		// Another value is never matched against Type.
		expect(matchesCategory(course('skp-diploma', 'Diploma', 'Office skills.'), 'skp-diploma')).toBe(false)
	})
})

test('normaliseCategory lower-cases, trims and defaults to all', () => {
	expect(normaliseCategory(null)).toBe('all')
	expect(normaliseCategory('  ')).toBe('all')
	expect(normaliseCategory(' IELTS ')).toBe('ielts')
})
