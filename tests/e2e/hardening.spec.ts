import http from 'node:http'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { E2E_PORT } from '../../playwright.config'
import { signUpViaApi, uniqueEmail } from './support'

/* Issue 13's server findings, shown over HTTP against the shared test server (docs/security.md,
 * "Server hardening"). Findings that need their own server settings are in hardening-server.spec.ts. */

/** A raw request, so headers fetch would not send (a forged Host, odd methods) go out as written. */
function rawRequest(options: { path: string; method?: string; headers?: Record<string, string>; body?: string; port?: number }) {
	return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
		const req = http.request({ host: '127.0.0.1', port: options.port ?? E2E_PORT, path: options.path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
			let body = ''
			res.setEncoding('utf8')
			res.on('data', (chunk) => (body += chunk))
			res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
		})
		req.on('error', reject)
		req.end(options.body)
	})
}

test('item 14: a forged Host header never reaches canonical links, robots.txt or the sitemap', async () => {
	for (const path of ['/', '/about', '/robots.txt', '/sitemap.xml']) {
		const res = await rawRequest({ path, headers: { host: 'evil.example' } })
		expect(res.status, path).toBe(200)
		expect(res.body, path).not.toContain('evil.example')
		expect(res.body, path).toContain(`http://localhost:${E2E_PORT}`)
	}
	// The site's own host name still gives its own origin.
	const own = await rawRequest({ path: '/robots.txt', headers: { host: `localhost:${E2E_PORT}` } })
	expect(own.body).toContain(`Sitemap: http://localhost:${E2E_PORT}/sitemap.xml`)
})

test('item 13: a made-up query string gets the same cached page; the parameters a page reads still count', async ({ request }) => {
	const first = await request.get('/about?nocache=1&utm_source=ads')
	const second = await request.get('/about?nocache=2&utm_source=ads')
	expect(first.headers()['etag']).toMatch(/^W\//)
	expect(second.headers()['etag']).toBe(first.headers()['etag'])
	// The footer's form records the page with only the parameters a lead keeps.
	expect(await second.text()).toContain('name="sourcePage" value="/about?utm_source=ads"')
	const other = await request.get('/about?utm_source=mail')
	expect(other.headers()['etag']).not.toBe(first.headers()['etag'])
})

/**
 * Item 3, as the attack was made: a page on another origin of the same site (another port of
 * localhost, so SameSite=Lax still sends the victim's cookie) submits a form to /profile in the
 * signed-in victim's Chromium. The page is the attacker's, not ours, so axe (tests/e2e/fixtures.ts)
 * has no business checking it: this test uses Playwright's own `test`.
 */
test('item 3: a cross-origin form post to /profile from a same-site page is refused and changes nothing', async ({ page }) => {
	const attackerPort = 4353
	const attacker = http.createServer((_req, res) => {
		res.setHeader('Content-Type', 'text/html; charset=utf-8')
		res.end(`<!doctype html><html lang="en"><title>Win a prize</title>
<form method="post" action="http://localhost:${E2E_PORT}/profile">
<input name="name" value="Hacked Name"><input name="mobile" value="9000000000"><input name="email" value="${uniqueEmail('hacked')}">
</form><script>document.forms[0].submit()</script></html>`)
	})
	await new Promise<void>((resolve) => attacker.listen(attackerPort, '127.0.0.1', resolve))
	try {
		await page.goto('/about')
		await signUpViaApi(page, { name: 'Victim Kaur' })
		const answer = page.waitForResponse((res) => res.url() === `http://localhost:${E2E_PORT}/profile`)
		await page.goto(`http://localhost:${attackerPort}/`)
		expect((await answer).status()).toBe(403)
		await expect(page.getByText('Forbidden: this request came from another site.')).toBeVisible()
		const home = await (await page.request.get('/')).text()
		expect(home).toContain('Victim Kaur')
		expect(home).not.toContain('Hacked Name')
	} finally {
		await new Promise((resolve) => attacker.close(resolve))
	}
})

test('item 11: TRACE and CONNECT are answered 405, never a 500', async () => {
	const trace = await rawRequest({ path: '/', method: 'TRACE' })
	expect(trace.status).toBe(405)
	expect(trace.headers['allow']).toBe('GET, HEAD, POST')
	const connect = await new Promise<string>((resolve, reject) => {
		const socket = net.connect(E2E_PORT, '127.0.0.1', () => socket.write(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`))
		let answer = ''
		socket.setEncoding('utf8')
		socket.on('data', (chunk) => (answer += chunk))
		socket.on('close', () => resolve(answer))
		socket.on('error', reject)
	})
	expect(connect).toMatch(/^HTTP\/1\.1 405 /)
})
