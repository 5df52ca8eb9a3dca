import { expect, test } from 'vitest'
import { enquiryCourseOptions } from '~/features/leads/enquiry'
import { educationFamilies } from './education-programmes'
import { enquiryHref, enquiryOptionForCourse } from './enquiry-option'
import { seedCourses } from './seed-courses'

test('every seeded course maps to the option of its Type', () => {
	const expected: Record<string, string> = {
		'university-undergraduate': 'university-undergraduate',
		'university-postgraduate': 'university-postgraduate',
		'university-phd': 'university-phd',
		'skp-foundation': 'skp-foundation',
		'skp-diploma': 'skp-diploma',
		'skp-certificate': 'skp-certificate',
		'language-english': 'languages-english',
		'language-french': 'languages-french',
		'language-german': 'languages-german',
		'language-spanish': 'languages-spanish',
		'ielts-academic': 'ielts-academic',
		'ielts-general': 'ielts-general',
		'ielts-preparation': 'ielts-preparation',
	}
	for (const course of seedCourses) expect(enquiryOptionForCourse(course), course.id).toBe(expected[course.Type])
	// All 13 course options are reachable from the catalogue; only 'other' is not.
	expect(new Set(seedCourses.map(enquiryOptionForCourse))).toEqual(new Set(enquiryCourseOptions.map((o) => o.value).filter((v) => v !== 'other')))
})

test('every Education programme page maps to its own option', () => {
	for (const programme of educationFamilies.flatMap((f) => f.programmes)) {
		const option = enquiryOptionForCourse({ Type: programme.courseType })
		expect(option, programme.path).not.toBe('other')
		expect(programme.path.replace('/education/', '').replace('/', '-')).toBe(option)
	}
})

test('the sub-type is taken from SubType when Type names only the family; unknown courses are "other"', () => {
	expect(enquiryOptionForCourse({ Type: 'university', SubType: 'PhD' })).toBe('university-phd')
	expect(enquiryOptionForCourse({ Type: 'IELTS', SubType: 'General Training' })).toBe('ielts-general')
	expect(enquiryOptionForCourse({ Type: 'Language', SubType: 'Spanish A1' })).toBe('languages-spanish')
	expect(enquiryOptionForCourse({ Type: 'skp', SubType: null })).toBe('other')
	expect(enquiryOptionForCourse({ Type: 'pte-academic', SubType: 'Academic' })).toBe('other')
	expect(enquiryHref('languages-german')).toBe('/enquire?course=languages-german')
})
