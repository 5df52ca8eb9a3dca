import { type FieldSpec, languages } from './content-types'

export type FieldChange = { field: string; before: string; after: string }

function text(value: unknown): string {
	if (value === null || value === undefined) return ''
	return typeof value === 'string' ? value : JSON.stringify(value)
}

function read(document: unknown, name: string): unknown {
	return document && typeof document === 'object' ? (document as Record<string, unknown>)[name] : undefined
}

/** "dialingCode" → "dialing code", for the parts of a structured field. */
const partLabel = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** A structured field's leaves, each with its label ("FAQs 3: answer"); a plain value is one leaf. */
function leaves(label: string, value: unknown): { label: string; text: string }[] {
	if (Array.isArray(value)) return value.flatMap((item, index) => leaves(`${label} ${index + 1}`, item))
	if (value && typeof value === 'object') {
		return Object.entries(value).flatMap(([name, part]) => leaves(label.includes(':') ? `${label}, ${partLabel(name)}` : `${label}: ${partLabel(name)}`, part))
	}
	return [{ label, text: text(value) }]
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
			: field.kind === 'structured'
				? structuredParts(field.label, read(before, field.name), read(after, field.name))
				: [{ label: field.label, before: text(read(before, field.name)), after: text(read(after, field.name)) }]
		for (const part of parts) if (part.before !== part.after) changes.push({ field: part.label, before: part.before, after: part.after })
	}
	return changes
}

/** A structured field compared leaf by leaf: a row added or removed shows as its leaves, empty on one side. */
function structuredParts(label: string, before: unknown, after: unknown) {
	const was = new Map(leaves(label, before).map((leaf) => [leaf.label, leaf.text]))
	const now = new Map(leaves(label, after).map((leaf) => [leaf.label, leaf.text]))
	return [...new Set([...now.keys(), ...was.keys()])].map((part) => ({ label: part, before: was.get(part) ?? '', after: now.get(part) ?? '' }))
}
