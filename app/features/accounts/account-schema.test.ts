import { describe, expect, test } from 'vitest'
import { check, expectConstraintAgreesWithSchema } from '../../../tests/support/forms'
import {
	changeEmailConstraint,
	changePasswordConstraint,
	forgotPasswordConstraint,
	loginConstraint,
	profileConstraint,
	resetPasswordConstraint,
	signupConstraint,
} from './account'
import { changeEmailSchema, changePasswordSchema, forgotPasswordSchema, loginSchema, profileSchema, resetPasswordSchema, signupSchema } from './account-schema'

type Schema = typeof loginSchema | typeof signupSchema | typeof profileSchema

/** The first message of the form, as its alert shows it (null: accepted). */
function messageOf(schema: Schema, fields: Record<string, string | undefined>) {
	const errors = Object.values(check(schema, fields).errors).flatMap((messages) => messages ?? [])
	return errors[0] ?? null
}

describe('login rules', () => {
	test('email and password are required', () => {
		expect(messageOf(loginSchema, { email: '', password: 'secret' })).toBe('Please fill in all required fields')
		expect(messageOf(loginSchema, { email: 'a@b.co', password: '' })).toBe('Please fill in all required fields')
		expect(messageOf(loginSchema, { email: 'a@b.co', password: 'x' })).toBeNull()
		// Both missing: each field says so.
		expect(check(loginSchema, {}).errors).toEqual({ email: ['Please fill in all required fields'], password: ['Please fill in all required fields'] })
	})
})

describe('signup rules', () => {
	test('name, email and password are required', () => {
		expect(messageOf(signupSchema, { name: '', email: 'a@b.co', password: 'longenough' })).toBe('Please fill in all required fields')
		expect(messageOf(signupSchema, { name: 'Asha', email: '', password: 'longenough' })).toBe('Please fill in all required fields')
		expect(messageOf(signupSchema, { name: 'Asha', email: 'a@b.co', password: '' })).toBe('Please fill in all required fields')
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

	test('emails are stored in lower case; empty optional fields are left out', () => {
		expect(check(signupSchema, { name: 'Asha', email: 'Asha@Example.COM', password: 'abcdefg', dob: '', mobile: '' }).value).toEqual({
			name: 'Asha',
			email: 'asha@example.com',
			password: 'abcdefg',
		})
	})
})

describe('edit profile rules', () => {
	test('name and email required, mobile at least 10 characters, else one alert', () => {
		const good = { name: 'Asha', email: 'a@b.co', mobile: '9876543210' }
		expect(messageOf(profileSchema, good)).toBeNull()
		for (const bad of [{ ...good, name: '' }, { ...good, email: 'nope' }, { ...good, mobile: '98765' }, { ...good, mobile: undefined }]) {
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
			[signupSchema, { name: long, email: long, password: long, mobile: long, dob: long }],
			[loginSchema, { email: long, password: long }],
			[profileSchema, { name: long, email: long, mobile: long, currentPassword: long }],
			[signupSchema, {}],
			[profileSchema, {}],
		] as const) {
			const messages = Object.values(check(schema, input).errors).flatMap((m) => m ?? [])
			expect(messages.length).toBeGreaterThan(0)
			for (const message of messages) expect(message).not.toMatch(/Too big|expected|Invalid input/)
		}
	})
})

test('the forms’ required, minLength and maxLength attributes are the schemas’', () => {
	expectConstraintAgreesWithSchema(loginSchema, loginConstraint, { email: 'asha@example.com', password: 'x' })
	expectConstraintAgreesWithSchema(signupSchema, signupConstraint, { name: 'Asha', email: 'asha@example.com', password: 'Jalandhar#2026', dob: '2001-02-03', mobile: '9876543210' })
	expectConstraintAgreesWithSchema(profileSchema, profileConstraint, { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', currentPassword: 'x' })
	expectConstraintAgreesWithSchema(forgotPasswordSchema, forgotPasswordConstraint, { email: 'asha@example.com' })
	expectConstraintAgreesWithSchema(resetPasswordSchema, resetPasswordConstraint, { password: 'Jalandhar#2026' })
	expectConstraintAgreesWithSchema(changePasswordSchema, changePasswordConstraint, { currentPassword: 'x', password: 'Jalandhar#2026' })
	expectConstraintAgreesWithSchema(changeEmailSchema, changeEmailConstraint, { email: 'asha@example.com', currentPassword: 'x' })
})
