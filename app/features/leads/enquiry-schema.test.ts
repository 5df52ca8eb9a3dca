import { expect, test } from 'vitest'
import { check, expectConstraintAgreesWithSchema } from '../../../tests/support/forms'
import { enquiryConstraint, enquiryCourseOptions } from './enquiry'
import { enquirySchema } from './enquiry-schema'

const good = { name: 'Simran', course: 'ielts-academic', email: 'simran@example.com', mobile: '9876543210', tellus: '' }
const errorsOf = (fields: Record<string, string | undefined>) => check(enquirySchema, fields).errors

test('SPEC has 14 course options, each with a readable label', () => {
	expect(enquiryCourseOptions.map((o) => o.value)).toEqual([
		'university-undergraduate', 'university-postgraduate', 'university-phd', 'skp-foundation', 'skp-diploma', 'skp-certificate',
		'languages-english', 'languages-french', 'languages-german', 'languages-spanish', 'ielts-academic', 'ielts-general', 'ielts-preparation', 'other',
	])
	for (const option of enquiryCourseOptions) expect(option.label).not.toBe(option.value)
})

test('name, course, email and mobile are required, with SPEC’s one message; tell us is optional', () => {
	expect(check(enquirySchema, good).value).toEqual({ ...good, tellus: undefined })
	for (const field of ['name', 'course', 'email', 'mobile']) {
		expect(errorsOf({ ...good, [field]: '  ' })).toEqual({ [field]: ['Please fill in all required fields'] })
		expect(errorsOf({ ...good, [field]: undefined })).toEqual({ [field]: ['Please fill in all required fields'] })
	}
	// Nothing at all: every required field says so, in SPEC's (and the form's) order.
	expect(Object.entries(errorsOf({}))).toEqual(['name', 'course', 'email', 'mobile'].map((field) => [field, ['Please fill in all required fields']]))
})

test('the email must look like an email and the mobile have at least 10 characters', () => {
	expect(errorsOf({ ...good, email: 'simran@example' })).toEqual({ email: ['Please enter a valid email address'] })
	// The same check as the contact form: nothing that could add headers to a mailto link.
	expect(errorsOf({ ...good, email: 'x@example.com?bcc=a%40evil.com' })).toEqual({ email: ['Please enter a valid email address'] })
	expect(errorsOf({ ...good, email: 'simran.kaur+ielts@example.co.in' })).toEqual({})
	expect(errorsOf({ ...good, mobile: '98765' })).toEqual({ mobile: ['Please enter a valid mobile number'] })
	expect(errorsOf({ ...good, mobile: '+91 98765' })).toEqual({ mobile: ['Please enter a valid mobile number'] })
	// Both wrong at once: each field says its own, the email first.
	expect(Object.keys(errorsOf({ ...good, email: 'simran@example', mobile: '98765' }))).toEqual(['email', 'mobile'])
})

test('only the 14 course options are accepted', () => {
	expect(errorsOf({ ...good, course: 'astronaut' })).toEqual({ course: ['Please fill in all required fields'] })
})

test('the forms’ required and maxLength attributes are the schema’s', () => {
	expectConstraintAgreesWithSchema(enquirySchema, enquiryConstraint, { ...good, tellus: 'I want to study in Canada.' })
	expect(errorsOf({ ...good, tellus: 'x'.repeat(2001) })).toEqual({ tellus: ['Please keep your message under 2,000 characters'] })
})
