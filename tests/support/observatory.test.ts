import { describe, expect, it } from 'vitest'
import { type ObservedResponse, parseSetCookie, scoreResponse } from './observatory'

const strictCsp =
	"default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

function response(headers: Record<string, string>, extra: Partial<ObservedResponse> = {}): ObservedResponse {
	return {
		url: 'https://www.example.test/',
		status: 200,
		headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
		body: '<script type="module" nonce="abc">import("/assets/x.js")</script>',
		httpRoute: ['http://www.example.test/', 'https://www.example.test/'],
		...extra,
	}
}

const goodHeaders = {
	'content-security-policy': strictCsp,
	'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'cross-origin-resource-policy': 'same-origin',
}

const result = (r: ObservedResponse, name: string) => scoreResponse(r).tests.find((t) => t.name === name)!.result

describe('HTTP Observatory scorer', () => {
	it('gives a bare site (no headers, no https redirect) an F, as the Observatory does', () => {
		const scored = scoreResponse(response({}, { httpRoute: ['http://www.example.test/'] }))
		// 100 − 25 (CSP) − 20 (redirect) − 20 (HSTS) − 5 (nosniff) − 20 (framing) = 10.
		expect(scored.score).toBe(10)
		expect(scored.grade).toBe('F')
	})

	it('grades our header set A+ with every test passing; unsafe-inline in style-src costs nothing', () => {
		const scored = scoreResponse(response(goodHeaders))
		expect(scored.failing).toEqual([])
		// Bonuses: referrer +5, framing via CSP +5, CORP +10; CSP with style 'unsafe-inline' is 0.
		expect(scored.score).toBe(120)
		expect(scored.grade).toBe('A+')
		expect(result(response(goodHeaders), 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline-in-style-src-only')
	})

	it("penalises 'unsafe-inline' or 'unsafe-eval' in script-src and a missing object-src", () => {
		const inline = { ...goodHeaders, 'content-security-policy': "script-src 'self' 'unsafe-inline'; object-src 'none'" }
		expect(result(response(inline), 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline')
		const evalCsp = { ...goodHeaders, 'content-security-policy': "script-src 'self' 'unsafe-eval'; object-src 'none'; style-src 'self'" }
		expect(result(response(evalCsp), 'content-security-policy')).toBe('csp-implemented-with-unsafe-eval')
		const noObject = { ...goodHeaders, 'content-security-policy': "script-src 'self'" }
		expect(result(response(noObject), 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline')
		const duplicate = { ...goodHeaders, 'content-security-policy': `${strictCsp}; object-src 'self'` }
		expect(result(response(duplicate), 'content-security-policy')).toBe('csp-header-invalid')
	})

	it('grades cookies by Secure, HttpOnly and SameSite', () => {
		const cookie = (line: string) => result(response(goodHeaders, { setCookies: [line] }), 'cookies')
		expect(cookie('app.session_token=x; Path=/; HttpOnly; Secure; SameSite=Lax')).toBe('cookies-secure-with-httponly-sessions-and-samesite')
		expect(cookie('app.session_token=x; Path=/; HttpOnly; SameSite=Lax')).toBe('cookies-session-without-secure-flag-but-protected-by-hsts')
		expect(cookie('app.session_token=x; Path=/; Secure; SameSite=Lax')).toBe('cookies-session-without-httponly-flag')
		expect(cookie('theme=dark; Secure; SameSite=Bogus')).toBe('cookies-samesite-flag-invalid')
		expect(parseSetCookie('a=b; Secure; HttpOnly; SameSite=Strict')).toMatchObject({ name: 'a', secure: true, httpOnly: true, sameSite: 'strict' })
	})

	it('wants HSTS of six months or more, over https only, and a redirect from http to https on the same host', () => {
		expect(result(response({ ...goodHeaders, 'strict-transport-security': 'max-age=300' }), 'strict-transport-security')).toBe('hsts-implemented-max-age-less-than-six-months')
		expect(result(response(goodHeaders, { url: 'http://www.example.test/' }), 'strict-transport-security')).toBe('hsts-not-implemented-no-https')
		expect(result(response(goodHeaders, { httpRoute: ['http://a.test/', 'https://b.test/'] }), 'redirection')).toBe('redirection-off-host-from-http')
		expect(result(response(goodHeaders, { httpRoute: ['http://a.test/', 'http://a.test/x'] }), 'redirection')).toBe('redirection-not-to-https')
	})

	it('flags third-party scripts without integrity and credentialed CORS for any origin', () => {
		const external = response(goodHeaders, { body: '<script src="https://cdn.other.test/x.js"></script>' })
		expect(result(external, 'subresource-integrity')).toBe('sri-not-implemented-but-external-scripts-loaded-securely')
		const cors = response(
			{ ...goodHeaders, 'access-control-allow-origin': 'https://evil.test', 'access-control-allow-credentials': 'true' },
			{ requestOrigin: 'https://evil.test' },
		)
		expect(result(cors, 'cross-origin-resource-sharing')).toBe('cross-origin-resource-sharing-implemented-with-universal-access')
		expect(scoreResponse(cors).grade).not.toBe('A+')
	})
})
