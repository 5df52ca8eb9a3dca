import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import { pino, type Logger } from 'pino'

export function createLogger(level: string): Logger {
	return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime })
}

const incomingRequestId = /^[A-Za-z0-9._-]{1,128}$/

/** One structured log line per request, tagged with a request id that is echoed to the client. */
export function requestLogger(logger: Logger): RequestHandler {
	return (req, res, next) => {
		const header = req.get('x-request-id')
		const requestId = header && incomingRequestId.test(header) ? header : crypto.randomUUID()
		res.locals.requestId = requestId
		res.setHeader('X-Request-Id', requestId)
		const started = process.hrtime.bigint()
		res.on('finish', () => {
			const durationMs = Number(process.hrtime.bigint() - started) / 1e6
			const line = {
				requestId,
				method: req.method,
				url: req.originalUrl,
				status: res.statusCode,
				durationMs: Math.round(durationMs * 10) / 10,
			}
			if (res.statusCode >= 500) logger.error(line, 'request failed')
			else logger.info(line, 'request')
		})
		next()
	}
}
