import { expect, test } from 'vitest'
import { enquirySchema } from './enquiry-schema'
import { enquiryCourseOptions } from './enquiry'

const good = { name: 'Simran', course: 'ielts-academic', email: 'simran@example.com', mobile: '9876543210', tellus: '' }
const messageFor = (input: Record<string, string>) => {
	const parsed = enquirySchema.safeParse(input)
	return parsed.success ? null : parsed.error.issues[0]?.message
}

test('SPEC has 14 course options, each with a readable label', () => {
	expect(enquiryCourseOptions.map((o) => o.value)).toEqual([
		'university-undergraduate', 'university-postgraduate', 'university-phd', 'skp-foundation', 'skp-diploma', 'skp-certificate',
		'languages-english', 'languages-french', 'languages-german', 'languages-spanish', 'ielts-academic', 'ielts-general', 'ielts-preparation', 'other',
	])
	for (const option of enquiryCourseOptions) expect(option.label).not.toBe(option.value)
})

test('name, course, email and mobile are required; tell us is optional', () => {
	expect(messageFor(good)).toBeNull()
	for (const field of ['name', 'course', 'email', 'mobile']) {
		expect(messageFor({ ...good, [field]: '  ' })).toBe('Please fill in all required fields')
	}
})

test('the email must look like an email and the mobile have at least 10 characters', () => {
	expect(messageFor({ ...good, email: 'simran@example' })).toBe('Please enter a valid email address')
	// The same check as the contact form: nothing that could add headers to a mailto link.
	expect(messageFor({ ...good, email: 'x@example.com?bcc=a%40evil.com' })).toBe('Please enter a valid email address')
	expect(messageFor({ ...good, email: 'simran.kaur+ielts@example.co.in' })).toBeNull()
	expect(messageFor({ ...good, mobile: '98765' })).toBe('Please enter a valid mobile number')
	expect(messageFor({ ...good, mobile: '+91 98765' })).toBe('Please enter a valid mobile number')
})

test('only the 14 course options are accepted', () => {
	expect(messageFor({ ...good, course: 'astronaut' })).toBe('Please fill in all required fields')
})
