import { FormError, formProps, FormStatus, SubmitButton, succeeded } from '~/components/ui/form'
import { buttonClass } from '~/components/ui/button'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { signupConstraint } from './account'
import { signupSchema } from './account-schema'
import { SignupFields } from './SignupForm'
import { useAccountDialogForm } from './use-account-dialog-form'

export const SIGNUP_CLOSE_DELAY_MS = 500

/** The signup form inside the 'Welcome to {site}' dialog. */
export function SignupDialogForm({ onSuccess, onLogin }: { onSuccess(): void; onLogin(): void }) {
	const t = useT()
	const { fetcher, busy, form, fields, result } = useAccountDialogForm(signupSchema, signupConstraint, SIGNUP_CLOSE_DELAY_MS, onSuccess)
	// Posted to the page's language version: the new account's emails are written in it.
	return (
		<fetcher.Form method="post" action={localizedPath('/signup', useLocale())} {...formProps(form)} className="space-y-4">
			<input type="hidden" name="mode" value="dialog" />
			<SignupFields fields={fields} />
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton block pending={busy} pendingText={t('account.dialog.creating')}>
				{t('account.action.createAccount')}
			</SubmitButton>
			<button type="button" onClick={onLogin} className={buttonClass('secondary', { block: true })}>
				I already have an account
			</button>
		</fetcher.Form>
	)
}
