import crypto from 'node:crypto'
import type { RequestHandler } from 'express'

export type SecurityHeaderOptions = {
	/** Development relaxes the CSP so Vite's dev client can run. */
	development: boolean
}

/** Content Security Policy with a fresh nonce per request (no 'unsafe-inline' for scripts). */
export function contentSecurityPolicy(nonce: string, secure: boolean) {
	const directives = [
		"default-src 'self'",
		`script-src 'self' 'nonce-${nonce}'`,
		// Inline style attributes are used by React components (positions, transforms).
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data:",
		"font-src 'self'",
		"connect-src 'self'",
		"manifest-src 'self'",
		// The contact page's map (Google's embed, redirecting to www), loaded only when the visitor asks for it.
		'frame-src https://www.google.com https://maps.google.com',
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	]
	if (secure) directives.push('upgrade-insecure-requests')
	return directives.join('; ')
}

/**
 * Behind a TLS-terminating proxy (TRUST_PROXY set) with an https PUBLIC_URL, a request the proxy
 * says came over plain http is sent to the same path on the public https origin (308 keeps the
 * method and body). Without X-Forwarded-Proto (a health check straight to the process) nothing
 * changes, and without TRUST_PROXY the header is not believed, so a misconfigured proxy cannot
 * cause a redirect loop.
 */
export function redirectToHttps(options: HttpsRedirectOptions): RequestHandler {
	const redirectsToHttps = httpsRedirect(options)
	return (req, res, next) => {
		const origin = redirectsToHttps({ secure: req.secure, protocol: req.protocol, forwardedProto: req.headers['x-forwarded-proto'] })
		if (!origin) return next()
		res.redirect(308, `${origin}${req.originalUrl}`)
	}
}

type HttpsRedirectOptions = { publicUrl: string | undefined; trustProxy: boolean | number }

/** The https origin a request is sent to (see redirectToHttps), or undefined when it is answered here. */
export function httpsRedirect(options: HttpsRedirectOptions) {
	const origin = options.publicUrl?.startsWith('https:') && options.trustProxy ? new URL(options.publicUrl).origin : undefined
	return (request: { secure: boolean; protocol: string; forwardedProto: string | string[] | undefined }) =>
		!origin || request.secure || !request.forwardedProto || request.protocol !== 'http' ? undefined : origin
}

/**
 * The headers every answer carries, in the order they are set; without a policy in development.
 * The stored pages' fast path (server/shared-pages.ts) sends the same list.
 */
export function securityHeaderEntries(nonce: string | undefined, secure: boolean): [string, string][] {
	const entries: [string, string][] = []
	if (nonce !== undefined) entries.push(['Content-Security-Policy', contentSecurityPolicy(nonce, secure)])
	entries.push(
		['X-Content-Type-Options', 'nosniff'],
		['Referrer-Policy', 'strict-origin-when-cross-origin'],
		['X-Frame-Options', 'DENY'],
		['Cross-Origin-Opener-Policy', 'same-origin'],
		['Cross-Origin-Resource-Policy', 'same-origin'],
		['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
	)
	if (secure) entries.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'])
	return entries
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
	return (req, res, next) => {
		const nonce = crypto.randomBytes(16).toString('base64')
		res.locals.cspNonce = nonce
		for (const [name, value] of securityHeaderEntries(options.development ? undefined : nonce, req.secure)) res.setHeader(name, value)
		next()
	}
}
