import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rateLimits } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../tests/support/test-database'
import { hitRateLimit, refundRateLimit } from './rate-limit.server'

const rule = { limit: 10, windowSeconds: 15 * 60 }

describe.each(testDatabaseKinds)('rate limits on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => database?.dispose())

	const countOf = async (key: string) => (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count

	test('30 events counted at once: exactly 10 are under the limit', async () => {
		const states = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(database.db, 'burst', rule)))
		expect(states.filter((s) => !s.limited)).toHaveLength(10)
		expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
		expect(await countOf('burst')).toBe(30)
	})

	test('nobody is told to wait longer than the window, even when a concurrent request opened it a moment later', async () => {
		await hitRateLimit(database.db, 'skew', rule)
		// A window whose end lies a little beyond this request's now(), as a later-starting transaction leaves it.
		await database.db.update(rateLimits).set({ windowEndsAt: sql`now() + make_interval(secs => ${rule.windowSeconds + 2})` }).where(eq(rateLimits.key, 'skew'))
		expect((await hitRateLimit(database.db, 'skew', rule)).retryAfterSeconds).toBe(rule.windowSeconds)
	})

	test('a refund gives back one event, atomically and never below zero', async () => {
		const hits = await Promise.all(Array.from({ length: 5 }, () => hitRateLimit(database.db, 'refund', rule)))
		await Promise.all(hits.map((hit) => refundRateLimit(database.db, 'refund', hit)))
		expect(await countOf('refund')).toBe(0)
		await refundRateLimit(database.db, 'refund', hits[0]!)
		expect(await countOf('refund')).toBe(0)
		await refundRateLimit(database.db, 'no-such-key', hits[0]!)
		expect(await countOf('no-such-key')).toBeUndefined()
	})

	test('a refund for a window that has ended does not touch the next window', async () => {
		const old = await hitRateLimit(database.db, 'windows', rule)
		await database.db.update(rateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, 'windows'))
		const fresh = await hitRateLimit(database.db, 'windows', rule)
		expect(fresh.count).toBe(1)
		expect(fresh.window).not.toBe(old.window)
		await refundRateLimit(database.db, 'windows', old)
		expect(await countOf('windows')).toBe(1)
		await refundRateLimit(database.db, 'windows', fresh)
		expect(await countOf('windows')).toBe(0)
	})
})
