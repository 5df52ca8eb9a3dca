import type { RequestHandler } from 'express'

/**
 * A URL holding U+0000 (%00) is never one of ours, and PostgreSQL cannot compare text with it: a
 * search or an id carrying one would fail in the database. Refused here, plainly, as bad input.
 */
export const refuseNulInUrl: RequestHandler = (req, res, next) => {
	if (/%00/.test(req.url)) return void res.status(400).type('text/plain').send('Bad request')
	next()
}

/**
 * TRACE (and IIS's TRACK) would echo a request back, and no route of ours answers them: a plain
 * 405 here, before React Router, which would otherwise fail on them with a 500 and a stack trace.
 */
export const refuseTraceMethods: RequestHandler = (req, res, next) => {
	if (req.method !== 'TRACE' && req.method !== 'TRACK') return next()
	res.setHeader('Allow', 'GET, HEAD, POST')
	res.status(405).type('text/plain').send('Method not allowed')
}
