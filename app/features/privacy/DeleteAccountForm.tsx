import { Form } from 'react-router'
import { type FormResult, FormError, formProps, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import { MAX_PASSWORD_LENGTH } from '~/features/accounts/account'
import { useT } from '~/features/i18n/i18n'

/** Deleting one's account, confirmed with the password; a plain post (works without JavaScript). */
export function DeleteAccountForm({ result }: { result: FormResult | undefined }) {
	const t = useT()
	const [form, fields] = useServerForm<Record<'password', string>>({ lastResult: result, constraint: { password: { required: true, maxLength: MAX_PASSWORD_LENGTH } } })
	return (
		<Form method="post" reloadDocument {...formProps(form)} className="space-y-4">
			<TextField meta={fields.password} label={t('account.delete.password')} type="password" autoComplete="current-password" />
			<FormError form={form} />
			<SubmitButton block>{t('account.delete.submit')}</SubmitButton>
		</Form>
	)
}
