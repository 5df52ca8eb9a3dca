import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { runServer, signInWithTwoFactor, TEST_PASSWORD, uniqueEmail, waitForHealthy } from './support'

test.describe('server process', () => {
	test.describe.configure({ mode: 'serial' })
	let dataDir: string
	test.beforeEach(() => {
		dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welsh-server-'))
	})
	test.afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

	test('a second process on the same DATA_DIR exits with a one-line error; SIGTERM stops the first cleanly', async () => {
		const first = runServer({ PORT: '4311', DATA_DIR: dataDir })
		const health = await waitForHealthy(4311)
		expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' })
		expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true)

		const second = runServer({ PORT: '4312', DATA_DIR: dataDir })
		expect(await second.exited).toBe(1)
		expect(second.stderr().trim()).toMatch(/^Another server process \(pid \d+\) is using DATA_DIR .+; stop it or set a different DATA_DIR\.$/)

		first.child.kill('SIGTERM')
		expect(await first.exited).toBe(0)
		expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
	})

	test('a server killed with SIGKILL can be restarted on the same data', async () => {
		const first = runServer({ PORT: '4313', DATA_DIR: dataDir })
		await waitForHealthy(4313)
		first.child.kill('SIGKILL')
		await first.exited
		const second = runServer({ PORT: '4313', DATA_DIR: dataDir })
		await waitForHealthy(4313)
		second.child.kill('SIGTERM')
		expect(await second.exited).toBe(0)
	})

	test('a bad configuration value stops the server with a message naming it', async () => {
		const server = runServer({ PORT: '4314', DATA_DIR: dataDir, SITE_MAP_LATITUDE: '123' })
		expect(await server.exited).toBe(1)
		expect(server.stderr().trim()).toBe('Invalid configuration: SITE_MAP_LATITUDE must be between -90 and 90 (got "123")')
	})

	test('a database that cannot be opened stops the server with a one-line error', async () => {
		const server = runServer({ PORT: '4315', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
		expect(await server.exited).toBe(1)
		const lines = server.stderr().trim().split('\n')
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatch(/^Cannot open the database \(DATABASE_URL\): /)
	})

	test('security headers and a CSP nonce per render on pages', async ({ request }) => {
		const first = await request.get('/')
		const second = await request.get('/')
		const csp = first.headers()['content-security-policy'] ?? ''
		expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
		expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
		expect(csp).toContain("object-src 'none'")
		expect(csp).toContain("frame-ancestors 'none'")
		expect(first.headers()['x-content-type-options']).toBe('nosniff')
		expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
		expect(first.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
		const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
		const html = await first.text()
		expect(html).toContain(`nonce="${nonce}"`)
		// Each answer's policy names the nonce its page's scripts carry: a page rendered for a request
		// has a fresh one; a stored page is sent as stored, with its render's (decision 020).
		const secondNonce = /'nonce-([^']+)'/.exec(second.headers()['content-security-policy'] ?? '')?.[1]
		const secondHtml = await second.text()
		expect(secondHtml).toContain(`nonce="${secondNonce}"`)
		expect(secondHtml.replaceAll(secondNonce!, '')).toBe(html.replaceAll(nonce!, ''))
		const rendered = await request.get('/', { headers: { cookie: 'theme=light' } })
		const renderedNonce = /'nonce-([^']+)'/.exec(rendered.headers()['content-security-policy'] ?? '')?.[1]
		expect(renderedNonce).not.toBe(secondNonce)
		expect(await rendered.text()).toContain(`nonce="${renderedNonce}"`)
	})

	test('hashed assets are cached for a year and compressed', async ({ request }) => {
		const html = await (await request.get('/')).text()
		// The entry module (big enough to be compressed at build time; the route manifest names it).
		const asset = /\/assets\/entry\.client-[^"]+\.js/.exec(html)?.[0]
		expect(asset).toBeTruthy()
		const res = await request.get(`${asset}`, { headers: { 'accept-encoding': 'gzip' } })
		expect(res.status()).toBe(200)
		expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(res.headers()['content-encoding']).toBe('gzip')
		// Compressed at build time: sent whole with its length, not compressed again per request.
		const br = await request.get(`${asset}`, { headers: { 'accept-encoding': 'gzip, br' } })
		expect(br.headers()['content-encoding']).toBe('br')
		expect(Number(br.headers()['content-length'])).toBeGreaterThan(0)
		expect(await br.text()).toBe(await res.text())
		expect((await request.get('/assets/missing-file.js')).status()).toBe(404)
	})

	test('pages and their data revalidate: the same ETag on every request, then an empty 304 without a CSP', async ({ request }) => {
		for (const path of ['/', '/country/united-kingdom', '/about.data']) {
			const first = await request.get(path)
			const second = await request.get(path)
			const etag = first.headers()['etag']
			expect(etag, path).toMatch(/^W\/"[\w-]+"$/)
			expect(second.headers()['etag'], path).toBe(etag)
			expect(first.headers()['cache-control'], path).toBe('public, no-cache')
			const again = await request.get(path, { headers: { 'If-None-Match': etag! } })
			expect(again.status(), path).toBe(304)
			expect(await again.body(), path).toHaveLength(0)
			// The browser keeps the stored page's policy, whose nonce its scripts carry.
			expect(again.headers()['content-security-policy'], path).toBeUndefined()
			expect(again.headers()['x-content-type-options'], path).toBe('nosniff')
		}
	})

	test('a signed-in page is private, staff pages are never stored, errors are never stored', async ({ playwright }) => {
		const visitor = await playwright.request.newContext()
		expect((await visitor.get('/no-such-page')).headers()['cache-control']).toBe('no-store')
		const student = await playwright.request.newContext()
		const res = await student.post('/signup', { form: { mode: 'dialog', name: 'Cache Test', email: uniqueEmail('cache'), password: TEST_PASSWORD } })
		expect(res.ok()).toBe(true)
		expect((await student.get('/')).headers()['cache-control']).toBe('private, no-store')
		const admin = await playwright.request.newContext()
		await signInWithTwoFactor({ request: admin }, { email: 'admin@welsh.test', password: 'Counsel-Desk-2026!' })
		const inbox = await admin.get('/admin')
		expect(inbox.status()).toBe(200)
		expect(inbox.headers()['cache-control']).toBe('private, no-store')
		expect(inbox.headers()['etag']).toBeUndefined()
		await Promise.all([visitor.dispose(), student.dispose(), admin.dispose()])
	})

	test('pages are compressed with brotli when the browser accepts it, gzip otherwise', async ({ request }) => {
		const br = await request.get('/journal', { headers: { 'accept-encoding': 'br, gzip' } })
		expect(br.headers()['content-encoding']).toBe('br')
		const gzip = await request.get('/journal', { headers: { 'accept-encoding': 'gzip' } })
		expect(gzip.headers()['content-encoding']).toBe('gzip')
	})

	test('a page reloaded from the browser cache (304) keeps working: its scripts still run', async ({ page }) => {
		const first = await page.goto('/about')
		const etag = first?.headers()['etag']
		expect(etag).toBeTruthy()
		const revalidations: (string | undefined)[] = []
		page.on('request', async (request) => {
			if (new URL(request.url()).pathname === '/about') revalidations.push((await request.allHeaders())['if-none-match'])
		})
		const errors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		await page.reload()
		// The browser asked with the page's ETag (answered 304, as the test above shows) and shows its stored copy.
		expect(revalidations).toEqual([etag])
		// The slider's pause control only works once React has hydrated the page.
		await page.getByRole('button', { name: 'Pause slide show' }).click()
		await expect(page.getByRole('button', { name: 'Start slide show' })).toBeVisible()
		expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
	})
})
