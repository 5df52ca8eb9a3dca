import { isSingleLine } from '~/lib/single-line'
import { z } from '~/lib/zod'
import { messageRef } from '~/features/i18n/i18n'
import { type ContactField, contactLimits } from './contact'

/** A required text whose missing or blank value reads `message`, and nothing else is checked then. */
const requiredText = (message: string) =>
	z
		.string({ error: message })
		.trim()
		.min(1, { error: message, abort: true })

/** The contact form, checked on the server (the page ships no schema: see contact.ts); its messages are catalogue keys, shown in the page's language. */
export const contactSchema = z.object({
	name: requiredText(messageRef('contact.error.name'))
		.max(contactLimits.name, messageRef('enquiry.error.nameTooLong', { max: contactLimits.name }))
		.refine(isSingleLine, messageRef('enquiry.error.nameOneLine')),
	email: requiredText(messageRef('enquiry.error.email'))
		.toLowerCase()
		.max(contactLimits.email, messageRef('enquiry.error.email'))
		.pipe(z.email(messageRef('enquiry.error.email'))),
	subject: requiredText(messageRef('contact.error.subject'))
		.max(contactLimits.subject, messageRef('contact.error.subjectTooLong', { max: contactLimits.subject }))
		.refine(isSingleLine, messageRef('contact.error.subjectOneLine')),
	message: requiredText(messageRef('contact.error.message')).max(contactLimits.message, messageRef('contact.error.messageTooLong', { max: contactLimits.message })),
} satisfies Record<ContactField, z.ZodType>)

export type ContactInput = z.infer<typeof contactSchema>
