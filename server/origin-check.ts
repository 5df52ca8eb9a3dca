import type { RequestHandler } from 'express'
import { isAllowedHost } from '../app/lib/request.server'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type OriginCheckOptions = { publicUrl: string | undefined; allowedHosts: readonly string[] }

/**
 * Cross-site request forgery: a POST, PUT, PATCH or DELETE from a page of another site is refused
 * (403) before any route runs. React Router checks the Origin only for routes with a page; our
 * resource routes (/logout, /profile, /api/…) have none, and SameSite=Lax does not stop a form on a
 * same-site page (another subdomain). Browsers send Origin with every cross-origin post (Referer
 * where an old one does not); a request with neither comes from no browser page and has no
 * victim's cookies to abuse, so it goes on to the route's own checks.
 *
 * The site's origins: PUBLIC_URL's, and the request's own (scheme as a trusted proxy gave it, Host)
 * when its host is PUBLIC_URL's or one of ALLOWED_HOSTS, so a DNS-rebinding name never counts.
 */
export function refuseCrossOriginWrites(options: OriginCheckOptions): RequestHandler {
	const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined
	const publicHost = options.publicUrl ? new URL(options.publicUrl).hostname : undefined
	return (req, res, next) => {
		if (!UNSAFE_METHODS.has(req.method)) return next()
		const claimed = req.get('origin') ?? refererOrigin(req.get('referer'))
		if (claimed === undefined) return next()
		if (claimed === publicOrigin) return next()
		const own = ownOrigin(req.protocol, req.host)
		if (own && claimed === own.origin && (own.hostname === publicHost || isAllowedHost(options, own.hostname))) return next()
		res.setHeader('Cache-Control', 'no-store')
		res.status(403).type('text/plain').send('Forbidden: this request came from another site.')
	}
}

/** A Referer's origin; "null" (no usable origin) for one that does not parse, which never matches. */
function refererOrigin(referer: string | undefined) {
	if (!referer) return undefined
	return URL.canParse(referer) ? new URL(referer).origin : 'null'
}

function ownOrigin(protocol: string, host: string | undefined) {
	if (!host || !URL.canParse(`${protocol}://${host}`)) return undefined
	const url = new URL(`${protocol}://${host}`)
	return { origin: url.origin, hostname: url.hostname }
}
