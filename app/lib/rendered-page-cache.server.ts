import crypto from 'node:crypto'

/**
 * Rendered pages for visitors without a cookie, kept for a short while so a busy public page is
 * rendered once, not per request. Such a page depends only on its URL and on content that is
 * itself cached for the same time (courses, country guides) or shipped with the site. The
 * per-request CSP nonce is swapped for a placeholder when stored and back on every answer.
 * Bounded, so URLs with made-up query strings cannot grow it without limit.
 */
export class RenderedPageCache {
	private readonly entries = new Map<string, { html: string; expiresAt: number }>()
	private readonly placeholder = `__csp_nonce_${crypto.randomUUID()}__`

	constructor(private readonly options: { maxEntries: number; ttlMs: number }) {}

	get(key: string, nonce: string): string | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		if (entry.expiresAt <= Date.now()) {
			this.entries.delete(key)
			return undefined
		}
		return entry.html.replaceAll(this.placeholder, nonce)
	}

	set(key: string, html: string, nonce: string) {
		this.entries.delete(key)
		// Maps keep insertion order: the first key is the oldest entry.
		while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
		this.entries.set(key, { html: nonce ? html.replaceAll(nonce, this.placeholder) : html, expiresAt: Date.now() + this.options.ttlMs })
	}

	clear() {
		this.entries.clear()
	}
}

/** Whether a page may be answered from, and stored in, the shared cache of rendered pages. */
export function isSharedPage(request: Request, status: number, headers: Headers) {
	return (
		request.method === 'GET' &&
		status === 200 &&
		!request.headers.has('Cookie') &&
		!request.headers.has('Authorization') &&
		!headers.has('Set-Cookie') &&
		// A route that chose its own caching (the staff pages: no-store) is left alone.
		!headers.has('Cache-Control')
	)
}
