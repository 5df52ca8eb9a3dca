import { Form } from 'react-router'
import { type FormResult, FormError, formProps, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import { acceptInviteConstraint } from './staff-users'

/** The invitation page's password form: a plain post, checked by the server's schema. */
export function AcceptInviteForm({ result }: { result: FormResult | undefined }) {
	const [form, fields] = useServerForm<Record<'password', string>>({ lastResult: result, constraint: acceptInviteConstraint })
	return (
		<Form method="post" {...formProps(form)} className="space-y-4">
			<TextField meta={fields.password} label="Choose a password" type="password" autoComplete="new-password" hint="At least 6 characters." />
			<FormError form={form} />
			<SubmitButton block>Set password and sign in</SubmitButton>
		</Form>
	)
}
