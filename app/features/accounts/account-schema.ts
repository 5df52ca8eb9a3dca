import { z } from 'zod'

/** SPEC.md section 5 and 8: the messages the login, signup and profile forms show, verbatim. */
export const accountMessages = {
	requiredFields: 'Please fill in all required fields',
	passwordTooShort: 'Password must be at least 6 characters long',
	invalidEmail: 'Please enter a valid email address',
	invalidMobile: 'Please enter a valid mobile number',
	commonPassword: 'This password is too common and easy to guess. Please choose another one.',
	/** Raised on the server when the user has no profile (SPEC section 8). */
	accountNotFound: 'Account not found, please sign-up first',
	/** What the login dialog shows for a missing profile or an unknown email. */
	accountDoesNotExist: 'Account doesn’t exist. Please sign-up first.',
	loginFailed: 'Login failed. Please try again.',
	signupFailed: 'Signup failed. Please try again.',
	loginSuccess: 'Login successful!',
	signupSuccess: 'Account created & signed in!',
	profileInvalid: 'Please fill all fields correctly',
	profileUpdateFailed: 'Update failed',
	loginRequiredTitle: 'Login Required',
	loginRequiredBody: 'Please login to access this content.',
} as const

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

const name = z.string().trim().max(MAX_NAME_LENGTH, tooLongMessage('Name', MAX_NAME_LENGTH))
const email = z.string().trim().max(MAX_EMAIL_LENGTH, tooLongMessage('Email', MAX_EMAIL_LENGTH))
const password = z.string().max(MAX_PASSWORD_LENGTH, tooLongMessage('Password', MAX_PASSWORD_LENGTH))
const mobile = z.string().trim().max(MAX_MOBILE_LENGTH, tooLongMessage('Mobile number', MAX_MOBILE_LENGTH))

export const loginSchema = z.object({
	email: email.min(1, accountMessages.requiredFields),
	password: password.min(1, accountMessages.requiredFields),
})

export const signupSchema = z
	.object({
		name: name.min(1, accountMessages.requiredFields),
		email: email.min(1, accountMessages.requiredFields),
		password: password.min(1, accountMessages.requiredFields),
		dob: z.string().trim().optional(),
		mobile: mobile.optional(),
	})
	// Checked in order, so a form with a missing field reports that first (SPEC order).
	.superRefine((value, ctx) => {
		if (!z.email().safeParse(value.email).success)
			ctx.addIssue({ code: 'custom', path: ['email'], message: accountMessages.invalidEmail })
		if (value.password.length > 0 && value.password.length < MIN_PASSWORD_LENGTH)
			ctx.addIssue({ code: 'custom', path: ['password'], message: accountMessages.passwordTooShort })
		if (value.mobile && value.mobile.length < MIN_MOBILE_LENGTH)
			ctx.addIssue({ code: 'custom', path: ['mobile'], message: accountMessages.invalidMobile })
		if (value.dob && !isPastDate(value.dob))
			ctx.addIssue({ code: 'custom', path: ['dob'], message: 'Please enter your date of birth' })
	})
	.transform((v) => ({ ...v, email: v.email.toLowerCase(), dob: v.dob || undefined, mobile: v.mobile || undefined }))

/** SPEC: name and email required, mobile at least 10 characters, else one alert for everything. */
export const profileSchema = z
	.object({
		name: z.string().trim().max(MAX_NAME_LENGTH, accountMessages.profileInvalid).min(1, accountMessages.profileInvalid),
		email: z.string().trim().max(MAX_EMAIL_LENGTH, accountMessages.profileInvalid).pipe(z.email(accountMessages.profileInvalid)),
		mobile: z.string().trim().max(MAX_MOBILE_LENGTH, accountMessages.profileInvalid).min(MIN_MOBILE_LENGTH, accountMessages.profileInvalid),
		currentPassword: z.string().max(MAX_PASSWORD_LENGTH, accountMessages.profileInvalid).optional(),
	})
	.transform((v) => ({ ...v, email: v.email.toLowerCase(), currentPassword: v.currentPassword || undefined }))

export type LoginInput = z.infer<typeof loginSchema>
export type SignupInput = { name: string; email: string; password: string; dob?: string; mobile?: string }
export type ProfileInput = { name: string; email: string; mobile: string; currentPassword?: string }

function isPastDate(value: string) {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.getTime() < Date.now() && date.getUTCFullYear() > 1900
}

/** The first message of a failed parse, which is what the forms show. */
export function firstMessage(error: z.ZodError, fallback: string) {
	return error.issues[0]?.message ?? fallback
}

/** A form error as the forms show it: the message, and the fields it is about (marked invalid). */
export type FormError = { message: string; fields: string[] }

/** The first message of a failed parse, with every field that has that same message. */
export function formErrorOf(error: z.ZodError, fallback: string): FormError {
	const message = firstMessage(error, fallback)
	const fields = error.issues.filter((issue) => issue.message === message && issue.path.length > 0).map((issue) => String(issue.path[0]))
	return { message, fields: [...new Set(fields)] }
}

/** The user as the browser stores it under `welsh-user` (SPEC: uid, email and profile fields). */
export type BrowserUser = {
	uid: string
	email: string
	name: string
	dob: string | null
	mobile: string | null
	createdAt: string
}

export type AccountActionResult =
	| { ok: true; message: string; user: BrowserUser }
	| { ok: false; message: string; code?: 'account-not-found' | 'user-not-found' | 'invalid-credentials' | 'rate-limited' | 'invalid' | 'failed'; field?: string }
