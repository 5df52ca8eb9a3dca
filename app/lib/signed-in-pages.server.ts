import crypto from 'node:crypto'
import { CONTENT_CACHE_TTL_MS } from './cached-read.server'
import type { PersonalPage } from './rendered-page-cache.server'

/** A student's page as the routes answered it: the stored page and the answer's headers (no encoding yet). */
export type SignedInAnswer = { page: PersonalPage; headers: [string, string][] }

/**
 * A student's signed-in pages as last answered, by the request that asked (its whole Cookie
 * header, URL, host and Accept-Language), so a repeat is answered before React Router matches
 * routes and runs loaders (decision 025). Only pages whose route says everything they show is
 * dropped by a NOTIFY when it changes are kept (`PersonalPageHandle.answerBeforeRoutes`), and only
 * while this process keeps the student's session (SessionCache): `clear()` runs whenever the kept
 * sessions are dropped (a change to sessions, accounts, enrolment requests or bookings, on any
 * process; a signed-in action here) and when the published content changes. A page whose loaders
 * began before a `clear()` is not kept (a generation count). Its lifetime (a minute, as a visitor's
 * stored page) bounds only what depends on the clock (a session past its expiry still listed);
 * the session itself is read again after a kept session's few seconds.
 */
export class SignedInPages {
	private readonly entries = new Map<string, { answer: SignedInAnswer; expiresAt: number }>()
	private generation = 0

	constructor(private readonly options: { maxEntries: number; ttlMs: number }) {}

	/** The generation a request's loaders start in: pass it to `set`. */
	current(): number {
		return this.generation
	}

	get(key: string): SignedInAnswer | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		if (entry.expiresAt > Date.now()) return entry.answer
		this.entries.delete(key)
		return undefined
	}

	/** Keeps an answer whose loaders began at `generation`, unless the pages were dropped since. */
	set(key: string, answer: SignedInAnswer, generation: number) {
		if (generation !== this.generation) return
		this.entries.delete(key)
		// Maps keep insertion order: the first key is the oldest entry.
		while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
		this.entries.set(key, { answer, expiresAt: Date.now() + this.options.ttlMs })
	}

	clear() {
		this.generation++
		this.entries.clear()
	}
}

/**
 * The key of a signed-in request: everything of it a page's loaders read (the cookies, which name
 * the session and the chosen language; the URL as sent; the host, which makes its absolute URLs;
 * Accept-Language, which may offer a language), hashed: the store holds no cookie.
 */
export function signedInPageKey(parts: { cookie: string; protocol: string; host: string | undefined; forwardedHost: string | undefined; url: string; acceptLanguage: string | undefined }) {
	return crypto
		.createHash('sha256')
		.update([parts.cookie, parts.protocol, parts.host ?? '', parts.forwardedHost ?? '', parts.url, parts.acceptLanguage ?? ''].join('\n'))
		.digest('base64url')
}

/** This process's students' pages: filled by entry.server.tsx (through the load context), read by the Express layer. */
export const signedInPages = new SignedInPages({ maxEntries: 1_000, ttlMs: CONTENT_CACHE_TTL_MS })
