import { expect, test } from 'vitest'
import { defaultWhatsAppTemplateTexts } from './whatsapp-templates'
import { whatsAppTemplateMessages, whatsAppTemplatesSchema } from './whatsapp-templates-schema'

const errorsFor = (greeting: string) => {
	const result = whatsAppTemplatesSchema.safeParse({ ...defaultWhatsAppTemplateTexts, greeting })
	return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

test('the default texts pass, and {name}, {course} and {site} are the only placeholders', () => {
	expect(whatsAppTemplatesSchema.safeParse(defaultWhatsAppTemplateTexts).success).toBe(true)
	expect(errorsFor('Hello {name}, about {course} at {site}.')).toEqual([])
	expect(errorsFor('Hello {student}, about {Course}.')).toEqual([['greeting', '{student}, {Course} is not a placeholder. Use {name}, {course} or {site}.']])
	expect(errorsFor('Hello {name, welcome}')).toEqual([['greeting', '{name, welcome} is not a placeholder. Use {name}, {course} or {site}.']])
	expect(errorsFor('Hello {name')).toEqual([['greeting', whatsAppTemplateMessages.strayBrace]])
	expect(errorsFor('   ')).toEqual([['greeting', whatsAppTemplateMessages.required]])
	expect(errorsFor('x'.repeat(1001))).toEqual([['greeting', whatsAppTemplateMessages.tooLong]])
})
