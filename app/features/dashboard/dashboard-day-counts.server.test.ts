import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bookings, counsellors, leads, profiles, users } from '~/db/schema'
import { enqueueJob, runDueJobs } from '~/features/jobs/jobs.server'
import { applyBulkAction } from '~/features/leads/admin/assignment.server'
import { applyLeadAction } from '~/features/leads/admin/inbox.server'
import { createLead } from '~/features/leads/leads.server'
import { erasePersonData, privacyJobHandlers, retentionJob } from '~/features/privacy/privacy.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import type { DashboardRange } from './dashboard'
import type { BreakdownCount } from './dashboard-tables.server'
import { countFromDayCounts, countFromLeads, LEAD_DAY_COUNTS_TIME_ZONE, loadDashboard } from './dashboard.server'

/*
 * The daily roll-up (lead_day_counts, kept by triggers on leads) must give the dashboard exactly the
 * figures counted from the leads themselves, after every kind of change the app makes to leads.
 */
const timeZone = LEAD_DAY_COUNTS_TIME_ZONE
const actor = { id: 'roll-harpreet', name: 'Harpreet Counsellor' }
const gagan = { id: 'roll-gagan', name: 'Gagan Counsellor' }
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000)
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

describe.each(testDatabaseKinds)('the dashboard’s daily roll-up on %s', (kind) => {
	let database: TestDatabase
	const ids: Record<string, string> = {}

	beforeAll(async () => {
		database = await createTestDatabase(kind)
		const { db } = database
		for (const user of [actor, gagan]) {
			await db.insert(users).values({ id: user.id, name: user.name, email: `${user.id}@example.com` })
			await db.insert(profiles).values({ userId: user.id, name: user.name, email: `${user.id}@example.com`, role: 'staff' })
		}
		await db.insert(counsellors).values({ id: 'roll-counsellor', name: 'Booked Counsellor', email: 'roll-booked@example.com', weeklyHours: [] })
	})
	afterAll(async () => database?.dispose())

	/** The same figures from the roll-up and from the leads, for a week by day, a year by week and a range ending yesterday; and the stored roll-up is what counting every lead again gives. */
	async function expectRollUpToAgree() {
		const { db } = database
		const now = new Date()
		const ranges: DashboardRange[] = [
			{ from: daysBefore(today(), 6), to: today(), by: 'day' },
			{ from: daysBefore(today(), 365), to: today(), by: 'week' },
			{ from: daysBefore(today(), 40), to: daysBefore(today(), 1), by: 'day' },
		]
		for (const range of ranges) {
			const [rolledUp, counted] = await Promise.all([countFromDayCounts(db, range, { timeZone, now }), countFromLeads(db, range, { timeZone, now })])
			const ordered = <T>(list: T[]) => list.map((item) => JSON.stringify(item)).sort()
			// The live count may give one value of a period in several rows (the country of two pages, say): the tables add them up.
			const perValue = (counts: BreakdownCount[]) => {
				const sums = new Map<string, number>()
				for (const c of counts) sums.set(JSON.stringify([c.dimension, c.period, c.value]), (sums.get(JSON.stringify([c.dimension, c.period, c.value])) ?? 0) + c.count)
				return [...sums].sort()
			}
			expect(perValue(rolledUp.breakdowns), `breakdowns ${range.from}–${range.to}`).toEqual(perValue(counted.breakdowns))
			expect(ordered(rolledUp.counsellors), `counsellors ${range.from}–${range.to}`).toEqual(ordered(counted.counsellors))
			expect({ funnel: rolledUp.funnel, firstContact: rolledUp.firstContact }).toEqual({ funnel: counted.funnel, firstContact: counted.firstContact })
		}
		const recount = sql`select d.day::text as day, d.dimension, d.value, d.detail, count(*)::int as leads from leads as l cross join lateral lead_day_keys(l) as d group by 1, 2, 3, 4`
		const stored = sql`select day::text as day, dimension, value, detail, leads from lead_day_counts where leads <> 0`
		const sorted = async (query: typeof recount) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows.map((row) => JSON.stringify(row)).sort()
		expect(await sorted(stored)).toEqual(await sorted(recount))
	}

	test('leads received on several days (midnight in Jalandhar included), with bookings, first contacts and assignees', async () => {
		const { db } = database
		const day = today()
		const at = (daysAgo: number, time: string) => new Date(`${daysBefore(day, daysAgo)}T${time}+05:30`)
		const seeded = [
			{ key: 'midnight', type: 'enquiry', createdAt: at(3, '00:00:00'), course: 'ielts-academic', sourcePage: '/country/ca', utmSource: 'google', status: 'contacted', assigneeId: actor.id, firstContactAt: at(3, '02:00:00') },
			{ key: 'before-midnight', type: 'contact', createdAt: at(4, '23:59:59'), sourcePage: '/contact', status: 'new', assigneeId: gagan.id, waitingSince: at(4, '23:59:59') },
			{ key: 'late-answer', type: 'enrolment', createdAt: at(10, '09:00:00'), course: 'ielts-academic-full-course', status: 'applied', assigneeId: gagan.id, firstContactAt: at(8, '09:00:00') },
			{ key: 'sign-up', type: 'newsletter', createdAt: at(2, '12:00:00'), sourcePage: '/' },
			{ key: 'booked', type: 'booking', createdAt: at(1, '08:00:00'), sourcePage: '/book', status: 'counselling' },
			{ key: 'old', type: 'enquiry', createdAt: at(200, '15:00:00'), course: 'languages-german', sourcePage: '/destinations/germany', status: 'enrolled', assigneeId: actor.id, firstContactAt: at(199, '10:00:00') },
			{ key: 'waiting', type: 'enquiry', createdAt: hoursAgo(30), sourcePage: '/enquire', email: 'waiting@example.com', waitingSince: hoursAgo(30) },
			{ key: 'recent', type: 'enquiry', createdAt: hoursAgo(2), sourcePage: '/enquire', email: 'recent@example.com', assigneeId: actor.id, waitingSince: hoursAgo(2) },
		] as const
		for (const { key, ...lead } of seeded) {
			const [row] = await db
				.insert(leads)
				.values({ name: key, lastActivityAt: lead.createdAt, ...lead })
				.returning({ id: leads.id })
			ids[key] = row!.id
		}
		// A lead with two booked sessions counts once, under its first session's topic, in both counts.
		for (const [hours, topic] of [
			[48, 'country:au'],
			[72, 'course:ielts-academic-full-course'],
		] as const) {
			const startsAt = new Date(Date.now() + hours * 3_600_000)
			await db.insert(bookings).values({ counsellorId: 'roll-counsellor', mode: 'phone', topic, startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000), name: 'Booked', email: 'booked@example.com', mobile: '9876500009', leadId: ids.booked })
		}
		await expectRollUpToAgree()
	})

	test('a new lead and a repeat of a waiting one (created as the site creates them)', async () => {
		const { db } = database
		const created = await createLead(db, { type: 'enquiry', name: 'Fresh', email: 'fresh@example.com', course: 'university-postgraduate', sourcePage: '/country/united-kingdom', utmSource: 'facebook' })
		ids.fresh = created.id
		const repeat = await createLead(db, { type: 'contact', name: 'Recent Again', email: 'recent@example.com', sourcePage: '/contact' })
		expect(repeat.repeatOfId).toBe(ids.recent)
		await expectRollUpToAgree()
	})

	test('status changes and a contact logged on the lead page, and a bulk status change', async () => {
		const { db } = database
		expect((await applyLeadAction(db, ids.fresh!, { intent: 'status', status: 'counselling', closedReason: '' }, actor)).ok).toBe(true)
		expect((await applyLeadAction(db, ids.recent!, { intent: 'contact', channel: 'call', outcome: 'reached', note: '' }, actor)).ok).toBe(true)
		expect((await applyLeadAction(db, ids['late-answer']!, { intent: 'status', status: 'closed', closedReason: 'Chose another institute' }, actor)).ok).toBe(true)
		expect((await applyBulkAction(db, { intent: 'bulk-status', ids: [ids.midnight!, ids['before-midnight']!], status: 'enrolled' }, actor)).ok).toBe(true)
		await expectRollUpToAgree()
	})

	test('reassignment, one lead and in bulk, and a staff member’s account removed', async () => {
		const { db } = database
		expect((await applyLeadAction(db, ids.waiting!, { intent: 'assign', assigneeId: gagan.id }, actor)).ok).toBe(true)
		expect((await applyLeadAction(db, ids.old!, { intent: 'assign', assigneeId: '' }, actor)).ok).toBe(true)
		expect((await applyBulkAction(db, { intent: 'bulk-assign', ids: [ids.fresh!, ids.booked!, ids.recent!], assigneeId: gagan.id }, actor)).ok).toBe(true)
		await expectRollUpToAgree()
		// The account's leads become unassigned (ON DELETE SET NULL): the roll-up follows.
		await db.delete(profiles).where(eq(profiles.userId, gagan.id))
		await db.delete(users).where(eq(users.id, gagan.id))
		await expectRollUpToAgree()
	})

	test('erasure on request, the retention job, and a lead deleted', async () => {
		const { db } = database
		await db.update(leads).set({ email: 'fresh@example.com' }).where(eq(leads.id, ids.midnight!))
		expect((await erasePersonData(db, { email: 'fresh@example.com' })).leadsErased).toBe(2)
		await db.update(leads).set({ closedAt: sql`now() - interval '3 years'` }).where(eq(leads.id, ids['late-answer']!))
		await enqueueJob(db, retentionJob(new Date()))
		expect((await runDueJobs(db, privacyJobHandlers(24))).done).toBe(1)
		await db.delete(leads).where(eq(leads.id, ids.old!))
		await expectRollUpToAgree()
		const dashboard = await loadDashboard(db, { from: daysBefore(today(), 365), to: today(), by: 'week' }, { timeZone })
		// The booked lead has two sessions: it counts once.
		expect(dashboard.tables.find((t) => t.id === 'leads-by-type')!.rows.at(-1)).toEqual(['Total', 4, 1, 1, 1, 1, 8])
	})

	test('leads arriving and changing at the same moment (on PostgreSQL, over many connections): none fails, and the counts stay right', async () => {
		const { db } = database
		const arrivals = Array.from({ length: 24 }, (_, i) => createLead(db, { type: i % 3 === 0 ? 'contact' : 'enquiry', name: `Rush ${i}`, email: `rush-${i}@example.com`, sourcePage: '/enquire' }))
		const changes = [ids.waiting!, ids.recent!, ids.fresh!, ids.booked!].map((id, i) => applyLeadAction(db, id, { intent: 'status', status: i % 2 ? 'applied' : 'contacted', closedReason: '' }, actor))
		const settled = await Promise.allSettled([...arrivals, ...changes])
		expect(settled.filter((outcome) => outcome.status === 'rejected')).toEqual([])
		await expectRollUpToAgree()
	})
})
