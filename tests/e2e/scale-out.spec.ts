import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
	ADMIN,
	createScratchDatabase,
	freshEnquiry,
	postBytes,
	readEventStream,
	sendEnquiry,
	startServer,
	type StartedServer,
	stopServer,
	Visitor,
} from './ops-support'
import { TEST_PASSWORD, uniqueEmail, waitForHealthy } from './support'
import { E2E_PORT } from '../../playwright.config'

/*
 * "Ready to ship" item 7: two server processes on one PostgreSQL database behave as one site.
 * Sessions, rate limits and the staff inbox's live updates live in the database, so a visitor or
 * a staff member can be served by either process (and nginx needs no sticky sessions).
 */

// Beside the test server's own port (accounts.spec takes +5 and +6), so runs on different ports never collide.
const PORT_A = E2E_PORT + 7
const PORT_B = E2E_PORT + 8
const NGINX_PORT = E2E_PORT + 9
const A = `http://127.0.0.1:${PORT_A}`
const B = `http://127.0.0.1:${PORT_B}`
const LOGIN_FAILURE_LIMIT = 4

test.describe('scale-out: two processes on one PostgreSQL database', () => {
	test.describe.configure({ mode: 'serial' })
	test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test): scale-out needs a PostgreSQL server')

	let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
	let a: StartedServer | undefined
	let b: StartedServer | undefined

	test.beforeAll(async () => {
		test.setTimeout(120_000)
		database = await createScratchDatabase('scaleout')
		const env = {
			DATABASE_URL: database.url,
			// As behind nginx: the tests below stand in for distinct visitors with X-Forwarded-For.
			TRUST_PROXY: '1',
			// TRUST_PROXY needs a HOST the public cannot reach (nginx and these tests connect from loopback).
			HOST: '127.0.0.1',
			RATE_LIMIT_LOGIN_FAILURES_PER_15_MINUTES: String(LOGIN_FAILURE_LIMIT),
			RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '100',
			// The request log shows which process served what (the nginx test reads it).
			LOG_LEVEL: 'info',
		}
		// Both start at once on the fresh database, as after a deployment: migrations, seeding and
		// the admin account must not trip over each other.
		a = startServer({ ...env, PORT: String(PORT_A) })
		b = startServer({ ...env, PORT: String(PORT_B) })
		await Promise.all([waitForHealthy(PORT_A), waitForHealthy(PORT_B)]).catch((error) => {
			throw new Error(`${error}\nA: ${a?.stderr()}\nB: ${b?.stderr()}`)
		})
	})

	test.afterAll(async () => {
		await Promise.all([stopServer(a), stopServer(b)])
		await database?.drop()
	})

	test('a session made on A is valid on B, and signing out on B ends it on A', async () => {
		const name = 'Harleen Gill'
		const visitor = new Visitor()
		const signup = await visitor.post(`${A}/signup`, { mode: 'dialog', name, email: uniqueEmail('scale'), password: TEST_PASSWORD })
		expect(signup.status).toBe(200)

		const onB = await visitor.fetch(`${B}/my-courses`)
		expect(onB.status).toBe(200)
		// (React separates the text's parts with empty comments in server-rendered HTML.)
		expect((await onB.text()).replaceAll('<!-- -->', '')).toContain(`Courses you have asked to join, ${name}.`)
		// Without the cookie B does not know the visitor (the 200 above is the session's doing).
		expect((await fetch(`${B}/my-courses`)).status).toBe(401)

		expect((await visitor.post(`${B}/logout`, {})).status).toBe(200)
		expect((await visitor.fetch(`${A}/my-courses`)).status).toBe(401)
	})

	// Decision 025: A answers a student's repeat from what it keeps, which a change on B must drop at once.
	test('a student’s page kept on A shows an enrolment made on B, and A refuses the session signed out on B', async () => {
		const visitor = new Visitor()
		expect((await visitor.post(`${A}/signup`, { mode: 'dialog', name: 'Manpreet Sandhu', email: uniqueEmail('kept'), password: TEST_PASSWORD })).status).toBe(200)
		const cookie = visitor.cookieHeader()
		const onA = async () => fetch(`${A}/my-courses`, { headers: { cookie }, redirect: 'manual' })
		// The second read is answered from what A keeps. (The empty state's text is in every My Courses page's messages: the table tells.)
		for (const _ of [1, 2]) expect(await (await onA()).text()).not.toContain('<table')
		expect((await visitor.post(`${B}/api/enrolments`, { courseId: 'ielts-general-training-full-course' })).status).toBe(200)
		await expect.poll(async () => (await (await onA()).text()).includes('<table'), { timeout: 2_000, intervals: [20] }).toBe(true)
		expect((await visitor.post(`${B}/logout`, {})).status).toBe(200)
		// The same cookie (the browser dropped it; someone who copied it did not) opens nothing on A.
		await expect.poll(async () => (await onA()).status, { timeout: 2_000, intervals: [20] }).toBe(401)
	})

	test(`failed logins split across A and B share one limit (${LOGIN_FAILURE_LIMIT} per 15 minutes)`, async () => {
		const email = uniqueEmail('limited')
		expect((await new Visitor().post(`${A}/signup`, { mode: 'dialog', name: 'Jaspreet Kaur', email, password: TEST_PASSWORD })).status).toBe(200)

		const guesser = new Visitor({ 'x-forwarded-for': '203.0.113.77' })
		const statuses: number[] = []
		for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
			const origin = i % 2 === 0 ? A : B
			statuses.push((await guesser.post(`${origin}/login`, { mode: 'dialog', email, password: `wrong-password-${i}` })).status)
		}
		// Two wrong passwords on each process: each would still be under its own limit.
		expect(statuses.every((s) => s === 401), `statuses ${statuses}`).toBe(true)

		const next = await guesser.post(`${A}/login`, { mode: 'dialog', email, password: 'wrong-password-again' })
		expect(next.status).toBe(429)
		expect((await next.text()).replaceAll('<!-- -->', '')).toMatch(/Too many failed sign-in attempts\. Please try again in \d+ minutes?\./)
		// On B too, even with the right password now.
		const onB = await guesser.post(`${B}/login`, { mode: 'dialog', email, password: TEST_PASSWORD })
		expect(onB.status).toBe(429)
		expect((await onB.text()).replaceAll('<!-- -->', '')).toContain('Too many failed sign-in attempts.')
	})

	test('a course unpublished in the studio on A leaves B within 2 seconds, its cached page included', async () => {
		const key = 'ielts-general-training-full-course'
		// B renders the page for a visitor and keeps it in its rendered-page cache.
		expect((await fetch(`${B}/course/${key}`)).status).toBe(200)
		expect((await fetch(`${B}/course/${key}`)).status).toBe(200)
		const admin = await new Visitor().logIn(A, ADMIN.email, ADMIN.password)
		expect((await admin.post(`${A}/admin/content/course/${key}`, { intent: 'unpublish', version: '1' })).status).toBe(200)
		const since = Date.now()
		await expect.poll(async () => (await fetch(`${B}/course/${key}`)).status, { timeout: 2_000, intervals: [50] }).toBe(404)
		expect(Date.now() - since).toBeLessThan(2_000)
	})

	test('an enquiry sent to A reaches the staff inbox open on B within seconds (SSE and long-polling)', async () => {
		const staff = await new Visitor().logIn(B, ADMIN.email, ADMIN.password)

		// Server-Sent Events: once B's stream is ready, the enquiry goes to A.
		const enquiry = freshEnquiry('live-sse')
		let sentAt = 0
		const elapsed = await readEventStream(staff, `${B}/admin/leads/events`, async (event) => {
			if (event.event === 'ready') {
				sentAt = Date.now()
				expect((await sendEnquiry(A, enquiry)).ok).toBe(true)
			}
			if (event.event === 'leads' && (JSON.parse(event.data) as { leads: { email: string }[] }).leads.some((l) => l.email === enquiry.email)) {
				return Date.now() - sentAt
			}
			return undefined
		})
		expect(elapsed, 'the lead arrived on B over SSE').toBeDefined()
		expect(elapsed!).toBeLessThan(5_000)

		// Long-polling (the fallback): B's answers, chased by their cursor, bring the lead sent to A.
		const second = freshEnquiry('live-poll')
		let since = new Date().toISOString()
		const started = Date.now()
		const firstPoll = staff.fetch(`${B}/admin/leads/updates?since=${encodeURIComponent(since)}`)
		await new Promise((r) => setTimeout(r, 300))
		expect((await sendEnquiry(A, second)).ok).toBe(true)
		let seen: string[] = []
		for (let poll = firstPoll; Date.now() - started < 10_000; poll = staff.fetch(`${B}/admin/leads/updates?since=${encodeURIComponent(since)}`)) {
			const answer = await poll
			expect(answer.status).toBe(200)
			const body = (await answer.json()) as { leads: { email: string }[]; cursor: string }
			seen = body.leads.map((l) => l.email)
			if (seen.includes(second.email)) break
			since = body.cursor
		}
		expect(seen).toContain(second.email)
		const pollMs = Date.now() - started
		expect(pollMs).toBeLessThan(5_000)
		const figures = `SSE: lead sent to A seen on B after ${elapsed} ms; long-poll answered after ${pollMs} ms`
		test.info().annotations.push({ type: 'figures', description: figures })
		console.log(`scale-out: ${figures}`)
	})

	test('behind nginx (deploy/nginx.conf): requests reach both processes; SSE, body limit and asset caching work through it', async () => {
		const nginxBinary = findNginx()
		test.skip(!nginxBinary, 'no nginx binary (install it with apt-get install -y nginx-light, or set NGINX_PATH)')
		const dir = path.resolve(`.tmp/nginx-${process.pid}`)
		const conf = path.join(dir, 'nginx.conf')
		let nginx: ChildProcess | undefined
		try {
			fs.rmSync(dir, { recursive: true, force: true })
			fs.mkdirSync(dir, { recursive: true })
			fs.writeFileSync(conf, testConfig(fs.readFileSync('deploy/nginx.conf', 'utf8'), dir))
			const check = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' })
			expect(check.status, check.stderr).toBe(0)

			nginx = spawn(nginxBinary!, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] })
			let nginxStderr = ''
			nginx.stderr!.on('data', (chunk) => (nginxStderr += chunk))
			await waitForHealthy(NGINX_PORT).catch((error) => {
				throw new Error(`${error}\n${nginxStderr}`)
			})
			const site = `http://127.0.0.1:${NGINX_PORT}`

			// Round robin: each process logs its share of the probes.
			const probe = `probe-${process.pid}`
			for (let i = 0; i < 10; i++) expect((await fetch(`${site}/healthz?${probe}=${i}`)).status).toBe(200)
			const served = (server: StartedServer | undefined) => server!.stdout().split('\n').filter((line) => line.includes(`/healthz?${probe}=`)).length
			// (A process writes its log line just after answering.)
			await expect.poll(() => served(a) + served(b)).toBe(10)
			expect(served(a), 'requests served by A').toBeGreaterThan(0)
			expect(served(b), 'requests served by B').toBeGreaterThan(0)

			// A body over the app's 64 KB limit is refused by nginx already.
			expect(await postBytes(`${site}/api/enquiries`, 70 * 1024)).toBe(413)

			// Hashed assets keep their year-long cache header through the proxy.
			const html = await (await fetch(`${site}/`)).text()
			const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
			expect(asset).toBeTruthy()
			expect((await fetch(`${site}${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

			// SSE through nginx: the first event arrives at once (nothing buffers it), then the lead.
			const staff = await new Visitor().logIn(site, ADMIN.email, ADMIN.password)
			const enquiry = freshEnquiry('nginx-sse')
			const opened = Date.now()
			let readyAfter = -1
			let sentAt = 0
			const elapsed = await readEventStream(staff, `${site}/admin/leads/events`, async (event) => {
				if (event.event === 'ready') {
					readyAfter = Date.now() - opened
					sentAt = Date.now()
					expect((await sendEnquiry(site, enquiry)).ok).toBe(true)
				}
				if (event.event === 'leads' && (JSON.parse(event.data) as { leads: { email: string }[] }).leads.some((l) => l.email === enquiry.email)) {
					return Date.now() - sentAt
				}
				return undefined
			})
			expect(readyAfter).toBeGreaterThanOrEqual(0)
			expect(readyAfter).toBeLessThan(3_000)
			expect(elapsed, 'the lead arrived over SSE through nginx').toBeDefined()
			expect(elapsed!).toBeLessThan(5_000)
			const figures = `nginx: probes served A ${served(a)} / B ${served(b)}; SSE ready after ${readyAfter} ms, lead after ${elapsed} ms`
			test.info().annotations.push({ type: 'figures', description: figures })
			console.log(`scale-out: ${figures}`)
		} finally {
			if (nginx && nginx.exitCode === null) {
				const exited = new Promise((r) => nginx!.once('exit', r))
				nginx.kill('SIGQUIT')
				await exited
			}
			fs.rmSync(dir, { recursive: true, force: true })
		}
	})
})

function findNginx() {
	const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']
	return candidates.find((c) => c && fs.existsSync(c))
}

/**
 * deploy/nginx.conf made runnable here: in the foreground, files under `dir`, the test's ports,
 * no HTTP-to-HTTPS redirect, and the HTTPS server block (with every location as written) on plain
 * HTTP, since the test has no certificate.
 */
function testConfig(sample: string, dir: string) {
	const conf = sample
		.replace(/^user .*;\n/m, '')
		.replace(/^pid .*;$/m, `daemon off;\npid ${dir}/nginx.pid;`)
		.replace(/^error_log .*;$/m, `error_log ${dir}/error.log warn;`)
		.replace(/access_log \/var\/log\/nginx\/access\.log;/, `access_log ${dir}/access.log;\n\t${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n\t')}`)
		.replace('127.0.0.1:3001', `127.0.0.1:${PORT_A}`)
		.replace('127.0.0.1:3002', `127.0.0.1:${PORT_B}`)
		.replace(/# BEGIN http-redirect[\s\S]*?# END http-redirect\n/, '')
		.replace(/^\s*listen 443 ssl.*;$/m, `\t\tlisten 127.0.0.1:${NGINX_PORT};`)
		.replace(/^\s*listen \[::\]:443 ssl.*;\n/m, '')
		.replace(/^\s*ssl_.*;\n/gm, '')
		.replace(/^\s*#.*\n/gm, '')
	for (const expected of [`127.0.0.1:${PORT_A}`, `127.0.0.1:${PORT_B}`, `listen 127.0.0.1:${NGINX_PORT};`, 'daemon off;']) {
		if (!conf.includes(expected)) throw new Error(`deploy/nginx.conf changed shape: the test could not set "${expected}"`)
	}
	if (/listen (80|443)|ssl_certificate/.test(conf)) throw new Error('deploy/nginx.conf changed shape: a listen 80/443 or certificate line is left')
	return conf
}
