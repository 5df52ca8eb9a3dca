import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { FormMessage, TextField } from './TextField'

describe('FormMessage', () => {
	test('the live region is in the page even with nothing to say, and the same element carries the message later', () => {
		const { rerender } = render(
			<>
				<FormMessage tone="error">{''}</FormMessage>
				<FormMessage tone="success">{null}</FormMessage>
			</>,
		)
		const alert = screen.getByRole('alert')
		const status = screen.getByRole('status')
		expect(alert).toBeEmptyDOMElement()
		expect(status).toBeEmptyDOMElement()

		rerender(
			<>
				<FormMessage tone="error">{''}</FormMessage>
				<FormMessage tone="success">Login successful!</FormMessage>
			</>,
		)
		// Not a new element: screen readers announce a change to the region they already know.
		expect(screen.getByRole('status')).toBe(status)
		expect(status).toHaveTextContent('Login successful!')
		expect(screen.getByRole('alert')).toBe(alert)
	})

	test('takes an id, so fields can point at it', () => {
		render(<FormMessage tone="error" id="login-error">Wrong</FormMessage>)
		expect(screen.getByRole('alert')).toHaveAttribute('id', 'login-error')
	})
})

describe('TextField', () => {
	test('an invalid field is marked aria-invalid and described by its error message (and its hint)', () => {
		render(
			<>
				<TextField label="Password" name="password" hint="At least 6 characters." invalid errorId="form-error" />
				<FormMessage tone="error" id="form-error">
					Password must be at least 6 characters long
				</FormMessage>
			</>,
		)
		const input = screen.getByLabelText('Password')
		expect(input).toHaveAttribute('aria-invalid', 'true')
		expect(input).toHaveAccessibleDescription('At least 6 characters. Password must be at least 6 characters long')
	})

	test('a valid field is neither invalid nor described by the error', () => {
		render(
			<>
				<TextField label="Email" name="email" errorId="form-error" />
				<FormMessage tone="error" id="form-error">
					Something else
				</FormMessage>
			</>,
		)
		const input = screen.getByLabelText('Email')
		expect(input).not.toHaveAttribute('aria-invalid')
		expect(input).not.toHaveAttribute('aria-describedby')
	})

	test('as before: invalid alone, and a caller’s own aria-describedby, still work', () => {
		render(
			<>
				<TextField label="Full name" name="name" invalid aria-describedby="extra" />
				<p id="extra">Extra words</p>
			</>,
		)
		const input = screen.getByLabelText('Full name')
		expect(input).toHaveAttribute('aria-invalid', 'true')
		expect(input).toHaveAccessibleDescription('Extra words')
	})
})
