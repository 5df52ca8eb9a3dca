import type { FormConstraint, FormResult } from '~/components/ui/form'
import type { MessageKey } from '~/features/i18n/catalogue/en'

/**
 * What the contact page needs without zod: the fields, their limits and the messages. The page
 * does not load the schema (contact-schema.ts): the server checks each message and answers with
 * the same words, under the fields.
 */

/** Maximum lengths of the contact form's fields: the schema checks them, the form's maxLength attributes show them. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const

export type ContactField = keyof typeof contactLimits

/** The contact form's constraint attributes (contact-schema.test.ts checks the schema agrees). */
export const contactConstraint = {
	name: { required: true, maxLength: contactLimits.name },
	email: { required: true, maxLength: contactLimits.email },
	subject: { required: true, maxLength: contactLimits.subject },
	message: { required: true, maxLength: contactLimits.message },
} as const satisfies FormConstraint<ContactField>

/** The form's answers as catalogue keys (messageRef), shown in the page's language; the English is SPEC's. */
export const CONTACT_SUCCESS_MESSAGE = 'contact.success' satisfies MessageKey
export const CONTACT_INVALID_MESSAGE = 'contact.error.invalid' satisfies MessageKey

export type ContactResult = FormResult
