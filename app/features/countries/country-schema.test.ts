import { describe, expect, test } from 'vitest'
import { countryDocumentSchema } from './country-schema'
import { guideMinimums, regulationPoints, scholarshipList } from './country-guide'
import { unitedKingdom } from './seed/united-kingdom'

const award = (n: number) => ({ name: `Award ${n}`, link: `https://example.org/award-${n}` })

/** The schema's messages for a document, as "path: message". */
function issues(document: unknown) {
	const result = countryDocumentSchema.safeParse(document)
	return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

test('scholarships keep SPEC’s two shapes: scholarshipList reads a single item or a list', () => {
	expect(scholarshipList(award(1))).toEqual([award(1)])
	expect(scholarshipList([award(1), award(2)])).toEqual([award(1), award(2)])
})

describe('the schema holds every guide (seed or staff edit) to issue 5’s minimums', () => {
	test('the minimums are those of the issue', () => {
		expect(guideMinimums).toEqual({ topUniversities: 6, scholarships: 3, weatherCities: 3, faqs: 6 })
	})

	test('a guide with one university, one scholarship, one city and one FAQ is refused, each with a clear message', () => {
		const thin = {
			...unitedKingdom,
			topUniversities: unitedKingdom.topUniversities.slice(0, 1),
			scholarships: [award(1)],
			weather: unitedKingdom.weather.slice(0, 1),
			faqs: unitedKingdom.faqs.slice(0, 1),
		}
		expect(issues(thin)).toEqual([
			'topUniversities: needs at least 6 top universities',
			'scholarships: needs at least 3 scholarships',
			'weather: needs weather for at least 3 cities',
			'faqs: needs at least 6 FAQs',
		])
	})

	test('one short of each minimum is refused; exactly the minimum is accepted', () => {
		const atMinimum = {
			...unitedKingdom,
			topUniversities: unitedKingdom.topUniversities.slice(0, 6),
			scholarships: [award(1), award(2), award(3)],
			weather: unitedKingdom.weather.slice(0, 3),
			faqs: unitedKingdom.faqs.slice(0, 6),
		}
		expect(issues(atMinimum)).toEqual([])
		expect(issues({ ...atMinimum, topUniversities: atMinimum.topUniversities.slice(0, 5) })).toEqual(['topUniversities: needs at least 6 top universities'])
		expect(issues({ ...atMinimum, scholarships: [award(1), award(2)] })).toEqual(['scholarships: needs at least 3 scholarships'])
		expect(issues({ ...atMinimum, weather: atMinimum.weather.slice(0, 2) })).toEqual(['weather: needs weather for at least 3 cities'])
		expect(issues({ ...atMinimum, faqs: atMinimum.faqs.slice(0, 5) })).toEqual(['faqs: needs at least 6 FAQs'])
	})

	test('a single scholarship item is SPEC’s shape but not enough for a complete guide', () => {
		expect(issues({ ...unitedKingdom, scholarships: award(1) })).toEqual(['scholarships: needs at least 3 scholarships'])
	})

	test('every scholarship link must be https, in a list of enough scholarships too', () => {
		expect(issues({ ...unitedKingdom, scholarships: [award(1), award(2), { name: 'Plain', link: 'http://example.org/plain' }] })).toEqual([
			'scholarships.2.link: must be an https URL',
		])
	})
})

test('a scholarship link must be https', () => {
	const bad = { ...unitedKingdom, scholarships: [{ name: 'Award', link: 'http://example.org' }] }
	expect(countryDocumentSchema.safeParse(bad).success).toBe(false)
})

test('SPEC field names are kept, "expances" included, and unknown shapes are refused', () => {
	const { expances: _expances, ...withoutExpances } = unitedKingdom.costOfLiving
	expect(countryDocumentSchema.safeParse({ ...unitedKingdom, costOfLiving: withoutExpances }).success).toBe(false)
	expect(countryDocumentSchema.safeParse({ ...unitedKingdom, flagUrl: 'https://flags.example/gb.svg' }).success).toBe(false)
	expect(countryDocumentSchema.safeParse({ ...unitedKingdom, faqs: [{ question: 'Why?', answer: '' }] }).success).toBe(false)
})

test('a regulation text is split into points on ". "', () => {
	expect(regulationPoints('Work 20 hours a week. Full time in holidays. Pay tax.')).toEqual([
		'Work 20 hours a week',
		'Full time in holidays',
		'Pay tax',
	])
})
