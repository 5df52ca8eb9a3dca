import crypto from 'node:crypto'

/**
 * HTTP revalidation for pages and their data (React Router's `.data` requests).
 *
 * Pages are rendered per request, so they are never cached without asking: `no-cache` lets the
 * browser (and, for visitors without a cookie, a shared cache) keep a copy and revalidate it with
 * its ETag; an unchanged page is then answered with an empty 304. The ETag is a hash of the body
 * with the per-request CSP nonce taken out, so the same page gets the same tag on every request.
 */

/** A weak validator: the body is equivalent, not byte-identical (the nonce differs). */
export function entityTag(body: string, ignore?: string): string {
	const stable = ignore ? body.replaceAll(ignore, '') : body
	return `W/"${crypto.createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`
}

/** RFC 9110 §13.1.2: If-None-Match matches with the weak comparison, and `*` matches anything. */
export function matchesIfNoneMatch(request: Request, etag: string): boolean {
	return ifNoneMatchMatches(request.headers.get('If-None-Match'), etag)
}

export function ifNoneMatchMatches(header: string | null | undefined, etag: string): boolean {
	if (!header) return false
	if (header.trim() === '*') return true
	const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
	return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/**
 * The Cache-Control a page or data response gets when its route did not choose one. Anything
 * that is not a plain successful read is never stored. A response for a signed-in visitor (or one
 * that sets a cookie) carries their name and account: it is never stored either, not even by their
 * own browser, where the next person at a shared computer could open it from the history.
 */
export function defaultCacheControl(request: Request, status: number, headers: Headers): string {
	if (request.method !== 'GET' && request.method !== 'HEAD') return 'no-store'
	if (status !== 200) return 'no-store'
	if (headers.has('Set-Cookie') || request.headers.has('Cookie')) return 'private, no-store'
	return 'public, no-cache'
}

/**
 * Finishes a page or data response: sets Cache-Control (unless the route set one) and, for a
 * successful read, an ETag, answering 304 without a body when the client already has this version.
 */
export function withRevalidation(
	request: Request,
	body: string,
	init: { status: number; headers: Headers },
	options: { ignore?: string } = {},
): Response {
	const { status, headers } = init
	if (!headers.has('Cache-Control')) headers.set('Cache-Control', defaultCacheControl(request, status, headers))
	const revalidatable = status === 200 && (request.method === 'GET' || request.method === 'HEAD') && !headers.has('Set-Cookie')
	if (!revalidatable || /\bno-store\b/.test(headers.get('Cache-Control') ?? '')) return new Response(body, { status, headers })

	const etag = entityTag(body, options.ignore)
	headers.set('ETag', etag)
	if (matchesIfNoneMatch(request, etag)) {
		headers.delete('Content-Type')
		headers.delete('Content-Length')
		return new Response(null, { status: 304, headers })
	}
	return new Response(body, { status, headers })
}
