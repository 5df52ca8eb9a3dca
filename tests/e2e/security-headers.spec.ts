import fs from 'node:fs'
import http from 'node:http'
import { type ObservedResponse, parseCsp, scoreResponse } from '../support/observatory'
import { expect, test } from './fixtures'
import { runServer, uniqueEmail, waitForHealthy } from './support'

/**
 * Every kind of response the site sends, graded by the MDN HTTP Observatory's rules
 * (tests/support/observatory.ts) and held to A+ with no failing test. HSTS and Secure cookies only
 * exist over https, so this starts its own server as it runs in production: behind a TLS proxy
 * (TRUST_PROXY) that passes on X-Forwarded-Proto and X-Forwarded-Host, with an https PUBLIC_URL.
 */
const PORT = 4331
const DATA_DIR = `.tmp/e2e-security-${PORT}`
const PUBLIC_ORIGIN = 'https://www.welsh-education.test'
const PUBLIC_HOST = new URL(PUBLIC_ORIGIN).host
const local = `http://localhost:${PORT}`
// The Observatory sends this Origin to see whether the site shares its responses cross-origin.
const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org'

test.describe.configure({ mode: 'serial' })

let server: ReturnType<typeof runServer>

test.beforeAll(async () => {
	test.setTimeout(180_000)
	fs.rmSync(DATA_DIR, { recursive: true, force: true })
	server = runServer({ PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, PUBLIC_URL: PUBLIC_ORIGIN, TRUST_PROXY: '1', LOGIN_PROMPT_DELAY_MS: '0' })
	await waitForHealthy(PORT)
})

test.afterAll(async () => {
	server?.child.kill('SIGTERM')
	await server?.exited
	fs.rmSync(DATA_DIR, { recursive: true, force: true })
})

type Request = { method?: string; body?: string; contentType?: string; cookie?: string; origin?: string }

type Answer = { status: number; headers: Headers; setCookies: string[]; text: string }

/**
 * One request as the TLS proxy passes it on: the public Host, X-Forwarded-Proto and -Host.
 * node:http rather than fetch, because fetch will not send a Host of our choosing.
 */
function send(path: string, proto: 'https' | 'http', request: Request = {}, origin?: string): Promise<Answer> {
	const headers: Record<string, string> = { Host: PUBLIC_HOST, 'X-Forwarded-Proto': proto, 'X-Forwarded-Host': PUBLIC_HOST }
	if (origin) headers.Origin = origin
	if (request.contentType) headers['Content-Type'] = request.contentType
	if (request.cookie) headers.Cookie = request.cookie
	if (request.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(request.body))
	return new Promise((resolve, reject) => {
		const req = http.request({ host: 'localhost', port: PORT, path, method: request.method ?? 'GET', headers }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (c: Buffer) => chunks.push(c))
			res.on('end', () => {
				const h = new Headers()
				for (const [name, value] of Object.entries(res.headers)) {
					if (name === 'set-cookie' || value === undefined) continue
					for (const v of Array.isArray(value) ? value : [value]) h.append(name, v)
				}
				resolve({ status: res.statusCode ?? 0, headers: h, setCookies: res.headers['set-cookie'] ?? [], text: Buffer.concat(chunks).toString('utf8') })
			})
		})
		// The server may answer (413) before it has read the body; that is not a failure here.
		req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)))
		req.end(request.body)
	})
}

/** Asks our server for a path over https (as the Observatory's scan does), plus the same over http. */
async function observe(path: string, request: Request = {}): Promise<ObservedResponse> {
	const origin = request.origin ?? OBSERVATORY_ORIGIN
	const res = await send(path, 'https', request, origin)
	return {
		url: `${PUBLIC_ORIGIN}${path}`,
		status: res.status,
		headers: res.headers,
		setCookies: res.setCookies,
		body: res.headers.get('content-type')?.startsWith('text/html') ? res.text : undefined,
		requestOrigin: origin,
		httpRoute: await httpRoute(path),
	}
}

/** The Observatory's first request: plain http; a redirect to https ends the route. */
async function httpRoute(path: string) {
	const route = [`http://${PUBLIC_HOST}${path}`]
	const res = await send(path, 'http')
	const location = res.headers.get('location')
	if (res.status >= 300 && res.status < 400 && location) route.push(new URL(location, route[0]).href)
	return route
}

function expectAPlus(observed: ObservedResponse, what: string) {
	const scored = scoreResponse(observed)
	const report = scored.tests.map((t) => `${t.pass ? 'pass' : 'FAIL'} ${t.result} (${t.modifier})`).join('\n')
	expect(scored.failing, `${what}: failing Observatory tests\n${report}`).toEqual([])
	expect(scored.score, `${what}: score ${scored.score} (${scored.grade})\n${report}`).toBeGreaterThanOrEqual(100)
	expect(scored.grade).toBe('A+')
	return scored
}

/** What the brief asks of the policy itself, beyond the grade. */
function expectStrictCsp(observed: ObservedResponse) {
	const csp = parseCsp(observed.headers.get('content-security-policy') ?? '')
	const script = [...(csp.get('script-src') ?? [])]
	expect(script.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/i.test(s)), 'script-src has a nonce').toBe(true)
	expect(script).not.toContain("'unsafe-inline'")
	expect(script).not.toContain("'unsafe-eval'")
	expect([...(csp.get('style-src') ?? [])]).not.toContain("'unsafe-eval'")
	expect([...(csp.get('object-src') ?? [])]).toEqual(["'none'"])
	expect([...(csp.get('base-uri') ?? [])]).toEqual(["'self'"])
	expect([...(csp.get('form-action') ?? [])]).toEqual(["'self'"])
	expect([...(csp.get('frame-ancestors') ?? [])]).toEqual(["'none'"])
	expect(observed.headers.get('x-content-type-options')).toBe('nosniff')
	expect(observed.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
	expect(observed.headers.get('cross-origin-resource-policy')).toBe('same-origin')
	expect(Number(/max-age=(\d+)/.exec(observed.headers.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000)
}

const enquiry = () =>
	new URLSearchParams({ name: 'Harpreet Singh', course: 'ielts-academic', email: uniqueEmail('observatory'), mobile: '9876543210', tellus: '' }).toString()

test('an HTML page is A+, and its nonce is fresh for every render and on every inline script', async () => {
	const first = await observe('/')
	expect(first.status).toBe(200)
	expectAPlus(first, 'home page')
	expectStrictCsp(first)
	const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy')!)![1]!
	const scripts = [...first.body!.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!)
	expect(scripts.length).toBeGreaterThan(0)
	// Structured data (type="application/ld+json") is a data block the browser never runs, so CSP
	// does not apply to it; every script that runs carries the nonce.
	const executable = scripts.filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
	expect(executable.length).toBeGreaterThan(0)
	for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`)
	// A visitor's page is sent as stored, with the nonce of its render (decision 020); a page rendered
	// again (here for a request with a cookie, which the stored pages never answer) gets a new one.
	const stored = await observe('/')
	expect(stored.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
	expect(stored.body).toContain(`nonce="${nonce}"`)
	const rendered = await observe('/', { cookie: 'theme=light' })
	expect(rendered.headers.get('content-security-policy')).not.toContain(nonce)
	expect(rendered.body).not.toContain(nonce)
})

test('a hashed asset and a public static file are A+', async () => {
	const home = await observe('/about')
	const asset = /(\/assets\/[\w.-]+\.js)/.exec(home.body!)?.[1]
	expect(asset, 'the page links a hashed script').toBeTruthy()
	const script = await observe(asset!)
	expect(script.status).toBe(200)
	expectAPlus(script, asset!)
	expectStrictCsp(script)
	const favicon = await observe('/favicon.svg')
	expect(favicon.status).toBe(200)
	expectAPlus(favicon, '/favicon.svg')
	expectStrictCsp(favicon)
})

test('API responses are A+: an enquiry (JSON) and the health check', async () => {
	const api = await observe('/api/enquiries', { method: 'POST', body: enquiry(), contentType: 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN })
	expect(api.status).toBe(200)
	expect(api.headers.get('content-type')).toContain('application/json')
	expectAPlus(api, 'POST /api/enquiries')
	expectStrictCsp(api)
	const health = await observe('/healthz')
	expect(health.status).toBe(200)
	expectAPlus(health, '/healthz')
})

test('error responses are A+: the 404 page, a missing asset, a malformed URL and the 413 for an oversized body', async () => {
	const notFound = await observe('/no-such-page')
	expect(notFound.status).toBe(404)
	expectAPlus(notFound, '404 page')
	expectStrictCsp(notFound)
	const missingAsset = await observe('/assets/no-such-file.js')
	expect(missingAsset.status).toBe(404)
	expectAPlus(missingAsset, 'missing asset')
	const malformed = await observe('/%E0%A4%A')
	expect(malformed.status).toBe(400)
	expectAPlus(malformed, 'malformed URL')
	const tooLarge = await observe('/api/enquiries', { method: 'POST', body: 'x'.repeat(70_000), contentType: 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN })
	expect(tooLarge.status).toBe(413)
	expect(tooLarge.headers.get('content-type')).toContain('text/plain')
	expectAPlus(tooLarge, '413')
	expectStrictCsp(tooLarge)
})

test('redirects are A+: plain http goes to the same path on https, and a sign-out redirect', async () => {
	const http = await fetch(`${local}/courses?category=ielts`, { headers: { 'X-Forwarded-Proto': 'http' }, redirect: 'manual' })
	expect(http.status).toBe(308)
	expect(http.headers.get('location')).toBe(`${PUBLIC_ORIGIN}/courses?category=ielts`)
	// Straight to the process (a health check without the proxy's header): no redirect.
	expect((await fetch(`${local}/healthz`, { redirect: 'manual' })).status).toBe(200)
	const logout = await observe('/logout', { method: 'POST', body: 'mode=page', contentType: 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN })
	expect(logout.status).toBe(302)
	expectAPlus(logout, 'logout redirect')
	expectStrictCsp(logout)
})

test('the session cookie after sign-up is Secure, HttpOnly and SameSite, and signed-in pages stay A+', async () => {
	const body = new URLSearchParams({ mode: 'dialog', name: 'Simran Kaur', email: uniqueEmail('observatory'), password: 'Amritsar-Lassi-77' }).toString()
	// Every post's Origin is checked against the site's own (a cross-site form post is refused).
	const foreign = await observe('/signup', { method: 'POST', body, contentType: 'application/x-www-form-urlencoded' })
	expect(foreign.status).toBe(403)
	expect(foreign.setCookies).toEqual([])
	const signup = await observe('/signup', { method: 'POST', body, contentType: 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN })
	expect(signup.status).toBe(200)
	expect(signup.setCookies!.length).toBeGreaterThan(0)
	for (const line of signup.setCookies!) {
		// __Host-: Secure, Path=/ and no Domain, or the browser refuses it (issue 13, item 3).
		expect(line).toMatch(/^__Host-welsh\./)
		expect(line).toMatch(/;\s*Path=\/(;|$)/i)
		expect(line).not.toMatch(/;\s*Domain=/i)
		expect(line).toMatch(/;\s*Secure/i)
		expect(line).toMatch(/;\s*HttpOnly/i)
		expect(line).toMatch(/;\s*SameSite=(Lax|Strict)/i)
	}
	const scored = expectAPlus(signup, 'sign-up')
	expect(scored.tests.find((t) => t.name === 'cookies')!.result).toBe('cookies-secure-with-httponly-sessions-and-samesite')
	const cookie = signup.setCookies!.map((line) => line.split(';')[0]).join('; ')
	const courses = await observe('/courses', { cookie })
	expect(courses.status).toBe(200)
	expectAPlus(courses, 'signed-in /courses')
})
