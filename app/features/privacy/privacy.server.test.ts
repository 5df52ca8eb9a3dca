import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { accountAudit, contactMessages, jobs, leads, newsletterSubscriptions, profiles, users } from '~/db/schema'
import { enqueueJob, runDueJobs } from '~/features/jobs/jobs.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { eraseOnRequest, recentErasures } from './privacy-actions.server'
import { erasePersonData, privacyJobHandlers, RETENTION_JOB, retentionJob } from './privacy.server'

describe.each(testDatabaseKinds)('privacy on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => database?.dispose())

	test('the daily retention job anonymises leads closed longer than the period, once, with two processes running jobs; it queues the next day', async () => {
		const { db } = database
		const old = (months: number) => sql`now() - make_interval(months => ${months})`
		const [stale] = await db.insert(leads).values({ type: 'enquiry', name: 'Old Closed', email: 'old@example.com', mobile: '9876500001', message: 'Old words', status: 'closed', closedAt: old(25) }).returning()
		const [recent] = await db.insert(leads).values({ type: 'enquiry', name: 'Recent Closed', email: 'recent@example.com', status: 'closed', closedAt: old(23) }).returning()
		const [open] = await db.insert(leads).values({ type: 'enquiry', name: 'Still Open', email: 'open@example.com', status: 'contacted', createdAt: old(30) }).returning()
		// A second "process": its own connection pool to the same database (PGlite has one process only).
		const second = kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: database.url! }) : null
		try {
			const today = retentionJob(new Date())
			await enqueueJob(db, today)
			await enqueueJob(second?.db ?? db, today)
			const handlers = privacyJobHandlers(24)
			const runs = await Promise.all([runDueJobs(db, handlers), runDueJobs(second?.db ?? db, handlers)])
			expect(runs.reduce((n, r) => n + r.done, 0)).toBe(1)
		} finally {
			await second?.close()
		}
		const rows = await db.select().from(leads).where(sql`${leads.id} in (${stale!.id}, ${recent!.id}, ${open!.id})`)
		const byId = new Map(rows.map((r) => [r.id, r]))
		expect(byId.get(stale!.id)).toMatchObject({ name: null, email: null, mobile: null, message: null, status: 'closed', type: 'enquiry' })
		expect(byId.get(stale!.id)!.anonymisedAt).not.toBeNull()
		expect(byId.get(recent!.id)).toMatchObject({ name: 'Recent Closed', anonymisedAt: null })
		expect(byId.get(open!.id)).toMatchObject({ name: 'Still Open', anonymisedAt: null })
		const queued = await db.select({ dedupeKey: jobs.dedupeKey, doneAt: jobs.doneAt }).from(jobs).where(eq(jobs.kind, RETENTION_JOB))
		const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
		expect(queued.filter((j) => j.doneAt === null).map((j) => j.dedupeKey)).toEqual([`${RETENTION_JOB}:${tomorrow}`])
	})

	test('erasing a person removes their name, contact details and messages, and keeps the leads for the counts', async () => {
		const { db } = database
		const [message] = await db.insert(contactMessages).values({ name: 'Erase Me', email: 'Erase@Example.com', subject: 'Hello', message: 'My story' }).returning()
		await db.insert(leads).values({ type: 'contact', name: 'Erase Me', email: 'Erase@Example.com', message: 'My story', sourceId: message!.id })
		await db.insert(newsletterSubscriptions).values({ email: 'erase@example.com' })
		await db.insert(leads).values({ type: 'enquiry', name: 'Someone Else', email: 'else@example.com' })
		const { leadsErased } = await erasePersonData(db, { email: 'erase@example.com' })
		expect(leadsErased).toBe(1)
		const left = await db.select().from(leads).where(eq(leads.type, 'contact'))
		expect(left.filter((l) => l.email === null && l.name === null && l.anonymisedAt !== null).length).toBeGreaterThanOrEqual(1)
		expect(await db.select().from(contactMessages).where(eq(contactMessages.id, message!.id))).toEqual([])
		expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'erase@example.com'))).toEqual([])
		expect(await db.select({ name: leads.name }).from(leads).where(eq(leads.email, 'else@example.com'))).toEqual([{ name: 'Someone Else' }])
	})

	test('a staff member erases a person on request: their data goes and the log says who did it and how much, never whose', async () => {
		const { db } = database
		const [staff] = await db.insert(users).values({ id: 'erasing-staff', name: 'Sukhdeep Staff', email: 'erasing-staff@example.com' }).returning()
		await db.insert(profiles).values({ userId: staff!.id, name: 'Sukhdeep Staff', email: staff!.email, role: 'staff' })
		await db.insert(leads).values({ type: 'enquiry', name: 'Asking Person', email: 'asking@example.com', mobile: '9876500111' })
		const outcome = await eraseOnRequest(db, { id: staff!.id, name: 'Sukhdeep Staff' }, 'asking@example.com')
		expect(outcome).toMatchObject({ ok: true, message: 'Erased: 1 lead anonymised.' })
		expect(await db.select().from(leads).where(eq(leads.email, 'asking@example.com'))).toEqual([])
		const [line] = await recentErasures(db)
		expect(line).toMatchObject({ actorName: 'Sukhdeep Staff', detail: 'Erased the personal data of a person on request (1 lead)' })
		expect(JSON.stringify(await db.select().from(accountAudit))).not.toContain('asking@example.com')
		// A staff account is never erased from here: it is deactivated instead.
		expect(await eraseOnRequest(db, { id: staff!.id, name: 'Sukhdeep Staff' }, staff!.email)).toMatchObject({ ok: false })
	})
})
