import { describe, expect, test } from 'vitest'
import {
	type AvailabilityInput,
	bookableDates,
	formatSessionTime,
	freeTimesOn,
	indiaDate,
	indiaInstant,
	nextFreeTimes,
} from './availability'

// Monday 7 December 2026, 8:00 am in India.
const now = indiaInstant('2026-12-07', '08:00')
const weekdays = [1, 2, 3, 4, 5, 6]
const input = (overrides: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
	now,
	settings: { sessionMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 180, horizonDays: 30, rooms: 2 },
	counsellors: [
		{
			id: 'aman',
			weeklyHours: weekdays.map((weekday) => ({ weekday, start: '10:00', end: '13:00' })),
			breaks: weekdays.map((weekday) => ({ weekday, start: '11:00', end: '11:30' })),
			daysOff: [],
		},
	],
	holidays: [],
	bookings: [],
	mode: 'phone',
	...overrides,
})
const times = (date: string, i: AvailabilityInput) => freeTimesOn(date, i).map((t) => formatSessionTime(t.startsAt, undefined, false))

describe('free times', () => {
	test('India dates and times convert at UTC+05:30', () => {
		expect(indiaInstant('2026-12-07', '10:00').toISOString()).toBe('2026-12-07T04:30:00.000Z')
		expect(indiaDate(new Date('2026-12-06T19:00:00Z'))).toBe('2026-12-07')
	})

	test('inside working hours, outside breaks, in steps of the session length', () => {
		expect(times('2026-12-08', input())).toEqual(['10:00 am', '10:30 am', '11:30 am', '12:00 pm', '12:30 pm'])
	})

	test('no times on a day without hours, a day off or an institute holiday', () => {
		expect(times('2026-12-13', input())).toEqual([]) // a Sunday
		expect(times('2026-12-08', input({ holidays: ['2026-12-08'] }))).toEqual([])
		const off = input()
		off.counsellors[0]!.daysOff = ['2026-12-08']
		expect(times('2026-12-08', off)).toEqual([])
	})

	test('minimum notice: nothing sooner than 3 hours from now', () => {
		// 8:00 am now: 11:00 am is the earliest; 10:00 and 10:30 are too soon, 11:00 is a break.
		expect(times('2026-12-07', input())).toEqual(['11:30 am', '12:00 pm', '12:30 pm'])
	})

	test('a booked session takes its time, and the buffer around it', () => {
		const bookings = [{ counsellorId: 'aman', mode: 'phone', startsAt: indiaInstant('2026-12-08', '12:00'), endsAt: indiaInstant('2026-12-08', '12:30') }]
		expect(times('2026-12-08', input({ bookings }))).toEqual(['10:00 am', '10:30 am', '11:30 am', '12:30 pm'])
		const buffered = input({ bookings })
		buffered.settings.bufferMinutes = 10
		expect(times('2026-12-08', buffered)).toEqual(['10:00 am', '10:30 am'])
	})

	test('the horizon: today to 30 days ahead, nothing before or after', () => {
		expect(bookableDates(now, { horizonDays: 30 })).toHaveLength(31)
		expect(times('2027-01-06', input())).toHaveLength(5) // day 30, a Wednesday
		expect(times('2027-01-07', input())).toEqual([])
		expect(times('2026-12-05', input())).toEqual([])
	})

	test('office visits need a free room; calls do not', () => {
		const second = { id: 'binder', weeklyHours: weekdays.map((weekday) => ({ weekday, start: '10:00', end: '13:00' })), breaks: [], daysOff: [] }
		const bookings = [{ counsellorId: 'aman', mode: 'institute', startsAt: indiaInstant('2026-12-08', '10:00'), endsAt: indiaInstant('2026-12-08', '10:30') }]
		const oneRoom = input({ counsellors: [...input().counsellors, second], bookings, mode: 'institute' })
		oneRoom.settings.rooms = 1
		expect(times('2026-12-08', oneRoom)[0]).toBe('10:30 am')
		expect(freeTimesOn('2026-12-08', { ...oneRoom, mode: 'phone' })[0]).toMatchObject({ counsellorIds: ['binder'] })
	})

	test('the next free times run on to the following days', () => {
		const next = nextFreeTimes(input(), '2026-12-07', 5)
		expect(next.map((t) => formatSessionTime(t.startsAt))).toEqual([
			'Mon, 7 Dec, 11:30 am',
			'Mon, 7 Dec, 12:00 pm',
			'Mon, 7 Dec, 12:30 pm',
			'Tue, 8 Dec, 10:00 am',
			'Tue, 8 Dec, 10:30 am',
		])
	})

	test('a viewer in a time zone with daylight saving sees their own time move, India time stays', () => {
		const spring = input({ now: indiaInstant('2027-03-26', '08:00') })
		const before = freeTimesOn('2027-03-27', spring)[0]!.startsAt // Saturday, London on GMT
		const after = freeTimesOn('2027-03-29', spring)[0]!.startsAt // Monday, London on BST
		expect(formatSessionTime(before, undefined, false)).toBe('10:00 am')
		expect(formatSessionTime(after, undefined, false)).toBe('10:00 am')
		expect(formatSessionTime(before, 'Europe/London', false)).toBe('4:30 am')
		expect(formatSessionTime(after, 'Europe/London', false)).toBe('5:30 am')
	})
})
