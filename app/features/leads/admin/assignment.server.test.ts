import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { jobs, leadRotation, leads, profiles, users } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { createLead } from '../leads.server'
import { applyBulkAction, saveLeadSettings } from './assignment.server'
import { LEAD_DIGEST, scheduleDigest } from './digest.server'
import { leadSettingsSchema } from './lead-settings-schema'
import { listRotation, loadLeadSettings } from './lead-settings.server'

const timeZone = 'Asia/Kolkata'
const actor = { id: 'rr-admin', name: 'Admin' }

describe.each(testDatabaseKinds)('round-robin assignment and bulk actions on %s', (kind) => {
	let database: TestDatabase
	let db: TestDatabase['db']
	let n = 0

	async function newLead(type: 'enquiry' | 'newsletter' = 'enquiry', email = `rr-${kind}-${++n}@example.com`) {
		const { id } = await createLead(db, { type, name: `Student ${n}`, email })
		const [row] = await db.select({ assigneeId: leads.assigneeId }).from(leads).where(eq(leads.id, id))
		return { id, assigneeId: row!.assigneeId }
	}
	const assignees = async (count: number) => {
		const out: (string | null)[] = []
		for (let i = 0; i < count; i++) out.push((await newLead()).assigneeId)
		return out
	}
	const setRotation = (members: string[], roundRobin = true) => saveLeadSettings(db, leadSettingsSchema.parse({ roundRobin, digestTime: '08:00', members }), { timeZone })

	beforeAll(async () => {
		database = await createTestDatabase(kind)
		db = database.db
		for (const id of ['rr-a', 'rr-b', 'rr-c', 'rr-d', 'rr-admin']) {
			await db.insert(users).values({ id, name: id, email: `${id}@example.com` })
			await db.insert(profiles).values({ userId: id, name: `Counsellor ${id.slice(3).toUpperCase()}`, email: `${id}@example.com`, role: id === 'rr-admin' ? 'admin' : 'staff' })
		}
	})
	afterAll(async () => database?.dispose())

	test('off until an admin switches it on: new leads wait unassigned', async () => {
		expect(await loadLeadSettings(db)).toEqual({ roundRobin: false, digestTime: '08:00' })
		expect(await assignees(2)).toEqual([null, null])
		await setRotation(['rr-a', 'rr-b'], false)
		expect(await assignees(1)).toEqual([null])
	})

	test('takes turns, and stays fair when counsellors leave, come back and join', async () => {
		await setRotation(['rr-a', 'rr-b', 'rr-c'])
		expect(await assignees(6)).toEqual(['rr-a', 'rr-b', 'rr-c', 'rr-a', 'rr-b', 'rr-c'])
		// B goes on leave: A and C take turns, with no gap where B was.
		await setRotation(['rr-a', 'rr-c'])
		expect(await assignees(4)).toEqual(['rr-a', 'rr-c', 'rr-a', 'rr-c'])
		// D joins and B comes back: each gets the next lead (D never had one, B waited longest), then all four take turns;
		// neither is flooded to catch up with the others' counts.
		await setRotation(['rr-a', 'rr-b', 'rr-c', 'rr-d'])
		expect(await assignees(8)).toEqual(['rr-d', 'rr-b', 'rr-a', 'rr-c', 'rr-d', 'rr-b', 'rr-a', 'rr-c'])
		// C stops being staff (a role change, not the rotation form): skipped from then on.
		await db.update(profiles).set({ role: 'student' }).where(eq(profiles.userId, 'rr-c'))
		expect(await assignees(3)).toEqual(['rr-d', 'rr-b', 'rr-a'])
		await db.update(profiles).set({ role: 'staff' }).where(eq(profiles.userId, 'rr-c'))
		expect((await listRotation(db)).filter((m) => m.inRotation).map((m) => m.id)).toEqual(['rr-a', 'rr-b', 'rr-c', 'rr-d'])
		// D's account is deactivated (issue 16): offered no new leads, and gone from the rotation's list, until reactivated.
		await db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.userId, 'rr-d'))
		expect(await assignees(3)).toEqual(['rr-c', 'rr-b', 'rr-a'])
		expect((await listRotation(db)).map((m) => m.id)).not.toContain('rr-d')
		await db.update(profiles).set({ deactivatedAt: null }).where(eq(profiles.userId, 'rr-d'))
		expect((await listRotation(db)).filter((m) => m.inRotation).map((m) => m.id)).toEqual(['rr-a', 'rr-b', 'rr-c', 'rr-d'])
	})

	test('sign-ups and repeats are not assigned: a repeat stays with its first lead', async () => {
		await setRotation(['rr-a', 'rr-b'])
		expect((await newLead('newsletter')).assigneeId).toBeNull()
		const first = await newLead('enquiry', `rr-${kind}-repeat@example.com`)
		const repeat = await newLead('enquiry', `rr-${kind}-repeat@example.com`)
		expect(first.assigneeId).not.toBeNull()
		expect(repeat.assigneeId).toBeNull()
	})

	test('forty leads at once, from two processes, are shared exactly: ten each for four counsellors', async () => {
		await setRotation(['rr-a', 'rr-b', 'rr-c', 'rr-d'])
		const second = kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: database.url!, maxConnections: 10 }) : undefined
		try {
			const created = await Promise.all(
				Array.from({ length: 40 }, (_, i) => createLead(i % 2 === 0 || !second ? db : second.db, { type: 'enquiry', name: `Burst ${i}`, email: `rr-${kind}-burst-${i}@example.com` })),
			)
			const rows = await db.select({ assigneeId: leads.assigneeId }).from(leads).where(inArray(leads.id, created.map((c) => c.id)))
			const counts: Record<string, number> = {}
			for (const row of rows) counts[row.assigneeId!] = (counts[row.assigneeId!] ?? 0) + 1
			expect(counts).toEqual({ 'rr-a': 10, 'rr-b': 10, 'rr-c': 10, 'rr-d': 10 })
		} finally {
			await second?.close()
		}
	})

	test('saving the settings refuses someone who is not staff, and a new digest time moves the queued digest', async () => {
		expect(await saveLeadSettings(db, leadSettingsSchema.parse({ roundRobin: true, digestTime: '08:00', members: ['nobody'] }), { timeZone })).toEqual({ ok: false })
		await scheduleDigest(db, { timeZone, now: new Date('2026-12-02T01:00:00.000Z') })
		await saveLeadSettings(db, leadSettingsSchema.parse({ roundRobin: false, digestTime: '07:15', members: ['rr-a'] }), { timeZone })
		expect(await loadLeadSettings(db)).toEqual({ roundRobin: false, digestTime: '07:15' })
		const [job] = await db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.dedupeKey, `${LEAD_DIGEST}:2026-12-02`))
		expect(job!.runAt.toISOString()).toBe('2026-12-02T01:45:00.000Z')
		expect(await db.select({ userId: leadRotation.userId }).from(leadRotation).where(eq(leadRotation.active, true))).toEqual([{ userId: 'rr-a' }])
	})

	test('bulk actions assign or set the status of each ticked lead, as the lead page would', async () => {
		const [one, two] = [await newLead(), await newLead()]
		expect(await applyBulkAction(db, { intent: 'bulk-assign', ids: [one.id, two.id], assigneeId: 'rr-b' }, actor)).toEqual({ ok: true, message: '2 leads assigned to Counsellor B.' })
		expect(await applyBulkAction(db, { intent: 'bulk-status', ids: [one.id, two.id], status: 'contacted' }, actor)).toEqual({ ok: true, message: 'Status set to Contacted on 2 leads.' })
		const rows = await db.select({ assigneeId: leads.assigneeId, status: leads.status, waiting: sql<boolean>`${leads.waitingSince} is not null` }).from(leads).where(inArray(leads.id, [one.id, two.id]))
		expect(rows).toEqual([
			{ assigneeId: 'rr-b', status: 'contacted', waiting: false },
			{ assigneeId: 'rr-b', status: 'contacted', waiting: false },
		])
		expect(await applyBulkAction(db, { intent: 'bulk-assign', ids: [one.id], assigneeId: 'rr-nobody' }, actor)).toMatchObject({ ok: false, field: 'assigneeId' })
		expect(await applyBulkAction(db, { intent: 'bulk-assign', ids: [one.id, two.id], assigneeId: '' }, actor)).toEqual({ ok: true, message: '2 leads no longer assigned.' })
	})
})
