import { expect, test } from 'vitest'
import { contactSchema } from '~/features/leads/contact-schema'
import { enquirySchema } from '~/features/leads/enquiry-schema'
import { profileSchema, signupSchema } from '~/features/accounts/account-schema'
import { bookingSchema } from '~/features/bookings/booking-schema'
import { check } from '../../tests/support/forms'
import { leadOrigin } from './request.server'
import { isSingleLine } from './single-line'

// Issue 13, item 10: a name or utm_source holding a newline added lines (and links) to the staff mail.
const breaks = ['\r', '\n', '\r\n', '\u2028', '\u2029', '\u0085', '\u000b']
const inside = (value: string) => `Asha${value}Visit https://evil.example to confirm`

test('line breaks and control characters are not one line; other text is', () => {
	for (const b of breaks) expect(isSingleLine(inside(b))).toBe(false)
	for (const ok of ['Asha Rani', 'Ásta Ō’Brien-Kaur', 'आशा', '+91 98765-43210']) expect(isSingleLine(ok)).toBe(true)
})

test.each(breaks)('every single-line field of every form refuses %j with a clear message at the field', (b) => {
	const cases = [
		[enquirySchema, { name: inside(b), course: 'other', email: 'a@example.com', mobile: '9876543210' }, 'name', 'Please write your name on one line, without line breaks'],
		[enquirySchema, { name: 'Asha', course: 'other', email: 'a@example.com', mobile: `98765${b}43210` }, 'mobile', 'Please enter a valid mobile number'],
		[contactSchema, { name: inside(b), email: 'a@example.com', subject: 'Fees', message: 'Hello\nthere' }, 'name', 'Please write your name on one line, without line breaks'],
		[contactSchema, { name: 'Asha', email: 'a@example.com', subject: `Fees${b}Bcc: x@evil.example`, message: 'Hi' }, 'subject', 'Please write the subject on one line, without line breaks'],
		[signupSchema, { name: inside(b), email: 'a@example.com', password: 'Jalandhar#2026' }, 'name', 'Name must be on one line, without line breaks or control characters'],
		[profileSchema, { name: inside(b), email: 'a@example.com', mobile: '9876543210' }, 'name', 'Name must be on one line, without line breaks or control characters'],
	] as const
	for (const [schema, fields, field, message] of cases) {
		expect(check(schema, fields).errors, `${field} ${JSON.stringify(fields)}`).toEqual({ [field]: [message] })
	}
	// The booking form (checked field by field: its other fields need a free time to be whole).
	expect(check(bookingSchema, { name: inside(b) }).errors.name).toEqual(['Please write your name on one line, without line breaks'])
	expect(check(bookingSchema, { name: 'Asha', mobile: `98765${b}43210` }).errors.mobile).toEqual(['Please enter a valid mobile number'])
	// A message is many lines by nature: it stays allowed.
	expect(check(contactSchema, { name: 'Asha', email: 'a@example.com', subject: 'Fees', message: `Line one${b}line two` }).errors).toEqual({})
})

test('a utm_source that is not one line is dropped; the lead keeps its page', () => {
	const request = new Request('https://www.example.test/api/enquiries', { method: 'POST' })
	expect(leadOrigin(request, '/country/usa?utm_source=mail%0AVisit%20https://evil.example')).toEqual({ sourcePage: '/country/usa?utm_source=mail%0AVisit%20https://evil.example', utmSource: null })
	expect(leadOrigin(request, '/country/usa?utm_source=spring%E2%80%A8x').utmSource).toBeNull()
	expect(leadOrigin(request, '/country/usa?utm_source=spring-fair').utmSource).toBe('spring-fair')
})
