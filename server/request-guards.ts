import type { RequestHandler } from 'express'

/**
 * A URL holding U+0000 (%00) is never one of ours, and PostgreSQL cannot compare text with it: a
 * search or an id carrying one would fail in the database. Refused here, plainly, as bad input.
 */
export const refuseNulInUrl: RequestHandler = (req, res, next) => {
	if (/%00/.test(req.url)) return void res.status(400).type('text/plain').send('Bad request')
	next()
}
