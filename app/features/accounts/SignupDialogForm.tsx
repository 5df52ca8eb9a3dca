import { useId } from 'react'
import { FormMessage, primaryButtonClass, secondaryButtonClass } from '~/components/ui/TextField'
import { accountMessages } from './account'
import { signupSchema } from './account-schema'
import { SignupFields, signupErrorFields } from './SignupForm'
import { useAccountDialogForm } from './use-account-dialog-form'

export const SIGNUP_CLOSE_DELAY_MS = 500

/** The signup form inside the 'Welcome to {site}' dialog. */
export function SignupDialogForm({ onSuccess, onLogin }: { onSuccess(): void; onLogin(): void }) {
	const { fetcher, busy, result, clientError, validate } = useAccountDialogForm(signupSchema, SIGNUP_CLOSE_DELAY_MS, onSuccess)
	const errorId = useId()
	const error = clientError?.message || (result && !result.ok ? result.message || accountMessages.signupFailed : '')
	return (
		<fetcher.Form method="post" action="/signup" noValidate onSubmit={validate} className="space-y-4">
			<input type="hidden" name="mode" value="dialog" />
			<SignupFields errorId={errorId} invalidFields={clientError?.fields ?? signupErrorFields(result)} />
			<FormMessage tone="error" id={errorId}>
				{error}
			</FormMessage>
			<FormMessage tone="success">{result?.ok ? accountMessages.signupSuccess : ''}</FormMessage>
			<button type="submit" disabled={busy} className={primaryButtonClass}>
				{busy ? 'Creating...' : 'Create Account'}
			</button>
			<button type="button" onClick={onLogin} className={secondaryButtonClass}>
				I already have an account
			</button>
		</fetcher.Form>
	)
}
