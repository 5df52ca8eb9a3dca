import type { FormConstraint, FormResult } from '~/components/ui/form'
import type { MessageKey } from '~/features/i18n/catalogue/en'

/**
 * What the site needs of an account without its schemas: SPEC's messages, the field limits, the
 * forms' constraints and the types the browser stores and the actions answer. The schemas (account-schema.ts) are loaded only
 * with the forms that use them.
 */

/**
 * SPEC.md section 5 and 8: the messages the login, signup and profile forms show, verbatim. Those
 * the sign-up, login and password pages show in Punjabi and Hindi are catalogue keys (messageRef),
 * which the form components show in the page's language (decision 018); SPEC's English is the
 * English catalogue's.
 */
export const accountMessages = {
	requiredFields: 'enquiry.error.required',
	passwordTooShort: 'account.error.passwordTooShort',
	invalidEmail: 'enquiry.error.email',
	invalidMobile: 'enquiry.error.mobile',
	commonPassword: 'account.error.commonPassword',
	/** Raised on the server when the user has no profile (SPEC section 8). */
	accountNotFound: 'Account not found, please sign-up first',
	/** What the login dialog shows for a missing profile or an unknown email. */
	accountDoesNotExist: 'account.error.accountDoesNotExist',
	loginFailed: 'account.error.loginFailed',
	signupFailed: 'account.error.signupFailed',
	/** Written by the server in the page's language (the dialogs show the answer as it comes). */
	loginSuccess: 'answer.loginSuccess',
	signupSuccess: 'answer.signupSuccess',
	profileInvalid: 'account.signedIn.profile.invalid',
	profileUpdateFailed: 'account.signedIn.profile.failed',
	profileUpdated: 'account.signedIn.profile.updated',
	wrongPassword: 'account.signedIn.wrongPassword',
} as const

/** A mailed link (password reset, email confirmation) that was used or is too old. */
export const LINK_EXPIRED = 'account.error.linkExpired' satisfies MessageKey

export const MIN_PASSWORD_LENGTH = 6
export const MIN_MOBILE_LENGTH = 10
export const MAX_NAME_LENGTH = 100
/** The longest address the email standards allow. */
export const MAX_EMAIL_LENGTH = 254
export const MAX_PASSWORD_LENGTH = 200
export const MAX_MOBILE_LENGTH = 20

/** Our own words for an over-long field (zod's default text is not written for visitors). */
export function tooLongMessage(field: string, max: number) {
	return `${field} must be at most ${max} characters`
}

/** The login forms' constraint attributes (account-schema.test.ts checks the schema agrees). */
export const loginConstraint = {
	email: { required: true, maxLength: MAX_EMAIL_LENGTH },
	password: { required: true, maxLength: MAX_PASSWORD_LENGTH },
} as const satisfies FormConstraint<'email' | 'password'>

export const signupConstraint = {
	name: { required: true, maxLength: MAX_NAME_LENGTH },
	email: { required: true, maxLength: MAX_EMAIL_LENGTH },
	password: { required: true, minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH },
	dob: { required: false },
	mobile: { required: false, maxLength: MAX_MOBILE_LENGTH },
} as const satisfies FormConstraint<'name' | 'email' | 'password' | 'dob' | 'mobile'>

export const profileConstraint = {
	name: { required: true, maxLength: MAX_NAME_LENGTH },
	mobile: { required: true, maxLength: MAX_MOBILE_LENGTH },
	email: { required: true, maxLength: MAX_EMAIL_LENGTH },
	currentPassword: { required: false, maxLength: MAX_PASSWORD_LENGTH },
} as const satisfies FormConstraint<'name' | 'mobile' | 'email' | 'currentPassword'>

/** The user as the browser stores it under `welsh-user` (SPEC: uid, email and profile fields). */
export type BrowserUser = {
	uid: string
	email: string
	name: string
	dob: string | null
	mobile: string | null
	createdAt: string
}

/** The login and signup actions' answer to a dialog: on success, the user the browser keeps. */
export type AccountResult = FormResult<{ user: BrowserUser }>

/** The profile action's answer: on success, the saved user. */
/** `emailChangePending`: a link went to the new address (the dialog stays open to say so). */
export type ProfileResult = FormResult<{ user: BrowserUser; emailChangePending: boolean }>

/** What the account service (accounts.server.ts) says about a sign-in or sign-up; the actions turn it into an AccountResult. */
export type AccountActionResult =
	| { ok: true; message: string; user: BrowserUser }
	| { ok: false; message: string; code?: 'account-not-found' | 'user-not-found' | 'invalid-credentials' | 'rate-limited' | 'invalid' | 'failed'; field?: string }

/** The account security forms' constraint attributes (account-schema.test.ts checks the schemas agree). */
export const forgotPasswordConstraint = { email: signupConstraint.email } as const satisfies FormConstraint<'email'>
export const resetPasswordConstraint = { password: signupConstraint.password } as const satisfies FormConstraint<'password'>
export const changePasswordConstraint = { currentPassword: loginConstraint.password, password: signupConstraint.password } as const satisfies FormConstraint<
	'currentPassword' | 'password'
>
export const changeEmailConstraint = { email: signupConstraint.email, currentPassword: loginConstraint.password } as const satisfies FormConstraint<'email' | 'currentPassword'>
