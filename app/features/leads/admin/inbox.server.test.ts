import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leadNotes, leads, profiles, users } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { createLead } from '../leads.server'
import {
	applyLeadAction,
	currentCursor,
	encodeCursor,
	escapeLikePattern,
	exportInbox,
	getLead,
	leadsAfter,
	listInbox,
	listStaff,
	parseSince,
	waitForLeads,
} from './inbox.server'
import { INBOX_PAGE_SIZE, leadActionSchema, leadMessages, parseInboxFilters } from './inbox-schema'

const all = { q: '', page: 1 }

async function addUser(db: TestDatabase['db'], id: string, name: string, role: 'student' | 'staff' | 'admin') {
	await db.insert(users).values({ id, name, email: `${id}@example.com` })
	await db.insert(profiles).values({ userId: id, name, email: `${id}@example.com`, role })
}

/** Moves a lead's created_at, so the order does not depend on how fast the test runs. */
async function setCreatedAt(db: TestDatabase['db'], id: string, minutesAgo: number) {
	const at = sql`now() - make_interval(mins => ${minutesAgo})`
	await db.update(leads).set({ createdAt: at, lastActivityAt: at }).where(eq(leads.id, id))
}

describe.each(testDatabaseKinds)('staff inbox on %s', (kind) => {
	let database: TestDatabase
	let db: TestDatabase['db']
	async function exported(filters: Parameters<typeof exportInbox>[1]) {
		const rows = []
		for await (const batch of exportInbox(db, filters)) rows.push(...batch)
		return rows
	}
	const ids = {} as Record<'oldest' | 'enquiry' | 'repeat' | 'newsletter' | 'enrolment', string>
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		db = database.db
		await addUser(db, 'staff-1', 'Harpreet Counsellor', 'staff')
		await addUser(db, 'admin-1', 'Meera Admin', 'admin')
		await addUser(db, 'student-1', 'Simran Student', 'student')
		ids.oldest = (await createLead(db, { type: 'contact', name: 'Gurpreet Singh', email: 'gurpreet@example.com', mobile: '+91 98140 11111', message: 'Fees?' })).id
		ids.enquiry = (await createLead(db, { type: 'enquiry', name: 'Asha Rani', email: 'asha@example.com', mobile: '9876500001', course: 'ielts-academic', sourcePage: '/country/canada?utm_source=fb', utmSource: 'fb' })).id
		ids.repeat = (await createLead(db, { type: 'enquiry', name: 'Asha R.', email: 'asha.other@example.com', mobile: '98765 00001', course: 'ielts-general' })).id
		ids.newsletter = (await createLead(db, { type: 'newsletter', email: 'news_100%@example.com' })).id
		ids.enrolment = (await createLead(db, { type: 'enrolment', name: 'Karan Mehta', email: 'karan@example.com', course: 'skp-diploma' })).id
		await setCreatedAt(db, ids.oldest, 50)
		await setCreatedAt(db, ids.enquiry, 40)
		await setCreatedAt(db, ids.repeat, 30)
		await setCreatedAt(db, ids.newsletter, 20)
		await setCreatedAt(db, ids.enrolment, 10)
	})
	afterAll(async () => database?.dispose())

	test('the inbox lists first leads newest first, with repeats counted under their first lead', async () => {
		const page = await listInbox(db, all)
		expect(page.leads.map((l) => l.id)).toEqual([ids.enrolment, ids.newsletter, ids.enquiry, ids.oldest])
		expect(page.total).toBe(4)
		const enquiry = page.leads.find((l) => l.id === ids.enquiry)
		expect(enquiry).toMatchObject({ type: 'enquiry', name: 'Asha Rani', mobile: '9876500001', course: 'ielts-academic', status: 'new', repeatCount: 1, assigneeName: null })
		expect(page.leads.find((l) => l.id === ids.oldest)?.repeatCount).toBe(0)
		expect(typeof enquiry?.createdAt).toBe('string')
	})

	test('search finds by name, email or mobile (any spacing), and through a repeat', async () => {
		const search = async (q: string) => (await listInbox(db, { ...all, q })).leads.map((l) => l.id)
		expect(await search('karan')).toEqual([ids.enrolment])
		expect(await search('GURPREET@EXAMPLE')).toEqual([ids.oldest])
		expect(await search('98140 11111')).toEqual([ids.oldest])
		expect(await search('+91 98140 11111')).toEqual([ids.oldest])
		expect(await search('+91 98765 00001')).toEqual([ids.enquiry])
		expect(await search('9876500001')).toEqual([ids.enquiry])
		expect(await search('asha.other')).toEqual([ids.enquiry])
		expect(await search('nobody-here')).toEqual([])
		// Digits among letters are not a mobile: "Asha 981" does not find Gurpreet's 98140…
		expect(await search('Asha 981')).toEqual([])
		expect(await search('(981) 40-11111')).toEqual([ids.oldest])
	})

	test('% and _ in a search match only themselves', async () => {
		expect(escapeLikePattern('100%_a\\b')).toBe('100\\%\\_a\\\\b')
		expect((await listInbox(db, { ...all, q: '_100%' })).leads.map((l) => l.id)).toEqual([ids.newsletter])
		expect((await listInbox(db, { ...all, q: '%' })).leads.map((l) => l.id)).toEqual([ids.newsletter])
		// The newsletter address and the enquiry's source page (utm_source) hold a real underscore.
		expect((await listInbox(db, { ...all, q: '_' })).leads.map((l) => l.id)).toEqual([ids.newsletter, ids.enquiry])
	})

	test('search also finds the course (value or label), the country of the source page and the message', async () => {
		const search = async (q: string) => (await listInbox(db, { ...all, q })).leads.map((l) => l.id)
		expect(await search('Fees?')).toEqual([ids.oldest])
		expect(await search('skp-diploma')).toEqual([ids.enrolment])
		expect(await search('SKP: Dip')).toEqual([ids.enrolment])
		// Through the repeat's course label (IELTS: General Training).
		expect(await search('general training')).toEqual([ids.enquiry])
		expect(await search('canada')).toEqual([ids.enquiry])
	})

	test('waiting and overdue: counted at the top and filterable; contact moves a lead out', async () => {
		const now = new Date()
		let page = await listInbox(db, all, now)
		// Every lead but the sign-up waits; none is 24 hours old.
		expect(page.waiting).toBe(3)
		expect(page.overdue).toBe(0)
		expect((await listInbox(db, { ...all, contact: 'waiting' }, now)).leads.map((l) => l.id)).toEqual([ids.enrolment, ids.enquiry, ids.oldest])
		// A day on, the three are overdue.
		const tomorrow = new Date(now.getTime() + 24 * 60 * 60_000 + 1000)
		page = await listInbox(db, { ...all, contact: 'overdue' }, tomorrow)
		expect(page.overdue).toBe(3)
		expect(page.leads.map((l) => l.id)).toEqual([ids.enrolment, ids.enquiry, ids.oldest])
		expect(parseInboxFilters(new URLSearchParams('contact=overdue')).contact).toBe('overdue')
		expect(parseInboxFilters(new URLSearchParams('contact=soon')).contact).toBeUndefined()
	})

	test('filters by type and by status; unknown filter values mean "all"', async () => {
		expect((await listInbox(db, { ...all, type: 'enquiry' })).leads.map((l) => l.id)).toEqual([ids.enquiry])
		expect((await listInbox(db, { ...all, type: 'newsletter' })).leads.map((l) => l.id)).toEqual([ids.newsletter])
		expect((await listInbox(db, { ...all, status: 'closed' })).leads).toEqual([])
		expect(parseInboxFilters(new URLSearchParams('type=spam&status=&q=%20asha%20&page=-3'))).toEqual({ q: 'asha', type: undefined, status: undefined, contact: undefined, page: 1 })
	})

	test('status changes: closing needs a reason, and a clear message says so', async () => {
		const noReason = leadActionSchema.safeParse({ intent: 'status', status: 'closed', closedReason: '  ' })
		expect(noReason.success).toBe(false)
		expect(noReason.error?.issues[0]?.message).toBe(leadMessages.closedReasonRequired)
		expect(leadActionSchema.safeParse({ intent: 'status', status: 'archived' }).success).toBe(false)

		const actor = { id: 'staff-1', name: 'Harpreet Counsellor' }
		expect(await applyLeadAction(db, ids.oldest, leadActionSchema.parse({ intent: 'status', status: 'contacted' }), actor)).toMatchObject({ ok: true, message: leadMessages.statusSaved })
		// Past new: the first contact is recorded and the lead no longer waits.
		expect(await getLead(db, ids.oldest)).toMatchObject({ status: 'contacted', waitingSince: null, firstContactAt: expect.any(String) })
		expect((await listInbox(db, { ...all, status: 'contacted' })).leads.map((l) => l.id)).toEqual([ids.oldest])

		await applyLeadAction(db, ids.oldest, leadActionSchema.parse({ intent: 'status', status: 'closed', closedReason: 'Chose another institute' }), actor)
		expect(await getLead(db, ids.oldest)).toMatchObject({ status: 'closed', closedReason: 'Chose another institute' })
		// Reopening clears the reason.
		await applyLeadAction(db, ids.oldest, leadActionSchema.parse({ intent: 'status', status: 'counselling', closedReason: 'ignored' }), actor)
		expect(await getLead(db, ids.oldest)).toMatchObject({ status: 'counselling', closedReason: null })
	})

	test('assignment: only to staff or admins; empty means nobody', async () => {
		expect((await listStaff(db)).map((s) => s.name)).toEqual(['Harpreet Counsellor', 'Meera Admin'])
		const actor = { id: 'admin-1', name: 'Meera Admin' }
		const assign = (assigneeId: string) => applyLeadAction(db, ids.enquiry, leadActionSchema.parse({ intent: 'assign', assigneeId }), actor)
		expect(await assign('student-1')).toMatchObject({ ok: false, message: leadMessages.assigneeInvalid, status: 400 })
		expect(await assign('no-such-user')).toMatchObject({ ok: false, status: 400 })
		expect(await assign('staff-1')).toMatchObject({ ok: true, message: leadMessages.assigned })
		expect((await getLead(db, ids.enquiry))?.assigneeName).toBe('Harpreet Counsellor')
		expect((await listInbox(db, { ...all, type: 'enquiry' })).leads[0]?.assigneeName).toBe('Harpreet Counsellor')
		expect(await assign('')).toMatchObject({ ok: true, message: leadMessages.unassigned })
		expect((await getLead(db, ids.enquiry))?.assigneeId).toBeNull()
	})

	test('notes keep their author and time, oldest first; an empty note is refused', async () => {
		expect(leadActionSchema.safeParse({ intent: 'note', body: '   ' }).error?.issues[0]?.message).toBe(leadMessages.noteRequired)
		const actor = { id: 'staff-1', name: 'Harpreet Counsellor' }
		await applyLeadAction(db, ids.enquiry, leadActionSchema.parse({ intent: 'note', body: 'Called, no answer' }), actor)
		await applyLeadAction(db, ids.enquiry, leadActionSchema.parse({ intent: 'note', body: 'Booked a counselling session' }), { id: 'admin-1', name: 'Meera Admin' })
		const lead = await getLead(db, ids.enquiry)
		expect(lead?.notes.map((n) => [n.authorName, n.body])).toEqual([
			['Harpreet Counsellor', 'Called, no answer'],
			['Meera Admin', 'Booked a counselling session'],
		])
		expect(Math.abs(new Date(lead!.notes[0]!.createdAt).getTime() - Date.now())).toBeLessThan(60_000)
		const stored = await db.select().from(leadNotes).where(eq(leadNotes.leadId, ids.enquiry))
		expect(stored.map((n) => n.authorId).sort()).toEqual(['admin-1', 'staff-1'])
	})

	test('a lead page shows its linked repeats: the first lead and the others', async () => {
		const first = await getLead(db, ids.enquiry)
		expect(first).toMatchObject({ sourcePage: '/country/canada?utm_source=fb', utmSource: 'fb', course: 'ielts-academic' })
		expect(first?.linked.map((l) => [l.id, l.isFirst])).toEqual([[ids.repeat, false]])
		const repeat = await getLead(db, ids.repeat)
		expect(repeat?.repeatOfId).toBe(ids.enquiry)
		expect(repeat?.linked.map((l) => [l.id, l.isFirst])).toEqual([[ids.enquiry, true]])
		expect(await getLead(db, '00000000-0000-4000-8000-000000000000')).toBeNull()
		expect(await getLead(db, 'not-a-uuid')).toBeNull()
		expect(await applyLeadAction(db, 'not-a-uuid', { intent: 'note', body: 'x' }, { id: 'staff-1', name: 'H' })).toMatchObject({ ok: false, status: 404 })
	})

	test('the CSV export holds every filtered lead with all its fields', async () => {
		const rows = await exported({ q: 'asha' })
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ id: ids.enquiry, name: 'Asha Rani', repeatCount: 1, utmSource: 'fb' })
		expect(await exported({})).toHaveLength(4)
	})

	test('the export reads in batches and loses or repeats no lead, even among leads of the same instant', async () => {
		const batchIds: string[] = []
		for (let i = 0; i < 7; i++) batchIds.push((await createLead(db, { type: 'newsletter', email: `batch-${i}@export.example` })).id)
		// Six share one microsecond-precise instant, so the batches must follow on by id as well as by time.
		await db.update(leads).set({ createdAt: sql`'2026-01-02 03:04:05.123456+00'::timestamptz` }).where(inArray(leads.id, batchIds.slice(1)))
		await db.update(leads).set({ createdAt: sql`'2026-01-02 03:04:05.123457+00'::timestamptz` }).where(eq(leads.id, batchIds[0]!))
		const batches: string[][] = []
		for await (const rows of exportInbox(db, { q: 'export.example' }, 2)) batches.push(rows.map((row) => row.id))
		expect(batches.map((batch) => batch.length)).toEqual([2, 2, 2, 1])
		const inOrder = batches.flat()
		expect(inOrder[0]).toBe(batchIds[0])
		expect(new Set(inOrder)).toEqual(new Set(batchIds))
		expect(inOrder).toHaveLength(7)
		await db.delete(leads).where(inArray(leads.id, batchIds))
	})

	test('pages hold 50 leads each', async () => {
		for (let i = 0; i < INBOX_PAGE_SIZE + 2; i++) await createLead(db, { type: 'newsletter', email: `bulk-${i}@paging.example` })
		const first = await listInbox(db, { ...all, q: 'paging.example' })
		expect(first).toMatchObject({ total: INBOX_PAGE_SIZE + 2, pageCount: 2, page: 1 })
		expect(first.leads).toHaveLength(INBOX_PAGE_SIZE)
		const second = await listInbox(db, { ...all, q: 'paging.example', page: 2 })
		expect(second.leads).toHaveLength(2)
		expect(new Set([...first.leads, ...second.leads].map((l) => l.id)).size).toBe(INBOX_PAGE_SIZE + 2)
		// A page past the end shows the last page.
		expect((await listInbox(db, { ...all, q: 'paging.example', page: 9 })).page).toBe(2)
	})

	test('updates: leads created after the cursor, each once, repeats included, filters applied', async () => {
		const start = await currentCursor(db)
		expect(await leadsAfter(db, start, {})).toMatchObject({ leads: [] })

		const fresh = await createLead(db, { type: 'enquiry', name: 'Navdeep Kaur', email: 'navdeep@example.com', mobile: '9812300000' })
		const again = await createLead(db, { type: 'contact', name: 'Navdeep', email: 'navdeep@example.com' })
		const first = await leadsAfter(db, start, {})
		expect(first.leads.map((l) => [l.id, l.repeatOfId])).toEqual([
			[again.id, fresh.id],
			[fresh.id, null],
		])
		// Asked again with the new cursor: nothing is delivered twice.
		expect((await leadsAfter(db, first.cursor, {})).leads).toEqual([])
		// Through the query string.
		const roundTrip = parseSince(encodeCursor(first.cursor))
		expect(roundTrip).toEqual(first.cursor)
		expect((await leadsAfter(db, roundTrip!, {})).leads).toEqual([])

		// Filters apply to first leads; repeats always come (the inbox adds them to a row's count).
		const onlyNewsletters = await leadsAfter(db, start, { type: 'newsletter' })
		expect(onlyNewsletters.leads.map((l) => l.id)).toEqual([again.id])

		// An ISO time: leads strictly after it.
		const iso = parseSince(start.t)
		expect(iso?.seen).toBeNull()
		expect((await leadsAfter(db, iso!, { q: 'navdeep' })).leads.map((l) => l.id)).toEqual([again.id, fresh.id])
		expect(parseSince('garbage')).toBeNull()
		expect(parseSince('2026-13-45T99:00:00Z')).toBeNull()
	})

	test('a lead committed late (created_at before the last poll) is still delivered', async () => {
		const start = await currentCursor(db)
		const late = await createLead(db, { type: 'newsletter', email: 'late@example.com' })
		// As if its transaction began 5 s before the cursor was taken but committed after.
		await db.update(leads).set({ createdAt: new Date(new Date(start.t).getTime() - 5000) }).where(eq(leads.id, late.id))
		expect((await leadsAfter(db, start, {})).leads.map((l) => l.id)).toEqual([late.id])
	})

	test('waiting: returns early when a lead arrives, or empty when the time is up', async () => {
		const start = await currentCursor(db)
		const began = Date.now()
		const empty = await waitForLeads(db, start, {}, { timeoutMs: 600, intervalMs: 100 })
		expect(empty.leads).toEqual([])
		expect(Date.now() - began).toBeGreaterThanOrEqual(450)

		const waiting = waitForLeads(db, empty.cursor, {}, { timeoutMs: 10_000, intervalMs: 100 })
		setTimeout(() => void createLead(db, { type: 'newsletter', email: 'live@example.com' }), 300)
		const before = Date.now()
		const news = await waiting
		expect(news.leads.map((l) => l.email)).toEqual(['live@example.com'])
		expect(Date.now() - before).toBeLessThan(5000)

		const controller = new AbortController()
		const aborted = waitForLeads(db, news.cursor, {}, { timeoutMs: 10_000, intervalMs: 100, signal: controller.signal })
		controller.abort()
		expect((await aborted).leads).toEqual([])
	})
})
