import { Form } from 'react-router'
import { type FieldMeta, FormError, formProps, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'
import { type AccountResult, signupConstraint } from './account'

type SignupField = keyof typeof signupConstraint

/** The signup fields, shared by the page (no JavaScript) and the dialog (SignupDialogForm.tsx). */
export function SignupFields({ fields }: { fields: Record<SignupField, FieldMeta> }) {
	const t = useT()
	const today = new Date().toISOString().slice(0, 10)
	return (
		<>
			<TextField meta={fields.name} label={t('account.field.name')} autoComplete="name" />
			<TextField meta={fields.email} label={t('account.field.email')} type="email" autoComplete="email" />
			<TextField meta={fields.password} label={t('account.field.password')} type="password" autoComplete="new-password" hint={t('account.field.passwordHint')} />
			<TextField meta={fields.dob} label={t('account.field.dob')} type="date" max={today} />
			<TextField meta={fields.mobile} label={t('account.field.mobile')} type="tel" autoComplete="tel" inputMode="tel" />
			<PrivacyNotice />
		</>
	)
}

/** The same form as a page, for visitors without JavaScript (a plain form post, checked by the server). */
export function SignupPageForm({ result, redirectTo }: { result: AccountResult | undefined; redirectTo: string }) {
	const t = useT()
	const [form, fields] = useServerForm<Record<SignupField, string>>({ lastResult: result, constraint: signupConstraint })
	return (
		<Form method="post" action={localizedPath('/signup', useLocale())} {...formProps(form)} className="space-y-4">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<SignupFields fields={fields} />
			<FormError form={form} />
			<SubmitButton block>{t('account.action.createAccount')}</SubmitButton>
		</Form>
	)
}
