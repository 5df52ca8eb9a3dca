import type { Request, RequestHandler } from 'express'
import { type SignedInAnswer, type SignedInPages, signedInPageKey } from '../app/lib/signed-in-pages.server'
import { acceptedEncodings } from './precompressed-static'
import { contentSecurityPolicy } from './security-headers'

/** The key of an Express request in the store of students' pages (the same parts entry.server's page was kept under). */
export function signedInPageKeyOf(req: Request, cookie: string) {
	return signedInPageKey({
		cookie,
		protocol: req.protocol,
		host: req.get('host'),
		forwardedHost: req.app.enabled('trust proxy') ? req.get('x-forwarded-host') : undefined,
		url: req.originalUrl,
		acceptLanguage: req.get('accept-language'),
	})
}

/** What the store needs of the accounts: whether a student's session is kept for a Cookie header, and a read that keeps it again. */
export type KeptSessions = { holds(cookie: string): boolean; read(cookie: string): Promise<unknown> }

/**
 * A student's repeat of a signed-in page is answered here, before React Router matches routes and
 * runs loaders, with the page stored for that request (decision 025), only while this process keeps
 * the student's session (a student's session read in the last seconds, dropped on every process
 * when anything about it changes). Its bytes for the encoding the browser accepts once compressed
 * (else the HTML, which the compression middleware compresses), the answer's headers as the routes
 * gave them, and the policy naming the page's own nonce (decision 024).
 */
export function answerSignedInPagesFromStore(pages: SignedInPages, sessions: KeptSessions): RequestHandler {
	return (req, res, next) => {
		const cookie = req.headers.cookie
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !cookie || req.headers.authorization) return next()
		const key = signedInPageKeyOf(req, cookie)
		const answer = pages.get(key)
		if (!answer) return next()
		if (sessions.holds(cookie)) return sendCompressed(answer)
		// The kept session reached its lifetime: it is read again (one read for every request waiting
		// on it), and the page answered if the session is kept again and the pages were not dropped
		// meanwhile (a drop removes this very entry).
		sessions.read(cookie).then(
			() => (sessions.holds(cookie) && pages.get(key) === answer ? sendCompressed(answer) : next()),
			() => next(),
		)

		// A page stored moments ago may still be being compressed: waiting for its bytes costs less than
		// compressing it for each waiting request, which under load keeps the compression itself waiting.
		function sendCompressed(answer: SignedInAnswer) {
			const { page } = answer
			const accepted = acceptedEncodings(req.headers['accept-encoding'])
			if (page.bodies || !page.compressed || (!accepted.has('br') && !accepted.has('gzip'))) return send(answer)
			page.compressed.then(() => send(answer), next)
		}

		function send({ page, headers }: SignedInAnswer) {
			res.locals.cspNonce = page.nonce
			// Development sends no policy (Vite's client).
			if (res.hasHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', contentSecurityPolicy(page.nonce, req.secure))
			for (const [name, value] of headers) res.setHeader(name, value)
			const accepted = acceptedEncodings(req.headers['accept-encoding'])
			const encoding = !page.bodies ? undefined : accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined
			if (!encoding || !page.bodies) return void res.status(200).end(req.method === 'HEAD' ? undefined : page.html)
			const body = page.bodies[encoding]
			// Already encoded: the compression middleware leaves the body alone.
			res.append('Vary', 'Accept-Encoding')
			res.setHeader('Content-Encoding', encoding)
			res.setHeader('Content-Length', String(body.length))
			res.status(200).end(req.method === 'HEAD' ? undefined : body)
		}
	}
}
