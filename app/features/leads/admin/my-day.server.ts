import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leads } from '~/db/schema'
import { calendarDay } from './format'
import { leadAssignee, overdueBefore, summaryColumns, toSummary } from './inbox.server'
import type { LeadSummary } from './inbox-schema'

/** Enough for any one counsellor's day; the inbox holds the rest. */
const MY_DAY_LIMIT = 100

/** The inbox's row of a lead, and its next action. */
const columns = { ...summaryColumns, nextActionOn: leads.nextActionOn, nextActionNote: leads.nextActionNote }
export type MyDayLead = LeadSummary & { nextActionOn: string | null; nextActionNote: string | null }

const selectMine = (db: Database) => db.select(columns).from(leads).leftJoin(...leadAssignee)

const toLead = ({ nextActionOn, nextActionNote, ...row }: Awaited<ReturnType<typeof selectMine>>[number]): MyDayLead => ({ ...toSummary(row), nextActionOn, nextActionNote })

/**
 * A counsellor's day: their leads past the 24-hour promise, their next actions due today (or
 * earlier and still open), and their new leads still inside the 24 hours (closest to the limit
 * first). "Today" is the institute's calendar day (the site's time zone), not the server's.
 */
export async function myDay(db: Database, userId: string, { now = new Date(), timeZone }: { now?: Date; timeZone: string }) {
	const mine = and(eq(leads.assigneeId, userId), isNull(leads.repeatOfId))
	const limit = overdueBefore(now)
	const today = calendarDay(now, timeZone)
	const [overdue, due, waiting] = await Promise.all([
		selectMine(db).where(and(mine, lte(leads.waitingSince, limit))).orderBy(asc(leads.waitingSince)).limit(MY_DAY_LIMIT),
		selectMine(db)
			.where(and(mine, isNotNull(leads.nextActionOn), lte(leads.nextActionOn, today)))
			.orderBy(asc(leads.nextActionOn), asc(leads.createdAt))
			.limit(MY_DAY_LIMIT),
		selectMine(db).where(and(mine, gt(leads.waitingSince, limit))).orderBy(asc(leads.waitingSince)).limit(MY_DAY_LIMIT),
	])
	return { today, overdue: overdue.map(toLead), due: due.map(toLead), waiting: waiting.map(toLead) }
}
export type MyDay = Awaited<ReturnType<typeof myDay>>
