import { expect, test } from 'vitest'
import { whatsAppLink } from './format'
import { defaultWhatsAppTemplateTexts, whatsAppTemplates } from './whatsapp-templates'

const texts = defaultWhatsAppTemplateTexts

test('the four templates carry the student’s name and course, and open the chat with the text ready', () => {
	const templates = whatsAppTemplates({ texts, name: 'Asha', course: 'ielts-academic', siteName: 'Welsh Education' })
	expect(templates.map((t) => t.label)).toEqual(['Greeting', 'Follow-up', 'Documents reminder', 'Booking confirmation'])
	for (const template of templates) {
		expect(template.text).toContain('Hello Asha')
		expect(template.text).toContain('IELTS: Academic')
		expect(template.text).toContain('Welsh Education')
	}
	expect(whatsAppLink('9876543210', templates[0]!.text)).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(templates[0]!.text)}`)
})

test('without a name or course the messages still read well', () => {
	const [greeting] = whatsAppTemplates({ texts, name: null, course: null, siteName: 'Welsh Education' })
	expect(greeting!.text).toBe('Hello there, this is Welsh Education. Thank you for your enquiry about your chosen course. When is a good time to talk?')
})

test('an edited text is filled in the same way, every placeholder as often as it appears', () => {
	const [greeting] = whatsAppTemplates({ texts: { ...texts, greeting: 'Sat sri akal {name}! {name}, {course} starts soon at {site}.' }, name: 'Asha', course: 'ielts-academic', siteName: 'Welsh Education' })
	expect(greeting!.text).toBe('Sat sri akal Asha! Asha, IELTS: Academic starts soon at Welsh Education.')
})
