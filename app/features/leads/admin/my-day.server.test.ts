import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leadContacts, leads, profiles, users } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { createLead } from '../leads.server'
import { applyLeadAction, getLead, listInbox } from './inbox.server'
import { leadActionSchema, leadMessages } from './inbox-schema'
import { myDay } from './my-day.server'

const timeZone = 'Asia/Kolkata'
const counsellor = { id: 'counsellor-1', name: 'Harpreet Counsellor' }
const other = { id: 'counsellor-2', name: 'Gagan Counsellor' }
/** 23:30 on 1 December in Jalandhar (18:00 UTC): half an hour before the calendar day turns. */
const receivedAt = new Date('2026-12-01T18:00:00.000Z')
const at = (iso: string) => new Date(iso)

describe.each(testDatabaseKinds)('first contact and My day on %s', (kind) => {
	let database: TestDatabase
	let db: TestDatabase['db']
	const ids = {} as Record<'late' | 'fresh' | 'action' | 'others' | 'contacted', string>

	async function lead(name: string, assigneeId: string, patch: Partial<typeof leads.$inferInsert> = {}) {
		const { id } = await createLead(db, { type: 'enquiry', name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, course: 'ielts-academic' })
		await db.update(leads).set({ assigneeId, createdAt: receivedAt, lastActivityAt: receivedAt, waitingSince: receivedAt, ...patch }).where(eq(leads.id, id))
		return id
	}

	beforeAll(async () => {
		database = await createTestDatabase(kind)
		db = database.db
		for (const user of [counsellor, other]) {
			await db.insert(users).values({ id: user.id, name: user.name, email: `${user.id}@example.com` })
			await db.insert(profiles).values({ userId: user.id, name: user.name, email: `${user.id}@example.com`, role: 'staff' })
		}
		ids.late = await lead('Late Lead', counsellor.id)
		// Arrived one hour after the other, at 00:30 on 2 December in Jalandhar.
		ids.fresh = await lead('Fresh Lead', counsellor.id, { waitingSince: at('2026-12-01T19:00:00.000Z'), createdAt: at('2026-12-01T19:00:00.000Z') })
		ids.action = await lead('Action Lead', counsellor.id, { status: 'counselling', waitingSince: null, nextActionOn: '2026-12-02', nextActionNote: 'Send the Canada checklist' })
		ids.others = await lead('Others Lead', other.id, { nextActionOn: '2026-12-02' })
	})
	afterAll(async () => database?.dispose())

	test('overdue is 24 hours of waiting, not a calendar day: the day turning in Jalandhar changes nothing', async () => {
		// 00:30 on 2 December in Jalandhar: a new calendar day, one hour after the lead arrived.
		let day = await myDay(db, counsellor.id, { now: at('2026-12-01T19:00:00.000Z'), timeZone })
		expect(day.today).toBe('2026-12-02')
		expect(day.overdue).toEqual([])
		expect(day.waiting.map((l) => l.id)).toEqual([ids.late, ids.fresh])
		// 23:29:59 on 2 December: still inside the promise.
		day = await myDay(db, counsellor.id, { now: at('2026-12-02T17:59:59.000Z'), timeZone })
		expect(day.overdue).toEqual([])
		// 23:30 on 2 December: 24 hours have passed for the first lead, not for the second.
		day = await myDay(db, counsellor.id, { now: at('2026-12-02T18:00:00.000Z'), timeZone })
		expect(day.overdue.map((l) => l.id)).toEqual([ids.late])
		expect(day.waiting.map((l) => l.id)).toEqual([ids.fresh])
		const inbox = await listInbox(db, { q: '', page: 1, contact: 'overdue' }, at('2026-12-02T18:00:00.000Z'))
		// The inbox counts everyone's: the other counsellor's lead arrived at the same moment.
		expect(inbox.overdue).toBe(2)
		expect(inbox.leads.map((l) => l.id).sort()).toEqual([ids.late, ids.others].sort())
	})

	test('actions due today follow the calendar in Jalandhar, and earlier ones stay until done', async () => {
		// 23:00 UTC on 1 December is already 04:30 on 2 December in Jalandhar: due today.
		let day = await myDay(db, counsellor.id, { now: at('2026-12-01T23:00:00.000Z'), timeZone })
		expect(day.due.map((l) => [l.id, l.nextActionOn, l.nextActionNote])).toEqual([[ids.action, '2026-12-02', 'Send the Canada checklist']])
		// 18:00 UTC on 1 December is 23:30 on 1 December there: not yet.
		day = await myDay(db, counsellor.id, { now: at('2026-12-01T18:00:00.000Z'), timeZone })
		expect(day.due).toEqual([])
		// Days later, still listed until the next action is moved or cleared. Another counsellor's never.
		day = await myDay(db, counsellor.id, { now: at('2026-12-05T06:00:00.000Z'), timeZone })
		expect(day.due.map((l) => l.id)).toEqual([ids.action])
		expect((await myDay(db, other.id, { now: at('2026-12-05T06:00:00.000Z'), timeZone })).due.map((l) => l.id)).toEqual([ids.others])
	})

	test('logging a call that got through records the first contact and ends the wait; a missed call does not', async () => {
		const missed = await applyLeadAction(db, ids.late, leadActionSchema.parse({ intent: 'contact', channel: 'call', outcome: 'no-answer' }), counsellor)
		expect(missed).toMatchObject({ ok: true, message: leadMessages.contactAttemptLogged })
		expect(await getLead(db, ids.late)).toMatchObject({ waitingSince: receivedAt.toISOString(), firstContactAt: null })

		const reached = await applyLeadAction(db, ids.late, leadActionSchema.parse({ intent: 'contact', channel: 'whatsapp' }), counsellor)
		expect(reached).toMatchObject({ ok: true, message: leadMessages.contactLogged })
		const lead = await getLead(db, ids.late)
		expect(lead).toMatchObject({ waitingSince: null, status: 'new' })
		expect(lead?.firstContactAt).not.toBeNull()
		expect(lead?.contacts.map((c) => [c.channel, c.outcome, c.authorName])).toEqual([
			['whatsapp', 'reached', counsellor.name],
			['call', 'no-answer', counsellor.name],
		])
		// A second contact keeps the first one's time.
		await applyLeadAction(db, ids.late, leadActionSchema.parse({ intent: 'contact', channel: 'email', note: 'Sent the brochure' }), counsellor)
		expect((await getLead(db, ids.late))?.firstContactAt).toBe(lead?.firstContactAt)
		expect(await db.select().from(leadContacts).where(eq(leadContacts.leadId, ids.late))).toHaveLength(3)
		// Only the other lead, still unanswered, is overdue by then.
		expect((await myDay(db, counsellor.id, { now: at('2026-12-03T06:00:00.000Z'), timeZone })).overdue.map((l) => l.id)).toEqual([ids.fresh])
	})

	test('a next action is set and cleared on the lead', async () => {
		const set = await applyLeadAction(db, ids.fresh, leadActionSchema.parse({ intent: 'next-action', nextActionOn: '2026-12-03', nextActionNote: 'Call after 5 pm' }), counsellor)
		expect(set).toMatchObject({ ok: true, message: leadMessages.nextActionSaved })
		expect(await getLead(db, ids.fresh)).toMatchObject({ nextActionOn: '2026-12-03', nextActionNote: 'Call after 5 pm' })
		const cleared = await applyLeadAction(db, ids.fresh, leadActionSchema.parse({ intent: 'next-action', nextActionOn: '', nextActionNote: '' }), counsellor)
		expect(cleared).toMatchObject({ ok: true, message: leadMessages.nextActionCleared })
		expect(await getLead(db, ids.fresh)).toMatchObject({ nextActionOn: null, nextActionNote: null })
		expect(await applyLeadAction(db, '00000000-0000-4000-8000-000000000000', leadActionSchema.parse({ intent: 'contact', channel: 'call' }), counsellor)).toMatchObject({ ok: false, status: 404 })
	})
})
