import type { FormConstraint, FormResult } from '~/components/ui/form'
import type { MessageKey } from '~/features/i18n/catalogue/en'

/** What the footer's newsletter box needs without zod (the server checks with newsletter-schema.ts). */

export const NEWSLETTER_MAX_EMAIL_LENGTH = 254

/** The box's constraint attributes (newsletter-schema.test.ts checks the schema agrees). */
export const newsletterConstraint = {
	email: { required: true, maxLength: NEWSLETTER_MAX_EMAIL_LENGTH },
} as const satisfies FormConstraint<'email'>

/** The box's answers as catalogue keys (messageRef), shown in the page's language. */
export const newsletterMessages = {
	invalidEmail: 'enquiry.error.email',
	subscribed: 'newsletter.subscribed',
	alreadySubscribed: 'newsletter.alreadySubscribed',
	failed: 'newsletter.error.failed',
} as const satisfies Record<string, MessageKey>

export type NewsletterResult = FormResult
