import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { Link } from 'react-router'
import { FormError, formProps, FormStatus, SubmitButton, succeeded } from '~/components/ui/form'
import { buttonClass } from '~/components/ui/button'
import { loginConstraint } from './account'
import { loginSchema } from './account-schema'
import { LoginFields } from './LoginForm'
import { useAccountDialogForm } from './use-account-dialog-form'

export const LOGIN_CLOSE_DELAY_MS = 400

/** The login form inside the 'Welcome Back' dialog. */
export function LoginDialogForm({ onSuccess, onCreateAccount, onLeave }: { onSuccess(): void; onCreateAccount(): void; /** Closes the dialog for a link to another page. */ onLeave(): void }) {
	const t = useT()
	const locale = useLocale()
	const { fetcher, busy, form, fields, result } = useAccountDialogForm(loginSchema, loginConstraint, LOGIN_CLOSE_DELAY_MS, onSuccess)
	return (
		<fetcher.Form method="post" action={localizedPath('/login', useLocale())} {...formProps(form)} className="space-y-4">
			<input type="hidden" name="mode" value="dialog" />
			<LoginFields fields={fields} />
			<p className="text-right text-sm">
				<Link to={localizedPath('/forgot-password', locale)} onClick={onLeave} className="font-semibold text-brand-700 underline">
					{t('account.dialog.forgotLink')}
				</Link>
			</p>
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton block pending={busy} pendingText={t('account.dialog.signingIn')}>
				{t('account.action.logIn')}
			</SubmitButton>
			<p className="text-center text-sm text-slate-600">{t('account.dialog.newHere')}</p>
			<button type="button" onClick={onCreateAccount} className={buttonClass('secondary', { block: true })}>
				{t('account.action.createAccount')}
			</button>
		</fetcher.Form>
	)
}
