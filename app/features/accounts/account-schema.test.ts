import { describe, expect, test } from 'vitest'
import { firstMessage, loginSchema, profileSchema, signupSchema } from './account-schema'
import { accountMessages } from './account'

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

describe('over-long input gets the site’s own words, never zod’s default text', () => {
	const ok = { name: 'Asha', email: 'asha@example.com', password: 'Jalandhar#2026' }
	const longEmail = `${'a'.repeat(250)}@example.com`

	test('signup: name, email, password and mobile', () => {
		expect(messageOf(signupSchema, { ...ok, name: 'N'.repeat(101) })).toBe('Name must be at most 100 characters')
		expect(messageOf(signupSchema, { ...ok, name: 'N'.repeat(100) })).toBeNull()
		expect(messageOf(signupSchema, { ...ok, email: longEmail })).toBe('Email must be at most 254 characters')
		expect(messageOf(signupSchema, { ...ok, password: 'p'.repeat(201) })).toBe('Password must be at most 200 characters')
		expect(messageOf(signupSchema, { ...ok, password: 'p'.repeat(200) })).toBeNull()
		expect(messageOf(signupSchema, { ...ok, mobile: '9'.repeat(21) })).toBe('Mobile number must be at most 20 characters')
	})

	test('login: email and password', () => {
		expect(messageOf(loginSchema, { email: longEmail, password: 'x' })).toBe('Email must be at most 254 characters')
		expect(messageOf(loginSchema, { email: 'a@b.co', password: 'p'.repeat(201) })).toBe('Password must be at most 200 characters')
	})

	test('edit profile keeps SPEC’s one alert', () => {
		const good = { name: 'Asha', email: 'a@b.co', mobile: '9876543210' }
		for (const bad of [{ ...good, name: 'N'.repeat(101) }, { ...good, email: longEmail }, { ...good, mobile: '9'.repeat(21) }, { ...good, currentPassword: 'p'.repeat(201) }]) {
			expect(messageOf(profileSchema, bad)).toBe('Please fill all fields correctly')
		}
	})

	test('no message anywhere is zod’s default English', () => {
		const long = 'x'.repeat(500)
		for (const [schema, input] of [
			[signupSchema, { name: long, email: long, password: long, mobile: long }],
			[loginSchema, { email: long, password: long }],
			[profileSchema, { name: long, email: long, mobile: long, currentPassword: long }],
		] as const) {
			const parsed = schema.safeParse(input)
			expect(parsed.success).toBe(false)
			for (const issue of parsed.error?.issues ?? []) expect(issue.message).not.toMatch(/Too big|expected|Invalid input/)
		}
	})
})
