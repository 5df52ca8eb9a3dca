import type { FormConstraint } from '~/components/ui/form'
import { z } from '~/lib/zod'
import { whatsAppPlaceholders, whatsAppTemplateIds, type WhatsAppTemplateId } from './whatsapp-templates'

/** The admins' form for the WhatsApp templates: one text per template, with known placeholders only. */

export const whatsAppTemplateLimits = { text: 1000 } as const

const known = Object.keys(whatsAppPlaceholders).map((key) => `{${key}}`)
const knownList = `${known.slice(0, -1).join(', ')} or ${known.at(-1)}`

export const whatsAppTemplateMessages = {
	required: 'Please write the message.',
	tooLong: `A message can be at most ${whatsAppTemplateLimits.text} characters.`,
	unknownPlaceholder: (found: string[]) => `${found.join(', ')} is not a placeholder. Use ${knownList}.`,
	strayBrace: `Use curly brackets only around a placeholder: ${knownList}.`,
	saved: 'Templates saved. The lead pages use the new texts from now on.',
} as const

const templateText = z
	.string({ error: whatsAppTemplateMessages.required })
	.trim()
	.min(1, { error: whatsAppTemplateMessages.required, abort: true })
	.max(whatsAppTemplateLimits.text, { error: whatsAppTemplateMessages.tooLong, abort: true })
	.superRefine((text, ctx) => {
		const unknown = [...new Set(text.match(/\{[^{}]*\}/g) ?? [])].filter((placeholder) => !known.includes(placeholder))
		if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: whatsAppTemplateMessages.unknownPlaceholder(unknown) })
		else if (/[{}]/.test(text.replace(/\{(name|course|site)\}/g, ''))) ctx.addIssue({ code: 'custom', message: whatsAppTemplateMessages.strayBrace })
	})

export const whatsAppTemplatesSchema = z.object(Object.fromEntries(whatsAppTemplateIds.map((id) => [id, templateText])) as Record<WhatsAppTemplateId, typeof templateText>)
export type WhatsAppTemplatesInput = z.infer<typeof whatsAppTemplatesSchema>

export const whatsAppTemplatesConstraint = Object.fromEntries(
	whatsAppTemplateIds.map((id) => [id, { required: true, maxLength: whatsAppTemplateLimits.text }]),
) as FormConstraint<WhatsAppTemplateId>
