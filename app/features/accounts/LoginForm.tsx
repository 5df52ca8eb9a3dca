import { useId } from 'react'
import { Form } from 'react-router'
import { FormMessage, primaryButtonClass, TextField } from '~/components/ui/TextField'
import { type AccountActionResult, accountMessages } from './account'

export type AccountFormResult = AccountActionResult & { fields?: Record<string, string> }

type FailedResult = Extract<AccountActionResult, { ok: false }>

/** SPEC: an unknown account or a missing profile both read 'Account doesn’t exist. Please sign-up first.' */
export function loginErrorMessage(result: FailedResult) {
	if (result.code === 'account-not-found' || result.code === 'user-not-found') return accountMessages.accountDoesNotExist
	return result.message || accountMessages.loginFailed
}

/** The fields a failed login is about, marked invalid and described by the error message. */
export function loginErrorFields(result: FailedResult): string[] {
	switch (result.code) {
		case 'account-not-found':
		case 'user-not-found':
			return ['email']
		case 'invalid-credentials':
			return ['email', 'password']
		default:
			return result.field ? [result.field] : []
	}
}

/** The login fields, shared by the page (no JavaScript) and the dialog (LoginDialogForm.tsx). */
export function LoginFields({ errorId, invalidFields, defaultEmail }: { errorId: string; invalidFields: string[]; defaultEmail?: string }) {
	return (
		<>
			<TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} invalid={invalidFields.includes('email')} errorId={errorId} />
			<TextField label="Password" name="password" type="password" autoComplete="current-password" required invalid={invalidFields.includes('password')} errorId={errorId} />
		</>
	)
}

/** The same form as a page, for visitors without JavaScript (a plain form post). */
export function LoginPageForm({ result, redirectTo }: { result: AccountFormResult | undefined; redirectTo: string }) {
	const errorId = useId()
	const failed = result && !result.ok ? result : null
	return (
		<Form method="post" action="/login" className="space-y-4">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<LoginFields errorId={errorId} invalidFields={failed ? loginErrorFields(failed) : []} defaultEmail={result?.fields?.email} />
			<FormMessage tone="error" id={errorId}>
				{failed ? loginErrorMessage(failed) : ''}
			</FormMessage>
			<button type="submit" className={primaryButtonClass}>
				Log In
			</button>
		</Form>
	)
}
