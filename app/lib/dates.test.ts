import { expect, test } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import { formatDateInTimeZone } from './dates'

const { timeZone } = defaultSiteSettings

test('a request at 01:00 in Jalandhar (19:30 UTC the day before) shows the Jalandhar date', () => {
	const oneAmIst = '2026-03-04T19:30:00.000Z'
	expect(formatDateInTimeZone(oneAmIst, timeZone)).toBe('5 March 2026')
	// The old way, the UTC date, was a day early.
	expect(oneAmIst.slice(0, 10)).toBe('2026-03-04')
})

test('late evening in Jalandhar is still the same day', () => {
	expect(formatDateInTimeZone('2026-03-05T18:00:00.000Z', timeZone)).toBe('5 March 2026') // 23:30 IST
	expect(formatDateInTimeZone('2026-03-05T18:30:00.000Z', timeZone)).toBe('6 March 2026') // 00:00 IST
})

test('another institute time zone gives its own date', () => {
	expect(formatDateInTimeZone('2026-03-04T19:30:00.000Z', 'Europe/London')).toBe('4 March 2026')
	expect(formatDateInTimeZone(new Date('2026-12-31T20:00:00Z'), 'Asia/Kolkata')).toBe('1 January 2027')
})
