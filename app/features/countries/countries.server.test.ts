import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentEntries } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { getEntry, listRevisions, publishEntry, saveDraft, seedContent } from '~/features/studio/content-store.server'
import { contentSeeds } from '~/features/studio/content-seeds.server'
import { diffDocuments } from '~/features/studio/content-diff'
import { contentTypes, GUIDE_TYPE } from '~/features/studio/content-types'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { getCountry, InvalidCountryDocumentError, listCountries } from './countries.server'
import type { CountryDocument } from './country-guide'
import { countrySeeds } from './seed'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }

describe.each(testDatabaseKinds)('country guides in the content store on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => {
		await database?.dispose()
	})

	test('the seed stores every guide as a published entry, once', async () => {
		expect(await seedContent(database.db, { [GUIDE_TYPE]: contentSeeds[GUIDE_TYPE] })).toEqual({ inserted: 0, refreshed: 0 })
		const list = await listCountries(database.db)
		expect(list).toHaveLength(countrySeeds.length)
		expect(list.find((c) => c.id === 'united-kingdom')).toEqual({ id: 'united-kingdom', name: 'UK' })
		expect((await getCountry(database.db, 'united-kingdom'))?.topUniversities.length).toBeGreaterThanOrEqual(6)
		expect(await getCountry(database.db, 'atlantis')).toBeNull()
	})

	test('a saved draft is not on the site; publishing it is, with a revision whose diff names the FAQ answer', async () => {
		const entry = (await getEntry(database.db, GUIDE_TYPE, 'ireland'))!
		const published = entry.published as CountryDocument
		const faqs = published.faqs.map((faq, index) => (index === 2 ? { ...faq, answer: 'A corrected answer, checked against the official source.' } : faq))
		const saved = await saveDraft(database.db, GUIDE_TYPE, 'ireland', entry.version, { ...published, faqs }, editor)
		expect(saved).toEqual({ ok: true, version: entry.version + 1 })
		expect((await getCountry(database.db, 'ireland'))?.faqs[2]?.answer).toBe(published.faqs[2]!.answer)

		const outcome = await publishEntry(database.db, GUIDE_TYPE, 'ireland', entry.version + 1, editor)
		expect(outcome.ok).toBe(true)
		expect((await getCountry(database.db, 'ireland'))?.faqs[2]?.answer).toBe('A corrected answer, checked against the official source.')
		const [revision] = await listRevisions(database.db, GUIDE_TYPE, entry.id)
		expect(revision?.publishedByName).toBe('Harleen Editor')
		// An edited guide is no longer the seed's: a later seed leaves it alone.
		await seedContent(database.db, { [GUIDE_TYPE]: contentSeeds[GUIDE_TYPE] })
		expect((await getCountry(database.db, 'ireland'))?.faqs[2]?.answer).toBe('A corrected answer, checked against the official source.')
	})

	test('a guide that breaks the schema is refused, and a stale version is refused', async () => {
		const entry = (await getEntry(database.db, GUIDE_TYPE, 'usa'))!
		const published = entry.published as CountryDocument
		expect(await saveDraft(database.db, GUIDE_TYPE, 'usa', entry.version, { ...published, faqs: published.faqs.slice(0, 2) }, editor)).toEqual({ ok: false, reason: 'invalid' })
		expect(await saveDraft(database.db, GUIDE_TYPE, 'usa', entry.version - 1, published, editor)).toEqual({ ok: false, reason: 'stale' })
	})

	test('a stored guide that fails the schema fails only its own page', async () => {
		const uk = (await getCountry(database.db, 'united-kingdom'))!
		await database.db.insert(contentEntries).values({ type: GUIDE_TYPE, key: 'corrupt-guide', published: { ...uk, id: 'corrupt-guide', faqs: [] }, state: 'published' })
		// A publish elsewhere drops the cache, so the corrupt row is read.
		const usa = (await getEntry(database.db, GUIDE_TYPE, 'usa'))!
		await publishEntry(database.db, GUIDE_TYPE, 'usa', usa.version, editor, usa.published)
		await expect(getCountry(database.db, 'corrupt-guide')).rejects.toBeInstanceOf(InvalidCountryDocumentError)
		expect((await getCountry(database.db, 'usa'))?.name).toBe('USA')
		expect((await listCountries(database.db)).map((c) => c.id)).not.toContain('corrupt-guide')
		await database.db.delete(contentEntries).where(and(eq(contentEntries.type, GUIDE_TYPE), eq(contentEntries.key, 'corrupt-guide')))
	})
})

test('the diff of a guide names each changed leaf of its lists', () => {
	const guide = countrySeeds[0] as unknown as CountryDocument
	const faqs = guide.faqs.map((faq, index) => (index === 1 ? { ...faq, answer: 'New answer' } : faq))
	expect(diffDocuments(contentTypes[GUIDE_TYPE].fields, guide, { ...guide, faqs })).toEqual([{ field: 'FAQs 2: answer', before: guide.faqs[1]!.answer, after: 'New answer' }])
	const fewer = diffDocuments(contentTypes[GUIDE_TYPE].fields, guide, { ...guide, faqs: guide.faqs.slice(0, -1) })
	expect(fewer.map((change) => change.field)).toEqual([`FAQs ${guide.faqs.length}: question`, `FAQs ${guide.faqs.length}: answer`])
})
