import type { FormConstraint } from '~/components/ui/form'
import { z } from '~/lib/zod'

/**
 * A fact of a country guide (docs/decisions/019-guide-facts.md): one figure with its as-of date,
 * official source and the date it was last checked. One schema for the seed files
 * (seed/facts/<guide>.json) and, through `factFormSchema`, for the studio's editor.
 */

const text = z.string().trim().min(1, 'must not be empty')
const isoDate = z.iso.date('must be a date such as 2026-01-15')
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' })
export const factKeySchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case key with hyphens')
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as GBP')

export const factValueSchema = z.union([
	z.number(),
	z.object({ min: z.number(), max: z.number() }).refine((range) => range.min <= range.max, 'min must not be above max'),
	text,
	z.null(),
])
export type FactValue = z.infer<typeof factValueSchema>

const factFields = {
	label: text,
	value: factValueSchema,
	currency: currencySchema.optional(),
	unit: text.optional(),
	asOf: isoDate,
	source: z.object({ name: text, url: httpsUrl }),
	checkedOn: isoDate,
	status: z.enum(['confirmed', 'unconfirmed']),
	note: text.optional(),
}

/** A fact as stored (facts.server.ts reads it; the studio's FactEditor edits it). */
export type FactRecord = {
	countryId: string
	key: string
	label: string
	value: FactValue
	currency: string | null
	unit: string | null
	asOf: string
	sourceName: string
	sourceUrl: string
	checkedOn: string
	status: z.infer<typeof factFields.status>
	note: string | null
	version: number
	updatedByName: string | null
	updatedAt: string
}

const confirmedHasValue = (fact: { status: string; value: FactValue }) => fact.status === 'unconfirmed' || fact.value !== null

/** One record of a seed file; `usedIn` says where the guide's text names it (for the reviewers, not stored). */
export const factSeedSchema = z
	.object({ key: factKeySchema, ...factFields, usedIn: z.array(z.string()).default([]) })
	.refine(confirmedHasValue, { message: 'a confirmed fact needs a value', path: ['value'] })
export type FactSeed = z.infer<typeof factSeedSchema>

export const factMessages = {
	saved: 'Fact saved. Every place in the guide that names it shows the new figure now.',
	stale: 'Someone else saved this fact after you opened it. Your changes are still in the form: check the figure now stored (reload the page in another tab) and save again.',
	missing: 'There is no such fact.',
	unknownAction: 'That request could not be read. Please reload the page and try again.',
	valueRequired: 'A confirmed fact needs its figure. Leave it empty only while the fact is unconfirmed.',
	valueFormat: 'Write a number (1529), a range (15000 – 38000) or a short phrase.',
	rateSaved: 'Exchange rates saved. Rupee amounts on the guides use them now.',
	rateStale: 'Someone else saved the exchange rates after you opened them. Your changes are still in the form: reload the page in another tab to see theirs, then save again.',
	rateNeedsDate: 'A rate needs the date it was published for.',
	restored: 'Version restored: the guide shows it now, and it is the newest revision below.',
} as const

/** The revision list's Restore button: which revision, from the version the editor opened. */
export const factRestoreSchema = z.object({ intent: z.literal('restore'), version: z.coerce.number().int().positive(), revisionId: z.uuid() })

export const factFormLimits = { label: 120, value: 200, unit: 60, sourceName: 120, sourceUrl: 500, note: 1000 } as const

/**
 * The editor's one "Figure" field: "1,529" is a number, "15,000 – 38,000" a range, empty is no
 * figure yet (unconfirmed only), anything else a phrase ("up to 9 months").
 */
export function parseFigure(input: string | undefined): FactValue {
	const figure = input?.trim() ?? ''
	if (figure === '') return null
	const number = /^\d[\d,]*(?:\.\d+)?$/
	if (number.test(figure)) return Number(figure.replaceAll(',', ''))
	const range = figure.split(/\s*[–-]\s*/)
	if (range.length === 2 && range.every((end) => number.test(end))) {
		const [min, max] = range.map((end) => Number(end.replaceAll(',', ''))) as [number, number]
		return { min, max }
	}
	return figure
}

/** The stored value as the editor's "Figure" field shows it. */
export function figureText(value: FactValue): string {
	if (value === null) return ''
	if (typeof value === 'object') return `${value.min} – ${value.max}`
	return String(value)
}

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional()

export const factFormSchema = z
	.object({
		version: z.coerce.number().int().positive(),
		label: z.string({ error: 'Please write what the figure is.' }).trim().min(1).max(factFormLimits.label),
		figure: optionalText(factFormLimits.value),
		currency: z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), currencySchema.optional()),
		unit: optionalText(factFormLimits.unit),
		asOf: z.iso.date({ error: 'Please give the date the figure took effect or was published.' }),
		sourceName: z.string({ error: 'Please name the official source.' }).trim().min(1).max(factFormLimits.sourceName),
		sourceUrl: z.url({ protocol: /^https$/, error: 'Please give the official page’s https address.' }).max(factFormLimits.sourceUrl),
		checkedOn: z.iso.date({ error: 'Please give the date you checked the figure against its source.' }),
		status: z.enum(['confirmed', 'unconfirmed'], { error: 'Please choose whether the figure is confirmed.' }),
		note: optionalText(factFormLimits.note),
	})
	.superRefine((form, ctx) => {
		if (form.status === 'confirmed' && parseFigure(form.figure) === null) ctx.addIssue({ code: 'custom', path: ['figure'], message: factMessages.valueRequired })
	})
export type FactForm = z.infer<typeof factFormSchema>

export const factFormConstraint: FormConstraint = {
	label: { required: true, maxLength: factFormLimits.label },
	figure: { maxLength: factFormLimits.value },
	currency: { pattern: '[A-Za-z]{3}' },
	unit: { maxLength: factFormLimits.unit },
	asOf: { required: true },
	sourceName: { required: true, maxLength: factFormLimits.sourceName },
	sourceUrl: { required: true, maxLength: factFormLimits.sourceUrl },
	checkedOn: { required: true },
	status: { required: true },
	note: { maxLength: factFormLimits.note },
}

/** The exchange-rate table's form: every currency's row at once, each from the version the editor opened. */
export const exchangeRateRowSchema = z
	.object({
		currency: currencySchema,
		version: z.coerce.number().int().positive(),
		rate: z.coerce.number().positive('must be more than 0').max(100_000).optional(),
		rateDate: z.iso.date('must be a date such as 2026-01-15').optional(),
		sourceName: z.string({ error: 'Please name the source.' }).trim().min(1).max(factFormLimits.sourceName),
		sourceUrl: z.url({ protocol: /^https$/, error: 'Please give the source’s https address.' }).max(factFormLimits.sourceUrl),
	})
	.superRefine((row, ctx) => {
		if (row.rate !== undefined && row.rateDate === undefined) ctx.addIssue({ code: 'custom', path: ['rateDate'], message: factMessages.rateNeedsDate })
	})

export const exchangeRatesFormSchema = z.object({
	rates: z.array(exchangeRateRowSchema).min(1),
})
export type ExchangeRatesForm = z.infer<typeof exchangeRatesFormSchema>
