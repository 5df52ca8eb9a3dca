import { describe, expect, test } from 'vitest'
import { diffDocuments } from './content-diff'
import { contentTypes } from './content-types'

const fields = contentTypes.course.fields
const course = {
	ProgramName: { en: 'IELTS Academic', pa: null, hi: null },
	ProgramDescription: { en: 'Four modules.', pa: null, hi: null },
	Type: 'ielts-academic',
	SubType: { en: 'Academic', pa: null, hi: null },
	Duration: { en: '8 weeks', pa: null, hi: null },
	Eligibility: { en: null, pa: null, hi: null },
	ImageURL: null,
	position: 1,
}

describe('diffDocuments', () => {
	test('names each changed field by its label and language, in the editor order, and skips the rest', () => {
		const after = { ...course, Duration: { en: '10 weeks', pa: '10 ਹਫ਼ਤੇ', hi: null }, position: 4 }
		expect(diffDocuments(fields, course, after)).toEqual([
			{ field: 'Duration', before: '8 weeks', after: '10 weeks' },
			{ field: 'Duration (Punjabi)', before: '', after: '10 ਹਫ਼ਤੇ' },
			{ field: 'Display order', before: '1', after: '4' },
		])
	})

	test('the same document has no changes; a first publish lists every filled field as new', () => {
		expect(diffDocuments(fields, course, structuredClone(course))).toEqual([])
		const first = diffDocuments(fields, null, course)
		expect(first.map((c) => c.field)).toEqual(['Program name', 'Program description', 'Type', 'Level (sub-type)', 'Duration', 'Display order'])
		expect(first.every((c) => c.before === '')).toBe(true)
	})
})
