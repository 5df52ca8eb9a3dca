import { isSingleLine, oneLineMessage } from '~/lib/single-line'
import { z } from '~/lib/zod'
import { accountMessages, MAX_EMAIL_LENGTH, MAX_MOBILE_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_MOBILE_LENGTH, MIN_PASSWORD_LENGTH, tooLongMessage } from './account'

// The messages, limits, constraints and types the rest of the site needs are in account.ts, without zod.

const required = accountMessages.requiredFields

/** A required value: missing or blank reads SPEC's 'Please fill in all required fields', and nothing else is checked then. */
const requiredString = () => z.string({ error: required })
const filled = { error: required, abort: true } as const

const email = requiredString()
	.trim()
	.min(1, filled)
	.max(MAX_EMAIL_LENGTH, tooLongMessage('Email', MAX_EMAIL_LENGTH))

/** Checked in the login dialog before sending and by the server, both with Conform's parseWithZod. */
export const loginSchema = z.object({
	email,
	password: requiredString().min(1, filled).max(MAX_PASSWORD_LENGTH, tooLongMessage('Password', MAX_PASSWORD_LENGTH)),
})

export const signupSchema = z.object({
	name: requiredString().trim().min(1, filled).refine(isSingleLine, oneLineMessage('Name')).max(MAX_NAME_LENGTH, tooLongMessage('Name', MAX_NAME_LENGTH)),
	email: email.toLowerCase().pipe(z.email(accountMessages.invalidEmail)),
	password: requiredString()
		.min(1, filled)
		.min(MIN_PASSWORD_LENGTH, accountMessages.passwordTooShort)
		.max(MAX_PASSWORD_LENGTH, tooLongMessage('Password', MAX_PASSWORD_LENGTH)),
	dob: z.string().trim().refine(isPastDate, 'Please enter your date of birth').optional(),
	mobile: z
		.string()
		.trim()
		.max(MAX_MOBILE_LENGTH, tooLongMessage('Mobile number', MAX_MOBILE_LENGTH))
		.min(MIN_MOBILE_LENGTH, accountMessages.invalidMobile)
		.refine(isSingleLine, accountMessages.invalidMobile)
		.optional(),
})

/** SPEC: name and email required, mobile at least 10 characters, else one alert for everything. */
const invalid = accountMessages.profileInvalid
export const profileSchema = z.object({
	name: z.string({ error: invalid }).trim().min(1, { error: invalid, abort: true }).max(MAX_NAME_LENGTH, invalid).refine(isSingleLine, oneLineMessage('Name')),
	mobile: z.string({ error: invalid }).trim().max(MAX_MOBILE_LENGTH, invalid).min(MIN_MOBILE_LENGTH, invalid).refine(isSingleLine, invalid),
	email: z.string({ error: invalid }).trim().toLowerCase().max(MAX_EMAIL_LENGTH, invalid).pipe(z.email(invalid)),
	currentPassword: z.string().max(MAX_PASSWORD_LENGTH, invalid).optional(),
})

export type LoginInput = z.infer<typeof loginSchema>
export type SignupInput = z.infer<typeof signupSchema>
export type ProfileInput = z.infer<typeof profileSchema>

function isPastDate(value: string) {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.getTime() < Date.now() && date.getUTCFullYear() > 1900
}

/* Account security (issue 16): forgot password, a new password, changing the password and the email. */

/** A new password: SPEC's 6-character rule, as at sign-up (the common-password list is checked on the server). */
const newPassword = signupSchema.shape.password

export const forgotPasswordSchema = z.object({ email: signupSchema.shape.email })

export const resetPasswordSchema = z.object({ password: newPassword })

export const changePasswordSchema = z.object({ currentPassword: loginSchema.shape.password, password: newPassword })

export const changeEmailSchema = z.object({ email: signupSchema.shape.email, currentPassword: loginSchema.shape.password })

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>
