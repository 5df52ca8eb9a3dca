import { Form } from 'react-router'
import { type FieldMeta, FormError, formProps, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'
import { type AccountResult, signupConstraint } from './account'

type SignupField = keyof typeof signupConstraint

/** The signup fields, shared by the page (no JavaScript) and the dialog (SignupDialogForm.tsx). */
export function SignupFields({ fields }: { fields: Record<SignupField, FieldMeta> }) {
	const today = new Date().toISOString().slice(0, 10)
	return (
		<>
			<TextField meta={fields.name} label="Full name" autoComplete="name" />
			<TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
			<TextField meta={fields.password} label="Password" type="password" autoComplete="new-password" hint="At least 6 characters; avoid common passwords." />
			<TextField meta={fields.dob} label="Date of birth (optional)" type="date" max={today} />
			<TextField meta={fields.mobile} label="Mobile number (optional)" type="tel" autoComplete="tel" inputMode="tel" />
			<PrivacyNotice />
		</>
	)
}

/** The same form as a page, for visitors without JavaScript (a plain form post, checked by the server). */
export function SignupPageForm({ result, redirectTo }: { result: AccountResult | undefined; redirectTo: string }) {
	const [form, fields] = useServerForm<Record<SignupField, string>>({ lastResult: result, constraint: signupConstraint })
	return (
		<Form method="post" action="/signup" {...formProps(form)} className="space-y-4">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<SignupFields fields={fields} />
			<FormError form={form} />
			<SubmitButton block>Create Account</SubmitButton>
		</Form>
	)
}
