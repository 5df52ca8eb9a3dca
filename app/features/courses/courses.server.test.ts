import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentEntries } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { contentSeeds } from '~/features/studio/content-seeds.server'
import { getEntry, publishEntry, seedContent, unpublishEntry } from '~/features/studio/content-store.server'
import type { CourseDocument } from '~/features/studio/studio-schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { getCourse, listCourses, listCoursesByType, listPopularCourses } from './courses.server'
import { seedCourses } from './seed-courses'

const editor = { id: null as unknown as string, name: 'Test Editor' }

describe.each(testDatabaseKinds)('courses on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => {
		await database?.dispose()
	})

	/** An editor's publish of changed fields (English text). */
	async function editCourse(id: string, change: (document: CourseDocument) => CourseDocument) {
		const entry = (await getEntry(database.db, 'course', id))!
		const outcome = await publishEntry(database.db, 'course', id, entry.version, editor, change(structuredClone(entry.published as CourseDocument)))
		expect(outcome.ok).toBe(true)
	}

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
		await editCourse(id, (d) => ({ ...d, ProgramName: { ...d.ProgramName, en: 'Edited by an editor' } }))
		expect(await seedContent(database.db)).toEqual({ inserted: 0, refreshed: 0 })
		await seedDatabase(database.db)
		expect((await getCourse(database.db, id))?.ProgramName).toBe('Edited by an editor')
		expect(await listCourses(database.db)).toHaveLength(seedCourses.length)
	})

	test('a deleted seed course comes back on the next seed', async () => {
		const id = seedCourses[5]!.id
		await database.db.delete(contentEntries).where(and(eq(contentEntries.type, 'course'), eq(contentEntries.key, id)))
		expect(await seedContent(database.db)).toEqual({ inserted: 1, refreshed: 0 })
		expect(await getCourse(database.db, id)).toBeDefined()
	})

	test('a corrected seed reaches a seeded course on the next start, never an edited one', async () => {
		const edited = seedCourses[1]!
		const seeded = seedCourses[3]!
		await editCourse(edited.id, (d) => ({ ...d, Duration: { ...d.Duration, en: '10 weeks' } }))
		const corrected = () =>
			contentSeeds.course().map((seed) =>
				seed.key === edited.id || seed.key === seeded.id
					? { ...seed, document: { ...(seed.document as CourseDocument), ProgramDescription: { en: `${(seed.document as CourseDocument).ProgramDescription.en} Corrected.`, pa: null, hi: null } } }
					: seed,
			)
		expect(await seedContent(database.db, { course: corrected })).toEqual({ inserted: 0, refreshed: 1 })
		expect((await getCourse(database.db, seeded.id))?.ProgramDescription).toMatch(/ Corrected\.$/)
		expect(await getCourse(database.db, edited.id)).toMatchObject({ ProgramDescription: edited.ProgramDescription, Duration: '10 weeks' })
		// Shipping the earlier text again is a change too; an unchanged seed changes nothing.
		expect(await seedContent(database.db)).toEqual({ inserted: 0, refreshed: 1 })
		expect(await seedContent(database.db)).toEqual({ inserted: 0, refreshed: 0 })
		expect((await getCourse(database.db, seeded.id))?.ProgramDescription).toBe(seeded.ProgramDescription)
	})

	test('getCourse returns the API shape, or undefined for an unknown id', async () => {
		const course = await getCourse(database.db, 'ielts-academic-full-course')
		expect(course).toEqual({
			id: 'ielts-academic-full-course',
			ProgramName: expect.any(String),
			ProgramDescription: expect.stringContaining('IELTS Academic'),
			Type: 'ielts-academic',
			SubType: 'Academic',
			Duration: '8 weeks',
			Eligibility: expect.any(String),
			ImageURL: '/images/courses/ielts-academic.svg',
			// A picture shipped with the site: its path only (an uploaded one brings its copies and size).
			image: { src: '/images/courses/ielts-academic.svg' },
			// An English page shows the English (issue 20: a /pa or /hi page asks for its language).
			lang: 'en',
			translated: true,
		})
		expect(await getCourse(database.db, 'no-such-course')).toBeUndefined()
	})

	test("empty fields come back with SPEC's defaults", async () => {
		const id = seedCourses[7]!.id
		await editCourse(id, (d) => ({ ...d, SubType: { en: '', pa: null, hi: null }, Duration: { en: null, pa: null, hi: null }, Eligibility: { en: '   ', pa: null, hi: null }, ImageURL: '' }))
		expect(await getCourse(database.db, id)).toMatchObject({ SubType: 'Certificate', Duration: '4 months', Eligibility: 'No specific requirements', ImageURL: null })
	})

	test('the catalogue is read from memory; a publish shows at once, in every list', async () => {
		const id = seedCourses[2]!.id
		const before = (await getCourse(database.db, id))!.ProgramName
		// A write that bypasses the app and sends no notification waits for the cache to expire...
		await database.db
			.update(contentEntries)
			.set({ published: { ...((await getEntry(database.db, 'course', id))!.published as object), ProgramName: { en: 'Written elsewhere', pa: null, hi: null } } })
			.where(and(eq(contentEntries.type, 'course'), eq(contentEntries.key, id)))
		expect((await getCourse(database.db, id))?.ProgramName).toBe(before)
		// ...while a publish is visible on the next read.
		await editCourse(id, (d) => ({ ...d, ProgramName: { ...d.ProgramName, en: 'Published by an editor' } }))
		expect((await getCourse(database.db, id))?.ProgramName).toBe('Published by an editor')
		expect((await listPopularCourses(database.db)).map((c) => c.ProgramName)).toContain('Published by an editor')
	})

	test('an unpublished course leaves every list and its page', async () => {
		const id = seedCourses[9]!.id
		const entry = (await getEntry(database.db, 'course', id))!
		expect((await unpublishEntry(database.db, 'course', id, entry.version, editor)).ok).toBe(true)
		expect(await getCourse(database.db, id)).toBeUndefined()
		expect((await listCourses(database.db)).map((c) => c.id)).not.toContain(id)
		expect((await listCoursesByType(database.db, seedCourses[9]!.Type)).map((c) => c.id)).not.toContain(id)
		// Publishing again brings back the last published document.
		expect((await publishEntry(database.db, 'course', id, entry.version + 1, editor)).ok).toBe(true)
		expect(await getCourse(database.db, id)).toBeDefined()
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
