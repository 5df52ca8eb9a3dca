import { describe, expect, test } from 'vitest'
import { safeRedirectTarget } from './session.server'

const origin = 'https://www.example.com'

// Issue 13, item 2: what browsers do with a Location, not what the text looks like, decides where they go.
describe('safeRedirectTarget', () => {
	test.each([
		['/courses?category=ielts#top', '/courses?category=ielts#top'],
		['/my-courses', '/my-courses'],
		['/é', '/%C3%A9'],
		['/a b', '/a%20b'],
		['/\u2028x', '/%E2%80%A8x'],
	])('%j stays on the site as %j', (value, expected) => {
		expect(safeRedirectTarget(value, origin)).toBe(expected)
	})

	test.each([
		'/\t/evil.example',
		'/\n/evil.example',
		'/\r/evil.example',
		'//evil.example',
		'/\\evil.example',
		'/\t\\evil.example',
		'https://evil.example/',
		// Only paths are taken (behind a proxy the request's own origin is not the public one).
		`${origin}/fees`,
		'http://www.example.com/',
		'javascript:alert(1)',
		'evil.example',
		'',
		null,
		undefined,
	])('%j falls back to /', (value) => {
		expect(safeRedirectTarget(value, origin)).toBe('/')
	})

	test('what is sent is plain ASCII without control characters, so it is always a valid Location header', () => {
		for (const value of ['/\u0000x', '/\u00ffx', '/\u{1F600}', '/x?q=\n&r=\u00e9', '/x#\t']) {
			const target = safeRedirectTarget(value, origin)
			expect(target).toMatch(/^\/[\x21-\x7e]*$/)
			expect(() => new Headers({ Location: target })).not.toThrow()
		}
	})
})
