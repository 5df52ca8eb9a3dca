import { expect, test } from 'vitest'
import { internationalDigits, mailtoLink, relativeTime, spreadsheetTime, telLink, waiting, whatsAppLink } from './format'

test('mobiles become international digits for wa.me and tel: links', () => {
	expect(internationalDigits('9876543210')).toBe('919876543210')
	expect(internationalDigits('09876543210')).toBe('919876543210')
	expect(internationalDigits('+91 98765-43210')).toBe('919876543210')
	expect(internationalDigits('+44 7700 900123')).toBe('447700900123')
	expect(internationalDigits('0044 7700 900123')).toBe('447700900123')
	expect(internationalDigits('')).toBeNull()
	expect(whatsAppLink('9876543210', 'Hello Asha, this is Welsh Education')).toBe('https://wa.me/919876543210?text=Hello%20Asha%2C%20this%20is%20Welsh%20Education')
	expect(telLink('9876543210')).toBe('tel:+919876543210')
	expect(telLink(null)).toBeNull()
})

test('relative times', () => {
	const now = '2026-05-01T12:00:00.000Z'
	expect(relativeTime('2026-05-01T11:59:30.000Z', now)).toBe('just now')
	expect(relativeTime('2026-05-01T12:00:30.000Z', now)).toBe('just now')
	expect(relativeTime('2026-05-01T11:55:00.000Z', now)).toBe('5 min ago')
	expect(relativeTime('2026-05-01T09:00:00.000Z', now)).toBe('3 h ago')
	expect(relativeTime('2026-04-30T11:00:00.000Z', now)).toBe('1 day ago')
	expect(relativeTime('2026-04-21T12:00:00.000Z', now)).toBe('10 days ago')
})

test('a mailto link addresses exactly the stored email, whatever characters it holds', () => {
	expect(mailtoLink('asha.verma+ielts@example.com')).toBe('mailto:asha.verma%2Bielts@example.com')
	// `?` would start mailto headers: encoded, it cannot add a bcc or a body.
	expect(mailtoLink('x?bcc=thief@evil.test@example.com')).toBe('mailto:x%3Fbcc%3Dthief%40evil.test@example.com')
	expect(new URL(mailtoLink('x?bcc=a@example.com')).search).toBe('')
})

test('waiting time: overdue from the 24th hour on', () => {
	const now = '2026-11-24T12:00:00.000Z'
	expect(waiting('2026-11-24T11:15:00.000Z', now, 24)).toEqual({ overdue: false, text: 'Waiting 45 min' })
	expect(waiting('2026-11-23T12:00:01.000Z', now, 24)).toEqual({ overdue: false, text: 'Waiting 23 h' })
	expect(waiting('2026-11-23T12:00:00.000Z', now, 24)).toEqual({ overdue: true, text: 'Overdue: waiting 24 h' })
	expect(waiting('2026-11-20T12:00:00.000Z', now, 24)).toEqual({ overdue: true, text: 'Overdue: waiting 4 days' })
})

test('spreadsheet times are on the institute clock, as the inbox shows them', () => {
	// 20:00 UTC is 01:30 the next morning in Jalandhar.
	expect(spreadsheetTime(new Date('2026-11-23T20:00:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-24 01:30')
	expect(spreadsheetTime('2026-11-23T20:00:00.000Z', 'UTC')).toBe('2026-11-23 20:00')
})
