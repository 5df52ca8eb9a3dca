import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDatabase } from '~/db/seed.server'
import { blogPosts } from '~/features/content/blog-posts'
import { getEntry, publishEntry, unpublishEntry } from '~/features/studio/content-store.server'
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

	test('every published post with its date; an unpublished course or post leaves, and comes back when published', async () => {
		const entries = await listSitemapEntries(database.db)
		for (const post of blogPosts) expect(entries).toContainEqual({ path: `/journal/${post.id}`, lastmod: post.date })
		expect(entries).toContainEqual({ path: '/journal', lastmod: blogPosts[0]!.date })
		const editor = { id: null as unknown as string, name: 'Editor' }
		for (const [type, key, path] of [
			['course', seedCourses[4]!.id, `/course/${seedCourses[4]!.id}`],
			['journal-post', blogPosts[2]!.id, `/journal/${blogPosts[2]!.id}`],
		] as const) {
			const entry = (await getEntry(database.db, type, key))!
			expect((await unpublishEntry(database.db, type, key, entry.version, editor)).ok).toBe(true)
			expect((await listSitemapEntries(database.db)).map((e) => e.path)).not.toContain(path)
			expect((await publishEntry(database.db, type, key, entry.version + 1, editor)).ok).toBe(true)
			expect((await listSitemapEntries(database.db)).map((e) => e.path)).toContain(path)
		}
	})
})
