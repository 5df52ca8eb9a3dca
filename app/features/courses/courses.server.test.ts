import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { courses } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { getCourse, listCourses, listCoursesByType, listPopularCourses, seedCourseCatalogue, updateCourse } from './courses.server'
import { seedCourses } from './seed-courses'

describe.each(testDatabaseKinds)('courses on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => {
		await database?.dispose()
	})

	test('the seed loads 30+ courses covering every menu sub-type, in position order', async () => {
		const list = await listCourses(database.db)
		expect(list.length).toBe(seedCourses.length)
		expect(list.length).toBeGreaterThanOrEqual(30)
		expect(list.map((c) => c.id)).toEqual(seedCourses.map((c) => c.id))
		for (const type of [
			'university-undergraduate', 'university-postgraduate', 'university-phd',
			'skp-foundation', 'skp-diploma', 'skp-certificate',
			'language-english', 'language-french', 'language-german', 'language-spanish',
			'ielts-academic', 'ielts-general', 'ielts-preparation',
		]) {
			expect((await listCoursesByType(database.db, type)).length, type).toBeGreaterThan(0)
		}
	})

	test('seeding again inserts nothing and never overwrites an edited course', async () => {
		const id = seedCourses[0]!.id
		await updateCourse(database.db, id, { ProgramName: 'Edited by staff' })
		expect(await seedCourseCatalogue(database.db)).toEqual({ inserted: 0, refreshed: 0 })
		await seedDatabase(database.db)
		expect((await getCourse(database.db, id))?.ProgramName).toBe('Edited by staff')
		expect(await listCourses(database.db)).toHaveLength(seedCourses.length)
		await updateCourse(database.db, id, { ProgramName: seedCourses[0]!.ProgramName })
	})

	test('a deleted seed course comes back on the next seed', async () => {
		const id = seedCourses[5]!.id
		await database.db.delete(courses).where(eq(courses.id, id))
		expect(await seedCourseCatalogue(database.db)).toEqual({ inserted: 1, refreshed: 0 })
		expect(await getCourse(database.db, id)).toBeDefined()
	})

	test('a corrected seed reaches a seeded course on the next start, never an edited one', async () => {
		const edited = seedCourses[0]!
		const seeded = seedCourses[3]!
		await updateCourse(database.db, edited.id, { Duration: '10 weeks' })
		const corrected = seedCourses.map((course) =>
			course.id === edited.id || course.id === seeded.id ? { ...course, ProgramDescription: `${course.ProgramDescription} Corrected.` } : course,
		)
		expect(await seedCourseCatalogue(database.db, corrected)).toEqual({ inserted: 0, refreshed: 1 })
		expect((await getCourse(database.db, seeded.id))?.ProgramDescription).toMatch(/ Corrected\.$/)
		expect(await getCourse(database.db, edited.id)).toMatchObject({ ProgramDescription: edited.ProgramDescription, Duration: '10 weeks' })
		// Shipping the earlier text again is a change too; an unchanged seed changes nothing.
		expect(await seedCourseCatalogue(database.db)).toEqual({ inserted: 0, refreshed: 1 })
		expect(await seedCourseCatalogue(database.db)).toEqual({ inserted: 0, refreshed: 0 })
		expect((await getCourse(database.db, seeded.id))?.ProgramDescription).toBe(seeded.ProgramDescription)
		await updateCourse(database.db, edited.id, { Duration: edited.Duration })
	})

	test('rows stored before seed fingerprints existed take the current seed', async () => {
		const course = seedCourses[4]!
		// What migration 0004 leaves behind on an install seeded by an earlier release.
		await database.db.update(courses).set({ ProgramName: 'Old seed name', seedHash: 'before-0004' }).where(eq(courses.id, course.id))
		expect(await seedCourseCatalogue(database.db)).toEqual({ inserted: 0, refreshed: 1 })
		expect((await getCourse(database.db, course.id))?.ProgramName).toBe(course.ProgramName)
	})

	test('getCourse returns the API shape, or undefined for an unknown id', async () => {
		const course = await getCourse(database.db, 'ielts-academic-full-course')
		expect(course).toEqual({
			id: 'ielts-academic-full-course',
			ProgramName: 'IELTS Academic Full Course',
			ProgramDescription: expect.stringContaining('IELTS Academic'),
			Type: 'ielts-academic',
			SubType: 'Academic',
			Duration: '8 weeks',
			Eligibility: expect.any(String),
			ImageURL: '/images/courses/ielts-academic.svg',
		})
		expect(await getCourse(database.db, 'no-such-course')).toBeUndefined()
	})

	test("empty fields come back with SPEC's defaults", async () => {
		const id = seedCourses[7]!.id
		await updateCourse(database.db, id, { SubType: '', Duration: null, Eligibility: '   ', ImageURL: '' })
		expect(await getCourse(database.db, id)).toMatchObject({
			SubType: 'Certificate',
			Duration: '4 months',
			Eligibility: 'No specific requirements',
			ImageURL: null,
		})
		const { id: _id, ...seeded } = seedCourses[7]!
		await updateCourse(database.db, id, seeded)
	})

	test('the catalogue is read from memory; a staff edit through updateCourse shows at once', async () => {
		const id = seedCourses[2]!.id
		const before = (await getCourse(database.db, id))!.ProgramName
		// A write that bypasses the app (another process, a SQL console) waits for the cache to expire...
		await database.db.update(courses).set({ ProgramName: 'Written elsewhere' }).where(eq(courses.id, id))
		expect((await getCourse(database.db, id))?.ProgramName).toBe(before)
		// ...while the app's own edit is visible on the next read, in every list.
		await updateCourse(database.db, id, { ProgramName: 'Edited by staff' })
		expect((await getCourse(database.db, id))?.ProgramName).toBe('Edited by staff')
		expect((await listPopularCourses(database.db)).map((c) => c.ProgramName)).toContain('Edited by staff')
		await updateCourse(database.db, id, { ProgramName: seedCourses[2]!.ProgramName })
	})

	test('updateCourse refuses what the course schema refuses, and answers undefined for an unknown id', async () => {
		await expect(updateCourse(database.db, seedCourses[0]!.id, { ProgramName: '  ' })).rejects.toThrow()
		expect(await updateCourse(database.db, 'no-such-course', { ProgramName: 'X' })).toBeUndefined()
	})

	test('listCoursesByType matches a substring of Type, ignoring case, and treats % and _ literally', async () => {
		const languages = await listCoursesByType(database.db, 'LANGUAGE')
		expect(languages.length).toBeGreaterThan(0)
		expect(languages.every((c) => c.Type.includes('language'))).toBe(true)
		expect(await listCoursesByType(database.db, 'university')).toHaveLength(seedCourses.filter((c) => c.Type.includes('university')).length)
		expect(await listCoursesByType(database.db, '%')).toEqual([])
		expect(await listCoursesByType(database.db, '_')).toEqual([])
	})

	test('listPopularCourses returns the first three', async () => {
		expect((await listPopularCourses(database.db)).map((c) => c.id)).toEqual(seedCourses.slice(0, 3).map((c) => c.id))
	})
})
