import { type FieldSpec, languages } from './content-types'

export type FieldChange = { field: string; before: string; after: string }

function text(value: unknown): string {
	if (value === null || value === undefined) return ''
	return typeof value === 'string' ? value : JSON.stringify(value)
}

function read(document: unknown, name: string): unknown {
	return document && typeof document === 'object' ? (document as Record<string, unknown>)[name] : undefined
}

/**
 * A readable field-by-field comparison of two versions of a document, in the editor's field order
 * and with its labels ("Duration (Punjabi)"); fields that did not change are left out. `before`
 * is null for the first publish, when every filled field counts as new.
 */
export function diffDocuments(fields: readonly FieldSpec[], before: unknown, after: unknown): FieldChange[] {
	const changes: FieldChange[] = []
	for (const field of fields) {
		const parts = field.localised
			? languages.map((language) => ({
					label: language.code === 'en' ? field.label : `${field.label} (${language.label})`,
					before: text(read(read(before, field.name), language.code)),
					after: text(read(read(after, field.name), language.code)),
				}))
			: [{ label: field.label, before: text(read(before, field.name)), after: text(read(after, field.name)) }]
		for (const part of parts) if (part.before !== part.after) changes.push({ field: part.label, before: part.before, after: part.after })
	}
	return changes
}
