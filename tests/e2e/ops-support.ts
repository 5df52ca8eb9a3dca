import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { test } from '@playwright/test'
import pg from 'pg'
import { type ReceivedMail, startSmtpServer } from '../support/smtp-server'
import { rememberTotpSecret, runServer, setupKeyFrom, waitForHealthy, withNextTotpCode } from './support'

/* Helpers for the operations tests (durability, scale-out): server processes, throw-away
 * PostgreSQL databases, plain HTTP clients with a cookie, and an SSE reader. */

export const ADMIN = { email: 'ops-admin@welsh.test', password: 'Counsel-Desk-2026!', name: 'Ops Admin' }

/** Like runServer, but also reads stdout (the request log), so the pipe never fills up. */
export function startServer(env: Record<string, string>) {
	const server = runServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name, LOGIN_PROMPT_DELAY_MS: '0', ...env })
	let stdout = ''
	server.child.stdout.on('data', (chunk) => (stdout += chunk))
	return { ...server, stdout: () => stdout }
}
export type StartedServer = ReturnType<typeof startServer>

export async function stopServer(server: StartedServer | undefined, signal: NodeJS.Signals = 'SIGTERM') {
	if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
	server.child.kill(signal)
	await server.exited
}

type ServerEnv = Record<string, string> & { PORT: string }

/**
 * A suite's own server processes with a local SMTP server catching what they send: registers the
 * suite's beforeAll (the SMTP server, then each server with SMTP_URL pointing at it, waiting until
 * each answers) and afterAll (stops them, closes the SMTP server, removes their DATA_DIRs, runs
 * `cleanup`). `servers` may make what they need first (a scratch database); `prepare` runs once
 * their data folders are empty and before they start (an account made while no server holds it).
 */
export function serversWithMailbox(options: {
	smtpPort: number
	servers: ServerEnv[] | (() => Promise<ServerEnv[]>)
	prepare?: () => void | Promise<void>
	cleanup?: () => Promise<void>
	timeoutMs?: number
}) {
	let mailbox: Awaited<ReturnType<typeof startSmtpServer>> | undefined
	let envs: ServerEnv[] = []
	let started: StartedServer[] = []
	const emptyDataDirs = () => {
		for (const env of envs) if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
	}

	test.beforeAll(async () => {
		test.setTimeout(options.timeoutMs ?? 180_000)
		mailbox = await startSmtpServer(options.smtpPort)
		envs = typeof options.servers === 'function' ? await options.servers() : options.servers
		emptyDataDirs()
		await options.prepare?.()
		started = envs.map((env) => startServer({ SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`, ...env }))
		await Promise.all(envs.map((env) => waitForHealthy(Number(env.PORT))))
	})

	test.afterAll(async () => {
		await Promise.all(started.map((server) => stopServer(server)))
		await mailbox?.close()
		emptyDataDirs()
		await options.cleanup?.()
	})

	return {
		/** The servers, in the order given. */
		servers: () => started,
		/** Every email received so far. */
		received: () => mailbox?.received ?? [],
		/** The first email that matches, once it arrives (the servers send through their outbox). */
		async mail(matches: (mail: ReceivedMail) => boolean, description: string, timeoutMs = 20_000) {
			for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
				const mail = mailbox?.received.find(matches)
				if (mail) return mail
			}
			throw new Error(`no email ${description} arrived; the servers said: ${started.map((server) => server.stderr()).join('\n')}`)
		},
	}
}

/** TEST_DATABASE_URL with its database name swapped, e.g. for a database made for one test run. */
export function databaseUrl(name: string) {
	const url = new URL(process.env.TEST_DATABASE_URL!)
	url.pathname = `/${name}`
	return url.toString()
}

/** Creates an empty database on TEST_DATABASE_URL's server; `drop()` removes it again. */
export async function createScratchDatabase(prefix: string) {
	const name = `${prefix}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
	const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
	await admin.connect()
	try {
		await admin.query(`create database ${name}`)
	} finally {
		await admin.end()
	}
	return {
		name,
		url: databaseUrl(name),
		async drop() {
			const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
			await client.connect()
			try {
				await client.query(`drop database if exists ${name} with (force)`)
			} finally {
				await client.end()
			}
		},
	}
}

/** A visitor's browser, reduced to what these tests need: a cookie jar for one server. */
export class Visitor {
	private cookies = new Map<string, string>()
	constructor(readonly headers: Record<string, string> = {}) {}

	cookieHeader() {
		return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
	}

	async fetch(url: string, init: RequestInit = {}) {
		const headers = new Headers(init.headers)
		for (const [k, v] of Object.entries(this.headers)) headers.set(k, v)
		if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader())
		const res = await fetch(url, { ...init, headers, redirect: 'manual' })
		for (const line of res.headers.getSetCookie()) {
			const [pair] = line.split(';')
			const eq = pair!.indexOf('=')
			const name = pair!.slice(0, eq).trim()
			const value = pair!.slice(eq + 1).trim()
			if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name)
			else this.cookies.set(name, value)
		}
		return res
	}

	post(url: string, form: Record<string, string>) {
		return this.fetch(url, { method: 'POST', body: new URLSearchParams(form) })
	}

	/** The password, then the code from the app; an admin without a second factor sets one up first (issue 16, item 4). */
	async logIn(origin: string, email: string, password: string) {
		const res = await this.post(`${origin}/login`, { email, password })
		if (res.status !== 302) throw new Error(`login on ${origin} failed: ${res.status} ${await res.text()}`)
		const location = res.headers.get('location') ?? ''
		const key = email
		if (location.startsWith('/login/two-factor')) {
			const code = await withNextTotpCode({ email: key, server: OPS_SERVERS }, (totp) => this.post(`${origin}${location}`, { code: totp }))
			if (code.status !== 302) throw new Error(`the code was refused on ${origin}: ${code.status} ${await code.text()}`)
			return this
		}
		const secret = setupKeyFrom(await (await this.fetch(`${origin}/account/two-factor`)).text())
		rememberTotpSecret({ email: key, server: OPS_SERVERS }, secret)
		const confirm = await withNextTotpCode({ email: key, server: OPS_SERVERS, secret }, (totp) => this.post(`${origin}/account/two-factor`, { code: totp }))
		if (confirm.status !== 302) throw new Error(`two-factor setup on ${origin} failed: ${confirm.status} ${await confirm.text()}`)
		return this
	}
}

/**
 * The servers these tests start take one account's codes in one order (withNextTotpCode): several
 * of them share one PostgreSQL database (scale-out), where a code one server took is used on all.
 */
const OPS_SERVERS = 'servers of the operations tests'

let sequence = 0
/** An enquiry nobody has sent before: unique email, mobile and idempotency key (never linked as a repeat). */
export function freshEnquiry(tag: string) {
	sequence++
	const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`
	const digits = String(crypto.randomInt(0, 1e9)).padStart(9, '0')
	return {
		name: `Gurpreet ${tag} ${sequence}`,
		course: 'ielts-academic',
		email: `${tag}-${unique}@example.com`,
		mobile: `9${digits}`,
		tellus: 'Durability check',
		idempotencyKey: `k${unique}${crypto.randomBytes(4).toString('hex')}`,
		sourcePage: '/enquire',
	}
}

/** Posts an enquiry the way the dialog does; resolves to the stored lead's id when acknowledged. */
export async function sendEnquiry(origin: string, enquiry: Record<string, string>, headers: Record<string, string> = {}) {
	const res = await fetch(`${origin}/api/enquiries`, { method: 'POST', body: new URLSearchParams(enquiry), headers })
	// Reading the body throws when the connection dies mid-answer: that is no answer at all.
	const text = await res.text()
	let body: { status?: string; id?: string } | null = null
	try {
		body = JSON.parse(text)
	} catch {
		// Not JSON: a refusal (its text is kept for the test's message).
	}
	return { status: res.status, ok: res.ok && body?.status === 'success', id: body?.id, text }
}

export type SseEvent = { event: string; id?: string; data: string }

/**
 * Opens an SSE stream and hands each event to `onEvent` until it returns true (the result) or the
 * timeout passes (undefined). The stream is closed either way.
 */
export async function readEventStream<T>(
	visitor: Visitor,
	url: string,
	onEvent: (event: SseEvent) => T | undefined | Promise<T | undefined>,
	{ timeoutMs = 10_000, onOpen }: { timeoutMs?: number; onOpen?: (res: Response) => void } = {},
): Promise<T | undefined> {
	const stop = new AbortController()
	const timer = setTimeout(() => stop.abort(), timeoutMs)
	try {
		const res = await visitor.fetch(url, { headers: { accept: 'text/event-stream' }, signal: stop.signal })
		if (!res.ok || !res.body) throw new Error(`event stream ${url}: ${res.status}`)
		onOpen?.(res)
		const decoder = new TextDecoder()
		let buffer = ''
		for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
			buffer += decoder.decode(chunk, { stream: true })
			let end: number
			while ((end = buffer.indexOf('\n\n')) >= 0) {
				const block = buffer.slice(0, end)
				buffer = buffer.slice(end + 2)
				const event: SseEvent = { event: 'message', data: '' }
				for (const line of block.split('\n')) {
					if (line.startsWith('event: ')) event.event = line.slice(7)
					else if (line.startsWith('id: ')) event.id = line.slice(4)
					else if (line.startsWith('data: ')) event.data += line.slice(6)
				}
				if (!event.data && event.event === 'message') continue
				const result = await onEvent(event)
				if (result !== undefined) return result
			}
		}
		return undefined
	} catch (error) {
		if (stop.signal.aborted) return undefined
		throw error
	} finally {
		clearTimeout(timer)
		stop.abort()
	}
}

/** Sends a body of `bytes` bytes with an exact Content-Length (fetch would too, but this keeps it explicit). */
export function postBytes(url: string, bytes: number): Promise<number> {
	return new Promise((resolve, reject) => {
		const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': bytes } }, (res) => {
			res.resume()
			resolve(res.statusCode ?? 0)
		})
		// The server may answer (413) before the body is sent and close the connection.
		req.on('error', reject)
		req.end(Buffer.alloc(bytes, 'a'))
	})
}

/** Parses CSV text (RFC 4180 quoting) into rows of fields. */
export function parseCsv(text: string): string[][] {
	const rows: string[][] = []
	let row: string[] = []
	let field = ''
	let quoted = false
	for (let i = 0; i < text.length; i++) {
		const c = text[i]
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') {
				field += '"'
				i++
			} else if (c === '"') quoted = false
			else field += c
		} else if (c === '"') quoted = true
		else if (c === ',') {
			row.push(field)
			field = ''
		} else if (c === '\n' || c === '\r') {
			if (c === '\r' && text[i + 1] === '\n') i++
			row.push(field)
			rows.push(row)
			row = []
			field = ''
		} else field += c
	}
	if (field || row.length > 0) {
		row.push(field)
		rows.push(row)
	}
	return rows
}
