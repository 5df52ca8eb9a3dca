import { Form } from 'react-router'
import { type FieldMeta, FormError, formProps, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { type AccountResult, loginConstraint } from './account'

/** The login fields, shared by the page (no JavaScript) and the dialog (LoginDialogForm.tsx). */
export function LoginFields({ fields }: { fields: Record<'email' | 'password', FieldMeta> }) {
	const t = useT()
	return (
		<>
			<TextField meta={fields.email} label={t('account.field.email')} type="email" autoComplete="email" />
			<TextField meta={fields.password} label={t('account.field.password')} type="password" autoComplete="current-password" />
		</>
	)
}

/**
 * The same form as a page, for visitors without JavaScript (a plain form post, checked by the
 * server). `reloadDocument`: the browser posts it itself, for a target the router cannot render
 * (the CSV export after a password confirmation is a file).
 */
export function LoginPageForm({ result, redirectTo, reloadDocument = false }: { result: AccountResult | undefined; redirectTo: string; reloadDocument?: boolean }) {
	const t = useT()
	const [form, fields] = useServerForm<Record<'email' | 'password', string>>({ lastResult: result, constraint: loginConstraint })
	return (
		<Form method="post" action={localizedPath('/login', useLocale())} reloadDocument={reloadDocument} {...formProps(form)} className="space-y-4">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<LoginFields fields={fields} />
			<FormError form={form} />
			<SubmitButton block>{t('account.action.logIn')}</SubmitButton>
		</Form>
	)
}
