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
