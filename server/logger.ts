import crypto from 'node:crypto'
import { format } from 'node:util'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { pino, type Logger } from 'pino'

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
	return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: serializeError } }, destination)
}

/**
 * Errors in logs. A database error is logged by its SQLSTATE code, constraint, table and column
 * only: Drizzle's message quotes the whole query with its parameters (a lead's name, email,
 * mobile), and PostgreSQL's detail quotes the offending value. Other errors keep message and stack,
 * as one JSON field.
 */
export function serializeError(error: unknown): Record<string, unknown> {
	const database = databaseErrorOf(error)
	if (database) {
		return {
			type: 'DatabaseError',
			code: database.code,
			...(typeof database.constraint === 'string' ? { constraint: database.constraint } : {}),
			...(typeof database.table === 'string' ? { table: database.table } : {}),
			...(typeof database.column === 'string' ? { column: database.column } : {}),
		}
	}
	if (error instanceof Error) {
		const message = error.message.startsWith('Failed query:') ? 'Failed query' : error.message
		return { type: error.name, message, stack: error.stack?.replace(error.message, message) }
	}
	return { type: typeof error, message: String(error) }
}

type DatabaseErrorFields = { code: string; constraint?: unknown; table?: unknown; column?: unknown }

/** The PostgreSQL error (pg's DatabaseError or PGlite's) in an error or its causes, if any. */
function databaseErrorOf(error: unknown, depth = 0): DatabaseErrorFields | undefined {
	if (!error || typeof error !== 'object' || depth > 5) return undefined
	const candidate = error as { code?: unknown; cause?: unknown; message?: unknown }
	if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && ('severity' in candidate || 'routine' in candidate))
		return candidate as DatabaseErrorFields
	const found = databaseErrorOf(candidate.cause, depth + 1)
	if (found) return found
	// A Drizzle query error whose cause is not a PostgreSQL error still never shows its parameters.
	if (typeof candidate.message === 'string' && candidate.message.startsWith('Failed query:')) return { code: 'unknown' }
	return undefined
}

/**
 * Anything written with console.* (React's render errors, a library's warning) becomes one JSON
 * line through the logger, like every other line, instead of a multi-line dump.
 */
export function routeConsoleToLogger(logger: Logger) {
	const write = (level: 'error' | 'warn' | 'info' | 'debug') => (...args: unknown[]) => {
		const error = args.find((arg) => arg instanceof Error)
		const text = format(...args.filter((arg) => arg !== error))
		if (error) logger[level]({ err: error }, text || 'console')
		else logger[level](text)
	}
	console.error = write('error')
	console.warn = write('warn')
	console.info = write('info')
	console.log = write('info')
	console.debug = write('debug')
}

const incomingRequestId = /^[A-Za-z0-9._-]{1,128}$/

/**
 * Query parameters whose values are never personal (filters, pages, tabs); any other value, a
 * staff search for an email or a mobile above all, is logged as "…".
 */
const LOGGED_QUERY_VALUES = new Set(['category', 'course', 'tab', 'visa', 'type', 'status', 'page', 'index', '_routes', 'utm_source', 'utm_medium', 'utm_campaign'])

/** The request's path, with the values of its query parameters left out unless known to be harmless. */
export function loggedUrl(originalUrl: string) {
	const queryAt = originalUrl.indexOf('?')
	if (queryAt < 0) return originalUrl
	const params = new URLSearchParams(originalUrl.slice(queryAt + 1))
	const shown = [...params].map(([name, value]) => `${encodeURIComponent(name)}=${LOGGED_QUERY_VALUES.has(name) ? encodeURIComponent(value) : '…'}`)
	return `${originalUrl.slice(0, queryAt)}?${shown.join('&')}`
}

/** One structured log line per request, tagged with a request id that is echoed to the client. */
export function requestLogger(logger: Logger): RequestHandler {
	return (req, res, next) => {
		const requestId = logRequest(logger, req, res)
		res.locals.requestId = requestId
		res.setHeader('X-Request-Id', requestId)
		next()
	}
}

/**
 * The request's id (the client's X-Request-Id when it is a sane one), and its log line written
 * when the answer is finished. Also used by the stored pages' fast path (server/shared-pages.ts).
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse): string {
	const header = req.headers['x-request-id']
	const requestId = typeof header === 'string' && incomingRequestId.test(header) ? header : crypto.randomUUID()
	// As received: Express rewrites req.url inside mounted handlers.
	const url = loggedUrl(req.url ?? '')
	const started = process.hrtime.bigint()
	res.on('finish', () => {
		const durationMs = Number(process.hrtime.bigint() - started) / 1e6
		const line = {
			requestId,
			method: req.method,
			url,
			status: res.statusCode,
			durationMs: Math.round(durationMs * 10) / 10,
		}
		if (res.statusCode >= 500) logger.error(line, 'request failed')
		else if (res.statusCode >= 400) logger.warn(line, 'request refused')
		else logger.info(line, 'request')
	})
	return requestId
}
