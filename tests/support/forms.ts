import { parseWithZod } from '@conform-to/zod/v4'
import { expect } from 'vitest'
import type { $ZodType } from 'zod/v4/core'
import type { FormConstraint } from '~/components/ui/form'
import { compiledCatalogue } from '~/features/i18n/catalogues.server'
import { resolveMessage } from '~/features/i18n/i18n'

const english = { locale: 'en' as const, messages: compiledCatalogue('en') }

/** A form post of these fields, as a browser sends it. */
export function formData(fields: Record<string, string | undefined>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value)
	return form
}

/**
 * Checks the fields as a form does (Conform's parseWithZod): the parsed value, or each field's
 * messages as an English page shows them (a message given as a catalogue key, in its English).
 */
export function check<Schema extends $ZodType>(schema: Schema, fields: Record<string, string | undefined>) {
	const submission = parseWithZod(formData(fields), { schema })
	const raw: Record<string, string[] | null> = submission.status === 'success' ? {} : (submission.error ?? {})
	const errors = Object.fromEntries(Object.entries(raw).map(([name, messages]) => [name, messages?.map((m) => resolveMessage(english, m)) ?? null]))
	return { value: submission.status === 'success' ? submission.value : undefined, errors }
}

/**
 * The constraint attributes a zod-free form shows agree with its schema: a required field missing
 * is refused and an optional one is not; a value at maxLength (minLength) is accepted and one over
 * (under) it refused. Over-long values are `valid` padded at the front, which keeps them valid
 * otherwise; short ones are letters.
 */
export function expectConstraintAgreesWithSchema(schema: $ZodType, constraint: FormConstraint, valid: Record<string, string>) {
	expect(check(schema, valid).errors).toEqual({})
	for (const [name, rule] of Object.entries(constraint)) {
		const { [name]: _left, ...without } = valid
		expect(Boolean(check(schema, without).errors[name]), `${name} is ${rule?.required ? '' : 'not '}required`).toBe(Boolean(rule?.required))
		if (rule?.minLength !== undefined) {
			expect(check(schema, { ...valid, [name]: 'a'.repeat(rule.minLength) }).errors[name], `${name} of ${rule.minLength} characters`).toBeUndefined()
			expect(check(schema, { ...valid, [name]: 'a'.repeat(rule.minLength - 1) }).errors[name], `${name} of ${rule.minLength - 1} characters`).toBeDefined()
		}
		if (rule?.maxLength === undefined) continue
		const ofLength = (length: number) => 'a'.repeat(length - (valid[name] ?? '').length) + (valid[name] ?? '')
		expect(check(schema, { ...valid, [name]: ofLength(rule.maxLength) }).errors[name], `${name} of ${rule.maxLength} characters`).toBeUndefined()
		expect(check(schema, { ...valid, [name]: ofLength(rule.maxLength + 1) }).errors[name], `${name} of ${rule.maxLength + 1} characters`).toBeDefined()
	}
}
