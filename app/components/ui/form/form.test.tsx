import { type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { z } from '~/lib/zod'
import {
	CheckboxField,
	type FieldMeta,
	FormError,
	type FormMeta,
	formProps,
	FormStatus,
	HiddenField,
	RadioGroup,
	SelectField,
	SubmitButton,
	TextAreaField,
	TextField,
	useServerForm,
} from '.'

const meta = (name: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({
	id: `f-${name}`,
	name,
	errorId: `f-${name}-error`,
	descriptionId: `f-${name}-description`,
	...extra,
})
const formMeta = (allErrors: Record<string, string[]> = {}): FormMeta => ({ id: 'f', errorId: 'f-error', errors: allErrors[''], allErrors, noValidate: true })

describe('the field components', () => {
	test('a text field: label, hint, first value and constraints from the metadata; valid, it is described by its hint only', () => {
		render(<TextField meta={meta('email', { initialValue: 'a@b.co', required: true, maxLength: 254 })} label="Email" type="email" hint="We reply here." />)
		const input = screen.getByLabelText('Email')
		expect(input).toHaveAttribute('name', 'email')
		expect(input).toHaveAttribute('type', 'email')
		expect(input).toHaveValue('a@b.co')
		expect(input).toBeRequired()
		expect(input).toHaveAttribute('maxlength', '254')
		expect(input).not.toHaveAttribute('aria-invalid')
		expect(input).toHaveAccessibleDescription('We reply here.')
	})

	test('an invalid field is marked, described by its hint and its message under it, and takes the focus the page opens with', () => {
		const field = <TextField meta={meta('password', { errors: ['Password must be at least 6 characters long'], initialValue: 'never shown' })} label="Password" type="password" hint="At least 6 characters." />
		// In the server's HTML the browser focuses it (the first autofocus of a page counts).
		expect(renderToString(field)).toMatch(/<input[^>]+autofocus=""/)
		render(field)
		const input = screen.getByLabelText('Password')
		expect(input).toHaveAttribute('aria-invalid', 'true')
		expect(input).toHaveAccessibleDescription('At least 6 characters. Password must be at least 6 characters long')
		expect(input).toHaveValue('')
		expect(input).toHaveFocus()
		// Under the field, and not a second alert: the form's own alert is FormError.
		expect(screen.getByText('Password must be at least 6 characters long')).not.toHaveRole('alert')
		expect(screen.queryByRole('alert')).toBeNull()
	})

	test('text area, select with a placeholder, checkbox, radio group and hidden field', () => {
		const { container } = render(
			<>
				<TextAreaField meta={meta('note', { initialValue: 'Called', maxLength: 2000 })} label="Note" />
				<SelectField meta={meta('course', { required: true })} label="Course" placeholder="Choose a course" options={[{ value: 'ielts', label: 'IELTS' }]} />
				<CheckboxField meta={meta('agree', { initialValue: 'on', errors: ['Please agree'] })} label="I agree" />
				<RadioGroup meta={meta('mode', { initialValue: 'phone', errors: ['Choose one'] })} legend="How we meet" options={[{ value: 'visit', label: 'At the institute' }, { value: 'phone', label: 'By phone' }]} />
				<HiddenField meta={meta('version', { initialValue: '3' })} />
			</>,
		)
		expect(screen.getByLabelText('Note')).toHaveValue('Called')
		expect(screen.getByLabelText('Note')).toHaveAttribute('maxlength', '2000')
		expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('')
		expect(screen.getByRole('option', { name: 'Choose a course' })).toBeDisabled()
		expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked()
		expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Please agree')
		const group = screen.getByRole('radiogroup', { name: 'How we meet' })
		expect(group).toHaveAttribute('aria-invalid', 'true')
		expect(group).toHaveAccessibleDescription('Choose one')
		expect(screen.getByRole('radio', { name: 'By phone' })).toBeChecked()
		expect(container.querySelector('input[type=hidden][name=version]')).toHaveValue('3')
	})
})

describe('FormError and FormStatus', () => {
	test('the live regions are in the page with nothing to say, and the same elements carry the messages later', () => {
		const { rerender } = render(
			<>
				<FormError form={formMeta()} />
				<FormStatus>{''}</FormStatus>
			</>,
		)
		const alert = screen.getByRole('alert')
		const status = screen.getByRole('status')
		expect(alert).toBeEmptyDOMElement()
		expect(status).toBeEmptyDOMElement()
		rerender(
			<>
				<FormError form={formMeta({ '': ['Update failed', 'That password is not correct.'] })} />
				<FormStatus>Login successful!</FormStatus>
			</>,
		)
		expect(screen.getByRole('alert')).toBe(alert)
		expect(alert).toHaveAttribute('id', 'f-error')
		expect(alert.textContent).toBe('Update failedThat password is not correct.')
		expect(screen.getByRole('status')).toBe(status)
		expect(status).toHaveTextContent('Login successful!')
	})

	test('while a field is invalid, the alert says the first field’s message, or the form’s own words for it', () => {
		const errors = { email: ['Please enter a valid email address'], mobile: ['Please enter a valid mobile number'] }
		const { rerender } = render(<FormError form={formMeta(errors)} />)
		expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address')
		rerender(<FormError form={formMeta(errors)} invalidMessage="Please correct the highlighted fields." />)
		expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.')
	})

	test('the submit button says the form is being sent and cannot be pressed again', () => {
		const { rerender } = render(<SubmitButton pendingText="Signing In...">Log In</SubmitButton>)
		expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled()
		rerender(
			<SubmitButton pending pendingText="Signing In...">
				Log In
			</SubmitButton>,
		)
		expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled()
	})
})

describe('useServerForm: the server’s answer without Conform’s runtime', () => {
	function ServerForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
		const [form, fields] = useServerForm<{ name: string; email: string }>({ id: 'contact', lastResult, defaultValue: { name: 'Asha' }, constraint: { email: { required: true, maxLength: 254 } } })
		return (
			<form {...formProps(form)} aria-label="Contact">
				<TextField meta={fields.name} label="Name" />
				<TextField meta={fields.email} label="Email" type="email" />
				<FormError form={form} />
			</form>
		)
	}

	test('uses Conform’s ids, the defaults, the constraints and the answer’s copy of what was typed', () => {
		const { rerender } = render(<ServerForm />)
		expect(screen.getByRole('form', { name: 'Contact' })).toHaveAttribute('novalidate')
		expect(screen.getByLabelText('Name')).toHaveValue('Asha')
		expect(screen.getByLabelText('Name')).toHaveAttribute('id', 'contact-name')
		expect(screen.getByLabelText('Email')).toBeRequired()
		rerender(<ServerForm lastResult={{ status: 'error', initialValue: { name: 'Asha Verma', email: 'asha@' }, error: { email: ['Please enter a valid email address'] } }} />)
		expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
		expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
		expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address')
	})

	test('a new answer with errors focuses the first invalid field; one that resets the form empties it', () => {
		const { rerender } = render(<ServerForm />)
		fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@' } })
		rerender(<ServerForm lastResult={{ status: 'error', initialValue: { name: 'Asha', email: 'asha@' }, error: { email: ['Please enter a valid email address'] } }} />)
		expect(screen.getByLabelText('Email')).toHaveFocus()
		fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } })
		rerender(<ServerForm lastResult={{ status: 'success', initialValue: null }} />)
		expect(screen.getByLabelText('Email')).toHaveValue('')
		expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
		expect(screen.getByRole('alert')).toBeEmptyDOMElement()
	})
})

describe('Conform’s useForm feeds the same components', () => {
	const schema = z.object({
		name: z.string({ error: 'Please fill in all required fields' }),
		email: z.email({ error: 'Please enter a valid email address' }),
	})

	function ConformForm({ onValid }: { onValid(): void }) {
		const [form, fields] = useForm({
			onValidate: ({ formData }) => parseWithZod(formData, { schema }),
			onSubmit(event) {
				event.preventDefault()
				onValid()
			},
		})
		return (
			<form {...formProps(form)} aria-label="Enquiry">
				<TextField meta={fields.name} label="Name" />
				<TextField meta={fields.email} label="Email" />
				<FormError form={form} />
				<SubmitButton>Send</SubmitButton>
			</form>
		)
	}

	test('checks with the schema before sending: messages under the fields, the first in the alert, focus on the first invalid field', async () => {
		const onValid = vi.fn()
		render(<ConformForm onValid={onValid} />)
		fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } })
		fireEvent.click(screen.getByRole('button', { name: 'Send' }))
		expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields')
		expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
		expect(screen.getByLabelText('Name')).toHaveFocus()
		expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
		expect(onValid).not.toHaveBeenCalled()

		fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } })
		fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } })
		fireEvent.click(screen.getByRole('button', { name: 'Send' }))
		expect(onValid).toHaveBeenCalledTimes(1)
		expect(screen.getByRole('alert')).toBeEmptyDOMElement()
		expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
	})
})
