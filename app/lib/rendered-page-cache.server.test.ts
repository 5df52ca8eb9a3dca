import { afterEach, describe, expect, it, vi } from 'vitest'
import { entityTag } from './http-cache.server'
import { isSharedPage, RenderedPageCache, sharedPageKey, sharedPageKeyOfRequest } from './rendered-page-cache.server'

describe('RenderedPageCache', () => {
	afterEach(() => vi.useRealTimers())

	it('answers with the stored page carrying the new request’s nonce', () => {
		const cache = new RenderedPageCache({ maxEntries: 10, ttlMs: 1_000 })
		cache.set('http://x/about', '<script nonce="n1">a()</script><script nonce="n1">b()</script>', 'n1')
		expect(cache.get('http://x/about', 'n2')?.html).toBe('<script nonce="n2">a()</script><script nonce="n2">b()</script>')
		expect(cache.get('http://x/other', 'n2')).toBeUndefined()
		// The validator is the page's, whatever the nonce: the same as a fresh render would get.
		expect(cache.get('http://x/about', 'n3')?.etag).toBe(entityTag('<script nonce="n9">a()</script><script nonce="n9">b()</script>', 'n9'))
	})

	it('forgets a page after its time to live, and the oldest page beyond its size', () => {
		vi.useFakeTimers()
		const cache = new RenderedPageCache({ maxEntries: 2, ttlMs: 1_000 })
		cache.set('a', 'A', 'n')
		cache.set('b', 'B', 'n')
		cache.set('c', 'C', 'n')
		expect(cache.get('a', 'n')).toBeUndefined()
		expect(cache.get('c', 'n')?.html).toBe('C')
		vi.advanceTimersByTime(1_001)
		expect(cache.get('c', 'n')).toBeUndefined()
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

	it('differs with anything that can change the page: protocol, host, forwarded host, path, query', () => {
		const base = { protocol: 'https', host: 'a.example', forwardedHost: null, path: '/about' }
		const keys = [
			base,
			{ ...base, protocol: 'http' },
			{ ...base, host: 'b.example' },
			{ ...base, forwardedHost: 'c.example' },
			{ ...base, path: '/team' },
			{ ...base, path: '/about?tab=visa' },
			{ ...base, path: '/about?utm_source=mail' },
		].map(sharedPageKey)
		expect(new Set(keys).size).toBe(keys.length)
	})
})
