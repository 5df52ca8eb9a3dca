import zlib from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { entityTag } from './http-cache.server'
import { IslandStore, island } from './islands.server'
import { isSharedPage, PersonalPageCache, personalPageKey, personalPageResponse, RenderedPageCache, sharedPageKey, sharedPageKeyOfRequest } from './rendered-page-cache.server'

describe('RenderedPageCache', () => {
	afterEach(() => vi.useRealTimers())

	it('keeps a page with its nonce, its validator and its bytes compressed once with brotli and gzip', async () => {
		const cache = new RenderedPageCache({ maxEntries: 10, ttlMs: 1_000 })
		const html = '<script nonce="n1">a()</script><p>Sat Sri Akal</p><script nonce="n1">b()</script>'
		cache.set('http://x/about', html, 'n1')
		const page = await cache.get('http://x/about')
		expect(page?.nonce).toBe('n1')
		expect(page?.bodies.identity.toString()).toBe(html)
		expect(zlib.brotliDecompressSync(page!.bodies.br).toString()).toBe(html)
		expect(zlib.gunzipSync(page!.bodies.gzip).toString()).toBe(html)
		// The validator is the page's, whatever the nonce: the same as a fresh render would get.
		expect(page?.etag).toBe(entityTag(html.replaceAll('n1', 'n9'), 'n9'))
		expect(cache.get('http://x/other')).toBeUndefined()
	})

	it('keeps the first of two renders that raced, with its nonce', async () => {
		const cache = new RenderedPageCache({ maxEntries: 10, ttlMs: 1_000 })
		cache.set('a', '<p nonce="n1">A</p>', 'n1')
		cache.set('a', '<p nonce="n2">A</p>', 'n2')
		expect((await cache.get('a'))?.nonce).toBe('n1')
	})

	it('past its time to live, asks one request to render a page again and answers the others from the stored one meanwhile', async () => {
		vi.useFakeTimers()
		const cache = new RenderedPageCache({ maxEntries: 10, ttlMs: 1_000, refreshMs: 500 })
		cache.set('a', 'A1', 'n')
		vi.advanceTimersByTime(1_001)
		expect(cache.get('a')).toBeUndefined()
		expect((await cache.get('a'))?.bodies.identity.toString()).toBe('A1')
		cache.set('a', 'A2', 'n')
		expect((await cache.get('a'))?.bodies.identity.toString()).toBe('A2')
		// A render that never stores (the page became a 404) is asked again once the refresh is overdue.
		vi.advanceTimersByTime(1_001)
		expect(cache.get('a')).toBeUndefined()
		vi.advanceTimersByTime(501)
		expect(cache.get('a')).toBeUndefined()
	})

	it('offers a page ready to send, without a look-up’s side effect, only while get() would answer from it', async () => {
		vi.useFakeTimers()
		const cache = new RenderedPageCache({ maxEntries: 10, ttlMs: 1_000, refreshMs: 500 })
		cache.set('a', 'A1', 'n')
		// Still being compressed: left to get(), which waits for it.
		expect(cache.ready('a')).toBeUndefined()
		await cache.get('a')
		expect(cache.ready('a')?.bodies.identity.toString()).toBe('A1')
		vi.advanceTimersByTime(1_001)
		// Due to be rendered again: ready() does not take that turn, so get() still hands it to one request.
		expect(cache.ready('a')).toBeUndefined()
		expect(cache.get('a')).toBeUndefined()
		expect(cache.ready('a')?.bodies.identity.toString()).toBe('A1')
		cache.clear()
		expect(cache.ready('a')).toBeUndefined()
	})

	it('forgets the oldest page beyond its size, and everything when cleared', async () => {
		const cache = new RenderedPageCache({ maxEntries: 2, ttlMs: 1_000 })
		cache.set('a', 'A', 'n')
		cache.set('b', 'B', 'n')
		cache.set('c', 'C', 'n')
		expect(cache.get('a')).toBeUndefined()
		expect((await cache.get('c'))?.bodies.identity.toString()).toBe('C')
		cache.clear()
		expect(cache.get('b')).toBeUndefined()
		expect(cache.get('c')).toBeUndefined()
	})
})

describe('isSharedPage', () => {
	const get = (headers: Record<string, string> = {}) => new Request('http://x/', { headers })
	it('shares only successful reads by visitors without a cookie, where the route chose no caching', () => {
		expect(isSharedPage(get(), 200, new Headers())).toBe(true)
		expect(isSharedPage(get({ Cookie: 'welsh.session_token=1' }), 200, new Headers())).toBe(false)
		expect(isSharedPage(get(), 404, new Headers())).toBe(false)
		expect(isSharedPage(get(), 200, new Headers({ 'Set-Cookie': 'a=1' }))).toBe(false)
		expect(isSharedPage(get(), 200, new Headers({ 'Cache-Control': 'private, no-store' }))).toBe(false)
		expect(isSharedPage(new Request('http://x/', { method: 'POST' }), 200, new Headers())).toBe(false)
	})

	it("answers a page carrying a family's own figures (fx.*, fee.*) without storing it, on any page that reads them", () => {
		const page = (path: string) => isSharedPage(new Request(`http://x${path}`), 200, new Headers())
		expect(page('/plan?country=united-kingdom&years=2')).toBe(true)
		expect(page('/plan?country=united-kingdom&fx.GBP=107.5')).toBe(false)
		expect(page('/plan?country=united-kingdom&fee.united-kingdom=18500')).toBe(false)
		expect(page('/pa/plan?country=ca&fx.CAD=61')).toBe(false)
		expect(page('/eligibility?country=se&budgetLakhs=20')).toBe(true)
		expect(page('/eligibility?country=se&budgetLakhs=20&fx.SEK=8.5')).toBe(false)
		expect(page('/hi/eligibility?country=se&fee.sweden=100000')).toBe(false)
		// Names that are not figures (wrong case), and pages that do not read them, are stored as usual.
		expect(page('/plan?country=ca&fx.cad=1&fee.CA=1')).toBe(true)
		expect(page('/about?fx.GBP=1&fee.ca=2')).toBe(true)
	})
})

describe('sharedPageKey', () => {
	it('is the same for a request as React Router sees it and as the Express layer sees it', () => {
		const request = new Request('http://localhost:3000/country/uk?tab=visa', { headers: { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' } })
		const express = { protocol: 'http', host: 'localhost:3000', path: '/country/uk?tab=visa' }
		expect(sharedPageKeyOfRequest(request, false)).toBe(sharedPageKey({ ...express, forwardedHost: null }))
		expect(sharedPageKeyOfRequest(request, true)).toBe(sharedPageKey({ ...express, forwardedHost: 'evil.example' }))
	})

	it('ignores query parameters no page reads, so a random query string is answered from the cache (issue 13, item 13)', () => {
		const base = { protocol: 'https', host: 'a.example', forwardedHost: null }
		expect(sharedPageKey({ ...base, path: '/about?x=1' })).toBe(sharedPageKey({ ...base, path: '/about' }))
		expect(sharedPageKey({ ...base, path: '/courses?nocache=42&category=ielts' })).toBe(sharedPageKey({ ...base, path: '/courses?category=ielts' }))
		expect(sharedPageKey({ ...base, path: '/?utm_source=mail&fbclid=1' })).toBe(sharedPageKey({ ...base, path: '/?utm_source=mail' }))
	})

	it('keys each page by the parameters it reads (one table per path), and every page by the lead source', () => {
		const base = { protocol: 'https', host: 'a.example', forwardedHost: null }
		const key = (path: string) => sharedPageKey({ ...base, path })
		const plan = '/plan?country=united-kingdom&country=ca&level=postgraduate&city=elsewhere&years=2&loan=2000000&rate=10&tenure=84&grace=6'
		expect(key(`${plan}&fbclid=z`)).toBe(key(plan))
		const variants = ['/plan?country=ca', '/plan?country=ca&years=2', '/plan?country=ca&level=diploma&loan=100000', '/plan?country=ca&fx.CAD=61']
		expect(new Set(variants.map(key)).size).toBe(variants.length)
		// The plan's Punjabi page reads the same; a page that does not read a parameter shares the page without it.
		expect(key('/pa/plan?country=ca&years=2')).not.toBe(key('/pa/plan?country=ca'))
		expect(key('/about?years=2&category=ielts&tab=visa&redirectTo=%2F')).toBe(key('/about'))
		expect(key('/country/canada?tab=visa')).not.toBe(key('/country/canada'))
		expect(key('/country?tab=visa')).toBe(key('/country'))
		// Each page of the journal is its own (?page=2 was answered with the first page once stored).
		expect(key('/journal?page=2')).not.toBe(key('/journal'))
		expect(key('/eligibility?qualification=bachelors&country=ca')).not.toBe(key('/eligibility?qualification=bachelors'))
		expect(key('/compare?country=ca&country=au')).not.toBe(key('/compare?country=ca'))
		// The lead source counts on every page: the forms record it.
		expect(key('/about?utm_source=mail')).not.toBe(key('/about'))
	})

	it('differs with anything that can change the page: protocol, host, forwarded host, path, query', () => {
		const base = { protocol: 'https', host: 'a.example', forwardedHost: null, path: '/about' }
		const keys = [
			base,
			{ ...base, protocol: 'http' },
			{ ...base, host: 'b.example' },
			{ ...base, forwardedHost: 'c.example' },
			{ ...base, path: '/team' },
			{ ...base, path: '/journal?page=2' },
			{ ...base, path: '/about?utm_source=mail' },
		].map(sharedPageKey)
		expect(new Set(keys).size).toBe(keys.length)
	})
})

describe('signed-in pages', () => {
	const get = new Request('http://x/courses', { headers: { Cookie: 'welsh.session_token=1' } })
	const state = (requested: string[], name = 'Simran') => ({ loaderData: { root: { user: { name } }, 'routes/courses': { requested } }, actionData: null, errors: null })

	it('are keyed by URL and every loader’s data: two students with different enrolments never share a render', () => {
		const key = personalPageKey(get, 200, new Headers(), state(['ielts']))
		expect(key).toBe(personalPageKey(get, 200, new Headers(), state(['ielts'])))
		expect(personalPageKey(get, 200, new Headers(), state([]))).not.toBe(key)
		expect(personalPageKey(get, 200, new Headers(), state(['ielts'], 'Gurpreet'))).not.toBe(key)
		expect(personalPageKey(new Request('http://x/courses?category=ielts'), 200, new Headers(), state(['ielts']))).not.toBe(key)
	})

	it('are keyed by their islands’ content too: an edited guide text is not answered with the old render', () => {
		const withText = (answer: string) => {
			const islands = new IslandStore()
			island({ islands }, 'guide', { answer })
			return islands
		}
		const key = personalPageKey(get, 200, new Headers(), state(['ielts']), withText('Yes'))
		expect(personalPageKey(get, 200, new Headers(), state(['ielts']), withText('Yes'))).toBe(key)
		expect(personalPageKey(get, 200, new Headers(), state(['ielts']), withText('No'))).not.toBe(key)
	})

	it('are not kept when they answer a form, show an error or chose their own caching (staff pages)', () => {
		expect(personalPageKey(new Request('http://x/courses', { method: 'POST' }), 200, new Headers(), state([]))).toBeUndefined()
		expect(personalPageKey(get, 401, new Headers(), state([]))).toBeUndefined()
		expect(personalPageKey(get, 200, new Headers({ 'Cache-Control': 'private, no-store' }), state([]))).toBeUndefined()
		expect(personalPageKey(get, 200, new Headers(), { ...state([]), actionData: { ok: true } })).toBeUndefined()
		expect(personalPageKey(get, 200, new Headers(), { ...state([]), errors: { root: new Error('x') } })).toBeUndefined()
	})

	it('are kept with a route’s own `private, no-store` only when the route asks (/account/security), and no other policy', () => {
		const privatePolicy = new Headers({ 'Cache-Control': 'private, no-store' })
		const key = personalPageKey(get, 200, privatePolicy, state([]), undefined, true)
		expect(key).toBeDefined()
		expect(personalPageKey(get, 200, privatePolicy, state(['ielts']), undefined, true)).not.toBe(key)
		expect(personalPageKey(get, 200, new Headers({ 'Cache-Control': 'no-store' }), state([]), undefined, true)).toBeUndefined()
		expect(personalPageKey(get, 200, privatePolicy, { ...state([]), actionData: { ok: true } }, undefined, true)).toBeUndefined()
	})

	it('are sent as stored, with the nonce of their render, compressed once (decision 024)', async () => {
		const cache = new PersonalPageCache({ maxEntries: 10, ttlMs: 1_000 })
		const html = `<p>${'Simran '.repeat(200)}</p><script nonce="n1">a()</script>`
		cache.set('k', html, 'n1')
		expect(cache.get('other')).toBeUndefined()
		const page = cache.get('k')!
		expect(page).toMatchObject({ html, nonce: 'n1' })
		// Before its bytes are compressed it is sent as HTML (the compression middleware compresses it).
		const plain = personalPageResponse(new Request('http://x/courses', { headers: { Cookie: 'a=1', 'Accept-Encoding': 'br, gzip' } }), { html, nonce: 'n1' }, { status: 200, headers: new Headers() })
		expect(plain.headers.get('Content-Encoding')).toBeNull()
		expect(await plain.text()).toBe(html)
		await vi.waitFor(() => expect(page.bodies).toBeDefined())
		const answer = (encoding: string) => personalPageResponse(new Request('http://x/courses', { headers: { Cookie: 'a=1', 'Accept-Encoding': encoding } }), page, { status: 200, headers: new Headers({ Vary: 'Accept-Language' }) })
		const br = answer('gzip, deflate, br')
		expect(br.headers.get('Content-Encoding')).toBe('br')
		expect(br.headers.get('Vary')).toBe('Accept-Language, Accept-Encoding')
		expect(br.headers.get('Cache-Control')).toBe('private, no-store')
		expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html)
		const gz = answer('gzip, br;q=0')
		expect(gz.headers.get('Content-Encoding')).toBe('gzip')
		expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html)
		const none = answer('identity')
		expect(none.headers.get('Content-Encoding')).toBeNull()
		expect(await none.text()).toBe(html)
	})
})
