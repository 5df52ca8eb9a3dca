import type { FormResult } from '~/components/ui/form'
import { addDays } from '~/features/bookings/availability'
import { calendarDay } from '~/features/leads/admin/format'
import { z } from '~/lib/zod'
import { DAILY_UP_TO_DAYS, DEFAULT_RANGE_DAYS, type DashboardRange, dashboardGroupings, dashboardMessages, MAX_RANGE_DAYS } from './dashboard'

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string) {
	return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

const day = z.iso.date({ error: dashboardMessages.invalidDate })

/** ?from=&to=&by= : empty dates fall back to the last 30 days; a bad one is an error next to its field. */
export const dashboardRangeSchema = z
	.object({
		from: day.optional(),
		to: day.optional(),
		by: z.enum(dashboardGroupings).optional().catch(undefined),
	})
	.superRefine((value, ctx) => {
		if (!value.from || !value.to) return
		if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: dashboardMessages.endBeforeStart })
		else if (daysInRange(value.from, value.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['from'], message: dashboardMessages.rangeTooLong })
	})

export type DashboardQuery =
	| { ok: true; range: DashboardRange; result: null }
	/** What was typed comes back with a message next to the field; no figures are shown for it. */
	| { ok: false; range: null; result: FormResult }

/** The range the dashboard covers, on the institute's calendar; `now` decides what "today" is. */
export function parseDashboardQuery(params: URLSearchParams, { now, timeZone }: { now: Date; timeZone: string }): DashboardQuery {
	const input = { from: params.get('from') || undefined, to: params.get('to') || undefined, by: params.get('by') || undefined }
	const parsed = dashboardRangeSchema.safeParse(input)
	if (!parsed.success) {
		const error: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) (error[String(issue.path[0] ?? '')] ??= []).push(issue.message)
		return { ok: false, range: null, result: { status: 'error', error, initialValue: { from: input.from ?? '', to: input.to ?? '', by: input.by ?? '' } } }
	}
	const today = calendarDay(now, timeZone)
	const to = parsed.data.to ?? (parsed.data.from ? addDays(parsed.data.from, DEFAULT_RANGE_DAYS - 1) : today)
	const from = parsed.data.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS)
	const by = parsed.data.by ?? (daysInRange(from, to) <= DAILY_UP_TO_DAYS ? 'day' : 'week')
	return { ok: true, range: { from, to, by }, result: null }
}
