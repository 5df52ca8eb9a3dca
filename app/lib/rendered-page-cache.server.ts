import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { CONTENT_CACHE_TTL_MS } from './cached-read.server'
import { defaultCacheControl, entityTag, withRevalidation } from './http-cache.server'
import { offerForPage } from '~/features/i18n/locales'
import { carriesFamilyFigures, pageKeySearch } from './page-query.server'
import type { IslandStore } from './islands.server'

const brotliCompress = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** A stored page as it is sent: its bytes in each encoding, made once, and what its answer needs. */
export type StoredPage = {
	/** The CSP nonce its scripts carry, for the policy sent with it (docs/decisions/020-…). */
	nonce: string
	etag: string
	bodies: { identity: Buffer; br: Buffer; gzip: Buffer }
}

type Entry = { page: Promise<StoredPage>; expiresAt: number; refreshingUntil: number; compressed?: StoredPage }

/**
 * Rendered pages for visitors without a cookie, kept for a short while so a busy public page is
 * rendered and compressed once, not per request. Such a page depends only on its URL and on
 * content that is itself cached for the same time (or dropped everywhere when staff change it:
 * content-store.server.ts) or shipped with the site. A page keeps the nonce it was rendered with,
 * so its compressed bytes can be sent as they are (decision 020); every render, and so every
 * stored page, has a fresh one. Bounded, so URLs with made-up query strings cannot grow it without limit.
 */
export class RenderedPageCache {
	private readonly entries = new Map<string, Entry>()

	constructor(private readonly options: { maxEntries: number; ttlMs: number; refreshMs?: number }) {}

	/**
	 * The stored page, or undefined when the caller should render it. Past its time to live, one
	 * request is told to render it again while the others keep getting the stored page, so the
	 * expiry of a busy page costs one render, not one per waiting visitor.
	 */
	get(key: string): Promise<StoredPage> | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		const now = Date.now()
		if (entry.expiresAt > now || entry.refreshingUntil > now) return entry.page
		entry.refreshingUntil = now + (this.options.refreshMs ?? 5_000)
		return undefined
	}

	/**
	 * The stored page if it is compressed and needs no new render yet, without the side effect of
	 * get(): anything else (absent, being compressed, due to be rendered again) is left to get().
	 */
	ready(key: string): StoredPage | undefined {
		const entry = this.entries.get(key)
		if (!entry?.compressed) return undefined
		const now = Date.now()
		return entry.expiresAt > now || entry.refreshingUntil > now ? entry.compressed : undefined
	}

	/**
	 * Stores a rendered page, compressed once (off the main thread), unless a page still fresh is
	 * stored under its key (renders that raced each other: the first one stays). Requests that find
	 * the page while it is compressed wait for it.
	 */
	set(key: string, html: string, nonce: string) {
		const current = this.entries.get(key)
		if (current && current.expiresAt > Date.now()) return
		this.entries.delete(key)
		// Maps keep insertion order: the first key is the oldest entry.
		while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
		const entry: Entry = { page: storedPage(html, nonce), expiresAt: Date.now() + this.options.ttlMs, refreshingUntil: 0 }
		this.entries.set(key, entry)
		entry.page.then(
			(page) => {
				entry.compressed = page
			},
			() => {
				if (this.entries.get(key) === entry) this.entries.delete(key)
			},
		)
	}

	clear() {
		this.entries.clear()
	}
}

async function storedPage(html: string, nonce: string): Promise<StoredPage> {
	const identity = Buffer.from(html)
	const [br, gz] = await Promise.all([
		brotliCompress(identity, {
			params: {
				[zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
				// Quality 10 is within 3% of 11's size at a quarter of its time (home: 13.6 against 13.2 KB,
				// 0.12 against 0.44 s), and a busy page is stored again every minute.
				[zlib.constants.BROTLI_PARAM_QUALITY]: 10,
				[zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
			},
		}),
		gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
	])
	// The same validator the page gets when rendered: a hash of the body without its nonce.
	return { nonce, etag: entityTag(html, nonce), bodies: { identity, br, gzip: gz } }
}

/**
 * The key of a page in the cache: everything of the request that can change a visitor's page
 * (protocol, host as the visitor or a trusted proxy gave it, path, and the query parameters the
 * page reads: page-query.server.ts, one table per path). Any other parameter shares the page of the
 * URL without it, so a random query string cannot make every request a fresh render. An English
 * page that offers the browser's preferred Punjabi or Hindi (decision 018) is stored once per
 * offer, and such pages are answered with `Vary: Accept-Language` (PAGE_VARY). The Express layer
 * computes the same key before React Router runs (server/app.ts), so a stored page is answered
 * without running the route's loaders; a request whose key differs in any way is simply rendered.
 */
export function sharedPageKey(parts: {
	protocol: string
	host: string | null | undefined
	forwardedHost: string | null | undefined
	path: string
	acceptLanguage?: string | null | undefined
}) {
	const queryAt = parts.path.indexOf('?')
	const path = queryAt < 0 ? parts.path : parts.path.slice(0, queryAt) + pageKeySearch(parts.path.slice(0, queryAt), parts.path.slice(queryAt))
	const offer = offerForPage(path.split('?')[0]!, parts.acceptLanguage) ?? ''
	return `${parts.protocol}|${parts.forwardedHost ?? ''}|${parts.host ?? ''}|${path}|${offer}`
}

export function sharedPageKeyOfRequest(request: Request, trustProxy: boolean) {
	const url = new URL(request.url)
	return sharedPageKey({
		protocol: url.protocol.replace(/:$/, ''),
		host: request.headers.get('host'),
		forwardedHost: trustProxy ? request.headers.get('x-forwarded-host') : null,
		path: url.pathname + url.search,
		acceptLanguage: request.headers.get('accept-language'),
	})
}

/** A visitor's page depends on Accept-Language (the offer of a language), so shared caches must keep it apart. */
export const PAGE_VARY = 'Accept-Language'

/** Whether a page may be answered from, and stored in, the shared cache of rendered pages. */
export function isSharedPage(request: Request, status: number, headers: Headers) {
	return (
		request.method === 'GET' &&
		status === 200 &&
		!request.headers.has('Cookie') &&
		!request.headers.has('Authorization') &&
		!headers.has('Set-Cookie') &&
		// A route that chose its own caching (the staff pages: no-store) is left alone.
		!headers.has('Cache-Control') &&
		// A family's own figures (the plan's rates and fees) are answered, not stored (page-query.server.ts).
		!carriesFamilyFigures(new URL(request.url).pathname, new URL(request.url).search)
	)
}

/** This process's rendered pages: filled by entry.server.tsx, read there and by the Express layer. */
export const renderedPages = new RenderedPageCache({ maxEntries: 200, ttlMs: CONTENT_CACHE_TTL_MS })

/** A signed-in page as stored: its HTML, the nonce it was rendered with, and its bytes once compressed. */
export type PersonalPage = { html: string; nonce: string; bodies?: { br: Buffer; gzip: Buffer }; compressed?: Promise<void> }

/**
 * Signed-in pages (a student's course list, My Courses…), kept by what they show: the URL and every
 * loader's data, which includes the user and their enrolments. The same data renders the same HTML,
 * so a student's page is rendered once until it changes (their enrolments, the courses, their
 * name), and two students share a render only when their pages are identical. Nothing needs
 * dropping: new data is a new key, and entries age out. A page keeps the nonce it was rendered
 * with and is compressed once, off the main thread, so a repeat costs neither a render nor a
 * compression (decision 024: the same reasoning as decision 020's for visitors' pages, and the
 * page only ever goes back to the account whose data is in its key).
 */
export class PersonalPageCache {
	private readonly entries = new Map<string, { page: PersonalPage; expiresAt: number }>()

	constructor(private readonly options: { maxEntries: number; ttlMs: number }) {}

	get(key: string): PersonalPage | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		if (entry.expiresAt <= Date.now()) {
			this.entries.delete(key)
			return undefined
		}
		return entry.page
	}

	/** Stores a page and returns it (its compressed bytes are added to it once made). */
	set(key: string, html: string, nonce: string): PersonalPage {
		this.entries.delete(key)
		while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
		const page: PersonalPage = { html, nonce }
		this.entries.set(key, { page, expiresAt: Date.now() + this.options.ttlMs })
		// Quicker settings than visitors' pages: a private page may be asked for only once or twice.
		const identity = Buffer.from(html)
		page.compressed = Promise.all([
			brotliCompress(identity, {
				params: {
					[zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
					[zlib.constants.BROTLI_PARAM_QUALITY]: 5,
					[zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
				},
			}),
			gzip(identity, { level: 6 }),
		]).then(
			([br, gz]) => {
				page.bodies = { br, gzip: gz }
			},
			// Not compressed: it is sent as HTML, compressed per request by the compression middleware.
			() => undefined,
		)
		return page
	}
}

/**
 * A route's `handle` that stores its signed-in page although the route sets `private, no-store`
 * (for browsers and proxies, which it still gets): a student's own page, keyed by its data like any
 * other here, whose render is worth keeping (/account/security, decision 024).
 */
export type PersonalPageHandle = {
	storeSignedInPage?: boolean
	/**
	 * Everything the page shows is dropped by a NOTIFY when it changes (the account, its sessions,
	 * enrolment requests and bookings, the published content): a student's repeat of the request may
	 * be answered before the routes run (signed-in-pages.server.ts, decision 025).
	 */
	answerBeforeRoutes?: boolean
}

/** The policy a route that stores its signed-in page may set (PersonalPageHandle). */
const STORED_PRIVATE_POLICY = 'private, no-store'

/**
 * The key of a signed-in page: its URL and its routes' data, or undefined for a page that is not a
 * plain successful read (a form's answer, an error) or whose route chose its own caching (the
 * staff pages: live data, never stored), unless the route asks for it (`storeDespitePolicy`).
 */
export function personalPageKey(
	request: Request,
	status: number,
	headers: Headers,
	state: { loaderData: unknown; actionData: unknown; errors: unknown },
	islands?: IslandStore,
	storeDespitePolicy = false,
) {
	const ownPolicy = headers.get('Cache-Control')
	if (ownPolicy !== null && !(storeDespitePolicy && ownPolicy === STORED_PRIVATE_POLICY)) return undefined
	if (request.method !== 'GET' || status !== 200 || state.actionData || state.errors) return undefined
	// The islands' content is rendered but not in the loader data (lib/islands.server.ts).
	return crypto.createHash('sha256').update(request.url).update('\n').update(JSON.stringify(state.loaderData)).update('\n').update(islands?.fingerprint() ?? '').digest('base64url')
}

/** This process's signed-in pages: filled and read by entry.server.tsx. */
export const personalPages = new PersonalPageCache({ maxEntries: 200, ttlMs: CONTENT_CACHE_TTL_MS })

/** The encodings a browser accepts (`br;q=0` refuses brotli), from its Accept-Encoding header. */
function accepts(header: string | null, encoding: 'br' | 'gzip') {
	return (header ?? '').split(',').some((part) => {
		const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
		const q = params.find((param) => param.startsWith('q='))
		return name.toLowerCase() === encoding && (q === undefined || Number(q.slice(2)) > 0)
	})
}

/**
 * The answer of a stored signed-in page: its compressed bytes for the encoding the browser accepts
 * when they are ready (the compression middleware leaves an encoded body alone), else its HTML. The
 * caller makes the policy name the page's own nonce (decision 024).
 */
export function personalPageResponse(request: Request, page: PersonalPage, init: { status: number; headers: Headers }): Response {
	const encoding = !page.bodies ? undefined : accepts(request.headers.get('Accept-Encoding'), 'br') ? 'br' : accepts(request.headers.get('Accept-Encoding'), 'gzip') ? 'gzip' : undefined
	if (!encoding || !page.bodies) return withRevalidation(request, page.html, init, { ignore: page.nonce })
	const { status, headers } = init
	if (!headers.has('Cache-Control')) headers.set('Cache-Control', defaultCacheControl(request, status, headers))
	const body = page.bodies[encoding]
	headers.append('Vary', 'Accept-Encoding')
	headers.set('Content-Encoding', encoding)
	headers.set('Content-Length', String(body.length))
	return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers })
}
