import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDatabase } from '~/db/seed.server'
import { countryDirectory } from '~/features/countries/country-directory'
import { seedCourses } from '~/features/courses/seed-courses'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { listSitemapEntries } from './sitemap.server'

describe.each(testDatabaseKinds)('site map entries on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => {
		await database?.dispose()
	})

	test('every course page and the 16 guides at /country/{id} with their review date', async () => {
		const entries = await listSitemapEntries(database.db)
		const paths = entries.map((entry) => entry.path)
		for (const course of seedCourses) expect(paths).toContain(`/course/${course.id}`)
		for (const country of countryDirectory) {
			expect(entries).toContainEqual({ path: `/country/${country.id}`, lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
		}
		expect(entries.find((entry) => entry.path === '/country')?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		expect(paths.some((path) => path.startsWith('/destinations'))).toBe(false)
		expect(new Set(paths).size).toBe(paths.length)
	})
})
