import { describe, expect, it } from 'vitest'
import { readForm } from './form.server'
import { leadOrigin, publicOrigin } from './request.server'

describe('publicOrigin (issue 13, item 14)', () => {
	const settings = { publicUrl: undefined, allowedHosts: ['localhost', 'www.example.test'], port: 3000 }
	it('is PUBLIC_URL when set, whatever the Host', () => {
		expect(publicOrigin({ ...settings, publicUrl: 'https://www.example.com' }, 'http://evil.test/')).toBe('https://www.example.com')
	})
	it('is the request origin only for an allowed host, else localhost', () => {
		expect(publicOrigin(settings, 'https://www.example.test/about')).toBe('https://www.example.test')
		expect(publicOrigin(settings, 'http://localhost:4202/')).toBe('http://localhost:4202')
		expect(publicOrigin(settings, 'http://evil.test/')).toBe('http://localhost:3000')
	})
})

const request = (init?: RequestInit) => new Request('https://www.example.test/newsletter?utm_source=ads', { method: 'POST', ...init })

describe('leadOrigin', () => {
	it('keeps a source page on this site with its utm_source', () => {
		expect(leadOrigin(request(), '/country/usa?utm_source=mail')).toEqual({ sourcePage: '/country/usa?utm_source=mail', utmSource: 'mail' })
	})

	it('ignores source pages that leave the site or cannot be parsed, instead of failing', () => {
		for (const hostile of ["/\\'; COPY leads TO '/tmp/x'; --", '/\\evil.test/x', '//evil.test/x', 'https://evil.test/']) {
			expect(leadOrigin(request(), hostile).sourcePage).toBeNull()
		}
	})
})

describe('readForm', () => {
	it('answers null for a body that is not a form', async () => {
		expect(await readForm(request({ body: 'garbage', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }))).toBeNull()
		expect(await readForm(request({ body: '{"a":1}', headers: { 'Content-Type': 'application/json' } }))).toBeNull()
	})

	it('drops U+0000, which PostgreSQL cannot store', async () => {
		const form = await readForm(request({ body: new URLSearchParams({ 'na\u0000me': 'Har\u0000preet' }) }))
		expect(form?.get('name')).toBe('Harpreet')
	})
})
