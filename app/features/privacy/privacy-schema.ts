import { accountMessages, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, tooLongMessage } from '~/features/accounts/account'
import { z } from '~/lib/zod'

/** Deleting one's account: the password again (the message a catalogue key: the page is in three languages). */
export const deleteAccountSchema = z.object({
	password: z.string({ error: 'account.delete.passwordRequired' }).min(1, 'account.delete.passwordRequired').max(MAX_PASSWORD_LENGTH, tooLongMessage('Password', MAX_PASSWORD_LENGTH)),
})

/** Staff erasing one person's data on request: the address the person wrote from. */
export const eraseRequestSchema = z.object({
	intent: z.literal('erase'),
	email: z.string({ error: accountMessages.invalidEmail }).trim().toLowerCase().max(MAX_EMAIL_LENGTH, tooLongMessage('Email', MAX_EMAIL_LENGTH)).pipe(z.email(accountMessages.invalidEmail)),
})
