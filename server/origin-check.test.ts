import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type OriginCheckOptions, refuseCrossOriginWrites } from './origin-check'

function serve(options: OriginCheckOptions, trustProxy: boolean) {
	const app = express()
	app.set('trust proxy', trustProxy)
	app.use(refuseCrossOriginWrites(options))
	app.all('/{*splat}', (_req, res) => void res.send('reached'))
	return new Promise<http.Server>((resolve) => {
		const server = app.listen(0, '127.0.0.1', () => resolve(server))
	})
}

function send(server: http.Server, method: string, headers: Record<string, string>) {
	const { port } = server.address() as AddressInfo
	return new Promise<number>((resolve, reject) => {
		const req = http.request({ host: '127.0.0.1', port, path: '/profile', method, headers }, (res) => {
			res.resume()
			resolve(res.statusCode ?? 0)
		})
		req.on('error', reject)
		req.end()
	})
}

describe('without PUBLIC_URL (the request host must be an allowed host)', () => {
	let server: http.Server
	beforeAll(async () => (server = await serve({ publicUrl: undefined, allowedHosts: ['localhost'] }, false)))
	afterAll(() => server.close())
	const host = 'localhost:3000'

	test('a same-origin post, a GET from anywhere and a request from no page pass', async () => {
		expect(await send(server, 'POST', { host, origin: 'http://localhost:3000' })).toBe(200)
		expect(await send(server, 'POST', { host, referer: 'http://localhost:3000/profile' })).toBe(200)
		expect(await send(server, 'GET', { host, origin: 'https://evil.example' })).toBe(200)
		expect(await send(server, 'POST', { host })).toBe(200)
	})

	test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('a cross-origin %s is refused with 403 (issue 13, item 3)', async (method) => {
		expect(await send(server, method, { host, origin: 'https://evil.example' })).toBe(403)
		expect(await send(server, method, { host, origin: 'http://localhost:3001' })).toBe(403)
		expect(await send(server, method, { host, origin: 'null' })).toBe(403)
		expect(await send(server, method, { host, referer: 'https://evil.example/form' })).toBe(403)
		expect(await send(server, method, { host, referer: 'not a url' })).toBe(403)
	})

	test('a DNS-rebinding host is not the site, even when Origin and Host agree', async () => {
		expect(await send(server, 'POST', { host: 'rebind.example', origin: 'http://rebind.example' })).toBe(403)
	})
})

describe('with PUBLIC_URL behind a trusted proxy', () => {
	let server: http.Server
	beforeAll(async () => (server = await serve({ publicUrl: 'https://www.example.com', allowedHosts: ['localhost'] }, true)))
	afterAll(() => server.close())

	test('the public origin passes whatever the proxy forwards; another site does not', async () => {
		const proxied = { host: 'www.example.com', 'x-forwarded-proto': 'https' }
		expect(await send(server, 'POST', { ...proxied, origin: 'https://www.example.com' })).toBe(200)
		expect(await send(server, 'POST', { host: '127.0.0.1:3001', origin: 'https://www.example.com' })).toBe(200)
		expect(await send(server, 'POST', { ...proxied, origin: 'http://www.example.com' })).toBe(403)
		expect(await send(server, 'POST', { ...proxied, origin: 'https://shop.example.com' })).toBe(403)
	})
})
