import { parseWithZod } from '@conform-to/zod/v4'
import type { $ZodType } from 'zod/v4/core'

/**
 * Reads a form body. A malformed body (wrong content type, broken multipart, bad encoding) is the
 * sender's problem: null, for a 400, never a 500. U+0000 is dropped from every text value, since
 * PostgreSQL cannot store it in text and no form of ours has a use for it.
 */
export async function readForm(request: Request): Promise<FormData | null> {
	let form: FormData
	try {
		form = await request.formData()
	} catch {
		return null
	}
	const clean = new FormData()
	for (const [name, value] of form) clean.append(name.replaceAll('\u0000', ''), typeof value === 'string' ? value.replaceAll('\u0000', '') : value)
	return clean
}

/**
 * Reads a posted form and checks it with its schema exactly as the browser does (Conform's
 * parseWithZod, docs/decisions/011-one-form-contract.md). The action answers with
 * `submission.reply(...)`. Null for a body that is no form, or whose Conform fields (`__intent__`,
 * `__state__`) are not Conform's: a 400, never a 500.
 */
export async function readSubmission<Schema extends $ZodType>(request: Request, schema: Schema) {
	const form = await readForm(request)
	if (!form) return null
	try {
		return { form, submission: parseWithZod(form, { schema }) }
	} catch {
		return null
	}
}
