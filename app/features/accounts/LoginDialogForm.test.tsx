import { act, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, data } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type AccountActionResult, accountMessages } from './account'
import { LOGIN_CLOSE_DELAY_MS, LoginDialogForm } from './LoginDialogForm'
import { loginErrorFields, loginErrorMessage } from './LoginForm'

const DOES_NOT_EXIST = 'Account doesn\u2019t exist. Please sign-up first.'

const user = { uid: 'u1', email: 'asha@example.com', name: 'Asha', dob: null, mobile: null, createdAt: '2026-01-01T00:00:00.000Z' }

/** The dialog's form against a stub /login action; `answer` decides what the server says. */
function renderLoginForm(answer: () => Promise<unknown> | unknown, onSuccess = vi.fn()) {
	const Stub = createRoutesStub([
		{ path: '/', Component: () => <LoginDialogForm onSuccess={onSuccess} onCreateAccount={() => {}} /> },
		{ path: '/login', action: () => answer() },
	])
	render(<Stub />)
	return { onSuccess }
}

function fillAndSubmit(email = 'asha@example.com', password = 'Jalandhar#2026') {
	fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
	fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
	fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
}

describe('loginErrorMessage', () => {
	test('a missing profile and an unknown email both read exactly SPEC’s text, with its curly apostrophe', () => {
		expect(DOES_NOT_EXIST.charCodeAt(13)).toBe(0x2019)
		expect(DOES_NOT_EXIST).not.toContain("'")
		expect(accountMessages.accountDoesNotExist).toBe(DOES_NOT_EXIST)
		expect(loginErrorMessage({ ok: false, code: 'account-not-found', message: 'Account not found, please sign-up first' })).toBe(DOES_NOT_EXIST)
		expect(loginErrorMessage({ ok: false, code: 'user-not-found', message: 'anything' })).toBe(DOES_NOT_EXIST)
	})

	test('other failures show the server’s message, or SPEC’s fallback when there is none', () => {
		expect(loginErrorMessage({ ok: false, code: 'invalid-credentials', message: 'Invalid email or password' })).toBe('Invalid email or password')
		expect(loginErrorMessage({ ok: false, code: 'failed', message: '' })).toBe('Login failed. Please try again.')
	})

	test('says which fields the error is about', () => {
		expect(loginErrorFields({ ok: false, code: 'user-not-found', message: '' })).toEqual(['email'])
		expect(loginErrorFields({ ok: false, code: 'invalid-credentials', message: '' })).toEqual(['email', 'password'])
		expect(loginErrorFields({ ok: false, code: 'invalid', field: 'password', message: '' })).toEqual(['password'])
		expect(loginErrorFields({ ok: false, code: 'rate-limited', message: '' })).toEqual([])
	})
})

describe('the login dialog form', () => {
	test('no profile: shows exactly ‘Account doesn’t exist. Please sign-up first.’ and ties it to the email field', async () => {
		renderLoginForm(() => data({ ok: false, code: 'account-not-found', message: accountMessages.accountNotFound } satisfies AccountActionResult, { status: 404 }))
		fillAndSubmit()
		// The alert region is there from the start (empty): wait for the words, not the region.
		expect(await screen.findByText(DOES_NOT_EXIST)).toHaveRole('alert')
		expect(screen.getByRole('alert').textContent).toBe(DOES_NOT_EXIST)
		expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
		expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(DOES_NOT_EXIST)
		expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid')
	})

	test('unknown email: the same text', async () => {
		renderLoginForm(() => data({ ok: false, code: 'user-not-found', message: DOES_NOT_EXIST } satisfies AccountActionResult, { status: 404 }))
		fillAndSubmit('nobody@example.com')
		expect(await screen.findByText(DOES_NOT_EXIST)).toBeInTheDocument()
		expect(screen.getByRole('alert').textContent).toBe(DOES_NOT_EXIST)
	})

	test('a failure with no message falls back to ‘Login failed. Please try again.’', async () => {
		renderLoginForm(() => data({ ok: false, message: '' }, { status: 500 }))
		fillAndSubmit()
		expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument()
		expect(screen.getByRole('alert').textContent).toBe('Login failed. Please try again.')
	})

	test('required fields: the message is tied to the empty fields only', async () => {
		const answer = vi.fn()
		renderLoginForm(answer)
		fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } })
		fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
		expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument()
		expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
		expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please fill in all required fields')
		expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
		expect(answer).not.toHaveBeenCalled()
	})

	test('a wrong password marks both fields', async () => {
		renderLoginForm(() => data({ ok: false, code: 'invalid-credentials', message: 'Invalid email or password' } satisfies AccountActionResult, { status: 401 }))
		fillAndSubmit()
		expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
		expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
		expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
	})
})

describe('the login dialog form’s timings (fake clock)', () => {
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
		localStorage.clear()
	})
	afterEach(() => vi.useRealTimers())

	const flush = () => act(() => vi.advanceTimersByTimeAsync(0))

	test('shows ‘Signing In...’ while the server answers, then ‘Login successful!’, and closes after 400 ms', async () => {
		let answer!: (value: unknown) => void
		const { onSuccess } = renderLoginForm(() => new Promise((resolve) => (answer = resolve)))
		await flush()
		fillAndSubmit()
		await flush()
		const button = screen.getByRole('button', { name: 'Signing In...' })
		expect(button).toBeDisabled()

		answer({ ok: true, message: accountMessages.loginSuccess, user } satisfies AccountActionResult)
		await flush()
		expect(screen.getByRole('status')).toHaveTextContent('Login successful!')
		expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled()
		expect(localStorage.getItem('isLoggedIn')).toBe('true')

		expect(LOGIN_CLOSE_DELAY_MS).toBe(400)
		await act(() => vi.advanceTimersByTimeAsync(399))
		expect(onSuccess).not.toHaveBeenCalled()
		await act(() => vi.advanceTimersByTimeAsync(1))
		expect(onSuccess).toHaveBeenCalledTimes(1)
	})
})
