import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import express from 'express'
import { expect, test } from 'vitest'
import { createLogger, loggedUrl, requestLogger, serializeError } from './logger'
import { refuseTraceMethods } from './request-guards'

/* Issue 13, item 11: what the logs may hold. */

function capture() {
	const lines: Record<string, unknown>[] = []
	const stream = new Writable({
		write(chunk, _encoding, done) {
			for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
			done()
		},
	})
	return { lines, logger: createLogger('info', stream) }
}

test('a database error is logged by code, never with the query parameters or the value it quotes', async () => {
	const client = await PGlite.create()
	try {
		const db = drizzle({ client })
		const error = await db.execute(sql`select ${'priya@example.com'}::int`).then(
			() => undefined,
			(e: unknown) => e,
		)
		expect(String((error as Error).message) + String((error as { cause?: Error }).cause?.message)).toContain('priya@example.com')
		const { lines, logger } = capture()
		logger.error({ err: error }, 'enquiry could not be stored')
		const text = JSON.stringify(lines)
		expect(text).not.toContain('priya')
		expect(lines[0]!.err).toEqual({ type: 'DatabaseError', code: '22P02' })
	} finally {
		await client.close()
	}
})

test('other errors keep their message and stack as one JSON line', () => {
	const { lines, logger } = capture()
	logger.error({ err: new Error('boom') }, 'failed')
	expect(lines).toHaveLength(1)
	expect(serializeError(new Error('boom'))).toMatchObject({ type: 'Error', message: 'boom' })
})

test('request URLs are logged without personal query values', () => {
	expect(loggedUrl('/admin')).toBe('/admin')
	expect(loggedUrl('/admin?q=priya%40example.com&status=new&page=2')).toBe('/admin?q=…&status=new&page=2')
	expect(loggedUrl('/admin/leads.csv?q=9876543210')).toBe('/admin/leads.csv?q=…')
	expect(loggedUrl('/login?redirectTo=%2Fmy-courses&email=a%40b.c')).toBe('/login?redirectTo=…&email=…')
})

test('over HTTP: a search is logged without its term, TRACE gets 405 at warn, one JSON line each', async () => {
	const { lines, logger } = capture()
	const app = express()
	app.use(requestLogger(logger))
	app.use(refuseTraceMethods)
	app.get('/admin', (_req, res) => void res.send('inbox'))
	const server = await new Promise<http.Server>((resolve) => {
		const s = app.listen(0, '127.0.0.1', () => resolve(s))
	})
	try {
		const { port } = server.address() as AddressInfo
		await fetch(`http://127.0.0.1:${port}/admin?q=priya%40example.com`)
		const trace = await new Promise<number>((resolve, reject) => {
			const req = http.request({ host: '127.0.0.1', port, path: '/', method: 'TRACE' }, (res) => {
				res.resume()
				resolve(res.statusCode ?? 0)
			})
			req.on('error', reject)
			req.end()
		})
		expect(trace).toBe(405)
		await expect.poll(() => lines.length).toBe(2)
		expect(JSON.stringify(lines)).not.toContain('priya')
		expect(lines[0]).toMatchObject({ url: '/admin?q=…', status: 200, level: 30 })
		expect(lines[1]).toMatchObject({ method: 'TRACE', status: 405, level: 40 })
	} finally {
		server.close()
	}
})
