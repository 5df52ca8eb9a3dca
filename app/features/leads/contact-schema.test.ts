import { describe, expect, test } from 'vitest'
import { check, expectConstraintAgreesWithSchema } from '../../../tests/support/forms'
import { contactConstraint, contactLimits } from './contact'
import { contactSchema } from './contact-schema'

const valid = { name: 'Asha', email: 'asha@example.com', subject: 'Visa', message: 'Hello there' }

describe('contact form schema', () => {
	test('accepts a complete message and tidies it', () => {
		expect(check(contactSchema, { ...valid, name: '  Asha  ', email: 'ASHA@example.com ' }).value).toEqual(valid)
	})

	test('names every missing field with a clear message', () => {
		const messages = {
			name: ['Please enter your name'],
			email: ['Please enter a valid email address'],
			subject: ['Please enter a subject'],
			message: ['Please write your message'],
		}
		expect(check(contactSchema, { name: ' ', email: '', subject: '', message: '   ' }).errors).toEqual(messages)
		expect(check(contactSchema, {}).errors).toEqual(messages)
	})

	test('rejects an email address without a domain', () => {
		expect(check(contactSchema, { ...valid, email: 'asha@example' }).errors).toEqual({ email: ['Please enter a valid email address'] })
	})

	test('limits the length of every field, as the form’s maxLength attributes say', () => {
		const { errors } = check(contactSchema, { ...valid, message: 'x'.repeat(contactLimits.message + 1), subject: 's'.repeat(contactLimits.subject + 1) })
		expect(errors).toEqual({ subject: ['Please keep the subject under 150 characters'], message: ['Please keep your message under 5000 characters'] })
		expectConstraintAgreesWithSchema(contactSchema, contactConstraint, valid)
	})
})
