import { z } from '~/lib/zod'
import type { WeeklyPeriod } from './availability'

/**
 * The admins' availability forms (/admin/calendar/availability): the booking settings, each
 * counsellor's week, days off and the institute's holidays. Staff pages only; the browser checks
 * with the same schemas (Conform's onValidate) as the server.
 */

export const availabilityLimits = {
	sessionMinutes: { min: 10, max: 240 },
	bufferMinutes: { min: 0, max: 120 },
	minNoticeHours: { min: 0, max: 336 },
	horizonDays: { min: 1, max: 365 },
	rooms: { min: 0, max: 50 },
	reason: 200,
	holidayName: 100,
} as const

const whole = (label: string, { min, max }: { min: number; max: number }) =>
	z
		.number({ error: `Please enter ${label} as a whole number` })
		.int(`Please enter ${label} as a whole number`)
		.min(min, `${label[0]!.toUpperCase()}${label.slice(1)} must be between ${min} and ${max}`)
		.max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be between ${min} and ${max}`)

export const settingsSchema = z.object({
	intent: z.literal('settings'),
	sessionMinutes: whole('the session length', availabilityLimits.sessionMinutes),
	bufferMinutes: whole('the buffer', availabilityLimits.bufferMinutes),
	minNoticeHours: whole('the minimum notice', availabilityLimits.minNoticeHours),
	horizonDays: whole('how far ahead one may book', availabilityLimits.horizonDays),
	rooms: whole('the number of rooms', availabilityLimits.rooms),
})

export const settingsConstraint = Object.fromEntries(
	(['sessionMinutes', 'bufferMinutes', 'minNoticeHours', 'horizonDays', 'rooms'] as const).map((name) => [name, { required: true, ...availabilityLimits[name], step: 1 }]),
)

/** Monday (1) to Sunday (7), as WeeklyPeriod counts them. */
export const weekdays = [
	{ weekday: 1, name: 'Monday' },
	{ weekday: 2, name: 'Tuesday' },
	{ weekday: 3, name: 'Wednesday' },
	{ weekday: 4, name: 'Thursday' },
	{ weekday: 5, name: 'Friday' },
	{ weekday: 6, name: 'Saturday' },
	{ weekday: 7, name: 'Sunday' },
] as const

export type WeekField = `${'start' | 'end' | 'breakStart' | 'breakEnd'}${1 | 2 | 3 | 4 | 5 | 6 | 7}`

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time as HH:MM').optional()
const weekShape = Object.fromEntries(weekdays.flatMap(({ weekday }) => ['start', 'end', 'breakStart', 'breakEnd'].map((part) => [`${part}${weekday}`, time]))) as Record<
	WeekField,
	typeof time
>

/**
 * A counsellor's week: for each day, working hours (none for a day off every week) and at most one
 * break inside them. The messages stand next to the field to mend.
 */
export const weekSchema = z
	.object({ intent: z.literal('week'), counsellorId: z.string().min(1).max(100), ...weekShape })
	.superRefine((week, ctx) => {
		for (const { weekday, name } of weekdays) {
			const [start, end, breakStart, breakEnd] = (['start', 'end', 'breakStart', 'breakEnd'] as const).map((part) => week[`${part}${weekday}` as WeekField])
			const say = (field: WeekField, message: string) => ctx.addIssue({ code: 'custom', path: [field], message })
			if (Boolean(start) !== Boolean(end)) say(`${start ? 'end' : 'start'}${weekday}` as WeekField, `Please give both times for ${name}, or neither if it is not worked`)
			else if (start && end && end <= start) say(`end${weekday}` as WeekField, `${name}: the end must be after the start`)
			if (Boolean(breakStart) !== Boolean(breakEnd)) say(`${breakStart ? 'breakEnd' : 'breakStart'}${weekday}` as WeekField, `Please give both times of ${name}'s break, or neither`)
			else if (breakStart && breakEnd) {
				if (breakEnd <= breakStart) say(`breakEnd${weekday}` as WeekField, `${name}: the break must end after it starts`)
				// Half-given hours have their own message; a break needs hours around it.
				else if (start && end ? breakStart < start || breakEnd > end : !start && !end) say(`breakStart${weekday}` as WeekField, `${name}: the break must be inside the working hours`)
			}
		}
	})

/** The week form's values as the counsellor's rows store them. */
export function weekPeriods(week: z.infer<typeof weekSchema>): { weeklyHours: WeeklyPeriod[]; breaks: WeeklyPeriod[] } {
	const periods = (from: 'start' | 'breakStart', to: 'end' | 'breakEnd') =>
		weekdays.flatMap(({ weekday }) => {
			const start = week[`${from}${weekday}` as WeekField]
			const end = week[`${to}${weekday}` as WeekField]
			return start && end ? [{ weekday, start, end }] : []
		})
	return { weeklyHours: periods('start', 'end'), breaks: periods('breakStart', 'breakEnd') }
}

/** The week form's first values from the counsellor's rows (one period and one break a day). */
export function weekValues(weeklyHours: WeeklyPeriod[], breaks: WeeklyPeriod[]) {
	const values: Partial<Record<WeekField, string>> = {}
	for (const p of weeklyHours) Object.assign(values, { [`start${p.weekday}`]: p.start, [`end${p.weekday}`]: p.end })
	for (const b of breaks) Object.assign(values, { [`breakStart${b.weekday}`]: b.start, [`breakEnd${b.weekday}`]: b.end })
	return values
}

const date = z.iso.date({ error: 'Please choose a day' })

export const addDayOffSchema = z.object({
	intent: z.literal('add-day-off'),
	counsellorId: z.string({ error: 'Please choose a counsellor' }).min(1).max(100),
	date,
	reason: z.string().trim().max(availabilityLimits.reason, `Please keep the reason under ${availabilityLimits.reason} characters`).optional(),
})
export const removeDayOffSchema = z.object({ intent: z.literal('remove-day-off'), counsellorId: z.string().min(1).max(100), date })
export const addHolidaySchema = z.object({
	intent: z.literal('add-holiday'),
	date,
	name: z
		.string({ error: 'Please name the holiday' })
		.trim()
		.min(1, { error: 'Please name the holiday', abort: true })
		.max(availabilityLimits.holidayName, `Please keep the name under ${availabilityLimits.holidayName} characters`),
})
export const removeHolidaySchema = z.object({ intent: z.literal('remove-holiday'), date })

export const availabilityActionSchema = z.discriminatedUnion('intent', [settingsSchema, weekSchema, addDayOffSchema, removeDayOffSchema, addHolidaySchema, removeHolidaySchema])
export type AvailabilityAction = z.infer<typeof availabilityActionSchema>

/** Which form an answer is for (several forms post to one action). */
export function availabilityFormId(form: { get(name: string): FormDataEntryValue | null }): string | undefined {
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value : ''
	}
	switch (text('intent')) {
		case 'settings':
			return 'availability-settings'
		case 'week':
			return `week-${text('counsellorId')}`
		case 'add-day-off':
			return 'day-off-add'
		case 'remove-day-off':
			return `day-off-remove-${text('counsellorId')}-${text('date')}`
		case 'add-holiday':
			return 'holiday-add'
		case 'remove-holiday':
			return `holiday-remove-${text('date')}`
		default:
			return undefined
	}
}
