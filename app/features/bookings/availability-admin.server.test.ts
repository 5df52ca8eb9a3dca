import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import { seedDatabase } from '~/db/seed.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { addDays, freeTimesOn, indiaDate } from './availability'
import { applyAvailabilityAction, loadAvailabilityAdmin } from './availability-admin.server'
import { createBooking, loadAvailability } from './bookings.server'

describe.each(testDatabaseKinds)('availability set by admins on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	/** A weekday at least two days ahead that Aman works (Monday to Saturday). */
	function workedDayAhead() {
		for (let day = 2; ; day++) {
			const date = addDays(indiaDate(new Date()), day)
			if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) return date
		}
	}

	test('the settings, a week, a day off and a holiday change the free times at once', async () => {
		const { db } = database
		const date = workedDayAhead()
		const freeOn = async () => freeTimesOn(date, await loadAvailability(db, 'phone'))

		expect(await applyAvailabilityAction(db, { intent: 'settings', sessionMinutes: 60, bufferMinutes: 0, minNoticeHours: 5, horizonDays: 30, rooms: 1 })).toEqual({ ok: true, message: 'Settings saved.' })
		const page = await loadAvailabilityAdmin(db, indiaDate(new Date()))
		expect(page.settings).toEqual({ sessionMinutes: 60, bufferMinutes: 0, minNoticeHours: 5, horizonDays: 30, rooms: 1 })
		expect((await freeOn()).every((t) => t.endsAt.getTime() - t.startsAt.getTime() === 3_600_000)).toBe(true)

		// Aman works only 10:00 to 12:00 that weekday; Navneet takes weekdays only.
		const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7
		expect(await applyAvailabilityAction(db, { intent: 'week', counsellorId: 'aman-bhatia', [`start${weekday}`]: '10:00', [`end${weekday}`]: '12:00' } as never)).toEqual({
			ok: true,
			message: "Aman Bhatia's week saved.",
		})
		const aman = (await freeOn()).filter((t) => t.counsellorIds.includes('aman-bhatia'))
		expect(aman.map((t) => t.startsAt.toISOString())).toEqual([`${date}T04:30:00.000Z`, `${date}T05:30:00.000Z`])

		// A session that day stays booked when the day is taken off, and the admin is told.
		const booked = await createBooking(
			db,
			{ mode: 'phone', topic: 'general', startsAt: aman[0]!.startsAt, name: 'Day off', email: 'dayoff@example.com', mobile: '9876512345', parentAttending: false, note: null },
			{ site: defaultSiteSettings, origin: 'https://welsh.test', sendMail: false },
		)
		expect(booked.status).toBe('booked')
		const counsellor = booked.status === 'booked' ? booked.booking.counsellorId : ''
		const dayOff = await applyAvailabilityAction(db, { intent: 'add-day-off', counsellorId: counsellor, date, reason: 'Training' })
		expect(dayOff).toEqual({ ok: true, message: 'Day off saved. 1 session is already booked that day and stays booked: move or cancel it on the calendar.' })
		expect((await freeOn()).some((t) => t.counsellorIds.includes(counsellor))).toBe(false)
		expect((await loadAvailabilityAdmin(db, date)).daysOff).toEqual([{ counsellorId: counsellor, counsellor: expect.any(String), date, reason: 'Training' }])
		await applyAvailabilityAction(db, { intent: 'remove-day-off', counsellorId: counsellor, date })

		expect(await applyAvailabilityAction(db, { intent: 'add-holiday', date, name: 'Gurpurab' })).toMatchObject({ ok: true })
		expect(await freeOn()).toEqual([])
		expect(await applyAvailabilityAction(db, { intent: 'remove-holiday', date })).toEqual({ ok: true, message: 'Holiday removed.' })
		expect((await freeOn()).length).toBeGreaterThan(0)
	})

	test('a day off for a counsellor who does not exist is refused on its field', async () => {
		expect(await applyAvailabilityAction(database.db, { intent: 'add-day-off', counsellorId: 'nobody', date: '2030-01-07' })).toEqual({
			ok: false,
			field: 'counsellorId',
			message: 'Please choose a counsellor',
		})
	})
})
