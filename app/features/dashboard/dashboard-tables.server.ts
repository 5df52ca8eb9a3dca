import { type LeadStatus, type LeadType, leadTypes } from '~/db/schema'
import { addDays, isoWeekday } from '~/features/bookings/availability'
import { countryDirectory } from '~/features/countries/country-directory'
import { FIRST_CONTACT_HOURS, leadStatusLabels, leadTypeLabels } from '~/features/leads/admin/inbox-schema'
import { enquiryCourseLabel } from '~/features/leads/enquiry'
import { type ChartBar, type DashboardCell, type DashboardGrouping, type DashboardRange, type DashboardTable, type DashboardTableId, TOP_VALUES } from './dashboard'

/* The dashboard's figures as tables, from the counts the database returns (dashboard.server.ts).
 * Pure functions, so each rule (empty periods, "Other", the funnel's rates) is unit-tested. */

export const breakdownDimensions = ['type', 'source-page', 'utm-source', 'course', 'country'] as const
export type BreakdownDimension = (typeof breakdownDimensions)[number]
/** Leads received in one period with one value of one dimension (null: not recorded). */
export type BreakdownCount = { dimension: BreakdownDimension; period: string; value: string | null; count: number }

/** Leads that reached each stage; `closed` are those closed since (whatever stage they had reached). */
export type FunnelCounts = { received: number; contacted: number; counselling: number; applied: number; enrolled: number; closed: number }

export type FirstContactFigures = {
	/** Leads that wait for an answer when they arrive (enquiries, contact messages, enrolment requests). */
	expecting: number
	/** Of those, with a first contact recorded; and how many of these within the promise. */
	contacted: number
	withinPromise: number
	/** Still waiting now, and of those, waiting 24 hours or more. */
	waiting: number
	overdue: number
	medianSeconds: number | null
	p90Seconds: number | null
}

export type CounsellorCounts = { id: string | null; name: string | null; received: number; open: number; overdue: number; enrolled: number }

/** The country of interest: the booked session's topic (country:{id}), else the country guide the lead was sent from. */
export function countryOfInterest(sourcePage: string | null, bookingTopic: string | null) {
	return /^country:(.+)$/.exec(bookingTopic ?? '')?.[1] ?? /^\/(?:country|destinations)\/([A-Za-z0-9-]+)/.exec(sourcePage ?? '')?.[1] ?? null
}

/** The course: the enquiry's or enrolment request's, else the booked session's topic (course:{id}). */
export function courseOfInterest(course: string | null, bookingTopic: string | null) {
	return course ?? /^course:(.+)$/.exec(bookingTopic ?? '')?.[1] ?? null
}

/** Every period of the range, empty ones included: each day, or the Monday of each week. */
export function periodsOf(range: DashboardRange): string[] {
	const first = range.by === 'week' ? addDays(range.from, 1 - isoWeekday(range.from)) : range.from
	const step = range.by === 'week' ? 7 : 1
	const periods: string[] = []
	for (let period = first; period <= range.to; period = addDays(period, step)) periods.push(period)
	return periods
}

/** The first column's heading: the periods are days on the institute's calendar. */
const periodHeading = (by: DashboardGrouping, timeZone: string) => (by === 'day' ? `Day (${timeZone})` : `Week starting Monday (${timeZone})`)

/** "45.5%", or "–" when there is nothing to divide by. */
export function percent(part: number, whole: number) {
	return whole === 0 ? '–' : `${(Math.round((part / whole) * 1000) / 10).toString()}%`
}

/** "45 min", "3 h 20 min", "2 days 4 h": a time to first contact as people read it; "–" when there is none. */
export function hoursAndMinutes(seconds: number | null) {
	if (seconds === null) return '–'
	const minutes = Math.round(seconds / 60)
	if (minutes < 60) return `${minutes} min`
	const hours = Math.floor(minutes / 60)
	if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
	const days = Math.floor(hours / 24)
	return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`
}

const NOT_RECORDED = 'Not recorded'
const OTHER = 'Other'

const countryNames = new Map<string, string>(countryDirectory.map((c) => [c.id, c.name]))

const dimensionTables: Record<BreakdownDimension, { id: DashboardTableId; title: string; label: (value: string) => string }> = {
	type: { id: 'leads-by-type', title: 'Leads by type', label: (value) => leadTypeLabels[value as LeadType] ?? value },
	'source-page': { id: 'source-pages', title: 'Leads by source page', label: (value) => value },
	'utm-source': { id: 'utm-sources', title: 'Leads by UTM source', label: (value) => value },
	course: { id: 'courses', title: 'Leads by course', label: (value) => enquiryCourseLabel(value) },
	country: { id: 'countries', title: 'Leads by country of interest', label: (value) => countryNames.get(value) ?? value },
}

/**
 * One dimension's leads per period: a row per period (empty ones as 0) and a Total row; a column
 * per value (types: all five, always; others: the TOP_VALUES most frequent, the rest as "Other";
 * leads without a value as "Not recorded") and a Total column.
 */
export function breakdownTable(dimension: BreakdownDimension, counts: BreakdownCount[], range: DashboardRange, timeZone: string): DashboardTable {
	const { id, title, label } = dimensionTables[dimension]
	const mine = counts.filter((c) => c.dimension === dimension)
	const totals = new Map<string | null, number>()
	for (const c of mine) totals.set(c.value, (totals.get(c.value) ?? 0) + c.count)
	let shown: (string | null)[]
	if (dimension === 'type') shown = [...leadTypes]
	else {
		const name = (value: string | null) => (value === null ? NOT_RECORDED : label(value))
		const ranked = [...totals].sort((a, b) => b[1] - a[1] || name(a[0]).localeCompare(name(b[0]))).map(([value]) => value)
		shown = ranked.length <= TOP_VALUES + 1 ? ranked : ranked.slice(0, TOP_VALUES)
	}
	const hasOther = [...totals.keys()].some((value) => !shown.includes(value))
	const columnOf = (value: string | null) => (shown.includes(value) ? shown.indexOf(value) : shown.length)
	const width = shown.length + (hasOther ? 1 : 0)
	const periods = periodsOf(range)
	const cells = new Map(periods.map((p) => [p, new Array<number>(width).fill(0)]))
	for (const c of mine) {
		const row = cells.get(c.period)
		if (row) row[columnOf(c.value)]! += c.count
	}
	const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
	const columnTotals = Array.from({ length: width }, (_, i) => sum(periods.map((p) => cells.get(p)![i]!)))
	return {
		id,
		title,
		columns: [periodHeading(range.by, timeZone), ...shown.map((value) => (value === null ? NOT_RECORDED : label(value))), ...(hasOther ? [OTHER] : []), 'Total'],
		rows: [...periods.map((p) => [p, ...cells.get(p)!, sum(cells.get(p)!)]), ['Total', ...columnTotals, sum(columnTotals)]],
	}
}

const funnelStages = ['contacted', 'counselling', 'applied', 'enrolled'] as const satisfies readonly LeadStatus[]

/** The funnel: each stage's leads, as a share of the stage before and of all leads received. */
export function funnelTable(funnel: FunnelCounts): DashboardTable {
	const rows: DashboardCell[][] = [['Received (new)', funnel.received, '–', percent(funnel.received, funnel.received)]]
	let previous = funnel.received
	for (const stage of funnelStages) {
		rows.push([leadStatusLabels[stage], funnel[stage], percent(funnel[stage], previous), percent(funnel[stage], funnel.received)])
		previous = funnel[stage]
	}
	rows.push([`${leadStatusLabels.closed} (left the funnel at any stage)`, funnel.closed, '–', percent(funnel.closed, funnel.received)])
	return { id: 'funnel', title: 'Funnel', columns: ['Stage', 'Leads', 'Of the stage before', 'Of all received'], rows }
}

export function firstContactTable(f: FirstContactFigures): DashboardTable {
	const late = f.contacted - f.withinPromise
	const unrecorded = f.expecting - f.contacted - f.waiting
	return {
		id: 'first-contact',
		title: 'Time to first contact',
		columns: ['Measure', 'Value'],
		rows: [
			['Leads waiting for a first answer when they arrived', f.expecting],
			['First contact recorded', f.contacted],
			['Median time to first contact', hoursAndMinutes(f.medianSeconds)],
			['90th percentile time to first contact', hoursAndMinutes(f.p90Seconds)],
			[`Contacted within ${FIRST_CONTACT_HOURS} hours`, `${f.withinPromise} (${percent(f.withinPromise, f.contacted)} of those contacted)`],
			[`Contacted after ${FIRST_CONTACT_HOURS} hours`, `${late} (${percent(late, f.contacted)} of those contacted)`],
			['Still waiting now', f.waiting],
			[`Still waiting now, for ${FIRST_CONTACT_HOURS} hours or more (overdue)`, f.overdue],
			['Answered without a recorded first contact (before contact times were kept)', unrecorded],
		],
	}
}

/** Each staff member's leads (and the unassigned ones), staff without leads included as zeros. */
export function counsellorTable(counts: CounsellorCounts[], staff: { id: string; name: string }[]): DashboardTable {
	const byId = new Map(counts.map((c) => [c.id, c]))
	const people = [...staff.map((s) => byId.get(s.id) ?? { id: s.id, name: s.name, received: 0, open: 0, overdue: 0, enrolled: 0 }), ...counts.filter((c) => c.id !== null && !staff.some((s) => s.id === c.id))]
	const unassigned = byId.get(null)
	const row = (name: string, c: CounsellorCounts): DashboardCell[] => [name, c.received, c.open, c.overdue, c.enrolled, percent(c.enrolled, c.received)]
	return {
		id: 'counsellors',
		title: 'Counsellors',
		columns: ['Counsellor', 'Leads assigned', 'Open now', 'Overdue now', 'Enrolled', 'Enrolled of assigned'],
		rows: [...people.map((c) => row(c.name ?? 'Former staff member', c)), ...(unassigned ? [row('Unassigned', unassigned)] : [])],
	}
}

/** A chart's bars: a breakdown's Total row (one bar per value), or per period (one bar per row). */
export function breakdownBars(table: DashboardTable): ChartBar[] {
	const total = table.rows[table.rows.length - 1]!
	return table.columns.slice(1, -1).map((label, i) => ({ label, value: Number(total[i + 1]), text: String(total[i + 1]) }))
}

export function periodBars(table: DashboardTable): ChartBar[] {
	return table.rows.slice(0, -1).map((row) => ({ label: String(row[0]), value: Number(row[row.length - 1]), text: String(row[row.length - 1]) }))
}

export function funnelBars(funnel: FunnelCounts): ChartBar[] {
	return [
		{ label: 'Received (new)', value: funnel.received, text: String(funnel.received) },
		...funnelStages.map((stage) => ({ label: leadStatusLabels[stage], value: funnel[stage], text: `${funnel[stage]} (${percent(funnel[stage], funnel.received)})` })),
	]
}

export function firstContactBars(f: FirstContactFigures): ChartBar[] {
	return [
		{ label: 'Median', value: (f.medianSeconds ?? 0) / 3600, text: hoursAndMinutes(f.medianSeconds) },
		{ label: '90th percentile', value: (f.p90Seconds ?? 0) / 3600, text: hoursAndMinutes(f.p90Seconds) },
	]
}
