import type { RequestHandler } from 'express'
import { ifNoneMatchMatches } from '../app/lib/http-cache.server'
import { PAGE_VARY, type RenderedPageCache, sharedPageKey } from '../app/lib/rendered-page-cache.server'
import { acceptedEncodings } from './precompressed-static'
import { contentSecurityPolicy } from './security-headers'

/**
 * A visitor's page rendered in the last minute (app/lib/rendered-page-cache.server.ts) is answered
 * here, before React Router matches routes and runs loaders for a page it already has, with the
 * bytes stored for the encoding the browser accepts: no render and no compression. The policy
 * names the nonce the stored page's scripts carry (decision 020); the validator is the one a
 * fresh render gets.
 */
export function answerSharedPagesFromCache(pages: RenderedPageCache): RequestHandler {
	return (req, res, next) => {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.cookie || req.headers.authorization) return next()
		const key = sharedPageKey({
			protocol: req.protocol,
			host: req.get('host'),
			forwardedHost: req.app.enabled('trust proxy') ? req.get('x-forwarded-host') : null,
			path: req.originalUrl,
			acceptLanguage: req.get('accept-language'),
		})
		const stored = pages.get(key)
		if (!stored) return next()
		stored.then(
			(page) => {
				res.locals.cspNonce = page.nonce
				// Development sends no policy (Vite's client); production's names the page's own nonce.
				if (res.hasHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', contentSecurityPolicy(page.nonce, req.secure))
				res.setHeader('Cache-Control', 'public, no-cache')
				res.setHeader('ETag', page.etag)
				res.vary('Accept-Encoding')
				res.vary(PAGE_VARY)
				if (ifNoneMatchMatches(req.get('if-none-match'), page.etag)) return void res.status(304).end()
				const accepted = acceptedEncodings(req.get('accept-encoding'))
				const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity'
				// Already encoded: the compression middleware leaves the body alone.
				if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
				res.status(200).type('text/html; charset=utf-8').send(page.bodies[encoding])
			},
			// A page that could not be compressed is not stored: render it.
			() => next(),
		)
	}
}
