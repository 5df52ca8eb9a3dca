import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, like, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from '~/lib/zod'
import type { Database } from '~/db/client.server'
import { leadContacts, leadNotes, leads, profiles, users } from '~/db/schema'
import { syncEnrolmentStatus } from '~/features/courses/enrolments.server'
import { enquiryCourseOptions } from '../enquiry'
import { FIRST_CONTACT_HOURS, INBOX_PAGE_SIZE, type InboxFilters, type InboxQuery, type LeadActionInput, type LeadActionOutcome, leadMessages, type LeadSummary } from './inbox-schema'
import { activeCounsellor } from './active-staff.server'

/* The staff inbox's queries (PRODUCT.md item 11). Repeats (repeatOfId set) are listed under their
 * first lead, never as rows of their own; every query is a parameterised Drizzle query. */

/** Used inside subqueries written `from leads as "repeats"`. */
const repeats = alias(leads, 'repeats')
const assignees = alias(profiles, 'assignees')

/** A search term for LIKE: % and _ (and the escape character) match only themselves. */
export function escapeLikePattern(term: string) {
	return term.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * Whether a lead's own fields match the search: name, email, mobile (any spacing, with or without
 * the country code), message, course (its stored value or the label people read) and the page it
 * was sent from, which names the country of interest (/country/canada). Each part reads the
 * trigram index on search_text (lower-cased, so LIKE with the term lower-cased by the database
 * is ILIKE); a mobile's variants are then checked on the mobile itself.
 */
const looksLikePhoneNumber = /^[\d\s+().-]+$/

function searchCondition(typed: string): SQL {
	// The search box sends no line break; one in a crafted address could match across two fields of the text.
	const q = typed.replace(/[\r\n]+/g, ' ')
	const contains = (term: string) => sql`${leads.searchText} like lower(${`%${escapeLikePattern(term)}%`})`
	const conditions = [contains(q)]
	// Mobiles are stored as digits: "98765 43210" finds "9876543210". Only a search that reads as a
	// phone number: the digits scattered through "Harpreet 2b7c9" are not one.
	const digits = looksLikePhoneNumber.test(q) ? q.replace(/\D/g, '') : ''
	if (digits.length >= 3 && digits !== q) conditions.push(and(contains(digits), like(leads.mobile, `%${digits}%`))!)
	// "+91 98765 43210" also finds a mobile stored without its country code, and the reverse.
	if (digits.length > 10) conditions.push(and(contains(digits.slice(-10)), like(leads.mobile, `%${digits.slice(-10)}`))!)
	const term = q.toLowerCase()
	const courseValues = enquiryCourseOptions.filter((o) => o.label.toLowerCase().includes(term)).map((o) => o.value)
	if (courseValues.length > 0) conditions.push(inArray(leads.course, courseValues))
	return or(...conditions)!
}

/**
 * First leads matching the search themselves or through a repeat. The repeats' first leads are
 * looked up first (their own small index), so the condition on first leads is one the planner can
 * answer from an index either way: through the trigram index when few match, or by walking the
 * inbox's order and stopping at a page when many do (at 100,000 leads a common word matched
 * 16,000 rows that a UNION of one query per column had to collect, join and sort: 1 s on a busy machine).
 */
async function searchMatches(db: Database, q: string) {
	const search = searchCondition(q)
	const viaRepeats = await db
		.selectDistinct({ id: leads.repeatOfId })
		.from(leads)
		.where(and(isNotNull(leads.repeatOfId), search))
	const firstIds = viaRepeats.flatMap((r) => (r.id ? [r.id] : []))
	return firstIds.length > 0 ? or(search, inArray(leads.id, firstIds))! : search
}

/** Waiting since this time or earlier is overdue: the 24-hour promise is broken. */
export function overdueBefore(now: Date) {
	return new Date(now.getTime() - FIRST_CONTACT_HOURS * 60 * 60_000)
}

function contactCondition(contact: InboxQuery['contact'], now: Date) {
	if (contact === 'waiting') return isNotNull(leads.waitingSince)
	if (contact === 'overdue') return lte(leads.waitingSince, overdueBefore(now))
	return undefined
}

/** Top-level leads matching the filters; a search also finds a lead through any of its repeats. */
async function inboxWhere(db: Database, filters: InboxQuery, now = new Date()) {
	const conditions: (SQL | undefined)[] = [isNull(leads.repeatOfId)]
	if (filters.type) conditions.push(eq(leads.type, filters.type))
	if (filters.status) conditions.push(eq(leads.status, filters.status))
	conditions.push(contactCondition(filters.contact, now))
	if (filters.q) conditions.push(await searchMatches(db, filters.q))
	return and(...conditions)
}

/** What every list of leads shows of a lead (the inbox, My day): select from leads left-joined to `assignees` (leadAssignee). */
export const summaryColumns = {
	id: leads.id,
	type: leads.type,
	name: leads.name,
	email: leads.email,
	mobile: leads.mobile,
	course: leads.course,
	status: leads.status,
	waitingSince: leads.waitingSince,
	createdAt: leads.createdAt,
	lastActivityAt: leads.lastActivityAt,
	assigneeName: assignees.name,
	repeatOfId: leads.repeatOfId,
	repeatCount: sql<number>`(select count(*) from ${leads} as "repeats" where ${repeats.repeatOfId} = ${leads.id})`.mapWith(Number),
	// The latest repeat's words, so new activity on an older lead reads in the list (a repeat, sent live, carries its own).
	latestRepeatMessage: sql<string | null>`case when ${leads.repeatOfId} is not null then ${leads.message} else (select ${repeats.message} from ${leads} as "repeats" where ${repeats.repeatOfId} = ${leads.id} order by ${repeats.createdAt} desc limit 1) end`,
}

/** The join summaryColumns reads the assignee's name through. */
export const leadAssignee = [assignees, eq(assignees.userId, leads.assigneeId)] as const

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & { createdAt: Date; lastActivityAt: Date; waitingSince: Date | null }

export function toSummary(row: SummaryRow): LeadSummary {
	return {
		...(row as unknown as LeadSummary),
		createdAt: row.createdAt.toISOString(),
		lastActivityAt: row.lastActivityAt.toISOString(),
		waitingSince: row.waitingSince?.toISOString() ?? null,
	}
}

export type InboxPage = { leads: LeadSummary[]; total: number; page: number; pageCount: number; waiting: number; overdue: number }

/** One page of the inbox, latest activity first, with how many leads wait for a first answer and how many are overdue. */
export async function listInbox(db: Database, filters: InboxFilters, now = new Date()): Promise<InboxPage> {
	const where = await inboxWhere(db, filters, now)
	const pageOf = (page: number) =>
		db
			.select(summaryColumns)
			.from(leads)
			.leftJoin(...leadAssignee)
			.where(where)
			.orderBy(desc(leads.lastActivityAt), desc(leads.id))
			.limit(INBOX_PAGE_SIZE)
			.offset((page - 1) * INBOX_PAGE_SIZE)
	// The page asked for is read beside the counts; only a page past the last is read again.
	const [[{ total } = { total: 0 }], [counts], asked] = await Promise.all([
		db.select({ total: count() }).from(leads).where(where),
		db
			.select({ waiting: count(leads.waitingSince), overdue: count(sql`case when ${lte(leads.waitingSince, overdueBefore(now))} then 1 end`) })
			.from(leads)
			.where(and(isNull(leads.repeatOfId), isNotNull(leads.waitingSince))),
		pageOf(filters.page),
	])
	const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
	const page = Math.min(filters.page, pageCount)
	const rows = page === filters.page ? asked : await pageOf(page)
	return { leads: rows.map(toSummary), total, page, pageCount, waiting: counts?.waiting ?? 0, overdue: counts?.overdue ?? 0 }
}

/**
 * Every lead matching the filters (for the CSV export), newest first, with all its fields, read in
 * batches so an export of any size holds one batch in memory and none is cut off. Batches follow
 * on by (created_at, id) rather than by offset, so a lead arriving meanwhile moves nothing along.
 */
export async function* exportInbox(db: Database, filters: InboxQuery, batchSize = 1000) {
	const where = await inboxWhere(db, filters)
	let after: { at: string; id: string } | undefined
	for (;;) {
		const rows = await db
			.select({
				id: leads.id,
				createdAt: leads.createdAt,
				// Full microsecond precision for the next batch's condition (a Date keeps milliseconds only).
				cursorAt: sql<string>`${leads.createdAt}::text`,
				type: leads.type,
				status: leads.status,
				name: leads.name,
				email: leads.email,
				mobile: leads.mobile,
				course: leads.course,
				message: leads.message,
				assigneeName: assignees.name,
				repeatCount: summaryColumns.repeatCount,
				closedReason: leads.closedReason,
				sourcePage: leads.sourcePage,
				utmSource: leads.utmSource,
			})
			.from(leads)
			.leftJoin(...leadAssignee)
			.where(
				and(
					where,
					after &&
						or(
							lt(leads.createdAt, sql`${after.at}::timestamptz`),
							and(eq(leads.createdAt, sql`${after.at}::timestamptz`), lt(leads.id, after.id)),
						),
				),
			)
			.orderBy(desc(leads.createdAt), desc(leads.id))
			.limit(batchSize)
		if (rows.length > 0) yield rows
		if (rows.length < batchSize) return
		const last = rows[rows.length - 1]!
		after = { at: last.cursorAt, id: last.id }
	}
}

export type StaffMember = { id: string; name: string; email: string }

/** Who a lead can be assigned to: staff and admins. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
	return db
		.select({ id: users.id, name: profiles.name, email: users.email })
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(activeCounsellor)
		.orderBy(asc(profiles.name), asc(users.email))
}

const leadIdSchema = z.uuid()
/** A lead's own fields: its search text is the same fields again. */
const { searchText: _searchText, ...leadColumns } = getTableColumns(leads)

/** A lead with its notes and its linked repeats (the first lead and the others); null if unknown. */
export async function getLead(db: Database, id: string) {
	if (!leadIdSchema.safeParse(id).success) return null
	const [lead] = await db
		.select({ lead: leadColumns, assigneeName: assignees.name })
		.from(leads)
		.leftJoin(...leadAssignee)
		.where(eq(leads.id, id))
	if (!lead) return null
	const firstId = lead.lead.repeatOfId ?? lead.lead.id
	const [notes, linked, contacts] = await Promise.all([
		db
			.select({ id: leadNotes.id, authorName: leadNotes.authorName, body: leadNotes.body, createdAt: leadNotes.createdAt })
			.from(leadNotes)
			.where(eq(leadNotes.leadId, id))
			.orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
		db
			.select({ id: leads.id, type: leads.type, name: leads.name, email: leads.email, mobile: leads.mobile, course: leads.course, message: leads.message, status: leads.status, repeatOfId: leads.repeatOfId, createdAt: leads.createdAt })
			.from(leads)
			.where(or(eq(leads.id, firstId), eq(leads.repeatOfId, firstId)))
			.orderBy(asc(leads.createdAt), asc(leads.id)),
		db
			.select({ id: leadContacts.id, channel: leadContacts.channel, outcome: leadContacts.outcome, note: leadContacts.note, authorName: leadContacts.authorName, createdAt: leadContacts.createdAt })
			.from(leadContacts)
			.where(eq(leadContacts.leadId, id))
			.orderBy(desc(leadContacts.createdAt), desc(leadContacts.id)),
	])
	return {
		...lead.lead,
		createdAt: lead.lead.createdAt.toISOString(),
		updatedAt: lead.lead.updatedAt.toISOString(),
		lastActivityAt: lead.lead.lastActivityAt.toISOString(),
		waitingSince: lead.lead.waitingSince?.toISOString() ?? null,
		firstContactAt: lead.lead.firstContactAt?.toISOString() ?? null,
		assigneeName: lead.assigneeName,
		notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
		contacts: contacts.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
		linked: linked.filter((l) => l.id !== id).map((l) => ({ ...l, isFirst: l.repeatOfId === null, createdAt: l.createdAt.toISOString() })),
	}
}
export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>

export type Actor = { id: string; name: string }

/** Runs one validated action of the lead page; returns the message the page shows. */
export async function applyLeadAction(db: Database, leadId: string, input: LeadActionInput, actor: Actor): Promise<LeadActionOutcome & { status: number }> {
	if (!leadIdSchema.safeParse(leadId).success) return { ok: false, intent: input.intent, message: leadMessages.notFound, status: 404 }
	switch (input.intent) {
		case 'status': {
			const pastNew = input.status !== 'new'
			const updated = await db.transaction(async (tx) => {
				const rows = await tx
					.update(leads)
					.set({
						status: input.status,
						closedReason: input.status === 'closed' ? input.closedReason : null,
						// Retention counts from the moment the lead was closed (a closed lead saved again keeps it).
						closedAt: input.status === 'closed' ? sql`case when ${leads.status} = 'closed' then coalesce(${leads.closedAt}, now()) else now() end` : null,
						// Moving a lead past new means the person has had an answer.
						...(pastNew ? { waitingSince: null, firstContactAt: sql`coalesce(${leads.firstContactAt}, now())` } : {}),
						updatedAt: sql`now()`,
					})
					.where(eq(leads.id, leadId))
					.returning({ id: leads.id, type: leads.type, sourceId: leads.sourceId })
				const lead = rows[0]
				if (lead?.type === 'enrolment' && lead.sourceId) await syncEnrolmentStatus(tx as unknown as Database, lead.sourceId, input.status)
				return rows
			})
			if (updated.length === 0) return { ok: false, intent: input.intent, message: leadMessages.notFound, status: 404 }
			return { ok: true, intent: input.intent, message: leadMessages.statusSaved, status: 200 }
		}
		case 'assign': {
			let assigneeId: string | null = null
			if (input.assigneeId) {
				const staff = await db
					.select({ id: profiles.userId })
					.from(profiles)
					.where(and(eq(profiles.userId, input.assigneeId), activeCounsellor))
				if (staff.length === 0) return { ok: false, intent: input.intent, message: leadMessages.assigneeInvalid, field: 'assigneeId', status: 400 }
				assigneeId = input.assigneeId
			}
			const updated = await db.update(leads).set({ assigneeId, updatedAt: sql`now()` }).where(eq(leads.id, leadId)).returning({ id: leads.id })
			if (updated.length === 0) return { ok: false, intent: input.intent, message: leadMessages.notFound, status: 404 }
			return { ok: true, intent: input.intent, message: assigneeId ? leadMessages.assigned : leadMessages.unassigned, status: 200 }
		}
		case 'contact': {
			// A call that got through or a message sent is a contact: the wait ends and the first contact is recorded.
			const reached = input.outcome === 'reached' || input.outcome === 'left-message'
			const logged = await db.transaction(async (tx) => {
				const rows = await tx
					.update(leads)
					.set({ ...(reached ? { waitingSince: null, firstContactAt: sql`coalesce(${leads.firstContactAt}, now())` } : {}), updatedAt: sql`now()` })
					.where(eq(leads.id, leadId))
					.returning({ id: leads.id })
				if (rows.length === 0) return false
				await tx.insert(leadContacts).values({ leadId, channel: input.channel, outcome: input.outcome, note: input.note || null, authorId: actor.id, authorName: actor.name })
				return true
			})
			if (!logged) return { ok: false, intent: input.intent, message: leadMessages.notFound, status: 404 }
			return { ok: true, intent: input.intent, message: reached ? leadMessages.contactLogged : leadMessages.contactAttemptLogged, status: 200 }
		}
		case 'next-action': {
			const updated = await db
				.update(leads)
				.set({ nextActionOn: input.nextActionOn || null, nextActionNote: input.nextActionNote || null, updatedAt: sql`now()` })
				.where(eq(leads.id, leadId))
				.returning({ id: leads.id })
			if (updated.length === 0) return { ok: false, intent: input.intent, message: leadMessages.notFound, status: 404 }
			return { ok: true, intent: input.intent, message: input.nextActionOn ? leadMessages.nextActionSaved : leadMessages.nextActionCleared, status: 200 }
		}
		case 'note': {
			const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId))
			if (!lead) return { ok: false, intent: input.intent, message: leadMessages.notFound, status: 404 }
			await db.insert(leadNotes).values({ leadId, authorId: actor.id, authorName: actor.name, body: input.body })
			await db.update(leads).set({ updatedAt: sql`now()` }).where(eq(leads.id, leadId))
			return { ok: true, intent: input.intent, message: leadMessages.noteAdded, status: 200 }
		}
	}
}

/* Live updates (PRODUCT.md item 9). Lead ids are random, so the cursor is a time. A lead's
 * created_at is its transaction's start, so a lead can commit a moment after a later poll has
 * passed its time: each poll looks back OVERLAP_MS and skips the ids the cursor has already seen. */

export const UPDATES_OVERLAP_MS = 30_000
const UPDATES_MAX_LOOKBACK_MS = 24 * 60 * 60_000
const UPDATES_BATCH_LIMIT = 500

export type UpdatesCursor = { t: string; seen: string[] | null }

const cursorSchema = z.object({ t: z.iso.datetime({ offset: true }), seen: z.array(z.uuid()).max(5000).nullable() })

export function encodeCursor(cursor: UpdatesCursor) {
	return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

/** `since` is an ISO time (leads strictly after it) or a cursor from an earlier answer; null if neither. */
export function parseSince(since: string | null): UpdatesCursor | null {
	if (!since) return null
	if (/^\d{4}-\d{2}-\d{2}T/.test(since)) {
		const time = new Date(since)
		return Number.isNaN(time.getTime()) ? null : { t: time.toISOString(), seen: null }
	}
	try {
		const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(since, 'base64url').toString('utf8')))
		return parsed.success ? parsed.data : null
	} catch {
		return null
	}
}

async function databaseNow(db: Database): Promise<Date> {
	const result = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: Date | string }[] }
	return new Date(result.rows[0]!.now)
}

/** The cursor for "from now on": the database's clock and the leads already inside the overlap. */
export async function currentCursor(db: Database): Promise<UpdatesCursor> {
	const now = await databaseNow(db)
	const recent = await db.select({ id: leads.id }).from(leads).where(gt(leads.createdAt, new Date(now.getTime() - UPDATES_OVERLAP_MS)))
	return { t: now.toISOString(), seen: recent.map((r) => r.id) }
}

/**
 * Leads created after the cursor: top-level leads matching the filters, and every repeat (the
 * client adds it to its first lead's count). Returns the cursor for the next call.
 */
export async function leadsAfter(db: Database, cursor: UpdatesCursor, filters: InboxQuery) {
	const now = await databaseNow(db)
	// Live updates are for what arrived while the inbox was open; older leads are on the page.
	const since = new Date(Math.max(new Date(cursor.t).getTime(), now.getTime() - UPDATES_MAX_LOOKBACK_MS))
	const from = cursor.seen ? new Date(since.getTime() - UPDATES_OVERLAP_MS) : since
	const rows = await db
		.select({ ...summaryColumns, matches: sql<boolean>`${or(sql`${leads.repeatOfId} is not null`, await inboxWhere(db, filters))}`.mapWith(Boolean) })
		.from(leads)
		.leftJoin(...leadAssignee)
		.where(gt(leads.createdAt, from))
		.orderBy(asc(leads.createdAt), asc(leads.id))
		.limit(UPDATES_BATCH_LIMIT)
	const seen = new Set(cursor.seen ?? [])
	const fresh = rows.filter((row) => !seen.has(row.id) && row.matches)
	// A full batch continues from its last lead next time; otherwise from the database's "now".
	const nextTime = rows.length === UPDATES_BATCH_LIMIT ? rows[rows.length - 1]!.createdAt : now
	const windowStart = nextTime.getTime() - UPDATES_OVERLAP_MS
	const next: UpdatesCursor = { t: nextTime.toISOString(), seen: rows.filter((row) => row.createdAt.getTime() > windowStart).map((row) => row.id) }
	// Newest first, as the inbox lists them.
	return { leads: fresh.reverse().map(({ matches: _matches, ...row }) => toSummary(row)), cursor: next }
}

/** Checks every `intervalMs` until there are new leads, the time is up or the client has gone. */
export async function waitForLeads(
	db: Database,
	cursor: UpdatesCursor,
	filters: InboxQuery,
	{ timeoutMs, intervalMs = 1000, signal }: { timeoutMs: number; intervalMs?: number; signal?: AbortSignal },
) {
	const deadline = Date.now() + timeoutMs
	let current = cursor
	for (;;) {
		const result = await leadsAfter(db, current, filters)
		current = result.cursor
		if (result.leads.length > 0 || signal?.aborted || Date.now() + intervalMs > deadline) return result
		await new Promise<void>((resolve) => {
			const timer = setTimeout(done, intervalMs)
			function done() {
				clearTimeout(timer)
				signal?.removeEventListener('abort', done)
				resolve()
			}
			signal?.addEventListener('abort', done, { once: true })
		})
	}
}
