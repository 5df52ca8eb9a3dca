import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub, data } from 'react-router'
import { expect, test, vi } from 'vitest'
import { EnglishPage } from '../../../tests/support/english-page'
import type { ProfileResult } from './account'
import { EditProfileForm } from './EditProfileForm'

function renderProfileForm(answer: () => unknown) {
	const Stub = createRoutesStub([
		{ path: '/', Component: () => <EditProfileForm profile={{ name: 'Asha', email: 'asha@example.com', mobile: '9876543210' }} onSaved={() => {}} /> },
		{ path: '/profile', action: () => answer() },
	])
	render(<Stub />, { wrapper: EnglishPage })
}

test('invalid input: SPEC’s one alert, tied to the fields that are wrong; the alert region is there before', async () => {
	const answer = vi.fn()
	renderProfileForm(answer)
	expect(screen.getByRole('alert')).toBeEmptyDOMElement()
	fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765' } })
	fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
	await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please fill all fields correctly'))
	expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true')
	expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/Please fill all fields correctly/)
	expect(screen.getByLabelText('Mobile number')).toHaveFocus()
	expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
	expect(answer).not.toHaveBeenCalled()
})

test('changing the email asks for the current password; a wrong one: ‘Update failed’ with the reason, at the password field', async () => {
	renderProfileForm(() =>
		data(
			{ status: 'error', error: { '': ['Update failed', 'That password is not correct.'], currentPassword: ['That password is not correct.'] } } satisfies ProfileResult,
			{ status: 400 },
		),
	)
	expect(screen.queryByLabelText('Current password')).toBeNull()
	fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } })
	fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'nope-nope' } })
	fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
	await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Update failedThat password is not correct.'))
	expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
	expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(/That password is not correct\./)
	expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
})
