import { expect, test } from 'vitest'
import { countryDocumentSchema, regulationPoints, scholarshipList } from './country-schema'
import { unitedKingdom } from './seed/united-kingdom'

test('a scholarship may be a single item or a list', () => {
	const single = { ...unitedKingdom, scholarships: { name: 'One award', link: 'https://example.org/award' } }
	const parsed = countryDocumentSchema.parse(single)
	expect(scholarshipList(parsed.scholarships)).toEqual([{ name: 'One award', link: 'https://example.org/award' }])
})

test('a scholarship link must be https', () => {
	const bad = { ...unitedKingdom, scholarships: [{ name: 'Award', link: 'http://example.org' }] }
	expect(countryDocumentSchema.safeParse(bad).success).toBe(false)
})

test('SPEC field names are kept, "expances" included, and unknown shapes are refused', () => {
	const { expances: _expances, ...withoutExpances } = unitedKingdom.costOfLiving
	expect(countryDocumentSchema.safeParse({ ...unitedKingdom, costOfLiving: withoutExpances }).success).toBe(false)
	expect(countryDocumentSchema.safeParse({ ...unitedKingdom, flagUrl: 'https://flags.example/gb.svg' }).success).toBe(false)
	expect(countryDocumentSchema.safeParse({ ...unitedKingdom, reviewedAt: 'last week' }).success).toBe(false)
	expect(countryDocumentSchema.safeParse({ ...unitedKingdom, faqs: [{ question: 'Why?', answer: '' }] }).success).toBe(false)
})

test('a regulation text is split into points on ". "', () => {
	expect(regulationPoints('Work 20 hours a week. Full time in holidays. Pay tax.')).toEqual([
		'Work 20 hours a week',
		'Full time in holidays',
		'Pay tax',
	])
})
