import { isSingleLine } from '~/lib/single-line'
import { z } from '~/lib/zod'
import { type ContactField, contactLimits } from './contact'

/** A required text whose missing or blank value reads `message`, and nothing else is checked then. */
const requiredText = (message: string) =>
	z
		.string({ error: message })
		.trim()
		.min(1, { error: message, abort: true })

/** The contact form, checked on the server (the page ships no schema: see contact.ts). */
export const contactSchema = z.object({
	name: requiredText('Please enter your name')
		.max(contactLimits.name, `Please keep your name under ${contactLimits.name} characters`)
		.refine(isSingleLine, 'Please write your name on one line, without line breaks'),
	email: requiredText('Please enter a valid email address')
		.toLowerCase()
		.max(contactLimits.email, 'Please enter a valid email address')
		.pipe(z.email('Please enter a valid email address')),
	subject: requiredText('Please enter a subject')
		.max(contactLimits.subject, `Please keep the subject under ${contactLimits.subject} characters`)
		.refine(isSingleLine, 'Please write the subject on one line, without line breaks'),
	message: requiredText('Please write your message').max(contactLimits.message, `Please keep your message under ${contactLimits.message} characters`),
} satisfies Record<ContactField, z.ZodType>)

export type ContactInput = z.infer<typeof contactSchema>
