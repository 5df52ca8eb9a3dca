import { z } from '~/lib/zod'
import { NEWSLETTER_MAX_EMAIL_LENGTH, newsletterMessages } from './newsletter'

export const newsletterSchema = z.object({
	email: z
		.string({ error: newsletterMessages.invalidEmail })
		.trim()
		.toLowerCase()
		.max(NEWSLETTER_MAX_EMAIL_LENGTH, newsletterMessages.invalidEmail)
		.pipe(z.email(newsletterMessages.invalidEmail)),
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
