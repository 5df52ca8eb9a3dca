import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import type { PersonalPage } from '../app/lib/rendered-page-cache.server'
import { SignedInPages, signedInPageKey } from '../app/lib/signed-in-pages.server'
import { rawGet } from '../tests/support/raw-http'
import { securityHeaders } from './security-headers'
import { answerSignedInPagesFromStore, signedInPageKeyOf } from './signed-in-pages'

const html = `<!DOCTYPE html><html><body><h1>My Courses</h1>${'<p>IELTS Academic: Enrolment requested</p>'.repeat(100)}<script nonce="render-nonce">start()</script></body></html>`
const asha = 'welsh.session_token=asha'
const ravi = 'welsh.session_token=ravi'

describe('the store of students’ pages', () => {
	const answer = { page: { html, nonce: 'n' }, headers: [] }

	test('keeps a page by the request that asked, until a drop; a page read before a drop is not kept after it', () => {
		const pages = new SignedInPages({ maxEntries: 10, ttlMs: 60_000 })
		const started = pages.current()
		pages.set('a', answer, started)
		expect(pages.get('a')).toBe(answer)
		const before = pages.current()
		pages.clear()
		expect(pages.get('a')).toBeUndefined()
		pages.set('a', answer, before)
		expect(pages.get('a')).toBeUndefined()
		pages.set('a', answer, pages.current())
		expect(pages.get('a')).toBe(answer)
	})

	test('forgets a page after its lifetime', () => {
		vi.useFakeTimers()
		try {
			const pages = new SignedInPages({ maxEntries: 10, ttlMs: 1_000 })
			pages.set('a', answer, pages.current())
			vi.advanceTimersByTime(1_001)
			expect(pages.get('a')).toBeUndefined()
		} finally {
			vi.useRealTimers()
		}
	})

	test('keys differ by cookie, URL, host and Accept-Language, and hold no cookie', () => {
		const base = { cookie: asha, protocol: 'http', host: 'x', forwardedHost: undefined, url: '/my-courses', acceptLanguage: 'en' }
		const keys = [
			base,
			{ ...base, cookie: ravi },
			{ ...base, cookie: `${asha}; lang=pa` },
			{ ...base, url: '/my-courses?x=1' },
			{ ...base, host: 'y' },
			{ ...base, acceptLanguage: 'pa' },
		].map(signedInPageKey)
		expect(new Set(keys).size).toBe(keys.length)
		expect(keys[0]).not.toContain('asha')
	})
})

describe('answered before the routes', () => {
	const pages = new SignedInPages({ maxEntries: 10, ttlMs: 60_000 })
	const kept = new Set<string>()
	const reads: string[] = []
	let keepOnRead = true
	let origin: string
	let server: http.Server
	let rendered = 0
	let page: PersonalPage

	beforeAll(async () => {
		const app = express()
		// The order of server/app.ts: a fresh nonce and policy per request, compression, the store, then the routes.
		app.use(securityHeaders({ development: false }))
		app.use(compression())
		app.use(
			answerSignedInPagesFromStore(pages, {
				holds: (cookie) => kept.has(cookie),
				read: async (cookie) => {
					reads.push(cookie)
					if (keepOnRead) kept.add(cookie)
				},
			}),
		)
		app.use((req, res) => {
			rendered++
			// As entry.server.tsx does through the load context.
			pages.set(signedInPageKeyOf(req, req.headers.cookie!), { page, headers: [['Content-Type', 'text/html; charset=utf-8'], ['Vary', 'Accept-Language'], ['Cache-Control', 'private, no-store']] }, pages.current())
			res.type('html').send(page.html)
		})
		server = app.listen(0)
		await new Promise((resolve) => server.once('listening', resolve))
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})

	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	beforeEach(() => {
		pages.clear()
		kept.clear()
		reads.length = 0
		keepOnRead = true
		rendered = 0
		page = { html, nonce: 'render-nonce', bodies: { br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) } }
	})

	const get = (path: string, headers: Record<string, string>) => rawGet(`${origin}${path}`, headers)

	test('a repeat while the session is kept gets the stored bytes, with the route’s headers and the render’s nonce', async () => {
		kept.add(asha)
		await get('/my-courses', { cookie: asha, 'accept-encoding': 'br' })
		expect(rendered).toBe(1)
		const repeat = await get('/my-courses', { cookie: asha, 'accept-encoding': 'br, gzip' })
		expect(rendered).toBe(1)
		expect(repeat.status).toBe(200)
		expect(repeat.headers['content-encoding']).toBe('br')
		expect(zlib.brotliDecompressSync(repeat.body).toString()).toBe(html)
		expect(repeat.headers['cache-control']).toBe('private, no-store')
		expect(repeat.headers['vary']).toBe('Accept-Language, Accept-Encoding')
		expect(repeat.headers['content-security-policy']).toContain("'nonce-render-nonce'")
		const plain = await get('/my-courses', { cookie: asha, 'accept-encoding': 'identity' })
		expect(plain.body.toString()).toBe(html)
		expect(rendered).toBe(1)
	})

	test('a page still being compressed is sent once its bytes are ready, not compressed per request', async () => {
		kept.add(asha)
		let compress = () => {}
		page = { html, nonce: 'render-nonce', compressed: new Promise<void>((resolve) => (compress = resolve)) }
		await get('/my-courses', { cookie: asha, 'accept-encoding': 'br' })
		const brotli = vi.spyOn(zlib, 'createBrotliCompress')
		try {
			const waited = vi.spyOn(page.compressed!, 'then')
			const repeat = get('/my-courses', { cookie: asha, 'accept-encoding': 'br' })
			// The repeat waits for the bytes of the page being compressed.
			await vi.waitFor(() => expect(waited).toHaveBeenCalled(), { timeout: 2_000, interval: 5 })
			page.bodies = { br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) }
			compress()
			const answer = await repeat
			expect(answer.headers['content-encoding']).toBe('br')
			expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(html)
			expect(brotli).not.toHaveBeenCalled()
			expect(rendered).toBe(1)
		} finally {
			brotli.mockRestore()
		}
	})

	test('another cookie, URL or language is never answered with a stored page', async () => {
		kept.add(asha).add(ravi)
		await get('/my-courses', { cookie: asha })
		await get('/my-courses', { cookie: ravi })
		await get('/my-courses?x=1', { cookie: asha })
		await get('/my-courses', { cookie: asha, 'accept-language': 'pa' })
		expect(rendered).toBe(4)
		await get('/my-courses', { cookie: asha })
		expect(rendered).toBe(4)
	})

	test('a session no longer kept is read again before a stored page is answered; one that is not kept again gets the routes', async () => {
		kept.add(asha)
		await get('/courses', { cookie: asha })
		// The kept session's lifetime ends: one read, then the stored page.
		kept.clear()
		await get('/courses', { cookie: asha })
		expect(reads).toEqual([asha])
		expect(rendered).toBe(1)
		// Signed out (or no longer a student's): the read keeps nothing, and the routes answer (here: render).
		kept.clear()
		keepOnRead = false
		await get('/courses', { cookie: asha })
		expect(rendered).toBe(2)
	})

	test('after a drop (a change to what the pages show, on any process) the routes answer again', async () => {
		kept.add(asha)
		await get('/courses', { cookie: asha })
		pages.clear()
		await get('/courses', { cookie: asha })
		expect(rendered).toBe(2)
	})

	test('a form post is never answered from the store', async () => {
		kept.add(asha)
		await get('/courses', { cookie: asha })
		await new Promise<void>((resolve, reject) => {
			const req = http.request(`${origin}/courses`, { method: 'POST', headers: { cookie: asha, 'content-length': '0' } }, (res) => {
				res.resume()
				res.on('end', resolve)
			})
			req.on('error', reject)
			req.end()
		})
		expect(rendered).toBe(2)
	})
})
