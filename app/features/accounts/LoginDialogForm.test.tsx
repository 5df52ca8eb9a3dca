import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { EnglishPage } from '../../../tests/support/english-page'
import { createRoutesStub, data } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { formFailure } from '~/components/ui/form'
import type { AccountResult } from './account'
import { LOGIN_CLOSE_DELAY_MS, LoginDialogForm } from './LoginDialogForm'

const DOES_NOT_EXIST = 'Account doesn\u2019t exist. Please sign-up first.'

const user = { uid: 'u1', email: 'asha@example.com', name: 'Asha', dob: null, mobile: null, createdAt: '2026-01-01T00:00:00.000Z' }

/** The dialog's form against a stub /login action; `answer` decides what the server says. */
function renderLoginForm(answer: () => Promise<unknown> | unknown, onSuccess = vi.fn()) {
	const Stub = createRoutesStub([
		{ path: '/', Component: () => <LoginDialogForm onSuccess={onSuccess} onCreateAccount={() => {}} onLeave={() => {}} /> },
		{ path: '/login', action: () => answer() },
	])
	render(<Stub />, { wrapper: EnglishPage })
	return { onSuccess }
}

function fillAndSubmit(email = 'asha@example.com', password = 'Jalandhar#2026') {
	fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
	fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
	fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
}

describe('the login dialog form', () => {
	test('no profile: shows exactly ‘Account doesn’t exist. Please sign-up first.’ and ties it to the email field', async () => {
		renderLoginForm(() => data({ status: 'error', initialValue: { email: 'asha@example.com' }, error: { email: [DOES_NOT_EXIST] } } satisfies AccountResult, { status: 404 }))
		fillAndSubmit()
		// The alert region is there from the start (empty): wait for the words, not the region.
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(DOES_NOT_EXIST))
		expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
		expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(DOES_NOT_EXIST)
		expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid')
	})

	test('a failure of the whole form (the server, the connection) shows in the alert, and no field is marked', async () => {
		renderLoginForm(() => data(formFailure('Login failed. Please try again.'), { status: 500 }))
		fillAndSubmit()
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login failed. Please try again.'))
		expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
		expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com')
	})

	test('required fields: the message is tied to the empty fields only', async () => {
		const answer = vi.fn()
		renderLoginForm(answer)
		fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } })
		fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields'))
		expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
		expect(screen.getByLabelText('Password')).toHaveFocus()
		expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please fill in all required fields')
		expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
		expect(answer).not.toHaveBeenCalled()
	})

	test('a wrong password marks both fields', async () => {
		renderLoginForm(() =>
			data({ status: 'error', error: { email: ['Invalid email or password'], password: ['Invalid email or password'] } } satisfies AccountResult, { status: 401 }),
		)
		fillAndSubmit()
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid email or password'))
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

		// The server writes the answer in the page's language (account-actions.server.ts).
		answer({ status: 'success', initialValue: null, message: 'Login successful!', user } satisfies AccountResult)
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
