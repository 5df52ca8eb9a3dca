import { enquiryCourseLabel } from '../enquiry'

export type WhatsAppTemplate = { id: 'greeting' | 'follow-up' | 'documents' | 'booking'; label: string; text: string }

/**
 * The counsellors' WhatsApp messages, with the student's name and course filled in; each opens the
 * chat (wa.me) with the text ready to send, so a counsellor edits rather than types.
 */
export function whatsAppTemplates({ name, course, siteName }: { name: string | null; course: string | null; siteName: string }): WhatsAppTemplate[] {
	const hello = `Hello${name ? ` ${name}` : ''}`
	const about = course ? ` about ${enquiryCourseLabel(course)}` : ''
	return [
		{ id: 'greeting', label: 'Greeting', text: `${hello}, this is ${siteName}. Thank you for your enquiry${about}. When is a good time to talk?` },
		{
			id: 'follow-up',
			label: 'Follow-up',
			text: `${hello}, this is ${siteName} following up on your enquiry${about}. Do you have any questions we can answer, or would you like to book a free counselling session?`,
		},
		{
			id: 'documents',
			label: 'Documents reminder',
			text: `${hello}, a reminder from ${siteName}: please send us your documents (passport, mark sheets and any test scores) so we can move your application${about} forward.`,
		},
		{
			id: 'booking',
			label: 'Booking confirmation',
			text: `${hello}, your counselling session with ${siteName}${about} is confirmed. Please reply here if you need to change the time. See you soon!`,
		},
	]
}
