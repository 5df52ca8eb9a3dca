import { describe, expect, test } from 'vitest'
import { contactLimits, contactValuesFrom } from './contact'
import { checkContact } from './contact-schema'

const valid = { name: 'Asha', email: 'asha@example.com', subject: 'Visa', message: 'Hello there' }

describe('contact form schema', () => {
	test('accepts a complete message and tidies it', () => {
		const result = checkContact({ ...valid, name: '  Asha  ', email: 'ASHA@example.com ' })
		expect(result).toEqual({ ok: true, input: { ...valid } })
	})

	test('names every missing field with a clear message', () => {
		const result = checkContact({ name: ' ', email: '', subject: '', message: '   ' })
		expect(result).toEqual({
			ok: false,
			fieldErrors: {
				name: 'Please enter your name',
				email: 'Please enter a valid email address',
				subject: 'Please enter a subject',
				message: 'Please write your message',
			},
		})
	})

	test('rejects an email address without a domain', () => {
		expect(checkContact({ ...valid, email: 'asha@example' })).toEqual({ ok: false, fieldErrors: { email: 'Please enter a valid email address' } })
	})

	test('limits the length of every field', () => {
		const result = checkContact({ ...valid, message: 'x'.repeat(contactLimits.message + 1), subject: 's'.repeat(contactLimits.subject + 1) })
		expect(result.ok).toBe(false)
		if (!result.ok) {
			expect(result.fieldErrors.message).toBe('Please keep your message under 5000 characters')
			expect(result.fieldErrors.subject).toBe('Please keep the subject under 150 characters')
		}
	})

	test('reads missing or non-text form fields as empty text', () => {
		const form = new FormData()
		form.set('name', 'Asha')
		form.set('email', new Blob(['x']))
		expect(contactValuesFrom(form)).toEqual({ name: 'Asha', email: '', subject: '', message: '' })
	})
})
