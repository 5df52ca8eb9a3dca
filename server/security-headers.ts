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
export function redirectToHttps(options: { publicUrl: string | undefined; trustProxy: boolean | number }): RequestHandler {
	const origin = options.publicUrl?.startsWith('https:') && options.trustProxy ? new URL(options.publicUrl).origin : undefined
	return (req, res, next) => {
		if (!origin || req.secure || !req.headers['x-forwarded-proto'] || req.protocol !== 'http') return next()
		res.redirect(308, `${origin}${req.originalUrl}`)
	}
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
	return (req, res, next) => {
		const nonce = crypto.randomBytes(16).toString('base64')
		res.locals.cspNonce = nonce
		if (!options.development) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, req.secure))
		res.setHeader('X-Content-Type-Options', 'nosniff')
		res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
		res.setHeader('X-Frame-Options', 'DENY')
		res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
		res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
		res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
		if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload')
		next()
	}
}
