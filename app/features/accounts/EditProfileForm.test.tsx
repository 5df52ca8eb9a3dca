import { fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, data } from 'react-router'
import { expect, test, vi } from 'vitest'
import { EditProfileForm, type ProfileActionResult } from './EditProfileForm'

function renderProfileForm(answer: () => unknown) {
	const Stub = createRoutesStub([
		{ path: '/', Component: () => <EditProfileForm profile={{ name: 'Asha', email: 'asha@example.com', mobile: '9876543210' }} onSaved={() => {}} /> },
		{ path: '/profile', action: () => answer() },
	])
	render(<Stub />)
}

test('invalid input: SPEC’s one alert, tied to the fields that are wrong; the alert region is there before', async () => {
	const answer = vi.fn()
	renderProfileForm(answer)
	expect(screen.getByRole('alert')).toBeEmptyDOMElement()
	fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765' } })
	fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
	expect(await screen.findByText('Please fill all fields correctly')).toBeInTheDocument()
	expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true')
	expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/Please fill all fields correctly/)
	expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
	expect(answer).not.toHaveBeenCalled()
})

test('a wrong current password: ‘Update failed’ with the reason, tied to the password field', async () => {
	renderProfileForm(() => data({ ok: false, message: 'Update failed', detail: 'That password is not correct.', field: 'currentPassword' } satisfies ProfileActionResult, { status: 400 }))
	fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } })
	fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'nope-nope' } })
	fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
	expect(await screen.findByText('That password is not correct.')).toBeInTheDocument()
	expect(screen.getByRole('alert')).toHaveTextContent('Update failedThat password is not correct.')
	expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
	expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
})
