import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { addHolidaySchema, availabilityFormId, settingsSchema, weekPeriods, weekSchema, weekValues } from './availability-schema'

const form = (values: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries(values)) data.append(name, value)
	return data
}
const errors = (schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) => parseWithZod(form(values), { schema }).reply().error

test('settings: whole numbers within their limits, each message on its field', () => {
	const valid = { intent: 'settings', sessionMinutes: '30', bufferMinutes: '10', minNoticeHours: '3', horizonDays: '30', rooms: '2' }
	expect(parseWithZod(form(valid), { schema: settingsSchema }).status).toBe('success')
	expect(errors(settingsSchema, { ...valid, sessionMinutes: '5' })).toEqual({ sessionMinutes: ['The session length must be between 10 and 240'] })
	expect(errors(settingsSchema, { ...valid, rooms: '1.5' })).toEqual({ rooms: ['Please enter the number of rooms as a whole number'] })
	expect(errors(settingsSchema, { ...valid, horizonDays: '' })).toEqual({ horizonDays: ['Please enter how far ahead one may book as a whole number'] })
})

test('a week: both times or neither, the end after the start, the break inside the hours', () => {
	const monday = { intent: 'week', counsellorId: 'aman-bhatia', start1: '10:00', end1: '18:00', breakStart1: '13:30', breakEnd1: '14:30' }
	const parsed = parseWithZod(form(monday), { schema: weekSchema })
	expect(parsed.status).toBe('success')
	expect(parsed.status === 'success' && weekPeriods(parsed.value)).toEqual({
		weeklyHours: [{ weekday: 1, start: '10:00', end: '18:00' }],
		breaks: [{ weekday: 1, start: '13:30', end: '14:30' }],
	})
	expect(errors(weekSchema, { ...monday, end1: '' })).toEqual({ end1: ['Please give both times for Monday, or neither if it is not worked'] })
	expect(errors(weekSchema, { ...monday, end1: '09:00', breakStart1: '', breakEnd1: '' })).toEqual({ end1: ['Monday: the end must be after the start'] })
	expect(errors(weekSchema, { ...monday, breakStart1: '09:00' })).toEqual({ breakStart1: ['Monday: the break must be inside the working hours'] })
	expect(errors(weekSchema, { ...monday, breakEnd1: '' })).toEqual({ breakEnd1: ["Please give both times of Monday's break, or neither"] })
	expect(errors(weekSchema, { ...monday, start7: '25:00', end7: '26:00' })).toMatchObject({ start7: ['Please enter a time as HH:MM'] })
})

test("a week's rows give the form its first values back", () => {
	const hours = [{ weekday: 6, start: '10:00', end: '14:00' }]
	const breaks = [{ weekday: 6, start: '12:00', end: '12:30' }]
	expect(weekValues(hours, breaks)).toEqual({ start6: '10:00', end6: '14:00', breakStart6: '12:00', breakEnd6: '12:30' })
})

test('a holiday needs a day and a name; each answer names its form', () => {
	expect(errors(addHolidaySchema, { intent: 'add-holiday', date: '2027-01-05', name: ' ' })).toEqual({ name: ['Please name the holiday'] })
	expect(availabilityFormId(form({ intent: 'week', counsellorId: 'aman-bhatia' }))).toBe('week-aman-bhatia')
	expect(availabilityFormId(form({ intent: 'remove-holiday', date: '2027-01-05' }))).toBe('holiday-remove-2027-01-05')
	expect(availabilityFormId(form({ intent: 'toString' }))).toBeUndefined()
})
