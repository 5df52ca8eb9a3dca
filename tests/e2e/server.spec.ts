import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { runServer, waitForHealthy } from './support'

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

	test('security headers and a per-request CSP nonce on pages', async ({ request }) => {
		const first = await request.get('/')
		const second = await request.get('/')
		const csp = first.headers()['content-security-policy'] ?? ''
		expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
		expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
		expect(csp).toContain("object-src 'none'")
		expect(csp).toContain("frame-ancestors 'none'")
		expect(second.headers()['content-security-policy']).not.toBe(csp)
		expect(first.headers()['x-content-type-options']).toBe('nosniff')
		expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
		expect(first.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
		const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
		const html = await first.text()
		expect(html).toContain(`nonce="${nonce}"`)
	})

	test('hashed assets are cached for a year and compressed', async ({ request }) => {
		const html = await (await request.get('/')).text()
		const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
		expect(asset).toBeTruthy()
		const res = await request.get(`${asset}`, { headers: { 'accept-encoding': 'gzip' } })
		expect(res.status()).toBe(200)
		expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(res.headers()['content-encoding']).toBe('gzip')
		expect((await request.get('/assets/missing-file.js')).status()).toBe(404)
	})
})
