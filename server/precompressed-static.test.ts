import fs from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { precompressDirectory } from './precompress-plugin'
import { acceptedEncodings, servePrecompressed } from './precompressed-static'

let root: string
let origin: string
let close: () => Promise<void>
const script = `export const greeting = ${JSON.stringify('Sat Sri Akal! '.repeat(200))}\n`

beforeAll(async () => {
	root = await fs.mkdtemp(path.join(os.tmpdir(), 'precompressed-'))
	await fs.mkdir(path.join(root, 'assets'))
	await fs.writeFile(path.join(root, 'assets/app-123.js'), script)
	await fs.writeFile(path.join(root, 'assets/tiny-123.css'), 'a{color:red}')
	await fs.writeFile(path.join(root, 'photo.png'), Buffer.alloc(4096, 1))
	expect(await precompressDirectory(root)).toEqual({ files: 2, written: 2 })

	const app = express()
	app.use(servePrecompressed(root, () => ({ 'Cache-Control': 'public, max-age=31536000, immutable' })))
	app.use(express.static(root))
	const server = app.listen(0)
	await new Promise((resolve) => server.once('listening', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	close = () => new Promise((resolve) => server.close(() => resolve()))
})

afterAll(async () => {
	await close?.()
	await fs.rm(root, { recursive: true, force: true })
})

// fetch decodes the body itself and keeps the Content-Encoding header: the text must be the file's.
const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${origin}${urlPath}`, { headers })

test('the build writes a .br and a .gz copy of compressible files of 1 KB or more, and nothing else', async () => {
	const names = (await fs.readdir(root, { recursive: true })).sort()
	expect(names).toEqual(['assets', 'assets/app-123.js', 'assets/app-123.js.br', 'assets/app-123.js.gz', 'assets/tiny-123.css', 'photo.png'])
})

test('a browser that accepts brotli gets the .br copy, with the file\'s type and cache headers', async () => {
	const res = await get('/assets/app-123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
	expect(res.status).toBe(200)
	expect(res.headers.get('content-encoding')).toBe('br')
	expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
	expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
	expect(res.headers.get('vary')).toBe('Accept-Encoding')
	expect(await res.text()).toBe(script)
})

test('gzip when brotli is not accepted (or refused with q=0); the file itself when neither is', async () => {
	for (const header of ['gzip', 'br;q=0, gzip;q=0.8']) {
		const res = await get('/assets/app-123.js', { 'Accept-Encoding': header })
		expect(res.headers.get('content-encoding'), header).toBe('gzip')
		expect(await res.text()).toBe(script)
	}
	const plain = await get('/assets/app-123.js', { 'Accept-Encoding': 'identity' })
	expect(plain.headers.get('content-encoding')).toBeNull()
	expect(await plain.text()).toBe(script)
})

test('a compressed copy revalidates with its own ETag (304), and answers HEAD', async () => {
	const first = await get('/assets/app-123.js', { 'Accept-Encoding': 'br' })
	const etag = first.headers.get('etag')
	expect(etag).toBeTruthy()
	// As a browser revalidates (fetch would otherwise add Cache-Control: no-cache, which forbids a 304).
	const again = await get('/assets/app-123.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' })
	expect(again.status).toBe(304)
	const head = await fetch(`${origin}/assets/app-123.js`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
	expect(head.headers.get('content-encoding')).toBe('br')
	expect(Number(head.headers.get('content-length'))).toBeLessThan(script.length)
})

test('files without copies, and paths outside the folder, are left to the next handler', async () => {
	expect((await get('/assets/tiny-123.css', { 'Accept-Encoding': 'br' })).headers.get('content-encoding')).toBeNull()
	expect((await get('/photo.png', { 'Accept-Encoding': 'br' })).headers.get('content-encoding')).toBeNull()
	expect((await get('/assets/%2e%2e/%2e%2e/etc/passwd', { 'Accept-Encoding': 'br' })).status).toBe(404)
	expect((await get('/assets/%E0%A4%A', { 'Accept-Encoding': 'br' })).status).toBeLessThan(500)
})

test('Accept-Encoding is read with its q-values', () => {
	expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br'])
	expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip'])
	expect([...acceptedEncodings('BR ; q=1')]).toEqual(['br'])
	expect([...acceptedEncodings(undefined)]).toEqual([])
})
