import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { courseSchema } from './course-schema'
import { COURSE_DEFAULTS, courseFamily, withCourseDefaults } from './course-view'
import { seedCourseInputs, seedCourses } from './seed-courses'

const base = { id: 'a-course', ProgramName: 'A course', ProgramDescription: 'About it.', Type: 'skp-certificate' }

describe('withCourseDefaults', () => {
	test("fills SPEC's defaults when fields are missing, null or blank", () => {
		for (const empty of [undefined, null, '', '   ']) {
			expect(withCourseDefaults({ ...base, SubType: empty, Duration: empty, Eligibility: empty, ImageURL: empty })).toEqual({
				...base,
				SubType: 'Certificate',
				Duration: '4 months',
				Eligibility: 'No specific requirements',
				ImageURL: null,
			})
		}
		expect(COURSE_DEFAULTS).toEqual({ SubType: 'Certificate', Duration: '4 months', Eligibility: 'No specific requirements' })
	})

	test('keeps values that are given', () => {
		const course = { ...base, SubType: 'Diploma', Duration: '6 months', Eligibility: 'Class 10 passed', ImageURL: '/images/courses/skp-diploma.svg' }
		expect(withCourseDefaults(course)).toEqual(course)
	})
})

describe('courseSchema', () => {
	test('accepts the API shape and turns blank optional fields into null', () => {
		expect(courseSchema.parse({ ...base, SubType: ' ', Duration: undefined })).toEqual({
			...base,
			SubType: null,
			Duration: null,
			Eligibility: null,
			ImageURL: null,
		})
	})

	test('rejects a missing name and an id that is not a slug', () => {
		expect(courseSchema.safeParse({ ...base, ProgramName: '' }).success).toBe(false)
		expect(courseSchema.safeParse({ ...base, id: 'Not a slug' }).success).toBe(false)
	})
})

describe('seed courses', () => {
	const menuTypes = [
		'university-undergraduate', 'university-postgraduate', 'university-phd',
		'skp-foundation', 'skp-diploma', 'skp-certificate',
		'language-english', 'language-french', 'language-german', 'language-spanish',
		'ielts-academic', 'ielts-general', 'ielts-preparation',
	]

	test('at least 30 distinct, valid courses cover every sub-type of the Education menu', () => {
		expect(seedCourses.length).toBeGreaterThanOrEqual(30)
		expect(new Set(seedCourses.map((c) => c.id)).size).toBe(seedCourses.length)
		expect(new Set(seedCourses.map((c) => c.ProgramName)).size).toBe(seedCourses.length)
		for (const type of menuTypes) expect(seedCourses.filter((c) => c.Type === type).length, type).toBeGreaterThanOrEqual(2)
		for (const input of seedCourseInputs) expect(courseSchema.safeParse(input).success).toBe(true)
	})

	test('every course has a 3–5 sentence description, duration, level, eligibility and a shipped image', () => {
		for (const course of seedCourses) {
			const sentences = course.ProgramDescription.split(/(?<=[.!?])\s+/).length
			expect(sentences, course.id).toBeGreaterThanOrEqual(3)
			expect(sentences, course.id).toBeLessThanOrEqual(5)
			expect(course.SubType && course.Duration && course.Eligibility, course.id).toBeTruthy()
			expect(course.ImageURL).toBe(`/images/courses/${course.Type}.svg`)
		}
	})

	test('every seeded course’s ImageURL is a file that ships in public/', () => {
		const publicDir = path.resolve(__dirname, '../../../public')
		for (const course of seedCourses) {
			expect(course.ImageURL, course.id).toMatch(/^\/images\//)
			expect(fs.existsSync(path.join(publicDir, course.ImageURL!)), `${course.ImageURL} (${course.id})`).toBe(true)
		}
	})

	test('the first three (popular courses) are of different families', () => {
		const families = seedCourses.slice(0, 3).map((c) => courseFamily(c.Type))
		expect(new Set(families).size).toBe(3)
		expect(seedCourses.map((c) => c.position)).toEqual(seedCourses.map((_, i) => i + 1))
	})
})
