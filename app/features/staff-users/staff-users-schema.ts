import { accountMessages, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, tooLongMessage } from '~/features/accounts/account'
import { isSingleLine, oneLineMessage } from '~/lib/single-line'
import { z } from '~/lib/zod'
import { roleValues, staffRoles } from './staff-users'

const userId = z.string({ error: 'Please choose a person.' }).trim().min(1, 'Please choose a person.').max(100)

/** The admin's forms on /admin/users, one schema per intent (Conform's discriminated union). */
export const staffUsersActionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('invite'),
		name: z.string({ error: 'Please enter their name.' }).trim().min(1, 'Please enter their name.').max(MAX_NAME_LENGTH, tooLongMessage('Name', MAX_NAME_LENGTH)).refine(isSingleLine, oneLineMessage('Name')),
		email: z.string({ error: accountMessages.invalidEmail }).trim().toLowerCase().max(MAX_EMAIL_LENGTH, tooLongMessage('Email', MAX_EMAIL_LENGTH)).pipe(z.email(accountMessages.invalidEmail)),
		role: z.enum(staffRoles, { error: 'Please choose a role.' }),
	}),
	z.object({ intent: z.literal('role'), userId, role: z.enum(roleValues, { error: 'Please choose a role.' }) }),
	z.object({ intent: z.literal('deactivate'), userId }),
	z.object({ intent: z.literal('reactivate'), userId }),
])

export type StaffUsersAction = z.infer<typeof staffUsersActionSchema>

/** Setting the password from an invitation: SPEC's length rule. */
export const acceptInviteSchema = z.object({
	password: z
		.string({ error: accountMessages.requiredFields })
		.min(1, { error: accountMessages.requiredFields, abort: true })
		.min(MIN_PASSWORD_LENGTH, accountMessages.passwordTooShort)
		.max(MAX_PASSWORD_LENGTH, tooLongMessage('Password', MAX_PASSWORD_LENGTH)),
})
