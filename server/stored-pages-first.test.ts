import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseServerConfig } from '../app/config/env.server'
import type { DatabaseHandle } from '../app/db/client.server'
import type { Accounts } from '../app/features/accounts/accounts.server'
import { renderedPages, sharedPageKey } from '../app/lib/rendered-page-cache.server'
import { createApp } from './app'
import { createLogger } from './logger'
import { answerStoredPagesFirst } from './shared-pages'

const html = `<!DOCTYPE html><html><body><h1>Study in Canada</h1>${'<p>Sat Sri Akal!</p>'.repeat(200)}<script nonce="page-nonce">start()</script></body></html>`
const logged: string[] = []
const logger = createLogger('info', { write: (line: string) => void logged.push(line) })

// The real Express app, served twice: as it is (the path every request took before) and behind the
// fast path. A stored page never reaches the database, the accounts or React Router.
const app = createApp({
	config: parseServerConfig({ NODE_ENV: 'production', DATA_DIR: '.tmp/stored-pages-first' }),
	database: {} as DatabaseHandle,
	accounts: {} as Accounts,
	logger,
	build: () => Promise.reject(new Error('no render in this test')),
})
const servers: http.Server[] = []
let expressOnly: string
let fastPath: string
const PAGE = '/country/canada'

async function listen(listener: http.RequestListener) {
	const server = http.createServer(listener).listen(0, '127.0.0.1')
	servers.push(server)
	await new Promise((resolve) => server.once('listening', resolve))
	return (server.address() as AddressInfo).port
}

beforeAll(async () => {
	const expressPort = await listen(app)
	const fastPort = await listen(answerStoredPagesFirst(app, renderedPages, { logger, development: false, publicUrl: undefined, trustProxy: false }))
	expressOnly = `http://127.0.0.1:${expressPort}`
	fastPath = `http://127.0.0.1:${fastPort}`
	// The host is part of the key: the same page stored for both servers' hosts.
	for (const port of [expressPort, fastPort]) {
		renderedPages.set(sharedPageKey({ protocol: 'http', host: `127.0.0.1:${port}`, forwardedHost: null, path: PAGE }), html, 'page-nonce')
		await renderedPages.get(sharedPageKey({ protocol: 'http', host: `127.0.0.1:${port}`, forwardedHost: null, path: PAGE }))
	}
})

afterAll(async () => {
	renderedPages.clear()
	await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

/** The raw answer: status, headers as sent (names and order) and undecoded body. */
function request(origin: string, path: string, headers: Record<string, string>, method = 'GET') {
	return new Promise<{ status: number; headers: string[]; body: Buffer }>((resolve, reject) => {
		http
			.request(`${origin}${path}`, { method, headers }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => resolve({ status: res.statusCode!, headers: res.rawHeaders, body: Buffer.concat(chunks) }))
			})
			.on('error', reject)
			.end()
	})
}

/** Name/value pairs in the order sent, without Date (the clock) and with header names compared case-blind. */
function comparable(raw: string[]) {
	const pairs: string[] = []
	for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() !== 'date') pairs.push(`${raw[i]!.toLowerCase()}: ${raw[i + 1]}`)
	return pairs
}

test.each([
	['brotli', 'GET', { 'accept-encoding': 'gzip, deflate, br' }],
	['gzip', 'GET', { 'accept-encoding': 'gzip' }],
	['no encoding', 'GET', { 'accept-encoding': 'identity' }],
	['HEAD', 'HEAD', { 'accept-encoding': 'br' }],
	['a query string the page does not read', 'GET', { 'accept-encoding': 'br' }, '?fbclid=x'],
])('a stored page answered before Express sends what Express sends: %s', async (_name, method, headers, query = '') => {
	const sent = { ...headers, 'x-request-id': 'same-request-id' }
	const before = logged.length
	const viaExpress = await request(expressOnly, PAGE + query, sent, method)
	const fast = await request(fastPath, PAGE + query, sent, method)
	expect(viaExpress.status).toBe(200)
	expect(fast.status).toBe(200)
	expect(comparable(fast.headers)).toEqual(comparable(viaExpress.headers))
	expect(comparable(fast.headers)).toContain("content-security-policy: default-src 'self'; script-src 'self' 'nonce-page-nonce'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-src https://www.google.com https://maps.google.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")
	expect(fast.body.equals(viaExpress.body)).toBe(true)
	if (method === 'HEAD') expect(fast.body).toHaveLength(0)
	// Each answer still leaves its log line, the same for both.
	const lines = logged.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>)
	expect(lines.map(({ requestId, method, url, status, msg }) => ({ requestId, method, url, status, msg }))).toEqual([
		{ requestId: 'same-request-id', method, url: query ? `${PAGE}?fbclid=…` : PAGE, status: 200, msg: 'request' },
		{ requestId: 'same-request-id', method, url: query ? `${PAGE}?fbclid=…` : PAGE, status: 200, msg: 'request' },
	])
})

test('an unchanged page is the same empty 304 on both paths, without a policy', async () => {
	const { headers } = await request(fastPath, PAGE, { 'accept-encoding': 'br' })
	const etag = headers[headers.findIndex((name) => name.toLowerCase() === 'etag') + 1]!
	const sent = { 'accept-encoding': 'br', 'if-none-match': etag, 'x-request-id': 'revalidation' }
	const viaExpress = await request(expressOnly, PAGE, sent)
	const fast = await request(fastPath, PAGE, sent)
	expect([viaExpress.status, fast.status]).toEqual([304, 304])
	expect(comparable(fast.headers)).toEqual(comparable(viaExpress.headers))
	expect(comparable(fast.headers).some((header) => header.startsWith('content-security-policy'))).toBe(false)
	expect(fast.body).toHaveLength(0)
})

test('visitors with a cookie, pages not stored and a %00 go to Express as before', async () => {
	// The app's build is not there: Express's answer (500 here) shows the request reached it.
	expect((await request(fastPath, PAGE, { cookie: 'a=1' })).status).toBe(500)
	expect((await request(fastPath, '/country/japan', {})).status).toBe(500)
	expect((await request(fastPath, `${PAGE}?q=%00`, {})).status).toBe(400)
})

test('a page dropped by a staff change (every process clears its pages on NOTIFY) is not answered from the fast path', async () => {
	renderedPages.clear()
	expect((await request(fastPath, PAGE, { 'accept-encoding': 'br' })).status).toBe(500)
})

test('behind a trusted proxy: the same answer for https (HSTS, upgrade-insecure-requests), and http is redirected by Express', async () => {
	const config = { TRUST_PROXY: '1', HOST: '127.0.0.1', PUBLIC_URL: 'https://www.example.com' }
	const proxied = createApp({
		config: parseServerConfig({ NODE_ENV: 'production', DATA_DIR: '.tmp/stored-pages-first', ...config }),
		database: {} as DatabaseHandle,
		accounts: {} as Accounts,
		logger,
		build: () => Promise.reject(new Error('no render in this test')),
	})
	const viaExpress = `http://127.0.0.1:${await listen(proxied)}`
	const fast = `http://127.0.0.1:${await listen(answerStoredPagesFirst(proxied, renderedPages, { logger, development: false, publicUrl: config.PUBLIC_URL, trustProxy: 1 }))}`
	const key = sharedPageKey({ protocol: 'https', host: 'www.example.com', forwardedHost: 'www.example.com', path: PAGE })
	renderedPages.set(key, html, 'page-nonce')
	await renderedPages.get(key)
	const sent = { host: 'www.example.com', 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'https', 'accept-encoding': 'br', 'x-request-id': 'proxied' }
	const [a, b] = [await request(viaExpress, PAGE, sent), await request(fast, PAGE, sent)]
	expect([a.status, b.status]).toEqual([200, 200])
	expect(comparable(b.headers)).toEqual(comparable(a.headers))
	expect(comparable(b.headers)).toContain('strict-transport-security: max-age=63072000; includeSubDomains; preload')
	const plain = { ...sent, 'x-forwarded-proto': 'http' }
	const [c, d] = [await request(viaExpress, PAGE, plain), await request(fast, PAGE, plain)]
	expect([c.status, d.status]).toEqual([308, 308])
	// Both from Express, each with its own fresh nonce.
	const withoutNonce = (raw: string[]) => comparable(raw).map((header) => header.replace(/'nonce-[^']+'/, "'nonce'"))
	expect(withoutNonce(d.headers)).toEqual(withoutNonce(c.headers))
	expect(withoutNonce(d.headers)).toContain(`location: https://www.example.com${PAGE}`)
})
