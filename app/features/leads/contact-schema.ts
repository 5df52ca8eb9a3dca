import { z } from 'zod'

/** Maximum lengths of the contact form's fields; the form's maxLength attributes use them too. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const

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
})

export type ContactInput = z.infer<typeof contactSchema>
export type ContactField = keyof ContactInput
export const contactFields: ContactField[] = ['name', 'email', 'subject', 'message']

export type ContactFieldErrors = Partial<Record<ContactField, string>>
export type ContactValues = Record<ContactField, string>

export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent. We will reply within one working day.'
export const CONTACT_INVALID_MESSAGE = 'Please correct the highlighted fields and send your message again.'

/** Reads the four fields from a form post as text (missing fields become empty, extra length is kept for the check). */
export function contactValuesFrom(form: FormData): ContactValues {
	const read = (key: ContactField) => {
		const value = form.get(key)
		return typeof value === 'string' ? value.slice(0, contactLimits[key] * 2) : ''
	}
	return { name: read('name'), email: read('email'), subject: read('subject'), message: read('message') }
}

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
