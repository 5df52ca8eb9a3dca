import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDatabase } from '~/db/seed.server'
import { getEntry, publishEntry, unpublishEntry } from '~/features/studio/content-store.server'
import type { JournalPostDocument } from '~/features/studio/studio-schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { blogPosts } from '../blog-posts'
import { getJournalPost, JOURNAL_PAGE_SIZE, journalPage, latestJournalPosts } from './journal.server'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }

describe.each(testDatabaseKinds)('the journal on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	test('the six seeded posts, newest first, with their Markdown body rendered to HTML', async () => {
		const first = await journalPage(database.db, 1)
		expect(first?.posts.map((p) => p.id)).toEqual(blogPosts.map((p) => p.id))
		expect(first?.pageCount).toBe(1)
		expect(await journalPage(database.db, 2)).toBeUndefined()
		const post = await getJournalPost(database.db, 'ielts-band-7-study-plan')
		expect(post?.html).toContain('<h2>Weeks 1 and 2: find out where the bands are lost</h2>')
		expect(post?.author).toBe(blogPosts.find((p) => p.id === 'ielts-band-7-study-plan')!.author)
	})

	test('a post published with a newer date leads the lists; its Markdown never carries tags; an unpublished post leaves every list and its page', async () => {
		// Publishing a changed date moves a post to the top; six a page.
		const key = blogPosts[5]!.id
		const entry = (await getEntry(database.db, 'journal-post', key))!
		const document = { ...(entry.published as JournalPostDocument), date: '2026-12-01', body: { en: 'New **body** with <b>no tags</b>.', pa: null, hi: null } }
		expect((await publishEntry(database.db, 'journal-post', key, entry.version, editor, document)).ok).toBe(true)
		expect((await latestJournalPosts(database.db, 3))[0]!.id).toBe(key)
		expect((await getJournalPost(database.db, key))?.html).toBe('<p>New <strong>body</strong> with &lt;b&gt;no tags&lt;/b&gt;.</p>')
		expect(JOURNAL_PAGE_SIZE).toBe(6)

		expect((await unpublishEntry(database.db, 'journal-post', key, entry.version + 1, editor)).ok).toBe(true)
		expect(await getJournalPost(database.db, key)).toBeUndefined()
		expect((await journalPage(database.db, 1))?.posts.map((p) => p.id)).not.toContain(key)
	})
})
