import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN, freshEnquiry, readEventStream, sendEnquiry, startServer, stopServer, Visitor, type StartedServer } from './ops-support'
import { waitForHealthy } from './support'

/* Issue 13's server findings that need a server started with their own settings (docs/security.md,
 * "Server hardening"); the ones the shared test server can show are in hardening.spec.ts. */

// Each test starts a server of its own (PGlite's first start is slow on a busy 2-core machine).
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let dataDir: string
let server: StartedServer | undefined
test.beforeEach(() => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welsh-hardening-'))
})
test.afterEach(async () => {
	await stopServer(server)
	server = undefined
	fs.rmSync(dataDir, { recursive: true, force: true })
})

function groupOrOtherAccessible(dir: string): string[] {
	const found: string[] = []
	const visit = (entry: string) => {
		const stat = fs.lstatSync(entry)
		if (stat.isSymbolicLink()) return
		if (stat.mode & 0o077) found.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`)
		if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name))
	}
	visit(dir)
	return found
}

test('item 4: a world-readable DATA_DIR is closed at start-up (logged), and every file the database writes is for the owner only', async () => {
	fs.chmodSync(dataDir, 0o777)
	fs.writeFileSync(path.join(dataDir, 'left-by-hand.txt'), 'x', { mode: 0o666 })
	fs.chmodSync(path.join(dataDir, 'left-by-hand.txt'), 0o666)
	server = startServer({ PORT: '4351', DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
	await waitForHealthy(4351)
	// A lead makes the database write its tables and WAL.
	expect((await sendEnquiry('http://localhost:4351', freshEnquiry('perm'))).ok).toBe(true)
	expect(groupOrOtherAccessible(dataDir)).toEqual([])
	expect(server.stdout()).toMatch(/"msg":"removed group and other permissions from DATA_DIR"/)
})

/** Opens a raw connection, writes `text`, and resolves with what came back and how long until the server closed it. */
function holdConnection(port: number, text: string, { closeAfterMs = 60_000 } = {}) {
	return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
		const started = Date.now()
		const socket = net.connect(port, '127.0.0.1', () => socket.write(text))
		let answer = ''
		socket.setEncoding('utf8')
		socket.on('data', (chunk) => (answer += chunk))
		socket.on('error', () => {})
		socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }))
		setTimeout(() => {
			socket.destroy()
			reject(new Error(`the server held the connection for ${closeAfterMs} ms`))
		}, closeAfterMs).unref()
	})
}

test('item 13: a slow body or slow headers are cut after seconds, and connections beyond the cap are refused', async () => {
	server = startServer({ PORT: '4352', DATA_DIR: dataDir, MAX_CONNECTIONS: '3' })
	await waitForHealthy(4352)
	const [slowBody, slowHeaders] = await Promise.all([
		holdConnection(4352, 'POST /api/enquiries HTTP/1.1\r\nHost: localhost:4352\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nname=Slo', { closeAfterMs: 20_000 }),
		holdConnection(4352, 'GET / HTTP/1.1\r\nHost: localhost:4352\r\nX-Slow: ', { closeAfterMs: 20_000 }),
	])
	// Node answers 408 when it can; either way the connection is gone within the limit (10 s, 5 s).
	expect(slowBody.closedAfterMs).toBeLessThan(13_000)
	expect(slowBody.answer === '' || slowBody.answer.startsWith('HTTP/1.1 408')).toBe(true)
	expect(slowHeaders.closedAfterMs).toBeLessThan(8_000)

	// Three idle connections fill the cap: a fourth is closed at once without an answer.
	const idle = await Promise.all(
		[0, 1, 2].map(
			() =>
				new Promise<net.Socket>((resolve) => {
					const socket = net.connect(4352, '127.0.0.1', () => resolve(socket))
					socket.on('error', () => {})
				}),
		),
	)
	const refused = await holdConnection(4352, 'GET /healthz HTTP/1.1\r\nHost: localhost:4352\r\n\r\n', { closeAfterMs: 5_000 })
	expect(refused.answer).toBe('')
	for (const socket of idle) socket.destroy()
	await expect.poll(async () => (await fetch('http://localhost:4352/healthz').catch(() => null))?.status).toBe(200)
})

/** An enquiry sent from a chosen local address (the peer the server sees) with headers of our choosing. */
function enquiryFrom(port: number, localAddress: string, headers: Record<string, string>) {
	const body = new URLSearchParams(freshEnquiry('proxy')).toString()
	return new Promise<number>((resolve, reject) => {
		const req = http.request(
			{ host: '127.0.0.1', port, path: '/api/enquiries', method: 'POST', localAddress, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) } },
			(res) => {
				res.resume()
				resolve(res.statusCode ?? 0)
			},
		)
		req.on('error', reject)
		req.end(body)
	})
}

test('item 8: X-Forwarded-For is believed only from a configured proxy, and IPv6 clients count per /64', async () => {
	// The proxy is 127.0.0.2; a client connecting from 127.0.0.1 is not it, whatever it claims.
	server = startServer({ PORT: '4354', HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.2', RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '2' })
	await waitForHealthy(4354)
	const direct = []
	for (const n of [1, 2, 3]) direct.push(await enquiryFrom(4354, '127.0.0.1', { 'x-forwarded-for': `198.51.100.${n}` }))
	expect(direct).toEqual([200, 200, 429])
	// Through the proxy: three addresses of one /64 are one client; another /64 is another.
	const proxied = []
	for (const suffix of ['a', 'b', 'c']) proxied.push(await enquiryFrom(4354, '127.0.0.2', { 'x-forwarded-for': `2001:db8:1:2::${suffix}` }))
	expect(proxied).toEqual([200, 200, 429])
	expect(await enquiryFrom(4354, '127.0.0.2', { 'x-forwarded-for': '2001:db8:1:3::a' })).toBe(200)
})

test('item 8: TRUST_PROXY with a HOST anyone can reach stops the start, unless allowed explicitly', async () => {
	server = startServer({ PORT: '4355', DATA_DIR: dataDir, TRUST_PROXY: '1' })
	expect(await server.exited).toBe(1)
	expect(server.stderr()).toContain('TRUST_PROXY is set but HOST 0.0.0.0 accepts connections from anywhere')
})

test('item 5: one staff member gets a few live-update streams (429 beyond), a closed one frees its place, and leads still arrive', async () => {
	server = startServer({ PORT: '4356', DATA_DIR: dataDir })
	await waitForHealthy(4356)
	const site = 'http://localhost:4356'
	const staff = await new Visitor().logIn(site, ADMIN.email, ADMIN.password)
	const open: AbortController[] = []
	try {
		for (let i = 0; i < 5; i++) {
			const stop = new AbortController()
			const res = await staff.fetch(`${site}/admin/leads/events`, { headers: { accept: 'text/event-stream' }, signal: stop.signal })
			expect(res.status, `stream ${i + 1}`).toBe(200)
			open.push(stop)
		}
		const refused = await staff.fetch(`${site}/admin/leads/events`, { headers: { accept: 'text/event-stream' } })
		expect(refused.status).toBe(429)
		expect(refused.headers.get('retry-after')).toBe('60')
		open.shift()!.abort()
		// Once the server has noticed the closed connection, a new stream is admitted and a new lead reaches it.
		await expect(async () => {
			const name = await readEventStream(
				staff,
				`${site}/admin/leads/events`,
				async (event) => {
					if (event.event === 'ready') {
						await sendEnquiry(site, freshEnquiry('stream'))
						return undefined
					}
					if (event.event === 'leads') return (JSON.parse(event.data) as { leads: { name: string }[] }).leads[0]?.name
					return undefined
				},
				{ timeoutMs: 10_000 },
			)
			expect(name).toMatch(/^Gurpreet stream/)
		}).toPass({ timeout: 25_000 })
	} finally {
		for (const stop of open) stop.abort()
	}
})

test('item 11: CSV exports and lead views leave an audit line (who, which lead, how many) and logs hold no search term', async () => {
	server = startServer({ PORT: '4357', DATA_DIR: dataDir, LOG_LEVEL: 'info' })
	await waitForHealthy(4357)
	const site = 'http://localhost:4357'
	const enquiry = freshEnquiry('audit')
	const sent = await sendEnquiry(site, enquiry)
	expect(sent.ok).toBe(true)
	const staff = await new Visitor().logIn(site, ADMIN.email, ADMIN.password)
	expect((await staff.fetch(`${site}/admin/leads/${sent.id}`)).status).toBe(200)
	const csv = await staff.fetch(`${site}/admin/leads.csv?q=${encodeURIComponent(enquiry.email)}`)
	expect(await csv.text()).toContain(enquiry.email)
	await expect.poll(() => server!.stdout()).toContain('"audit":"leads.export"')
	const lines = server.stdout().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>)
	expect(lines.find((line) => line.audit === 'lead.view')).toMatchObject({ leadId: sent.id, userId: expect.any(String) })
	expect(lines.find((line) => line.audit === 'leads.export')).toMatchObject({ count: 1, filters: { search: true }, userId: expect.any(String) })
	// Nothing personal anywhere in the log: not the email searched for, not the lead's name or mobile.
	for (const value of [enquiry.email, enquiry.name, enquiry.mobile]) expect(server.stdout()).not.toContain(value)
})
