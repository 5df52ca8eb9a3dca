import { useId } from 'react'
import { FormMessage, primaryButtonClass, secondaryButtonClass } from '~/components/ui/TextField'
import { accountMessages } from './account'
import { loginSchema } from './account-schema'
import { LoginFields, loginErrorFields, loginErrorMessage } from './LoginForm'
import { useAccountDialogForm } from './use-account-dialog-form'

export const LOGIN_CLOSE_DELAY_MS = 400

/** The login form inside the 'Welcome Back' dialog. */
export function LoginDialogForm({ onSuccess, onCreateAccount }: { onSuccess(): void; onCreateAccount(): void }) {
	const { fetcher, busy, result, clientError, validate } = useAccountDialogForm(loginSchema, LOGIN_CLOSE_DELAY_MS, onSuccess)
	const errorId = useId()
	const failed = result && !result.ok ? result : null
	const error = clientError?.message || (failed ? loginErrorMessage(failed) : '')
	const invalidFields = clientError?.fields ?? (failed ? loginErrorFields(failed) : [])
	return (
		<fetcher.Form method="post" action="/login" noValidate onSubmit={validate} className="space-y-4">
			<input type="hidden" name="mode" value="dialog" />
			<LoginFields errorId={errorId} invalidFields={invalidFields} />
			<FormMessage tone="error" id={errorId}>
				{error}
			</FormMessage>
			<FormMessage tone="success">{result?.ok ? accountMessages.loginSuccess : ''}</FormMessage>
			<button type="submit" disabled={busy} className={primaryButtonClass}>
				{busy ? 'Signing In...' : 'Log In'}
			</button>
			<p className="text-center text-sm text-slate-600">New here?</p>
			<button type="button" onClick={onCreateAccount} className={secondaryButtonClass}>
				Create Account
			</button>
		</fetcher.Form>
	)
}
