/**
 * What the contact page needs without zod: the fields, their limits, the messages and reading a
 * form post. The check itself (contact-schema.ts) is loaded when the visitor starts on the form.
 */

/** Maximum lengths of the contact form's fields; the form's maxLength attributes use them too. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const

export type ContactField = 'name' | 'email' | 'subject' | 'message'
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

