/**
 * What the dashboard's page and its CSV share, without zod or server code: the range the figures
 * cover, the tables (each chart's figures), and the field limits and messages of the range form.
 */

export const dashboardGroupings = ['day', 'week'] as const
export type DashboardGrouping = (typeof dashboardGroupings)[number]

/** Calendar days on the institute's clock (the site's time zone), both ends included. */
export type DashboardRange = { from: string; to: string; by: DashboardGrouping }

/** The longest range one page covers: a year, by day or by week. */
export const MAX_RANGE_DAYS = 366
/** The range when none is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30
/** Longer ranges are shown by week unless days are asked for. */
export const DAILY_UP_TO_DAYS = 62
/** A breakdown shows its most frequent values; the rest are added up as "Other". */
export const TOP_VALUES = 6

export const dashboardTableIds = ['leads-by-type', 'source-pages', 'utm-sources', 'courses', 'countries', 'funnel', 'first-contact', 'counsellors'] as const
export type DashboardTableId = (typeof dashboardTableIds)[number]

export type DashboardCell = string | number
/** One table of figures: shown under its chart and downloadable as CSV, cell for cell. */
export type DashboardTable = { id: DashboardTableId; title: string; columns: string[]; rows: DashboardCell[][] }

/** A bar of a chart: what it stands for, its length, and the figure written beside it. */
export type ChartBar = { label: string; value: number; text: string }

/** A table's chart: its bars, their unit, and a line to read them against (the 24-hour promise). */
export type DashboardChart = { tableId: DashboardTableId; bars: ChartBar[]; unit?: string; marker?: { value: number; label: string } }

export const dashboardMessages = {
	invalidDate: 'Enter a date as YYYY-MM-DD.',
	endBeforeStart: 'The end date must be on or after the start date.',
	rangeTooLong: `Choose a range of at most ${MAX_RANGE_DAYS} days.`,
} as const

export const groupingLabels: Record<DashboardGrouping, string> = { day: 'By day', week: 'By week' }

/** The range as a query string: the form's fields, for the CSV links. */
export function rangeQuery(range: DashboardRange) {
	return new URLSearchParams({ from: range.from, to: range.to, by: range.by }).toString()
}
