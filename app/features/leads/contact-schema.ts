import { z } from '~/lib/zod'
import { type ContactField, type ContactFieldErrors, type ContactValues, contactLimits } from './contact'

/** The contact form, checked in the browser before sending and again on the server. */
export const contactSchema = z.object({
	name: z
		.string({ message: 'Please enter your name' })
		.trim()
		.min(1, 'Please enter your name')
		.max(contactLimits.name, `Please keep your name under ${contactLimits.name} characters`),
	email: z
		.string({ message: 'Please enter a valid email address' })
		.trim()
		.toLowerCase()
		.max(contactLimits.email, 'Please enter a valid email address')
		.pipe(z.email('Please enter a valid email address')),
	subject: z
		.string({ message: 'Please enter a subject' })
		.trim()
		.min(1, 'Please enter a subject')
		.max(contactLimits.subject, `Please keep the subject under ${contactLimits.subject} characters`),
	message: z
		.string({ message: 'Please write your message' })
		.trim()
		.min(1, 'Please write your message')
		.max(contactLimits.message, `Please keep your message under ${contactLimits.message} characters`),
} satisfies Record<ContactField, z.ZodType>)

export type ContactInput = z.infer<typeof contactSchema>

export type ContactCheck = { ok: true; input: ContactInput } | { ok: false; fieldErrors: ContactFieldErrors }

/** The first message per field, for showing next to each field. */
export function checkContact(values: ContactValues): ContactCheck {
	const parsed = contactSchema.safeParse(values)
	if (parsed.success) return { ok: true, input: parsed.data }
	const fieldErrors: ContactFieldErrors = {}
	for (const issue of parsed.error.issues) {
		const field = issue.path[0] as ContactField | undefined
		if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
	}
	return { ok: false, fieldErrors }
}
