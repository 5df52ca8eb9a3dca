import { Form } from 'react-router'
import { FormMessage, primaryButtonClass, secondaryButtonClass, TextField } from '~/components/ui/TextField'
import { type AccountActionResult, accountMessages, loginSchema } from './account-schema'
import { useAccountDialogForm } from './use-account-dialog-form'

export type AccountFormResult = AccountActionResult & { fields?: Record<string, string> }

/** SPEC: an unknown account or a missing profile both read 'Account doesn’t exist. Please sign-up first.' */
export function loginErrorMessage(result: Extract<AccountActionResult, { ok: false }>) {
	if (result.code === 'account-not-found' || result.code === 'user-not-found') return accountMessages.accountDoesNotExist
	return result.message || accountMessages.loginFailed
}

export const LOGIN_CLOSE_DELAY_MS = 400

/** The login form inside the 'Welcome Back' dialog. */
export function LoginDialogForm({ onSuccess, onCreateAccount }: { onSuccess(): void; onCreateAccount(): void }) {
	const { fetcher, busy, result, clientError, validate } = useAccountDialogForm(loginSchema, LOGIN_CLOSE_DELAY_MS, onSuccess)
	const error = clientError || (result && !result.ok ? loginErrorMessage(result) : '')
	return (
		<fetcher.Form method="post" action="/login" noValidate onSubmit={validate} className="space-y-4">
			<input type="hidden" name="mode" value="dialog" />
			<TextField label="Email" name="email" type="email" autoComplete="email" required invalid={Boolean(error)} />
			<TextField label="Password" name="password" type="password" autoComplete="current-password" required invalid={Boolean(error)} />
			<FormMessage tone="error">{error}</FormMessage>
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

/** The same form as a page, for visitors without JavaScript (a plain form post). */
export function LoginPageForm({ result, redirectTo }: { result: AccountFormResult | undefined; redirectTo: string }) {
	return (
		<Form method="post" action="/login" className="space-y-4">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={result?.fields?.email} />
			<TextField label="Password" name="password" type="password" autoComplete="current-password" required />
			<FormMessage tone="error">{result && !result.ok ? loginErrorMessage(result) : ''}</FormMessage>
			<button type="submit" className={primaryButtonClass}>
				Log In
			</button>
		</Form>
	)
}
