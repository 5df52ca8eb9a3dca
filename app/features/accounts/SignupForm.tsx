import { useId } from 'react'
import { Form } from 'react-router'
import { FormMessage, primaryButtonClass, TextField } from '~/components/ui/TextField'
import { accountMessages } from './account'
import type { AccountFormResult } from './LoginForm'

/** The signup fields, shared by the page (no JavaScript) and the dialog (SignupDialogForm.tsx). */
export function SignupFields({ defaults, errorId, invalidFields }: { defaults?: Record<string, string>; errorId: string; invalidFields: string[] }) {
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
export function signupErrorFields(result: AccountFormResult | undefined) {
	return result && !result.ok && result.field ? [result.field] : []
}

/** The same form as a page, for visitors without JavaScript (a plain form post). */
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
