import { Form } from 'react-router'
import { FormMessage, primaryButtonClass, secondaryButtonClass, TextField } from '~/components/ui/TextField'
import { accountMessages, signupSchema } from './account-schema'
import type { AccountFormResult } from './LoginForm'
import { useAccountDialogForm } from './use-account-dialog-form'

export const SIGNUP_CLOSE_DELAY_MS = 500

function SignupFields({ defaults }: { defaults?: Record<string, string> }) {
	const today = new Date().toISOString().slice(0, 10)
	return (
		<>
			<TextField label="Full name" name="name" autoComplete="name" required defaultValue={defaults?.name} />
			<TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={defaults?.email} />
			<TextField label="Password" name="password" type="password" autoComplete="new-password" required minLength={6} hint="At least 6 characters; avoid common passwords." />
			<TextField label="Date of birth (optional)" name="dob" type="date" max={today} defaultValue={defaults?.dob} />
			<TextField label="Mobile number (optional)" name="mobile" type="tel" autoComplete="tel" inputMode="tel" defaultValue={defaults?.mobile} />
		</>
	)
}

/** The signup form inside the 'Welcome to {site}' dialog. */
export function SignupDialogForm({ onSuccess, onLogin }: { onSuccess(): void; onLogin(): void }) {
	const { fetcher, busy, result, clientError, validate } = useAccountDialogForm(signupSchema, SIGNUP_CLOSE_DELAY_MS, onSuccess)
	const error = clientError || (result && !result.ok ? result.message || accountMessages.signupFailed : '')
	return (
		<fetcher.Form method="post" action="/signup" noValidate onSubmit={validate} className="space-y-4">
			<input type="hidden" name="mode" value="dialog" />
			<SignupFields />
			<FormMessage tone="error">{error}</FormMessage>
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

export function SignupPageForm({ result, redirectTo }: { result: AccountFormResult | undefined; redirectTo: string }) {
	return (
		<Form method="post" action="/signup" className="space-y-4">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<SignupFields defaults={result?.fields} />
			<FormMessage tone="error">{result && !result.ok ? result.message || accountMessages.signupFailed : ''}</FormMessage>
			<button type="submit" className={primaryButtonClass}>
				Create Account
			</button>
		</Form>
	)
}
