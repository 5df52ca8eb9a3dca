import type { FormConstraint, FormResult } from '~/components/ui/form'

/** What the footer's newsletter box needs without zod (the server checks with newsletter-schema.ts). */

export const NEWSLETTER_MAX_EMAIL_LENGTH = 254

/** The box's constraint attributes (newsletter-schema.test.ts checks the schema agrees). */
export const newsletterConstraint = {
	email: { required: true, maxLength: NEWSLETTER_MAX_EMAIL_LENGTH },
} as const satisfies FormConstraint<'email'>

export const newsletterMessages = {
	invalidEmail: 'Please enter a valid email address',
	subscribed: 'Thank you! You are subscribed.',
	alreadySubscribed: 'You are already subscribed. Thank you!',
	failed: 'Sorry, we could not sign you up just now. Please try again.',
} as const

export type NewsletterResult = FormResult
