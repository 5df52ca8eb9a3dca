import { describe, expect, it } from 'vitest'
import { defaultCacheControl, entityTag, matchesIfNoneMatch, withRevalidation } from './http-cache.server'

const page = (nonce: string) => `<html><script nonce="${nonce}">start()</script><p>Study in the UK</p></html>`

describe('entityTag', () => {
	it('is the same for the same page whatever its nonce, and differs when the content does', () => {
		expect(entityTag(page('aaa'), 'aaa')).toBe(entityTag(page('bbb'), 'bbb'))
		expect(entityTag(page('aaa'), 'aaa')).not.toBe(entityTag(page('aaa').replace('UK', 'USA'), 'aaa'))
		expect(entityTag('x')).toMatch(/^W\/"[\w-]+"$/)
	})
})

describe('matchesIfNoneMatch', () => {
	const request = (value?: string) => new Request('http://x/', { headers: value ? { 'If-None-Match': value } : {} })
	it('compares weakly, accepts a list and *, and needs the header', () => {
		expect(matchesIfNoneMatch(request('W/"abc"'), 'W/"abc"')).toBe(true)
		expect(matchesIfNoneMatch(request('"abc"'), 'W/"abc"')).toBe(true)
		expect(matchesIfNoneMatch(request('"zzz", W/"abc"'), 'W/"abc"')).toBe(true)
		expect(matchesIfNoneMatch(request('*'), 'W/"abc"')).toBe(true)
		expect(matchesIfNoneMatch(request('W/"abd"'), 'W/"abc"')).toBe(false)
		expect(matchesIfNoneMatch(request(), 'W/"abc"')).toBe(false)
	})
})

describe('defaultCacheControl', () => {
	const get = (headers: Record<string, string> = {}) => new Request('http://x/', { headers })
	it('lets anyone revalidate a visitor’s page, keeps a signed-in page private, never stores the rest', () => {
		expect(defaultCacheControl(get(), 200, new Headers())).toBe('public, no-cache')
		expect(defaultCacheControl(get({ Cookie: 'welsh.session_token=1' }), 200, new Headers())).toBe('private, no-store')
		expect(defaultCacheControl(get(), 200, new Headers({ 'Set-Cookie': 'a=1' }))).toBe('private, no-store')
		expect(defaultCacheControl(get(), 404, new Headers())).toBe('no-store')
		expect(defaultCacheControl(new Request('http://x/', { method: 'POST' }), 200, new Headers())).toBe('no-store')
	})
})

describe('withRevalidation', () => {
	it('answers a matching If-None-Match with an empty 304 carrying the same ETag', async () => {
		const first = withRevalidation(new Request('http://x/'), page('n1'), { status: 200, headers: new Headers({ 'Content-Type': 'text/html' }) }, { ignore: 'n1' })
		const etag = first.headers.get('ETag')!
		expect(first.status).toBe(200)
		expect(await first.text()).toBe(page('n1'))

		const again = withRevalidation(
			new Request('http://x/', { headers: { 'If-None-Match': etag } }),
			page('n2'),
			{ status: 200, headers: new Headers({ 'Content-Type': 'text/html' }) },
			{ ignore: 'n2' },
		)
		expect(again.status).toBe(304)
		expect(again.headers.get('ETag')).toBe(etag)
		expect(again.headers.get('Cache-Control')).toBe('public, no-cache')
		expect(await again.text()).toBe('')
	})

	it('keeps a route’s own Cache-Control, and gives no ETag to what must not be stored', () => {
		const staff = withRevalidation(new Request('http://x/admin'), 'leads', { status: 200, headers: new Headers({ 'Cache-Control': 'private, no-store' }) })
		expect(staff.headers.get('Cache-Control')).toBe('private, no-store')
		expect(staff.headers.has('ETag')).toBe(false)
		const missing = withRevalidation(new Request('http://x/nope'), 'not found', { status: 404, headers: new Headers() })
		expect(missing.headers.get('Cache-Control')).toBe('no-store')
		expect(missing.headers.has('ETag')).toBe(false)
	})
})
