import { z } from '~/lib/zod'
import { accountMessages, MIN_PASSWORD_LENGTH, MIN_MOBILE_LENGTH, MAX_NAME_LENGTH, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_MOBILE_LENGTH, tooLongMessage, type FormError } from './account'

// The messages, limits and types the rest of the site needs are in account.ts, without zod.

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

/** The first message of a failed parse, with every field that has that same message. */
export function formErrorOf(error: z.ZodError, fallback: string): FormError {
	const message = firstMessage(error, fallback)
	const fields = error.issues.filter((issue) => issue.message === message && issue.path.length > 0).map((issue) => String(issue.path[0]))
	return { message, fields: [...new Set(fields)] }
}
