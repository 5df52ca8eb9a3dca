import { describe, expect, test } from 'vitest'
import { accountMessages, firstMessage, loginSchema, profileSchema, signupSchema } from './account-schema'

function messageOf(schema: typeof loginSchema | typeof signupSchema | typeof profileSchema, input: unknown) {
	const parsed = schema.safeParse(input)
	return parsed.success ? null : firstMessage(parsed.error, '')
}

describe('login rules', () => {
	test('email and password are required', () => {
		expect(messageOf(loginSchema, { email: '', password: 'secret' })).toBe('Please fill in all required fields')
		expect(messageOf(loginSchema, { email: 'a@b.co', password: '' })).toBe('Please fill in all required fields')
		expect(messageOf(loginSchema, { email: 'a@b.co', password: 'x' })).toBeNull()
	})
})

describe('signup rules', () => {
	test('name, email and password are required', () => {
		expect(messageOf(signupSchema, { name: '', email: 'a@b.co', password: 'longenough' })).toBe(accountMessages.requiredFields)
		expect(messageOf(signupSchema, { name: 'Asha', email: '', password: 'longenough' })).toBe(accountMessages.requiredFields)
		expect(messageOf(signupSchema, { name: 'Asha', email: 'a@b.co', password: '' })).toBe(accountMessages.requiredFields)
	})

	test('the password must be at least 6 characters', () => {
		expect(messageOf(signupSchema, { name: 'Asha', email: 'a@b.co', password: '12345' })).toBe('Password must be at least 6 characters long')
		expect(messageOf(signupSchema, { name: 'Asha', email: 'a@b.co', password: 'abcdef' })).toBeNull()
	})

	test('date of birth and mobile are optional but checked when given', () => {
		expect(messageOf(signupSchema, { name: 'Asha', email: 'a@b.co', password: 'abcdefg', dob: '', mobile: '' })).toBeNull()
		expect(messageOf(signupSchema, { name: 'Asha', email: 'a@b.co', password: 'abcdefg', mobile: '98765' })).toBe('Please enter a valid mobile number')
		expect(messageOf(signupSchema, { name: 'Asha', email: 'a@b.co', password: 'abcdefg', dob: '2999-01-01' })).toBe('Please enter your date of birth')
	})

	test('emails are stored in lower case', () => {
		expect(signupSchema.parse({ name: 'Asha', email: 'Asha@Example.COM', password: 'abcdefg' }).email).toBe('asha@example.com')
	})
})

describe('edit profile rules', () => {
	test('name and email required, mobile at least 10 characters, else one alert', () => {
		const good = { name: 'Asha', email: 'a@b.co', mobile: '9876543210' }
		expect(messageOf(profileSchema, good)).toBeNull()
		for (const bad of [{ ...good, name: '' }, { ...good, email: 'nope' }, { ...good, mobile: '98765' }]) {
			expect(messageOf(profileSchema, bad)).toBe('Please fill all fields correctly')
		}
	})
})
