import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { bookings, bookingSettings, counsellorDaysOff, counsellors, instituteHolidays } from '~/db/schema'
import { addDays, indiaInstant } from './availability'
import { type AvailabilityAction, weekPeriods } from './availability-schema'
import { loadSettings } from './bookings.server'

/** What the availability page shows: the settings, each counsellor's week, and the days off and holidays from today on. */
export async function loadAvailabilityAdmin(db: Database, today: string) {
	const [settings, people, daysOff, holidays] = await Promise.all([
		loadSettings(db),
		db.select().from(counsellors).where(eq(counsellors.active, true)).orderBy(asc(counsellors.name)),
		db.select().from(counsellorDaysOff).where(gte(counsellorDaysOff.date, today)).orderBy(asc(counsellorDaysOff.date)),
		db.select().from(instituteHolidays).where(gte(instituteHolidays.date, today)).orderBy(asc(instituteHolidays.date)),
	])
	return {
		settings: {
			sessionMinutes: settings.sessionMinutes,
			bufferMinutes: settings.bufferMinutes,
			minNoticeHours: Math.round(settings.minNoticeMinutes / 60),
			horizonDays: settings.horizonDays,
			rooms: settings.rooms,
		},
		counsellors: people.map((c) => ({ id: c.id, name: c.name, weeklyHours: c.weeklyHours, breaks: c.breaks })),
		daysOff: daysOff.map((d) => ({ counsellorId: d.counsellorId, counsellor: people.find((c) => c.id === d.counsellorId)?.name ?? d.counsellorId, date: d.date, reason: d.reason })),
		holidays,
	}
}

/** Sessions still booked on an India date (for one counsellor, or anyone's): a new day off or holiday leaves them to staff to move. */
async function sessionsOn(db: Database, date: string, counsellorId?: string) {
	const [{ count } = { count: 0 }] = await db
		.select({ count: sql<number>`count(*)::int` })
		.from(bookings)
		.where(
			and(
				ne(bookings.status, 'cancelled'),
				gte(bookings.startsAt, indiaInstant(date, '00:00')),
				lt(bookings.startsAt, indiaInstant(addDays(date, 1), '00:00')),
				counsellorId ? eq(bookings.counsellorId, counsellorId) : undefined,
			),
		)
	return count
}

const stillBooked = (count: number) =>
	count === 1
		? ' 1 session is already booked that day and stays booked: move or cancel it on the calendar.'
		: count > 1
			? ` ${count} sessions are already booked that day and stay booked: move or cancel them on the calendar.`
			: ''

export type AvailabilityOutcome = { ok: true; message: string } | { ok: false; field?: string; message: string }

/** Applies one of the availability forms. Free times follow at once: they are computed from these rows on every request. */
export async function applyAvailabilityAction(db: Database, input: AvailabilityAction): Promise<AvailabilityOutcome> {
	switch (input.intent) {
		case 'settings': {
			const { intent: _, minNoticeHours, ...rest } = input
			await db
				.update(bookingSettings)
				.set({ ...rest, minNoticeMinutes: minNoticeHours * 60, updatedAt: sql`now()` })
				.where(eq(bookingSettings.id, 1))
			return { ok: true, message: 'Settings saved.' }
		}
		case 'week': {
			// An edited row is no longer the seed's (the seeder never overwrites it anyway).
			const [row] = await db
				.update(counsellors)
				.set({ ...weekPeriods(input), seedHash: null })
				.where(eq(counsellors.id, input.counsellorId))
				.returning({ name: counsellors.name })
			if (!row) return { ok: false, message: 'This counsellor no longer exists' }
			return { ok: true, message: `${row.name}'s week saved.` }
		}
		case 'add-day-off': {
			const [exists] = await db.select({ id: counsellors.id }).from(counsellors).where(eq(counsellors.id, input.counsellorId))
			if (!exists) return { ok: false, field: 'counsellorId', message: 'Please choose a counsellor' }
			await db
				.insert(counsellorDaysOff)
				.values({ counsellorId: input.counsellorId, date: input.date, reason: input.reason || null })
				.onConflictDoUpdate({ target: [counsellorDaysOff.counsellorId, counsellorDaysOff.date], set: { reason: input.reason || null } })
			return { ok: true, message: `Day off saved.${stillBooked(await sessionsOn(db, input.date, input.counsellorId))}` }
		}
		case 'remove-day-off':
			await db.delete(counsellorDaysOff).where(and(eq(counsellorDaysOff.counsellorId, input.counsellorId), eq(counsellorDaysOff.date, input.date)))
			return { ok: true, message: 'Day off removed.' }
		case 'add-holiday':
			await db
				.insert(instituteHolidays)
				.values({ date: input.date, name: input.name })
				.onConflictDoUpdate({ target: instituteHolidays.date, set: { name: input.name } })
			return { ok: true, message: `Holiday saved.${stillBooked(await sessionsOn(db, input.date))}` }
		case 'remove-holiday':
			await db.delete(instituteHolidays).where(eq(instituteHolidays.date, input.date))
			return { ok: true, message: 'Holiday removed.' }
	}
}
