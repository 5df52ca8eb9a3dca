import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobs, outboxEmails } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { enqueueJob, runDueJobs } from './jobs.server'

describe.each(testDatabaseKinds)('jobs table on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => database?.dispose())

	test('a job with a dedupe key is queued once, runs when due and not before', async () => {
		const db = database.db
		const ran: unknown[] = []
		const handlers = { 'test-once': async (_tx: unknown, payload: unknown) => void ran.push(payload) }
		await enqueueJob(db, { kind: 'test-once', payload: { n: 1 }, dedupeKey: 'once:1' })
		await enqueueJob(db, { kind: 'test-once', payload: { n: 1 }, dedupeKey: 'once:1' })
		await enqueueJob(db, { kind: 'test-once', payload: { n: 2 }, runAt: new Date(Date.now() + 3_600_000), dedupeKey: 'once:2' })
		expect(await db.select().from(jobs).where(eq(jobs.kind, 'test-once'))).toHaveLength(2)
		expect(await runDueJobs(db, handlers)).toEqual({ claimed: 1, done: 1 })
		expect(await runDueJobs(db, handlers)).toEqual({ claimed: 0, done: 0 })
		expect(ran).toEqual([{ n: 1 }])
	})

	test('a failing job is retried later with back-off, and its writes are undone', async () => {
		const db = database.db
		let fail = true
		const handlers = {
			'test-flaky': async (tx: typeof db) => {
				await tx.insert(outboxEmails).values({ to: 'flaky@example.com', subject: 'Flaky', text: 'x' })
				if (fail) throw new Error('not yet')
			},
		}
		await enqueueJob(db, { kind: 'test-flaky', payload: {}, dedupeKey: 'flaky' })
		expect(await runDueJobs(db, handlers)).toEqual({ claimed: 1, done: 0 })
		const [failed] = await db.select().from(jobs).where(eq(jobs.dedupeKey, 'flaky'))
		expect(failed).toMatchObject({ attempts: 1, doneAt: null, lastError: 'not yet' })
		expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now())
		expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'flaky@example.com'))).toHaveLength(0)

		fail = false
		await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.dedupeKey, 'flaky'))
		expect(await runDueJobs(db, handlers)).toEqual({ claimed: 1, done: 1 })
		expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'flaky@example.com'))).toHaveLength(1)
	})

	test('three workers at once run each job exactly once', async () => {
		const db = database.db
		const ran: number[] = []
		const handlers = {
			'test-parallel': async (tx: typeof db, payload: unknown) => {
				ran.push((payload as { n: number }).n)
				await tx.insert(outboxEmails).values({ to: `parallel-${(payload as { n: number }).n}@example.com`, subject: 'P', text: 'x' })
			},
		}
		for (let n = 0; n < 12; n++) await enqueueJob(db, { kind: 'test-parallel', payload: { n }, dedupeKey: `parallel:${n}` })
		const runs = await Promise.all([1, 2, 3].map(() => runDueJobs(db, handlers, 5)))
		let total = runs.reduce((sum, r) => sum + r.done, 0)
		while (total < 12) total += (await runDueJobs(db, handlers)).done
		expect(total).toBe(12)
		expect([...ran].sort((a, b) => a - b)).toEqual([...Array(12).keys()])
	})
})
