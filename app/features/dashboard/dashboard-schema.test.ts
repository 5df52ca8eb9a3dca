import { expect, test } from 'vitest'
import { dashboardMessages } from './dashboard'
import { parseDashboardQuery } from './dashboard-schema'

const timeZone = 'Asia/Kolkata'
const parse = (query: string, now = new Date('2026-03-01T19:00:00.000Z')) => parseDashboardQuery(new URLSearchParams(query), { now, timeZone })

test('without dates: the last 30 days to today in Jalandhar (00:30 on 2 March there is still 1 March in UTC), by day', () => {
	expect(parse('')).toEqual({ ok: true, result: null, range: { from: '2026-02-01', to: '2026-03-02', by: 'day' } })
})

test('a start alone covers 30 days from it; ranges over 62 days are by week unless days are asked for', () => {
	expect(parse('from=2026-01-10').range).toEqual({ from: '2026-01-10', to: '2026-02-08', by: 'day' })
	expect(parse('from=2026-01-01&to=2026-03-31').range).toEqual({ from: '2026-01-01', to: '2026-03-31', by: 'week' })
	expect(parse('from=2026-01-01&to=2026-03-31&by=day').range?.by).toBe('day')
	expect(parse('from=2026-01-01&to=2026-01-01&by=fortnight').range).toEqual({ from: '2026-01-01', to: '2026-01-01', by: 'day' })
})

test('bad dates come back as typed, with a message next to the field', () => {
	expect(parse('from=2026-02-30&to=2026-03-01&by=week')).toEqual({
		ok: false,
		range: null,
		result: { status: 'error', error: { from: [dashboardMessages.invalidDate] }, initialValue: { from: '2026-02-30', to: '2026-03-01', by: 'week' } },
	})
	expect(parse('from=2026-03-05&to=2026-03-01').result?.error).toEqual({ to: [dashboardMessages.endBeforeStart] })
	expect(parse('from=2025-01-01&to=2026-01-02').result?.error).toEqual({ from: [dashboardMessages.rangeTooLong] })
	expect(parse('from=2025-01-02&to=2026-01-02').ok).toBe(true)
})
