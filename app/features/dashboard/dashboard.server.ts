import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { bookings, leadDayCounts, leads, profiles } from '~/db/schema'
import { listStaff, overdueBefore } from '~/features/leads/admin/inbox.server'
import { FIRST_CONTACT_HOURS } from '~/features/leads/admin/inbox-schema'
import type { DashboardChart, DashboardRange, DashboardTable } from './dashboard'
import {
	type BreakdownCount,
	breakdownBars,
	breakdownDimensions,
	breakdownTable,
	type CounsellorCounts,
	counsellorTable,
	countryOfInterest,
	courseOfInterest,
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
 * docs/decisions/015-dashboard.md. The figures are read from the daily roll-up (lead_day_counts,
 * kept by triggers on leads: migration 0022) when the site's time zone is the roll-up's, else
 * counted from the leads; both give the same figures (dashboard-day-counts.server.test.ts).
 */

/** The calendar the roll-up's days are on (migration 0022): the institute's, the default SITE_TIME_ZONE. */
export const LEAD_DAY_COUNTS_TIME_ZONE = 'Asia/Kolkata'

type Options = { timeZone: string; now?: Date }

/** A percentile as the driver returns it (node-postgres: a string), or null when there is none. */
const numberOrNull = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value))

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
	return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** First leads received in the range: from the first day's midnight to the midnight after the last, on the institute's clock. */
function receivedIn(range: DashboardRange, timeZone: string) {
	return sql`${leads.repeatOfId} is null
		and ${leads.createdAt} >= (${range.from}::date)::timestamp at time zone ${timeZone}
		and ${leads.createdAt} < (${range.to}::date + 1)::timestamp at time zone ${timeZone}`
}

/** A lead counts once: with the topic of the first session it booked (a lead may book again, or move to another time). */
const firstBookingTopic = sql`select ${bookings.topic} as topic from ${bookings} where ${bookings.leadId} = ${leads.id} order by ${bookings.createdAt}, ${bookings.id} limit 1`

type GroupedRow = { period: string; set: 'type' | 'source' | 'utm' | 'course'; type: string | null; source_page: string | null; utm_source: string | null; course: string | null; topic: string | null; count: number }

/**
 * Leads per period by each dimension, in one pass over the range (GROUPING SETS). The database
 * groups the stored columns only; the country and the course of a booked session are read from the
 * few grouped rows here, not from every lead (at 100,000 leads the regular expressions per row were
 * most of the query's time). Hash aggregation needs more than the default 4 MB of work memory for a
 * year of leads: without it PostgreSQL sorts on disk, twice as slow.
 */
export async function breakdownCounts(db: Database, range: DashboardRange, { timeZone }: Options): Promise<BreakdownCount[]> {
	const query = sql`select period::date::text as period, count(*)::int as count,
			case when grouping(type) = 0 then 'type' when grouping(source_page) = 0 then 'source' when grouping(utm_source) = 0 then 'utm' else 'course' end as set,
			type, source_page, utm_source, course, topic
		from (
			select date_trunc(${range.by}, ${leads.createdAt} at time zone ${timeZone}) as period, ${leads.type} as type, ${leads.sourcePage} as source_page,
				${leads.utmSource} as utm_source, ${leads.course} as course, first_booking.topic as topic
			from ${leads} left join lateral (${firstBookingTopic}) first_booking on true
			where ${receivedIn(range, timeZone)}
		) received
		group by grouping sets ((period, type), (period, source_page, topic), (period, utm_source), (period, course, topic))`
	const result = await db.transaction(async (tx) => {
		await tx.execute(sql`set local work_mem = '32MB'`)
		return rows<GroupedRow>(tx as unknown as Database, query)
	})
	return result.flatMap((r): BreakdownCount[] => {
		const at = { period: r.period, count: Number(r.count) }
		if (r.set === 'type') return [{ ...at, dimension: 'type', value: r.type }]
		if (r.set === 'utm') return [{ ...at, dimension: 'utm-source', value: r.utm_source }]
		if (r.set === 'course') return [{ ...at, dimension: 'course', value: courseOfInterest(r.course, r.topic) }]
		return [
			{ ...at, dimension: 'source-page', value: r.source_page },
			{ ...at, dimension: 'country', value: countryOfInterest(r.source_page, r.topic) },
		]
	})
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
			count(*) filter (where ${leads.firstContactAt} - ${leads.createdAt} < make_interval(hours => ${FIRST_CONTACT_HOURS}))::int as "withinPromise",
			count(${leads.waitingSince})::int as waiting,
			count(*) filter (where ${leads.waitingSince} <= ${overdueBefore(now)})::int as overdue,
			percentile_cont(0.5) within group (order by ${seconds}) as "medianSeconds",
			percentile_cont(0.9) within group (order by ${seconds}) as "p90Seconds"
		from ${leads} where ${receivedIn(range, timeZone)} and ${leads.type} in ('enquiry', 'contact', 'enrolment')`,
	)
	return {
		expecting: Number(row!.expecting),
		contacted: Number(row!.contacted),
		withinPromise: Number(row!.withinPromise),
		waiting: Number(row!.waiting),
		overdue: Number(row!.overdue),
		medianSeconds: numberOrNull(row!.medianSeconds),
		p90Seconds: numberOrNull(row!.p90Seconds),
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

type DashboardCounts = { breakdowns: BreakdownCount[]; funnel: FunnelCounts; firstContact: FirstContactFigures; counsellors: CounsellorCounts[] }

/** Every figure counted from the leads of the range. */
export async function countFromLeads(db: Database, range: DashboardRange, options: Required<Options>): Promise<DashboardCounts> {
	const [breakdowns, funnel, firstContact, counsellors] = await Promise.all([
		breakdownCounts(db, range, options),
		funnelCounts(db, range, options),
		firstContactFigures(db, range, options),
		counsellorCounts(db, range, options),
	])
	return { breakdowns, funnel, firstContact, counsellors }
}

type DayCountRow = { period: string | null; dimension: string; value: string | null; detail: string | null; leads: number }
type BookedLeadRow = { lead: string; period: string; type: string; source_page: string | null; utm_source: string | null; course: string | null; topic: string }

/** One lead's place in each breakdown, counted `count` times (a booked session's topic names its country or course). */
function leadBreakdowns(period: string, count: number, lead: Omit<BookedLeadRow, 'lead' | 'period' | 'topic'>, topic: string | null): BreakdownCount[] {
	return [
		{ dimension: 'type', period, value: lead.type, count },
		{ dimension: 'source-page', period, value: lead.source_page, count },
		{ dimension: 'utm-source', period, value: lead.utm_source, count },
		{ dimension: 'course', period, value: courseOfInterest(lead.course, topic), count },
		{ dimension: 'country', period, value: countryOfInterest(lead.source_page, topic), count },
	]
}

/** Counts of the same period and value added up; those that come to nothing left out, as the database's grouping would. */
function netted(counts: BreakdownCount[]): BreakdownCount[] {
	const byKey = new Map<string, BreakdownCount>()
	for (const c of counts) {
		const key = JSON.stringify([c.dimension, c.period, c.value])
		const seen = byKey.get(key)
		if (seen) seen.count += c.count
		else byKey.set(key, { ...c })
	}
	return [...byKey.values()].filter((c) => c.count !== 0)
}

/**
 * Every figure from the daily roll-up, and from the leads only what the roll-up cannot hold: the
 * booked sessions' topics (few rows), which of the waiting leads turned overdue since (the last 24
 * hours' waiting leads, from leads_waiting_since_idx) and the median and 90th percentile (they need
 * every time to first contact: an index-only scan of leads_first_contact_idx).
 */
export async function countFromDayCounts(db: Database, range: DashboardRange, { timeZone, now }: Required<Options>): Promise<DashboardCounts> {
	const received = receivedIn(range, timeZone)
	const period = sql`date_trunc(${range.by}, ${leads.createdAt} at time zone ${timeZone})::date::text`
	const seconds = sql`extract(epoch from ${leads.firstContactAt} - ${leads.createdAt})`
	const [days, booked, waitingUnder24Hours, [percentiles]] = await Promise.all([
		rows<DayCountRow>(
			db,
			sql`select case when ${leadDayCounts.dimension} in ('type', 'source-page', 'utm-source', 'course') then date_trunc(${range.by}, ${leadDayCounts.day}::timestamp)::date::text end as period,
				${leadDayCounts.dimension} as dimension, ${leadDayCounts.value} as value, ${leadDayCounts.detail} as detail, sum(${leadDayCounts.leads})::int as leads
			from ${leadDayCounts} where ${leadDayCounts.day} between ${range.from}::date and ${range.to}::date
			group by 1, 2, 3, 4 having sum(${leadDayCounts.leads}) <> 0`,
		),
		rows<BookedLeadRow>(
			db,
			sql`select ${leads.id} as lead, ${period} as period, ${leads.type} as type, ${leads.sourcePage} as source_page, ${leads.utmSource} as utm_source, ${leads.course} as course, first_booking.topic as topic
			from ${leads} join lateral (${firstBookingTopic}) first_booking on true where ${received}`,
		),
		rows<{ id: string | null; kind: string; count: number }>(
			db,
			sql`select ${leads.assigneeId} as id, case when ${leads.type} in ('enquiry', 'contact', 'enrolment') then 'answered' else ${leads.type} end as kind, count(*)::int as count from ${leads}
			where ${received} and ${leads.waitingSince} > ${overdueBefore(now)} group by 1, 2`,
		),
		rows<{ median: number | string | null; p90: number | string | null }>(
			db,
			sql`select percentile_cont(0.5) within group (order by ${seconds}) as median, percentile_cont(0.9) within group (order by ${seconds}) as p90
			from ${leads} where ${received} and ${leads.firstContactAt} is not null and ${leads.type} in ('enquiry', 'contact', 'enrolment')`,
		),
	])
	const sum = (dimension: string, where: (row: DayCountRow) => boolean = () => true) => days.reduce((total, r) => (r.dimension === dimension && where(r) ? total + Number(r.leads) : total), 0)

	// The roll-up counts each lead without a topic; a lead with a booked session moves to its first session's topic.
	const breakdowns: BreakdownCount[] = days.flatMap((r): BreakdownCount[] => {
		const at = { period: r.period!, count: Number(r.leads) }
		if (r.dimension === 'type' || r.dimension === 'utm-source') return [{ ...at, dimension: r.dimension, value: r.value }]
		if (r.dimension === 'course') return [{ ...at, dimension: 'course', value: courseOfInterest(r.value, null) }]
		if (r.dimension === 'source-page') return [{ ...at, dimension: 'source-page', value: r.value }, { ...at, dimension: 'country', value: countryOfInterest(r.value, null) }]
		return []
	})
	for (const b of booked) breakdowns.push(...leadBreakdowns(b.period, -1, b, null), ...leadBreakdowns(b.period, 1, b, b.topic))

	const stageAtLeast = (...statuses: string[]) => (r: DayCountRow) => statuses.includes(r.value!)
	const funnel: FunnelCounts = {
		received: sum('funnel'),
		contacted: sum('funnel', (r) => r.detail === 'contacted' || stageAtLeast('contacted', 'counselling', 'applied', 'enrolled')(r)),
		counselling: sum('funnel', stageAtLeast('counselling', 'applied', 'enrolled')),
		applied: sum('funnel', stageAtLeast('applied', 'enrolled')),
		enrolled: sum('funnel', stageAtLeast('enrolled')),
		closed: sum('funnel', stageAtLeast('closed')),
	}

	const notYetOverdue = (where: (row: { id: string | null; kind: string }) => boolean) => waitingUnder24Hours.reduce((total, r) => (where(r) ? total + Number(r.count) : total), 0)
	const waiting = sum('waiting', (r) => r.detail === 'answered')
	const firstContact: FirstContactFigures = {
		expecting: sum('first-contact'),
		contacted: sum('first-contact', (r) => r.value !== null),
		withinPromise: sum('first-contact', (r) => r.value === 'within'),
		waiting,
		overdue: waiting - notYetOverdue((r) => r.kind === 'answered'),
		medianSeconds: numberOrNull(percentiles?.median),
		p90Seconds: numberOrNull(percentiles?.p90),
	}

	const assignees = [...new Set(days.filter((r) => r.dimension === 'counsellor').map((r) => r.value))]
	const named = assignees.some((id) => id !== null) ? await db.select({ id: profiles.userId, name: profiles.name }).from(profiles).where(inArray(profiles.userId, assignees.filter((id) => id !== null))) : []
	const names = new Map(named.map((p) => [p.id, p.name]))
	const counsellors = assignees
		.map((id): CounsellorCounts => {
			const mine = (r: DayCountRow) => r.value === id
			const waitingNow = sum('waiting', (r) => mine(r) && r.detail !== 'newsletter')
			return {
				id,
				name: id === null ? null : (names.get(id) ?? null),
				received: sum('counsellor', mine),
				open: sum('counsellor', (r) => mine(r) && r.detail === 'open'),
				overdue: waitingNow - notYetOverdue((r) => r.id === id && r.kind !== 'newsletter'),
				enrolled: sum('counsellor', (r) => mine(r) && r.detail === 'enrolled'),
			}
		})
		.filter((c) => c.received !== 0)
	return { breakdowns: netted(breakdowns), funnel, firstContact, counsellors }
}

export type Dashboard = { tables: DashboardTable[]; charts: DashboardChart[] }

/** Every table of the dashboard, with its chart's bars. */
export async function loadDashboard(db: Database, range: DashboardRange, options: Options): Promise<Dashboard> {
	const counted = { timeZone: options.timeZone, now: options.now ?? new Date() }
	const count = options.timeZone === LEAD_DAY_COUNTS_TIME_ZONE ? countFromDayCounts : countFromLeads
	const [{ breakdowns, funnel, firstContact, counsellors }, staff] = await Promise.all([count(db, range, counted), listStaff(db)])
	const breakdownTables = breakdownDimensions.map((dimension) => breakdownTable(dimension, breakdowns, range, options.timeZone))
	const tables = [...breakdownTables, funnelTable(funnel), firstContactTable(firstContact), counsellorTable(counsellors, staff)]
	const charts: DashboardChart[] = [
		...breakdownTables.map((table) => ({ tableId: table.id, bars: table.id === 'leads-by-type' ? periodBars(table) : breakdownBars(table) })),
		{ tableId: 'funnel', bars: funnelBars(funnel) },
		{ tableId: 'first-contact', bars: firstContactBars(firstContact), unit: 'hours', marker: { value: FIRST_CONTACT_HOURS, label: `The ${FIRST_CONTACT_HOURS}-hour promise` } },
	]
	return { tables, charts }
}
