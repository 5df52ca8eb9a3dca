import crypto from 'node:crypto'
import { CONTENT_CACHE_TTL_MS } from './cached-read.server'
import { entityTag } from './http-cache.server'
import { pageSearch } from './page-query'

/**
 * Rendered pages for visitors without a cookie, kept for a short while so a busy public page is
 * rendered once, not per request. Such a page depends only on its URL and on content that is
 * itself cached for the same time (courses, country guides) or shipped with the site. The
 * per-request CSP nonce is swapped for a placeholder when stored and back on every answer.
 * Bounded, so URLs with made-up query strings cannot grow it without limit.
 */
export type StoredPage = { html: string; etag: string }

export class RenderedPageCache {
	private readonly entries = new Map<string, { html: string; etag: string; expiresAt: number }>()
	private readonly placeholder = `__csp_nonce_${crypto.randomUUID()}__`

	constructor(private readonly options: { maxEntries: number; ttlMs: number }) {}

	get(key: string, nonce: string): StoredPage | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		if (entry.expiresAt <= Date.now()) {
			this.entries.delete(key)
			return undefined
		}
		return { html: entry.html.replaceAll(this.placeholder, nonce), etag: entry.etag }
	}

	set(key: string, html: string, nonce: string) {
		this.entries.delete(key)
		// Maps keep insertion order: the first key is the oldest entry.
		while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
		this.entries.set(key, {
			html: nonce ? html.replaceAll(nonce, this.placeholder) : html,
			// The same validator the page gets when rendered: a hash of the body without its nonce.
			etag: entityTag(html, nonce),
			expiresAt: Date.now() + this.options.ttlMs,
		})
	}

	clear() {
		this.entries.clear()
	}
}

/**
 * The key of a page in the cache: everything of the request that can change a visitor's page
 * (protocol, host as the visitor or a trusted proxy gave it, path, and the query parameters a page
 * reads: app/lib/page-query.ts). Any other parameter shares the page of the URL without it, so a
 * random query string cannot make every request a fresh render. The Express layer
 * computes the same key before React Router runs (server/app.ts), so a stored page is answered
 * without running the route's loaders; a request whose key differs in any way is simply rendered.
 */
export function sharedPageKey(parts: { protocol: string; host: string | null | undefined; forwardedHost: string | null | undefined; path: string }) {
	const queryAt = parts.path.indexOf('?')
	const path = queryAt < 0 ? parts.path : parts.path.slice(0, queryAt) + pageSearch(parts.path.slice(queryAt))
	return `${parts.protocol}|${parts.forwardedHost ?? ''}|${parts.host ?? ''}|${path}`
}

export function sharedPageKeyOfRequest(request: Request, trustProxy: boolean) {
	const url = new URL(request.url)
	return sharedPageKey({
		protocol: url.protocol.replace(/:$/, ''),
		host: request.headers.get('host'),
		forwardedHost: trustProxy ? request.headers.get('x-forwarded-host') : null,
		path: url.pathname + url.search,
	})
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

/** This process's rendered pages: filled by entry.server.tsx, read there and by the Express layer. */
export const renderedPages = new RenderedPageCache({ maxEntries: 200, ttlMs: CONTENT_CACHE_TTL_MS })
