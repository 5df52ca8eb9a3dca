import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { z } from '~/lib/zod'
import type { Database } from '~/db/client.server'
import { leadNotes, leads, profiles, users } from '~/db/schema'
import { INBOX_PAGE_SIZE, type InboxFilters, type InboxQuery, type LeadActionInput, type LeadActionOutcome, leadMessages, type LeadSummary } from './inbox-schema'

/* The staff inbox's queries (PRODUCT.md item 11). Repeats (repeatOfId set) are listed under their
 * first lead, never as rows of their own; every query is a parameterised Drizzle query. */

/** Used inside subqueries written `from leads as "repeats"`. */
const repeats = alias(leads, 'repeats')
const assignees = alias(profiles, 'assignees')

/** A search term for ILIKE: % and _ (and the escape character) match only themselves. */
export function escapeLikePattern(term: string) {
	return term.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function matchesSearch(table: { name: AnyPgColumn; email: AnyPgColumn; mobile: AnyPgColumn }, q: string): SQL | undefined {
	const pattern = `%${escapeLikePattern(q)}%`
	const conditions = [ilike(table.name, pattern), ilike(table.email, pattern), ilike(table.mobile, pattern)]
	// Mobiles are stored as digits: "98765 43210" finds "9876543210".
	const digits = q.replace(/\D/g, '')
	if (digits.length >= 3 && digits !== q) conditions.push(ilike(table.mobile, `%${digits}%`))
	// "+91 98765 43210" also finds a mobile stored without its country code, and the reverse.
	if (digits.length > 10) conditions.push(ilike(table.mobile, `%${digits.slice(-10)}`))
	return or(...conditions)
}

/** Top-level leads matching the filters; a search also finds a lead through any of its repeats. */
function inboxWhere(filters: InboxQuery) {
	const conditions: (SQL | undefined)[] = [isNull(leads.repeatOfId)]
	if (filters.type) conditions.push(eq(leads.type, filters.type))
	if (filters.status) conditions.push(eq(leads.status, filters.status))
	if (filters.q) {
		conditions.push(
			or(
				matchesSearch(leads, filters.q),
				sql`exists (select 1 from ${leads} as "repeats" where ${and(eq(repeats.repeatOfId, leads.id), matchesSearch(repeats, filters.q))})`,
			),
		)
	}
	return and(...conditions)
}

const summaryColumns = {
	id: leads.id,
	type: leads.type,
	name: leads.name,
	email: leads.email,
	mobile: leads.mobile,
	course: leads.course,
	status: leads.status,
	createdAt: leads.createdAt,
	assigneeName: assignees.name,
	repeatOfId: leads.repeatOfId,
	repeatCount: sql<number>`(select count(*) from ${leads} as "repeats" where ${repeats.repeatOfId} = ${leads.id})`.mapWith(Number),
}

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & { createdAt: Date }

function toSummary(row: SummaryRow): LeadSummary {
	return { ...(row as unknown as LeadSummary), createdAt: row.createdAt.toISOString() }
}

export type InboxPage = { leads: LeadSummary[]; total: number; page: number; pageCount: number }

/** One page of the inbox, newest first. */
export async function listInbox(db: Database, filters: InboxFilters): Promise<InboxPage> {
	const where = inboxWhere(filters)
	const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leads).where(where)
	const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
	const page = Math.min(filters.page, pageCount)
	const rows = await db
		.select(summaryColumns)
		.from(leads)
		.leftJoin(assignees, eq(assignees.userId, leads.assigneeId))
		.where(where)
		.orderBy(desc(leads.createdAt), desc(leads.id))
		.limit(INBOX_PAGE_SIZE)
		.offset((page - 1) * INBOX_PAGE_SIZE)
	return { leads: rows.map(toSummary), total, page, pageCount }
}

/**
 * Every lead matching the filters (for the CSV export), newest first, with all its fields, read in
 * batches so an export of any size holds one batch in memory and none is cut off. Batches follow
 * on by (created_at, id) rather than by offset, so a lead arriving meanwhile moves nothing along.
 */
export async function* exportInbox(db: Database, filters: InboxQuery, batchSize = 1000) {
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
			.leftJoin(assignees, eq(assignees.userId, leads.assigneeId))
			.where(
				and(
					inboxWhere(filters),
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
		.where(inArray(profiles.role, ['staff', 'admin']))
		.orderBy(asc(profiles.name), asc(users.email))
}

const leadIdSchema = z.uuid()

/** A lead with its notes and its linked repeats (the first lead and the others); null if unknown. */
export async function getLead(db: Database, id: string) {
	if (!leadIdSchema.safeParse(id).success) return null
	const [lead] = await db
		.select({ lead: leads, assigneeName: assignees.name })
		.from(leads)
		.leftJoin(assignees, eq(assignees.userId, leads.assigneeId))
		.where(eq(leads.id, id))
	if (!lead) return null
	const firstId = lead.lead.repeatOfId ?? lead.lead.id
	const [notes, linked] = await Promise.all([
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
	])
	return {
		...lead.lead,
		createdAt: lead.lead.createdAt.toISOString(),
		updatedAt: lead.lead.updatedAt.toISOString(),
		assigneeName: lead.assigneeName,
		notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
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
			const updated = await db
				.update(leads)
				.set({ status: input.status, closedReason: input.status === 'closed' ? input.closedReason : null, updatedAt: sql`now()` })
				.where(eq(leads.id, leadId))
				.returning({ id: leads.id })
			if (updated.length === 0) return { ok: false, intent: input.intent, message: leadMessages.notFound, status: 404 }
			return { ok: true, intent: input.intent, message: leadMessages.statusSaved, status: 200 }
		}
		case 'assign': {
			let assigneeId: string | null = null
			if (input.assigneeId) {
				const staff = await db
					.select({ id: profiles.userId })
					.from(profiles)
					.where(and(eq(profiles.userId, input.assigneeId), inArray(profiles.role, ['staff', 'admin'])))
				if (staff.length === 0) return { ok: false, intent: input.intent, message: leadMessages.assigneeInvalid, field: 'assigneeId', status: 400 }
				assigneeId = input.assigneeId
			}
			const updated = await db.update(leads).set({ assigneeId, updatedAt: sql`now()` }).where(eq(leads.id, leadId)).returning({ id: leads.id })
			if (updated.length === 0) return { ok: false, intent: input.intent, message: leadMessages.notFound, status: 404 }
			return { ok: true, intent: input.intent, message: assigneeId ? leadMessages.assigned : leadMessages.unassigned, status: 200 }
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
		.select({ ...summaryColumns, matches: sql<boolean>`${or(sql`${leads.repeatOfId} is not null`, inboxWhere(filters))}`.mapWith(Boolean) })
		.from(leads)
		.leftJoin(assignees, eq(assignees.userId, leads.assigneeId))
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
