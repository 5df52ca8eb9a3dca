import { describe, expect, test } from 'vitest'
import { breakdownBars, breakdownTable, type BreakdownCount, counsellorTable, countryOfInterest, courseOfInterest, funnelTable, hoursAndMinutes, percent, periodBars, periodsOf } from './dashboard-tables.server'

const timeZone = 'Asia/Kolkata'

describe('periods', () => {
	test('every day of the range, both ends included', () => {
		expect(periodsOf({ from: '2026-02-27', to: '2026-03-02', by: 'day' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
	})
	test('weeks start on the Monday on or before the first day', () => {
		// 1 March 2026 is a Sunday, 15 March a Sunday.
		expect(periodsOf({ from: '2026-03-01', to: '2026-03-15', by: 'week' })).toEqual(['2026-02-23', '2026-03-02', '2026-03-09'])
		expect(periodsOf({ from: '2026-03-02', to: '2026-03-02', by: 'week' })).toEqual(['2026-03-02'])
	})
})

describe('figures as people read them', () => {
	test('percentages to one decimal, a dash when there is nothing to divide by', () => {
		expect(percent(1, 3)).toBe('33.3%')
		expect(percent(2, 3)).toBe('66.7%')
		expect(percent(3, 3)).toBe('100%')
		expect(percent(0, 0)).toBe('–')
	})
	test('times to first contact in minutes, hours or days', () => {
		expect(hoursAndMinutes(null)).toBe('–')
		expect(hoursAndMinutes(45 * 60)).toBe('45 min')
		expect(hoursAndMinutes(3 * 3600 + 20 * 60)).toBe('3 h 20 min')
		expect(hoursAndMinutes(24 * 3600)).toBe('24 h')
		expect(hoursAndMinutes(52 * 3600)).toBe('2 days 4 h')
		expect(hoursAndMinutes(72 * 3600)).toBe('3 days')
	})
})

test('the country of interest: a booked session’s topic first, else the country guide the lead came from', () => {
	expect(countryOfInterest('/country/ca', null)).toBe('ca')
	expect(countryOfInterest('/destinations/united-kingdom?utm_source=x', null)).toBe('united-kingdom')
	expect(countryOfInterest('/book', 'country:au')).toBe('au')
	expect(countryOfInterest('/country/ca', 'general')).toBe('ca')
	expect(countryOfInterest('/courses', 'course:ielts-academic-full-course')).toBeNull()
	expect(countryOfInterest(null, null)).toBeNull()
	expect(courseOfInterest('ielts-academic', 'course:other')).toBe('ielts-academic')
	expect(courseOfInterest(null, 'course:ielts-academic-full-course')).toBe('ielts-academic-full-course')
	expect(courseOfInterest(null, 'country:au')).toBeNull()
})

describe('breakdowns', () => {
	const range = { from: '2026-03-01', to: '2026-03-03', by: 'day' } as const
	const utm = (period: string, value: string | null, count: number): BreakdownCount => ({ dimension: 'utm-source', period, value, count })

	test('the six most frequent values, the rest as Other, missing values as Not recorded; empty days as 0; totals both ways', () => {
		const counts: BreakdownCount[] = [
			utm('2026-03-01', 'google', 5),
			utm('2026-03-01', null, 4),
			utm('2026-03-03', 'facebook', 3),
			utm('2026-03-03', 'instagram', 3),
			utm('2026-03-03', 'newsletter', 2),
			utm('2026-03-03', 'youtube', 2),
			utm('2026-03-03', 'bing', 1),
			utm('2026-03-03', 'x', 1),
			// Another dimension's counts are not mixed in.
			{ dimension: 'type', period: '2026-03-01', value: 'enquiry', count: 99 },
		]
		expect(breakdownTable('utm-source', counts, range, timeZone)).toEqual({
			id: 'utm-sources',
			title: 'Leads by UTM source',
			columns: ['Day (Asia/Kolkata)', 'google', 'Not recorded', 'facebook', 'instagram', 'newsletter', 'youtube', 'Other', 'Total'],
			rows: [
				['2026-03-01', 5, 4, 0, 0, 0, 0, 0, 9],
				['2026-03-02', 0, 0, 0, 0, 0, 0, 0, 0],
				['2026-03-03', 0, 0, 3, 3, 2, 2, 2, 12],
				['Total', 5, 4, 3, 3, 2, 2, 2, 21],
			],
		})
	})

	test('seven values are shown as they are: "Other" would stand for just one', () => {
		const counts = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((v) => utm('2026-03-01', v, 1))
		expect(breakdownTable('utm-source', counts, range, timeZone).columns.slice(1)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'Total'])
	})

	test('types: all five always, with their labels; country ids read as names', () => {
		const table = breakdownTable('type', [{ dimension: 'type', period: '2026-03-02', value: 'booking', count: 2 }], range, timeZone)
		expect(table.columns).toEqual(['Day (Asia/Kolkata)', 'Enquiry', 'Contact message', 'Enrolment request', 'Newsletter sign-up', 'Session booked', 'Total'])
		expect(periodBars(table)).toEqual([
			{ label: '2026-03-01', value: 0, text: '0' },
			{ label: '2026-03-02', value: 2, text: '2' },
			{ label: '2026-03-03', value: 0, text: '0' },
		])
		const countries = breakdownTable('country', [{ dimension: 'country', period: '2026-03-01', value: 'ca', count: 3 }], range, timeZone)
		expect(breakdownBars(countries)).toEqual([{ label: 'Canada', value: 3, text: '3' }])
	})
})

test('the funnel: each stage against the one before and against all received', () => {
	expect(funnelTable({ received: 200, contacted: 150, counselling: 60, applied: 30, enrolled: 12, closed: 40 }).rows).toEqual([
		['Received (new)', 200, '–', '100%'],
		['Contacted', 150, '75%', '75%'],
		['Counselling', 60, '40%', '30%'],
		['Applied', 30, '50%', '15%'],
		['Enrolled', 12, '40%', '6%'],
		['Closed (left the funnel at any stage)', 40, '–', '20%'],
	])
})

test('counsellors: every staff member, those without leads as zeros; former staff and the unassigned after them', () => {
	const table = counsellorTable(
		[
			{ id: 'b', name: 'Bhavna', received: 4, open: 3, overdue: 1, enrolled: 1 },
			{ id: 'gone', name: null, received: 1, open: 1, overdue: 1, enrolled: 0 },
			{ id: null, name: null, received: 2, open: 2, overdue: 2, enrolled: 0 },
		],
		[
			{ id: 'a', name: 'Amrit' },
			{ id: 'b', name: 'Bhavna' },
		],
	)
	expect(table.rows).toEqual([
		['Amrit', 0, 0, 0, 0, '–'],
		['Bhavna', 4, 3, 1, 1, '25%'],
		['Former staff member', 1, 1, 1, 0, '0%'],
		['Unassigned', 2, 2, 2, 0, '0%'],
	])
})
