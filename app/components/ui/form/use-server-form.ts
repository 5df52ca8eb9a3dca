import { useEffect, useId, useRef } from 'react'
import type { FieldMeta, FormConstraint, FormMeta, FormResult } from './form-meta'

/**
 * A form checked by the server only: the forms of a public page's first load (the footer's
 * newsletter box, the contact page, the no-JavaScript /enquire, /login and /signup pages), which
 * must not bring zod or Conform's runtime with them (docs/performance.md, "Page weight").
 * It reads the action's answer (Conform's submission result) into the same form and field
 * metadata Conform's useForm gives, with Conform's ids, so both feed the same field components.
 * Field names are flat (no nested objects or lists: those forms use Conform's useForm).
 *
 * After a new answer it does what Conform does: focuses the first invalid field, or empties the
 * form when the answer says so (`submission.reply({ resetForm: true })`).
 */
export function useServerForm<Fields extends Record<string, unknown> = Record<string, unknown>>({
	id,
	lastResult,
	defaultValue,
	constraint,
}: {
	id?: string
	lastResult?: FormResult | null
	defaultValue?: { [Name in keyof Fields]?: unknown }
	constraint?: Partial<FormConstraint<keyof Fields & string>>
}): [FormMeta, { [Name in keyof Fields & string]-?: FieldMeta }] {
	const generatedId = useId()
	const formId = id ?? generatedId
	const errors = Object.fromEntries(Object.entries(lastResult?.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0))
	const values: Record<string, unknown> = lastResult?.initialValue ?? defaultValue ?? {}

	const seen = useRef(lastResult)
	useEffect(() => {
		if (seen.current === lastResult) return
		seen.current = lastResult
		const form = document.forms.namedItem(formId)
		if (!form || !lastResult) return
		if (lastResult.initialValue === null) form.reset()
		else if (lastResult.status === 'error') firstInvalidElement(form, errors)?.focus()
	})

	const form: FormMeta = { id: formId, errorId: `${formId}-error`, errors: errors[''], allErrors: errors, noValidate: true }
	const fields = new Proxy({} as Record<string, FieldMeta>, {
		get(_, name) {
			if (typeof name !== 'string') return undefined
			const fieldId = `${formId}-${name}`
			return {
				id: fieldId,
				name,
				formId,
				errorId: `${fieldId}-error`,
				descriptionId: `${fieldId}-description`,
				errors: errors[name],
				initialValue: values[name],
				...constraint?.[name as keyof Fields & string],
			} satisfies FieldMeta
		},
	})
	return [form, fields as { [Name in keyof Fields & string]-?: FieldMeta }]
}

/** The first control of the form, in page order, that a message is about (as Conform finds it). */
function firstInvalidElement(form: HTMLFormElement, errors: Record<string, string[]>) {
	for (const element of form.elements) {
		if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.name && errors[element.name]) {
			return element
		}
	}
	return undefined
}
