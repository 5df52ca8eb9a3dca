import { expect, test } from 'vitest'
import { whatsAppLink } from './format'
import { whatsAppTemplates } from './whatsapp-templates'

test('the four templates carry the student’s name and course, and open the chat with the text ready', () => {
	const templates = whatsAppTemplates({ name: 'Asha', course: 'ielts-academic', siteName: 'Welsh Education' })
	expect(templates.map((t) => t.label)).toEqual(['Greeting', 'Follow-up', 'Documents reminder', 'Booking confirmation'])
	for (const template of templates) {
		expect(template.text).toContain('Hello Asha')
		expect(template.text).toContain('IELTS: Academic')
	}
	expect(whatsAppLink('9876543210', templates[0]!.text)).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(templates[0]!.text)}`)
})

test('without a name or course the messages still read well', () => {
	const [greeting] = whatsAppTemplates({ name: null, course: null, siteName: 'Welsh Education' })
	expect(greeting!.text).toBe('Hello, this is Welsh Education. Thank you for your enquiry. When is a good time to talk?')
})
