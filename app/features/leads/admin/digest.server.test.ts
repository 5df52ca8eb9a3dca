import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { jobs, leads, outboxEmails, profiles, users } from '~/db/schema'
import { runDueJobs } from '~/features/jobs/jobs.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { createLead } from '../leads.server'
import { LEAD_DIGEST, leadJobHandlers, nextDigestDate, queueDigests, scheduleDigest, zonedInstant } from './digest.server'

const timeZone = 'Asia/Kolkata'
const at = (iso: string) => new Date(iso)
/** 08:00 on 2 December in Jalandhar. */
const digestMoment = at('2026-12-02T02:30:00.000Z')
const settings = { timeZone, siteName: 'Welsh Education', adminUrl: 'https://www.example.com', sendMail: true, now: () => digestMoment }

test('the digest time is on the institute clock: 08:00 in Jalandhar is 02:30 UTC, and the day turns at midnight there', () => {
	expect(zonedInstant('2026-12-02', '08:00', timeZone).toISOString()).toBe('2026-12-02T02:30:00.000Z')
	expect(zonedInstant('2026-12-02', '00:15', timeZone).toISOString()).toBe('2026-12-01T18:45:00.000Z')
	// 00:30 on 2 December in Jalandhar is still 1 December in UTC: today's digest is still ahead.
	expect(nextDigestDate(at('2026-12-01T19:00:00.000Z'), '08:00', timeZone)).toBe('2026-12-02')
	expect(nextDigestDate(at('2026-12-02T02:29:59.000Z'), '08:00', timeZone)).toBe('2026-12-02')
	expect(nextDigestDate(digestMoment, '08:00', timeZone)).toBe('2026-12-03')
	// A zone with daylight saving: 08:00 in London is 08:00 UTC in winter and 07:00 UTC in summer.
	expect(zonedInstant('2026-12-02', '08:00', 'Europe/London').toISOString()).toBe('2026-12-02T08:00:00.000Z')
	expect(zonedInstant('2026-07-02', '08:00', 'Europe/London').toISOString()).toBe('2026-07-02T07:00:00.000Z')
})

describe.each(testDatabaseKinds)('the morning digest on %s', (kind) => {
	let database: TestDatabase
	let db: TestDatabase['db']
	const people = {
		harpreet: { id: 'digest-harpreet', name: 'Harpreet Kaur' },
		gagan: { id: 'digest-gagan', name: 'Gagan Sandhu' },
		idle: { id: 'digest-idle', name: 'Idle Counsellor' },
		student: { id: 'digest-student', name: 'A Student' },
	}
	const ids = {} as Record<'late' | 'fresh' | 'action' | 'earlier' | 'tomorrow' | 'student', string>

	async function lead(name: string, assigneeId: string, patch: Partial<typeof leads.$inferInsert>) {
		const { id } = await createLead(db, { type: 'enquiry', name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, course: 'ielts-academic' })
		await db.update(leads).set({ assigneeId, waitingSince: null, ...patch }).where(eq(leads.id, id))
		return id
	}

	beforeAll(async () => {
		database = await createTestDatabase(kind)
		db = database.db
		for (const person of Object.values(people)) {
			await db.insert(users).values({ id: person.id, name: person.name, email: `${person.id}@example.com` })
			await db.insert(profiles).values({ userId: person.id, name: person.name, email: `${person.id}@example.com`, role: person === people.student ? 'student' : 'staff' })
		}
		// Waiting since 07:00 on 1 December in Jalandhar: 25 hours at the digest.
		ids.late = await lead('Late Lead', people.harpreet.id, { waitingSince: at('2026-12-01T01:30:00.000Z') })
		// Arrived at 00:30 on 2 December in Jalandhar (still 1 December in UTC): 7 h 30 min.
		ids.fresh = await lead('Fresh Lead', people.harpreet.id, { waitingSince: at('2026-12-01T19:00:00.000Z') })
		ids.action = await lead('Action Lead', people.harpreet.id, { status: 'counselling', nextActionOn: '2026-12-02', nextActionNote: 'Send the Canada checklist' })
		ids.earlier = await lead('Earlier Lead', people.harpreet.id, { status: 'applied', nextActionOn: '2026-11-30', nextActionNote: 'Chase the offer letter' })
		// Gagan's only action is tomorrow in Jalandhar: nothing to say today.
		ids.tomorrow = await lead('Tomorrow Lead', people.gagan.id, { status: 'contacted', nextActionOn: '2026-12-03', nextActionNote: 'Call back' })
		// Assigned to someone no longer staff: no digest for them.
		ids.student = await lead('Student Lead', people.student.id, { waitingSince: at('2026-12-01T01:30:00.000Z') })
	})
	afterAll(async () => database?.dispose())

	test("a counsellor's digest lists their overdue leads, actions due today (or earlier) and new leads, with links; nobody gets an empty one", async () => {
		expect(await queueDigests(db, '2026-12-02', settings)).toBe(1)
		const queued = await db.select({ to: outboxEmails.to, subject: outboxEmails.subject, text: outboxEmails.text }).from(outboxEmails)
		expect(queued).toEqual([
			{
				to: 'digest-harpreet@example.com',
				subject: 'Your day: 1 overdue, 2 actions due, 1 new lead',
				text: [
					'Good morning Harpreet Kaur,',
					'',
					'Your day on 2026-12-02, from the Welsh Education staff inbox. Names are as the students typed them.',
					'',
					'Overdue: no contact in 24 hours (1):',
					'- Late Lead · IELTS: Academic · New · waiting 25 h',
					`  https://www.example.com/admin/leads/${ids.late}`,
					'',
					'Actions due today (2):',
					'- Earlier Lead · IELTS: Academic · Applied · due 2026-11-30: Chase the offer letter',
					`  https://www.example.com/admin/leads/${ids.earlier}`,
					'- Action Lead · IELTS: Academic · Counselling · Send the Canada checklist',
					`  https://www.example.com/admin/leads/${ids.action}`,
					'',
					'New leads waiting for you (1):',
					'- Fresh Lead · IELTS: Academic · New · waiting 7 h',
					`  https://www.example.com/admin/leads/${ids.fresh}`,
					'',
					'Open My day: https://www.example.com/admin/my-day',
				].join('\n'),
			},
		])
		await db.delete(outboxEmails)
	})

	test("the day is Jalandhar's: at 23:59 there, tomorrow's action is not due; a minute later it is", async () => {
		// 23:59 on 2 December in Jalandhar is 18:29 UTC.
		const gagan = () => db.select({ to: outboxEmails.to }).from(outboxEmails).where(eq(outboxEmails.to, 'digest-gagan@example.com'))
		await queueDigests(db, '2026-12-02', { ...settings, now: () => at('2026-12-02T18:29:00.000Z') })
		expect(await gagan()).toEqual([])
		// 00:01 on 3 December there (still 2 December in UTC): Gagan's call is due.
		await queueDigests(db, '2026-12-03', { ...settings, now: () => at('2026-12-02T18:31:00.000Z') })
		expect(await gagan()).toEqual([{ to: 'digest-gagan@example.com' }])
		await db.delete(outboxEmails)
	})

	test('a digest for a day already gone is not sent (every process was down), and none without mail', async () => {
		expect(await queueDigests(db, '2026-12-01', settings)).toBe(0)
		expect(await queueDigests(db, '2026-12-02', { ...settings, sendMail: false })).toBe(0)
		expect(await db.select().from(outboxEmails)).toEqual([])
	})

	test('two processes, each queueing the digest at start and running jobs at once: one email per counsellor, and the next day queued once', async () => {
		// A second connection pool to the same database, as a second server process has (PGlite: one process only).
		const second = kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: database.url!, maxConnections: 5 }) : undefined
		const other = second?.db ?? db
		try {
			const startedAt = at('2026-12-02T01:00:00.000Z')
			await Promise.all([scheduleDigest(db, { timeZone, now: startedAt }), scheduleDigest(other, { timeZone, now: startedAt })])
			const queuedJobs = await db.select({ dedupeKey: jobs.dedupeKey, runAt: jobs.runAt }).from(jobs).where(eq(jobs.kind, LEAD_DIGEST))
			expect(queuedJobs).toEqual([{ dedupeKey: 'lead-digest:2026-12-02', runAt: digestMoment }])
			// The time has come (the test's clock is ahead of the database's).
			await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, LEAD_DIGEST))
			const handlers = leadJobHandlers(settings)
			const runs = await Promise.all([runDueJobs(db, handlers), runDueJobs(other, handlers), runDueJobs(db, handlers), runDueJobs(other, handlers)])
			expect(runs.reduce((sum, run) => sum + run.done, 0)).toBe(1)
			expect((await db.select({ to: outboxEmails.to }).from(outboxEmails)).map((r) => r.to)).toEqual(['digest-harpreet@example.com'])
			const after = await db.select({ dedupeKey: jobs.dedupeKey, runAt: jobs.runAt, done: sql<boolean>`${jobs.doneAt} is not null` }).from(jobs).where(eq(jobs.kind, LEAD_DIGEST)).orderBy(jobs.runAt)
			expect(after).toEqual([
				{ dedupeKey: 'lead-digest:2026-12-02', runAt: expect.any(Date), done: true },
				{ dedupeKey: 'lead-digest:2026-12-03', runAt: at('2026-12-03T02:30:00.000Z'), done: false },
			])
			// A restart the same morning queues nothing new and sends nothing again.
			await scheduleDigest(other, { timeZone, now: at('2026-12-02T03:00:00.000Z') })
			expect(await db.select().from(jobs).where(eq(jobs.kind, LEAD_DIGEST))).toHaveLength(2)
			expect(await runDueJobs(db, handlers)).toEqual({ claimed: 0, done: 0 })
			expect(await db.select().from(outboxEmails)).toHaveLength(1)
		} finally {
			await second?.close()
		}
	})
})
