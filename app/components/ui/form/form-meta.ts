import type { SubmissionResult } from '@conform-to/react'
import type { FormEvent } from 'react'

/*
 * The one form contract (docs/decisions/011-one-form-contract.md). Every form action answers with
 * Conform's submission result (`submission.reply()`), and every form renders its fields from
 * field metadata: Conform's `useForm` makes it where the form's schema is loaded in the browser,
 * `useServerForm` makes the same shape from the server's answer alone where it is not (the forms
 * of a public page's first load). Only Conform's types are imported here, never its runtime.
 */

/**
 * What the field components need to know of a field. Conform's FieldMetadata has this shape (it is
 * a proxy: pass it on as it is, never spread it into a new object).
 */
export type FieldMeta = {
	id: string
	name: string
	/** The id of the field's error messages (`${id}-error`); the control is described by it while invalid. */
	errorId: string
	/** The id of the field's hint (`${id}-description`). */
	descriptionId: string
	/** The form this field belongs to, for a control placed outside its <form>. */
	formId?: string
	errors?: string[] | undefined
	/** What the field shows first: the server's copy of what was typed, else the form's default. */
	initialValue?: unknown
} & FieldConstraint

/** Constraint attributes of a field (Conform's Constraint). */
export type FieldConstraint = {
	required?: boolean
	minLength?: number
	maxLength?: number
	min?: string | number
	max?: string | number
	step?: string | number
	pattern?: string
	multiple?: boolean
	accept?: string
}

/** A form's constraints by field name, written beside its schema from the limits the schema uses. */
export type FormConstraint<Name extends string = string> = Record<Name, FieldConstraint>

/** What FormError and the <form> element need to know of a form. Conform's FormMetadata has this shape. */
export type FormMeta = {
	id: string
	errorId: string
	/** The form's own messages (not about one field). */
	errors?: string[] | undefined
	/** Every message of the form, field by field in the order the schema checked them ('' is the form's own). */
	allErrors: Record<string, string[]>
	noValidate: boolean
	onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * What every form action answers: Conform's submission result (`submission.reply()`). A success
 * (status 'success') may carry what the page needs next: a `message` to show, and the action's own
 * data (the saved user, the stored lead's id). `formId` names the form an answer is for on a page
 * where several forms post to one action.
 */
export type FormResult<Success extends object = object> = SubmissionResult<string[]> & { formId?: string; message?: string } & Partial<Success>

/** A form's answer when there is nothing to read (a body that is no form, a dropped connection). */
export function formFailure(...messages: string[]): FormResult {
	return { status: 'error', error: { '': messages } }
}

/** The answer is a success of this form (with what the action sent along). */
export function succeeded<Success extends object>(result: FormResult<Success> | null | undefined): result is FormResult<Success> & { status: 'success' } & Success {
	return result?.status === 'success'
}

/** The props of the <form> element: its id (Conform finds the form by it), noValidate and Conform's submit handler. */
export function formProps(form: FormMeta) {
	return { id: form.id, noValidate: form.noValidate, onSubmit: form.onSubmit }
}

/**
 * The props every control of a field takes: id and name, the constraint attributes, and, while it
 * is invalid, aria-invalid, a description by its messages (after its hint) and autofocus. A page
 * the server answered with errors thus opens on its first invalid field (the browser honours the
 * first autofocus only; React ignores the attribute when hydrating); with JavaScript, the form
 * focuses it after each check.
 */
export function controlProps(meta: FieldMeta, { hint = false }: { hint?: boolean } = {}) {
	const invalid = Boolean(meta.errors?.length)
	const describedBy = [hint ? meta.descriptionId : '', invalid ? meta.errorId : ''].filter(Boolean).join(' ')
	return {
		id: meta.id,
		name: meta.name,
		form: meta.formId,
		required: meta.required || undefined,
		'aria-invalid': invalid || undefined,
		'aria-describedby': describedBy || undefined,
		autoFocus: invalid || undefined,
	}
}

/** The field's first value as text (a select's or text input's default). */
export function initialText(meta: FieldMeta): string | undefined {
	const value = meta.initialValue
	return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
}

/** The message FormError shows: the form's own, else `invalidMessage` or the first field's, while any field is invalid. */
export function formMessages(form: FormMeta, invalidMessage?: string): string[] {
	if (form.errors?.length) return form.errors
	const firstFieldErrors = Object.entries(form.allErrors).find(([name, errors]) => name !== '' && errors.length > 0)?.[1]
	if (!firstFieldErrors) return []
	return [invalidMessage ?? firstFieldErrors[0]!]
}
