import { useId } from 'react'
import { Form } from 'react-router'
import { FormMessage, primaryButtonClass, secondaryButtonClass, TextField } from '~/components/ui/TextField'
import { signupSchema } from './account-schema'
import { accountMessages } from './account'
import type { AccountFormResult } from './LoginForm'
import { useAccountDialogForm } from './use-account-dialog-form'

export const SIGNUP_CLOSE_DELAY_MS = 500

function SignupFields({ defaults, errorId, invalidFields }: { defaults?: Record<string, string>; errorId: string; invalidFields: string[] }) {
	const today = new Date().toISOString().slice(0, 10)
	const field = (name: string) => ({ name, invalid: invalidFields.includes(name), errorId })
	return (
		<>
			<TextField label="Full name" {...field('name')} autoComplete="name" required defaultValue={defaults?.name} />
			<TextField label="Email" {...field('email')} type="email" autoComplete="email" required defaultValue={defaults?.email} />
			<TextField label="Password" {...field('password')} type="password" autoComplete="new-password" required minLength={6} hint="At least 6 characters; avoid common passwords." />
			<TextField label="Date of birth (optional)" {...field('dob')} type="date" max={today} defaultValue={defaults?.dob} />
			<TextField label="Mobile number (optional)" {...field('mobile')} type="tel" autoComplete="tel" inputMode="tel" defaultValue={defaults?.mobile} />
		</>
	)
}

/** The fields a failed sign-up is about (the server names one when it can). */
function signupErrorFields(result: AccountFormResult | undefined) {
	return result && !result.ok && result.field ? [result.field] : []
}

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

export function SignupPageForm({ result, redirectTo }: { result: AccountFormResult | undefined; redirectTo: string }) {
	const errorId = useId()
	return (
		<Form method="post" action="/signup" className="space-y-4">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<SignupFields defaults={result?.fields} errorId={errorId} invalidFields={signupErrorFields(result)} />
			<FormMessage tone="error" id={errorId}>
				{result && !result.ok ? result.message || accountMessages.signupFailed : ''}
			</FormMessage>
			<button type="submit" className={primaryButtonClass}>
				Create Account
			</button>
		</Form>
	)
}
