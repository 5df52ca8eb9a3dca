import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { Express, RequestHandler } from 'express'
import type { Logger } from 'pino'
import { ifNoneMatchMatches } from '../app/lib/http-cache.server'
import { PAGE_VARY, type RenderedPageCache, sharedPageKey, type StoredPage } from '../app/lib/rendered-page-cache.server'
import { logRequest } from './logger'
import { acceptedEncodings } from './precompressed-static'
import { httpsRedirect, securityHeaderEntries } from './security-headers'

/**
 * A visitor's page rendered in the last minute (app/lib/rendered-page-cache.server.ts) is answered
 * here, before React Router matches routes and runs loaders for a page it already has, with the
 * bytes stored for the encoding the browser accepts: no render and no compression. The policy
 * names the nonce the stored page's scripts carry (decision 020); the validator is the one a
 * fresh render gets. Most hits are answered before Express (answerStoredPagesFirst); this
 * middleware answers the rest: a page still being compressed, or one due to be rendered again.
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
				const policy = res.hasHeader('Content-Security-Policy') ? securityHeaderEntries(page.nonce, req.secure)[0] : undefined
				if (policy) res.setHeader(...policy)
				const answer = storedPageAnswer(page, req.headers)
				for (const [name, value] of answer.headers) res.setHeader(name, value)
				res.statusCode = answer.status
				res.end(answer.body)
			},
			// A page that could not be compressed is not stored: render it.
			() => next(),
		)
	}
}

type StoredPagesFirstOptions = {
	logger: Logger
	/** Development sends no policy (Vite's client). */
	development: boolean
	publicUrl: string | undefined
	trustProxy: boolean | number
}

/**
 * The server's request listener: a stored page that is ready is answered at once, before Express
 * (its routing, request and response objects and middleware cost more than the answer itself),
 * with exactly the headers the Express path sends (the request id and log line, the security
 * headers, the stored page's own); every other request goes to `app`. It declines whatever
 * Express's guards would answer differently (a %00, an http request the proxy should have sent
 * over https) and leaves pages still being compressed or due to be rendered again to Express.
 */
export function answerStoredPagesFirst(app: Express, pages: RenderedPageCache, options: StoredPagesFirstOptions) {
	const trusts: (address: string | undefined, hop: number) => boolean = app.get('trust proxy fn')
	const redirectsToHttps = httpsRedirect(options)
	return (req: IncomingMessage, res: ServerResponse) => {
		const page = readyPage(req)
		if (!page) return void app(req, res)
		const requestId = logRequest(options.logger, req, res)
		const secure = protocolOf(req) === 'https'
		const headers: [string, string][] = [['X-Request-Id', requestId]]
		headers.push(...securityHeaderEntries(options.development ? undefined : page.nonce, secure))
		const answer = storedPageAnswer(page, req.headers)
		// A 304 keeps the policy the browser stored with the page (keepStoredPolicyOnNotModified).
		const sent = answer.status === 304 ? headers.filter(([name]) => name !== 'Content-Security-Policy') : headers
		res.writeHead(answer.status, [...sent, ...answer.headers].flat())
		res.end(answer.body)
	}

	function protocolOf(req: IncomingMessage) {
		const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http'
		if (!trusts(req.socket.remoteAddress, 0)) return own
		const header = headerText(req.headers['x-forwarded-proto']) || own
		const comma = header.indexOf(',')
		return comma === -1 ? header.trim() : header.slice(0, comma).trim()
	}

	function readyPage(req: IncomingMessage): StoredPage | undefined {
		const url = req.url ?? ''
		if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.cookie || req.headers.authorization || url.includes('%00')) return undefined
		const protocol = protocolOf(req)
		if (redirectsToHttps({ secure: protocol === 'https', protocol, forwardedProto: req.headers['x-forwarded-proto'] })) return undefined
		return pages.ready(
			sharedPageKey({
				protocol,
				host: req.headers.host,
				forwardedHost: app.enabled('trust proxy') ? headerText(req.headers['x-forwarded-host']) : null,
				path: url,
				acceptLanguage: req.headers['accept-language'],
			}),
		)
	}
}

/** A header Node gives as an array (only Set-Cookie and a few others) as the first value, as Express does. */
function headerText(value: string | string[] | undefined) {
	return Array.isArray(value) ? value[0] : value
}

/** The status, headers after the security ones (in the order they are sent) and body of a stored page's answer. */
function storedPageAnswer(page: StoredPage, request: IncomingMessage['headers']) {
	const headers: [string, string][] = [
		['Cache-Control', 'public, no-cache'],
		['ETag', page.etag],
		['Vary', `Accept-Encoding, ${PAGE_VARY}`],
	]
	if (ifNoneMatchMatches(request['if-none-match'], page.etag)) return { status: 304, headers, body: undefined }
	const accepted = acceptedEncodings(request['accept-encoding'])
	const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity'
	// Already encoded: the compression middleware leaves the body alone.
	if (encoding !== 'identity') headers.push(['Content-Encoding', encoding])
	const body = page.bodies[encoding]
	headers.push(['Content-Type', 'text/html; charset=utf-8'], ['Content-Length', String(body.length)])
	// Node sends no body for HEAD, whatever is written.
	return { status: 200, headers, body }
}
