import type { FormConstraint, FormResult } from '~/components/ui/form'
import type { MessageKey } from '~/features/i18n/catalogue/en'

/** What the footer's newsletter box needs without zod (the server checks with newsletter-schema.ts). */

export const NEWSLETTER_MAX_EMAIL_LENGTH = 254

/** The box's constraint attributes (newsletter-schema.test.ts checks the schema agrees). */
export const newsletterConstraint = {
	email: { required: true, maxLength: NEWSLETTER_MAX_EMAIL_LENGTH },
} as const satisfies FormConstraint<'email'>

/** The box's field error as a catalogue key (messageRef), shown in the page's language: the other forms' too. */
export const newsletterMessages = {
	invalidEmail: 'enquiry.error.email',
} as const satisfies Record<string, MessageKey>

/**
 * The box's own answers, written by the server in the page's language (the action): only a
 * visitor who sends the form sees one, so they are in no page's catalogue.
 */
export const newsletterAnswers = {
	subscribed: 'newsletter.subscribed',
	alreadySubscribed: 'newsletter.alreadySubscribed',
	failed: 'newsletter.error.failed',
} as const satisfies Record<string, MessageKey>

export type NewsletterResult = FormResult
