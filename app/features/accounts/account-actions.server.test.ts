import { describe, expect, test } from 'vitest'
import { translator } from '~/features/i18n/catalogues.server'
import { accountMessages } from './account'
import { accountFailure } from './account-actions.server'

const DOES_NOT_EXIST = 'Account doesn\u2019t exist. Please sign-up first.'

describe('what a refused sign-in or sign-up says, and about which field', () => {
	test('a missing profile and an unknown email both read exactly SPEC’s text, with its curly apostrophe, at the email', () => {
		expect(DOES_NOT_EXIST.charCodeAt(13)).toBe(0x2019)
		expect(DOES_NOT_EXIST).not.toContain("'")
		expect(translator('en')(accountMessages.accountDoesNotExist)).toBe(DOES_NOT_EXIST)
		expect(accountFailure('login', { ok: false, code: 'account-not-found', message: 'Account not found, please sign-up first' })).toEqual({ fieldErrors: { email: [accountMessages.accountDoesNotExist] } })
		expect(accountFailure('login', { ok: false, code: 'user-not-found', message: 'anything' })).toEqual({ fieldErrors: { email: [accountMessages.accountDoesNotExist] } })
	})

	test('a wrong password is about both fields', () => {
		expect(accountFailure('login', { ok: false, code: 'invalid-credentials', message: 'Invalid email or password' })).toEqual({
			fieldErrors: { email: ['Invalid email or password'], password: ['Invalid email or password'] },
		})
	})

	test('other refusals show the service’s message at the field it names, or for the form; SPEC’s fallback when there is none', () => {
		expect(accountFailure('signup', { ok: false, code: 'invalid', field: 'password', message: accountMessages.commonPassword })).toEqual({ fieldErrors: { password: [accountMessages.commonPassword] } })
		expect(accountFailure('login', { ok: false, code: 'rate-limited', message: 'Too many failed sign-in attempts.' })).toEqual({ formErrors: ['Too many failed sign-in attempts.'] })
		expect(accountFailure('login', { ok: false, code: 'failed', message: '' })).toEqual({ formErrors: [accountMessages.loginFailed] })
		expect(accountFailure('signup', { ok: false, code: 'failed', message: '' })).toEqual({ formErrors: [accountMessages.signupFailed] })
	})
})
