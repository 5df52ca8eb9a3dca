import { enquiryCourseLabel } from '../enquiry'

/* The counsellors' WhatsApp messages. Admins edit their texts (stored in the database, first
 * written from the defaults below); {name}, {course} and {site} are filled in for each lead. Shared
 * by the lead page, the admins' editing page and the server (no zod, no database here). */

export const whatsAppTemplateIds = ['greeting', 'follow-up', 'documents', 'booking'] as const
export type WhatsAppTemplateId = (typeof whatsAppTemplateIds)[number]
export type WhatsAppTemplateTexts = Record<WhatsAppTemplateId, string>
export type WhatsAppTemplate = { id: WhatsAppTemplateId; label: string; text: string }

export const whatsAppTemplateLabels: Record<WhatsAppTemplateId, string> = {
	greeting: 'Greeting',
	'follow-up': 'Follow-up',
	documents: 'Documents reminder',
	booking: 'Booking confirmation',
}

/** What the placeholders stand for, and what each says when the lead does not have it. */
export const whatsAppPlaceholders = {
	name: { label: "the student's name", missing: 'there' },
	course: { label: 'the course they asked about', missing: 'your chosen course' },
	site: { label: "the institute's name", missing: '' },
} as const
export type WhatsAppPlaceholder = keyof typeof whatsAppPlaceholders

/** The texts a new installation starts with. */
export const defaultWhatsAppTemplateTexts: WhatsAppTemplateTexts = {
	greeting: 'Hello {name}, this is {site}. Thank you for your enquiry about {course}. When is a good time to talk?',
	'follow-up': 'Hello {name}, this is {site} following up on your enquiry about {course}. Do you have any questions we can answer, or would you like to book a free counselling session?',
	documents: 'Hello {name}, a reminder from {site}: please send us your documents (passport, mark sheets and any test scores) so we can move your application for {course} forward.',
	booking: 'Hello {name}, your counselling session with {site} about {course} is confirmed. Please reply here if you need to change the time. See you soon!',
}

/** A template's text with the lead's details in place of {name}, {course} and {site}. */
export function fillWhatsAppTemplate(text: string, { name, course, siteName }: { name: string | null; course: string | null; siteName: string }) {
	const values: Record<WhatsAppPlaceholder, string> = {
		name: name?.trim() || whatsAppPlaceholders.name.missing,
		course: course ? enquiryCourseLabel(course) : whatsAppPlaceholders.course.missing,
		site: siteName,
	}
	return text.replace(/\{(name|course|site)\}/g, (_, key: WhatsAppPlaceholder) => values[key])
}

/** The four messages for one lead, each ready to open the chat with (wa.me). */
export function whatsAppTemplates({ texts, ...lead }: { texts: WhatsAppTemplateTexts; name: string | null; course: string | null; siteName: string }): WhatsAppTemplate[] {
	return whatsAppTemplateIds.map((id) => ({ id, label: whatsAppTemplateLabels[id], text: fillWhatsAppTemplate(texts[id], lead) }))
}
