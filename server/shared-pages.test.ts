import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { RenderedPageCache, sharedPageKey } from '../app/lib/rendered-page-cache.server'
import { rawGet } from '../tests/support/raw-http'
import { securityHeaders } from './security-headers'
import { answerSharedPagesFromCache } from './shared-pages'

const html = `<!DOCTYPE html><html><body><h1>Study in the UK</h1>${'<p>Sat Sri Akal!</p>'.repeat(200)}<script nonce="stored-nonce">start()</script></body></html>`
const pages = new RenderedPageCache({ maxEntries: 10, ttlMs: 60_000 })
let origin: string
let server: http.Server
let rendered = 0

beforeAll(async () => {
	const app = express()
	// The order of server/app.ts: a fresh nonce and policy per request, the stored pages, then
	// compression for everything else.
	app.use(securityHeaders({ development: false }))
	app.use(answerSharedPagesFromCache(pages))
	app.use(compression())
	app.use((_req, res) => {
		rendered++
		res.type('html').send(`<p>rendered</p>${' '.repeat(2048)}`)
	})
	server = app.listen(0)
	await new Promise((resolve) => server.once('listening', resolve))
	const { port } = server.address() as AddressInfo
	origin = `http://127.0.0.1:${port}`
	pages.set(sharedPageKey({ protocol: 'http', host: `127.0.0.1:${port}`, forwardedHost: null, path: '/country/united-kingdom' }), html, 'stored-nonce')
	await pages.get(sharedPageKey({ protocol: 'http', host: `127.0.0.1:${port}`, forwardedHost: null, path: '/country/united-kingdom' }))
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string>) => rawGet(`${origin}${path}`, headers)

test('a cache hit sends the bytes compressed when the page was stored: no render, no compression', async () => {
	const brotli = vi.spyOn(zlib, 'createBrotliCompress')
	const gzip = vi.spyOn(zlib, 'createGzip')
	const compress = [vi.spyOn(zlib, 'brotliCompress'), vi.spyOn(zlib, 'gzip')]
	try {
		const br = await get('/country/united-kingdom?fbclid=1', { 'accept-encoding': 'gzip, deflate, br' })
		expect(br.status).toBe(200)
		expect(br.headers['content-encoding']).toBe('br')
		expect(br.headers['vary']).toBe('Accept-Encoding, Accept-Language') // the language offer, decision 018
		expect(br.headers['content-type']).toBe('text/html; charset=utf-8')
		expect(Number(br.headers['content-length'])).toBe(br.body.length)
		expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html)

		const gz = await get('/country/united-kingdom', { 'accept-encoding': 'gzip' })
		expect(gz.headers['content-encoding']).toBe('gzip')
		expect(gz.headers['vary']).toBe('Accept-Encoding, Accept-Language')
		expect(zlib.gunzipSync(gz.body).toString()).toBe(html)

		const plain = await get('/country/united-kingdom', { 'accept-encoding': 'br;q=0, gzip;q=0' })
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body.toString()).toBe(html)

		expect(brotli).not.toHaveBeenCalled()
		expect(gzip).not.toHaveBeenCalled()
		for (const spy of compress) expect(spy).not.toHaveBeenCalled()
		expect(rendered).toBe(0)
	} finally {
		vi.restoreAllMocks()
	}
})

test('the policy names the nonce the stored page’s scripts carry; an unchanged page is an empty 304 without one', async () => {
	const page = await get('/country/united-kingdom', { 'accept-encoding': 'br' })
	expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-stored-nonce'")
	expect(page.headers['cache-control']).toBe('public, no-cache')
	const again = await get('/country/united-kingdom', { 'accept-encoding': 'br', 'if-none-match': String(page.headers['etag']) })
	expect(again.status).toBe(304)
	expect(again.body).toHaveLength(0)
})

test('pages not stored, and visitors with a cookie, are rendered and compressed per request', async () => {
	// The same spy sees the compression of a rendered page, so its silence above means something.
	const brotli = vi.spyOn(zlib, 'createBrotliCompress')
	try {
		expect((await get('/about', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br')
		expect((await get('/country/united-kingdom', { 'accept-encoding': 'br', cookie: 'a=1' })).headers['content-encoding']).toBe('br')
		expect(brotli).toHaveBeenCalledTimes(2)
		expect(rendered).toBe(2)
	} finally {
		vi.restoreAllMocks()
	}
})
