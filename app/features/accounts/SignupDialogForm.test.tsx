import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { EnglishPage } from '../../../tests/support/english-page'
import { createRoutesStub, data } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { formFailure } from '~/components/ui/form'
import type { AccountResult } from './account'
import { SIGNUP_CLOSE_DELAY_MS, SignupDialogForm } from './SignupDialogForm'

const user = { uid: 'u1', email: 'asha@example.com', name: 'Asha', dob: null, mobile: null, createdAt: '2026-01-01T00:00:00.000Z' }

/** The dialog's form against a stub /signup action; `answer` decides what the server says. */
function renderSignupForm(answer: () => Promise<unknown> | unknown, onSuccess = vi.fn()) {
	const Stub = createRoutesStub([
		{ path: '/', Component: () => <SignupDialogForm onSuccess={onSuccess} onLogin={() => {}} /> },
		{ path: '/signup', action: () => answer() },
	])
	render(<Stub />, { wrapper: EnglishPage })
	return { onSuccess }
}

function fillAndSubmit({ name = 'Asha Rani', email = 'asha@example.com', password = 'Jalandhar#2026' } = {}) {
	fireEvent.change(screen.getByLabelText('Full name'), { target: { value: name } })
	fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
	fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
	fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
}

describe('the signup dialog form', () => {
	test('a failure of the whole form shows in the alert, and what was typed stays', async () => {
		renderSignupForm(() => data(formFailure('Signup failed. Please try again.'), { status: 500 }))
		fillAndSubmit()
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Signup failed. Please try again.'))
		expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rani')
	})

	test('a server message is shown as it is, and tied to the field it names', async () => {
		renderSignupForm(() =>
			data({ status: 'error', error: { email: ['An account with this email already exists. Please log in.'] } } satisfies AccountResult, { status: 422 }),
		)
		fillAndSubmit()
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists. Please log in.'))
		expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
		expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists. Please log in.')
		expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid')
	})

	test('a short password is caught before sending, and tied to the password field', async () => {
		const answer = vi.fn()
		renderSignupForm(answer)
		fillAndSubmit({ password: '12345' })
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long'))
		const password = screen.getByLabelText('Password')
		expect(password).toHaveFocus()
		expect(password).toHaveAttribute('aria-invalid', 'true')
		expect(password).toHaveAccessibleDescription(/Password must be at least 6 characters long/)
		expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid')
		expect(answer).not.toHaveBeenCalled()
	})

	test('an over-long name reads the site’s words', async () => {
		renderSignupForm(vi.fn())
		fillAndSubmit({ name: 'N'.repeat(101) })
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Name must be at most 100 characters'))
		expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')
	})
})

describe('the signup dialog form’s timings (fake clock)', () => {
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
		localStorage.clear()
	})
	afterEach(() => vi.useRealTimers())

	const flush = () => act(() => vi.advanceTimersByTimeAsync(0))

	test('shows ‘Creating...’ while the server answers, then ‘Account created & signed in!’, and closes after 500 ms', async () => {
		let answer!: (value: unknown) => void
		const { onSuccess } = renderSignupForm(() => new Promise((resolve) => (answer = resolve)))
		await flush()
		fillAndSubmit()
		await flush()
		expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled()

		answer({ status: 'success', initialValue: null, message: 'Account created & signed in!', user } satisfies AccountResult)
		await flush()
		expect(screen.getByRole('status')).toHaveTextContent('Account created & signed in!')
		expect(localStorage.getItem('isLoggedIn')).toBe('true')
		expect(JSON.parse(localStorage.getItem('welsh-user') ?? '{}')).toMatchObject({ uid: 'u1', email: 'asha@example.com' })

		expect(SIGNUP_CLOSE_DELAY_MS).toBe(500)
		await act(() => vi.advanceTimersByTimeAsync(499))
		expect(onSuccess).not.toHaveBeenCalled()
		await act(() => vi.advanceTimersByTimeAsync(1))
		expect(onSuccess).toHaveBeenCalledTimes(1)
	})
})
