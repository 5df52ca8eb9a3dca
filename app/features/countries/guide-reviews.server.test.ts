import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentAudit, guideReviews } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { guidesDueForReview, lastReview, lastReviews, markGuideReviewed, recordedRecheck, reviewDate } from './guide-reviews.server'
import { countrySeeds } from './seed'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }
const day = 24 * 60 * 60 * 1000

describe.each(testDatabaseKinds)('guide reviews on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	test('every shipped guide starts with the recorded re-check of 2026-11-23 by the content team, once', async () => {
		await seedDatabase(database.db)
		const reviews = await lastReviews(database.db)
		expect(reviews.size).toBe(countrySeeds.length)
		const uk = reviews.get('united-kingdom')!
		expect(uk).toEqual({ reviewedAt: recordedRecheck.reviewedAt.toISOString(), reviewerName: 'the content team' })
		expect(reviewDate(uk, 'Asia/Kolkata')).toBe('2026-11-23')
		expect((await database.db.select().from(guideReviews)).length).toBe(countrySeeds.length)
	})

	test('mark as reviewed records who and when, with an audit row; an unknown guide is refused', async () => {
		const before = Date.now()
		expect(await markGuideReviewed(database.db, 'ca', editor)).toBe(true)
		const review = (await lastReview(database.db, 'ca'))!
		expect(review.reviewerName).toBe('Harleen Editor')
		expect(new Date(review.reviewedAt).getTime()).toBeGreaterThanOrEqual(before - 5000)
		const audit = await database.db.select().from(contentAudit)
		expect(audit.filter((row) => row.action === 'review')).toEqual([expect.objectContaining({ type: 'country-guide', key: 'ca', userName: 'Harleen Editor' })])
		expect(await markGuideReviewed(database.db, 'atlantis', editor)).toBe(false)
		// A seed run later keeps the real review as the newest.
		await seedDatabase(database.db)
		expect((await lastReview(database.db, 'ca'))?.reviewerName).toBe('Harleen Editor')
	})

	test('the review list: guides not reviewed for 90 days, oldest first, the recently reviewed left out', async () => {
		expect(await guidesDueForReview(database.db, { now: new Date(recordedRecheck.reviewedAt.getTime() + 89 * day) })).toEqual([])
		// Reviews far ahead of today's clock, so the test means the same whenever it runs.
		const base = Date.now() + 1000 * day
		await database.db.insert(guideReviews).values([
			{ guideKey: 'denmark', reviewerName: 'Someone', reviewedAt: new Date(base) },
			{ guideKey: 'sweden', reviewerName: 'Someone else', reviewedAt: new Date(base + 10 * day) },
			{ guideKey: 'ca', reviewerName: 'Harleen Editor', reviewedAt: new Date(base + 200 * day) },
		])
		const due = await guidesDueForReview(database.db, { now: new Date(base + 150 * day) })
		const keys = due.map((guide) => guide.key)
		expect(keys).toHaveLength(countrySeeds.length - 1)
		expect(keys).not.toContain('ca')
		// Oldest first: the re-checked guides (by key), then Denmark, then Sweden.
		expect(keys.slice(-2)).toEqual(['denmark', 'sweden'])
		expect(keys.slice(0, -2)).toEqual([...keys.slice(0, -2)].sort())
		expect(due[0]?.lastReview?.reviewerName).toBe('the content team')
	})
})
