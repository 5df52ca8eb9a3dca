import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { bookings, leads, profiles } from '~/db/schema'
import { overdueBefore, listStaff } from '~/features/leads/admin/inbox.server'
import type { ChartBar, DashboardRange, DashboardTable } from './dashboard'
import {
	type BreakdownCount,
	type BreakdownDimension,
	breakdownBars,
	breakdownDimensions,
	breakdownTable,
	type CounsellorCounts,
	counsellorTable,
	firstContactBars,
	type FirstContactFigures,
	firstContactTable,
	type FunnelCounts,
	funnelBars,
	funnelTable,
	periodBars,
} from './dashboard-tables.server'

/*
 * The dashboard's queries (issue 18, item 5). Every figure counts the leads received in the range
 * (days on the institute's calendar, the site's time zone); a repeat is part of its first lead,
 * never a lead of its own. Which leads each part counts, and why, is in
 * docs/decisions/015-dashboard.md.
 */

type Options = { timeZone: string; now?: Date }

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
	return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** First leads received in the range: from the first day's midnight to the midnight after the last, on the institute's clock. */
function receivedIn(range: DashboardRange, timeZone: string) {
	return sql`${leads.repeatOfId} is null
		and ${leads.createdAt} >= (${range.from}::date)::timestamp at time zone ${timeZone}
		and ${leads.createdAt} < (${range.to}::date + 1)::timestamp at time zone ${timeZone}`
}

/** The country of interest: the booking's topic (country:{id}), else the country page it was sent from. */
const countryOfInterest = sql`coalesce(substring(${bookings.topic} from '^country:(.+)$'), substring(${leads.sourcePage} from '^/(?:country|destinations)/([A-Za-z0-9-]+)'))`
/** The course: the enquiry's or enrolment's, else the booking's topic (course:{id}). */
const courseOfInterest = sql`coalesce(${leads.course}, substring(${bookings.topic} from '^course:(.+)$'))`

/** Leads per period by each dimension, in one pass over the range (GROUPING SETS). */
export async function breakdownCounts(db: Database, range: DashboardRange, { timeZone }: Options): Promise<BreakdownCount[]> {
	const period = sql`(date_trunc(${range.by}, ${leads.createdAt} at time zone ${timeZone}))::date::text`
	const result = await rows<{ period: string; dimension: BreakdownDimension; value: string | null; count: number }>(
		db,
		sql`select period, case when grouping(type) = 0 then 'type' when grouping(source_page) = 0 then 'source-page' when grouping(utm_source) = 0 then 'utm-source'
				when grouping(course) = 0 then 'course' else 'country' end as dimension,
			coalesce(type, source_page, utm_source, course, country) as value, count(*)::int as count
		from (
			select ${period} as period, ${leads.type} as type, ${leads.sourcePage} as source_page, ${leads.utmSource} as utm_source,
				${courseOfInterest} as course, ${countryOfInterest} as country
			from ${leads} left join ${bookings} on ${bookings.leadId} = ${leads.id}
			where ${receivedIn(range, timeZone)}
		) received
		group by grouping sets ((period, type), (period, source_page), (period, utm_source), (period, course), (period, country))`,
	)
	return result.map((r) => ({ ...r, count: Number(r.count) }))
}

/**
 * The funnel over every lead but newsletter sign-ups (they expect no call). There is no status
 * history: a lead counts at every stage up to its status now, and as contacted as soon as a first
 * contact is recorded; a closed lead counts as received, and as contacted if it was.
 */
export async function funnelCounts(db: Database, range: DashboardRange, { timeZone }: Options): Promise<FunnelCounts> {
	const [row] = await rows<Record<keyof FunnelCounts, number>>(
		db,
		sql`select count(*)::int as received,
			count(*) filter (where ${leads.status} in ('contacted', 'counselling', 'applied', 'enrolled') or ${leads.firstContactAt} is not null)::int as contacted,
			count(*) filter (where ${leads.status} in ('counselling', 'applied', 'enrolled'))::int as counselling,
			count(*) filter (where ${leads.status} in ('applied', 'enrolled'))::int as applied,
			count(*) filter (where ${leads.status} = 'enrolled')::int as enrolled,
			count(*) filter (where ${leads.status} = 'closed')::int as closed
		from ${leads} where ${receivedIn(range, timeZone)} and ${leads.type} <> 'newsletter'`,
	)
	return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as FunnelCounts
}

/**
 * Time from arrival to first contact, for the leads that wait for an answer when they arrive
 * (not sign-ups, not booked sessions: those have their time). Median and 90th percentile are of
 * the leads with a first contact recorded; those still waiting are counted beside them.
 */
export async function firstContactFigures(db: Database, range: DashboardRange, { timeZone, now = new Date() }: Options): Promise<FirstContactFigures> {
	const seconds = sql`extract(epoch from ${leads.firstContactAt} - ${leads.createdAt})`
	const [row] = await rows<Record<keyof FirstContactFigures, number | string | null>>(
		db,
		sql`select count(*)::int as expecting, count(${leads.firstContactAt})::int as contacted,
			count(*) filter (where ${leads.firstContactAt} - ${leads.createdAt} < interval '24 hours')::int as "withinPromise",
			count(${leads.waitingSince})::int as waiting,
			count(*) filter (where ${leads.waitingSince} <= ${overdueBefore(now)})::int as overdue,
			percentile_cont(0.5) within group (order by ${seconds}) as "medianSeconds",
			percentile_cont(0.9) within group (order by ${seconds}) as "p90Seconds"
		from ${leads} where ${receivedIn(range, timeZone)} and ${leads.type} in ('enquiry', 'contact', 'enrolment')`,
	)
	const number = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value))
	return {
		expecting: Number(row!.expecting),
		contacted: Number(row!.contacted),
		withinPromise: Number(row!.withinPromise),
		waiting: Number(row!.waiting),
		overdue: Number(row!.overdue),
		medianSeconds: number(row!.medianSeconds),
		p90Seconds: number(row!.p90Seconds),
	}
}

/** Each assignee's leads of the range (sign-ups left out): open and overdue as they stand now, and enrolled. */
export async function counsellorCounts(db: Database, range: DashboardRange, { timeZone, now = new Date() }: Options): Promise<CounsellorCounts[]> {
	const result = await rows<CounsellorCounts>(
		db,
		sql`select ${leads.assigneeId} as id, max(${profiles.name}) as name, count(*)::int as received,
			count(*) filter (where ${leads.status} not in ('enrolled', 'closed'))::int as open,
			count(*) filter (where ${leads.waitingSince} <= ${overdueBefore(now)})::int as overdue,
			count(*) filter (where ${leads.status} = 'enrolled')::int as enrolled
		from ${leads} left join ${profiles} on ${profiles.userId} = ${leads.assigneeId}
		where ${receivedIn(range, timeZone)} and ${leads.type} <> 'newsletter'
		group by ${leads.assigneeId}`,
	)
	return result.map((r) => ({ ...r, received: Number(r.received), open: Number(r.open), overdue: Number(r.overdue), enrolled: Number(r.enrolled) }))
}

export type DashboardChart = { tableId: DashboardTable['id']; bars: ChartBar[]; unit?: string; marker?: { value: number; label: string } }
export type Dashboard = { tables: DashboardTable[]; charts: DashboardChart[] }

/** Every table of the dashboard, with its chart's bars. */
export async function loadDashboard(db: Database, range: DashboardRange, options: Options): Promise<Dashboard> {
	const now = options.now ?? new Date()
	const [breakdowns, funnel, firstContact, counsellors, staff] = await Promise.all([
		breakdownCounts(db, range, options),
		funnelCounts(db, range, options),
		firstContactFigures(db, range, { ...options, now }),
		counsellorCounts(db, range, { ...options, now }),
		listStaff(db),
	])
	const breakdownTables = breakdownDimensions.map((dimension) => breakdownTable(dimension, breakdowns, range, options.timeZone))
	const tables = [...breakdownTables, funnelTable(funnel), firstContactTable(firstContact), counsellorTable(counsellors, staff)]
	const charts: DashboardChart[] = [
		...breakdownTables.map((table) => ({ tableId: table.id, bars: table.id === 'leads-by-type' ? periodBars(table) : breakdownBars(table) })),
		{ tableId: 'funnel', bars: funnelBars(funnel) },
		{ tableId: 'first-contact', bars: firstContactBars(firstContact), unit: 'hours', marker: { value: 24, label: 'The 24-hour promise' } },
	]
	return { tables, charts }
}
