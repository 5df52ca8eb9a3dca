/**
 * Free times for counselling sessions, computed from the counsellors' weekly hours, breaks and days
 * off, the institute's holidays, the booking settings and the sessions already booked. Pure: the
 * server loads the data and calls these; the unit tests call them with any clock.
 *
 * Every time the institute states is India time. India has kept UTC+05:30 all year since 1945 (no
 * daylight saving), so a fixed offset converts exactly; a visitor elsewhere is shown their own time
 * beside it with Intl, which knows their daylight saving.
 */

import { DEFAULT_LOCALE, intlLocales, type Locale } from '~/features/i18n/locales'

export const INDIA_TIME_ZONE = 'Asia/Kolkata'
const INDIA_OFFSET_MINUTES = 330
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A period of a week in India time: weekday 1 (Monday) to 7 (Sunday), times as HH:MM. */
export type WeeklyPeriod = { weekday: number; start: string; end: string }

export type AvailabilitySettings = {
	sessionMinutes: number
	bufferMinutes: number
	minNoticeMinutes: number
	horizonDays: number
	rooms: number
}

export type CounsellorAvailability = { id: string; weeklyHours: WeeklyPeriod[]; breaks: WeeklyPeriod[]; daysOff: string[] }

/** A session already booked (not cancelled), which takes its counsellor's time and, at the institute, a room. */
export type BusyBooking = { counsellorId: string; mode: string; startsAt: Date; endsAt: Date }

export type AvailabilityInput = {
	now: Date
	settings: AvailabilitySettings
	counsellors: CounsellorAvailability[]
	/** Institute holidays, as YYYY-MM-DD. */
	holidays: string[]
	bookings: BusyBooking[]
	mode: string
}

export type FreeTime = { startsAt: Date; endsAt: Date; counsellorIds: string[] }

/** The India date (YYYY-MM-DD) of an instant. */
export function indiaDate(instant: Date): string {
	return new Date(instant.getTime() + INDIA_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10)
}

/** The instant of an India date and time (HH:MM). */
export function indiaInstant(date: string, time: string): Date {
	const [hours, minutes] = time.split(':').map(Number)
	return new Date(Date.parse(`${date}T00:00:00Z`) + ((hours ?? 0) * 60 + (minutes ?? 0) - INDIA_OFFSET_MINUTES) * MINUTE)
}

export function addDays(date: string, days: number): string {
	return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
}

/** 1 (Monday) to 7 (Sunday). */
export function isoWeekday(date: string): number {
	return new Date(`${date}T00:00:00Z`).getUTCDay() || 7
}

/** The days one may book on: today (India) to the horizon. */
export function bookableDates(now: Date, settings: Pick<AvailabilitySettings, 'horizonDays'>): string[] {
	const today = indiaDate(now)
	return Array.from({ length: settings.horizonDays + 1 }, (_, i) => addDays(today, i))
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd

/**
 * The free times of one India date, earliest first, each with the counsellors free then. A time is
 * free for a counsellor inside their hours, outside their breaks, not on their day off or an
 * institute holiday, at least the minimum notice ahead, within the horizon, and clear of their
 * other sessions by the buffer; an office visit also needs a room.
 */
export function freeTimesOn(date: string, input: AvailabilityInput): FreeTime[] {
	const { now, settings } = input
	if (!bookableDates(now, settings).includes(date) || input.holidays.includes(date)) return []
	const weekday = isoWeekday(date)
	const session = settings.sessionMinutes * MINUTE
	const buffer = settings.bufferMinutes * MINUTE
	const earliest = now.getTime() + settings.minNoticeMinutes * MINUTE
	const byStart = new Map<number, string[]>()
	for (const counsellor of input.counsellors) {
		if (counsellor.daysOff.includes(date)) continue
		const breaks = counsellor.breaks
			.filter((b) => b.weekday === weekday)
			.map((b) => [indiaInstant(date, b.start).getTime(), indiaInstant(date, b.end).getTime()] as const)
		const busy = input.bookings.filter((b) => b.counsellorId === counsellor.id)
		for (const period of counsellor.weeklyHours.filter((p) => p.weekday === weekday)) {
			const end = indiaInstant(date, period.end).getTime()
			for (let start = indiaInstant(date, period.start).getTime(); start + session <= end; start += session) {
				if (start < earliest) continue
				if (breaks.some(([from, to]) => overlaps(start, start + session, from, to))) continue
				if (busy.some((b) => overlaps(start, start + session, b.startsAt.getTime() - buffer, b.endsAt.getTime() + buffer))) continue
				byStart.set(start, [...(byStart.get(start) ?? []), counsellor.id])
			}
		}
	}
	const officeVisits = input.bookings.filter((b) => b.mode === 'institute')
	return [...byStart.entries()]
		.sort(([a], [b]) => a - b)
		.filter(
			([start]) =>
				input.mode !== 'institute' ||
				officeVisits.filter((b) => overlaps(start, start + session, b.startsAt.getTime(), b.endsAt.getTime())).length < settings.rooms,
		)
		.map(([start, counsellorIds]) => ({ startsAt: new Date(start), endsAt: new Date(start + session), counsellorIds }))
}

/** The first free times from a date on (within the horizon): what a visitor who lost a time is offered. */
export function nextFreeTimes(input: AvailabilityInput, fromDate: string, count: number): FreeTime[] {
	const found: FreeTime[] = []
	for (const date of bookableDates(input.now, input.settings).filter((d) => d >= fromDate)) {
		found.push(...freeTimesOn(date, input))
		if (found.length >= count) break
	}
	return found.slice(0, count)
}

/** "Wed 25 Nov, 10:30 am" in a time zone (India unless said) and a language, for pages and emails. */
export function formatSessionTime(instant: Date, timeZone = INDIA_TIME_ZONE, withDate = true, locale: Locale = DEFAULT_LOCALE) {
	return new Intl.DateTimeFormat(intlLocales[locale], {
		timeZone,
		...(withDate ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
		hour: 'numeric',
		minute: '2-digit',
		hour12: true,
	}).format(instant)
}

/** "Wednesday 25 November 2026" for an India date ("ਬੁੱਧਵਾਰ, 25 ਨਵੰਬਰ 2026" in Punjabi). */
export function formatSessionDate(date: string, locale: Locale = DEFAULT_LOCALE) {
	return new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-GB' : intlLocales[locale], { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
		new Date(`${date}T00:00:00Z`),
	)
}
