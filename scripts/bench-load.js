// npm run bench:load — autocannon against the production build (embedded database), 50 connections,
// `Accept-Encoding: br, gzip` as a browser sends.
//
// Cached public pages are measured pair by pair against a yardstick of what the machine can do:
// nginx (started here on a free port with a config of its own, one worker as the app is one
// process) serving the very bytes the app sent for that page, brotli and gzip precompressed.
// Debian's nginx-light has no brotli module: its gzip_static is not used either, the config picks
// the .br or .gz copy by Accept-Encoding itself, as a precompressed static site would.
// Then the signed-in pages of a student (the course list, My Courses, the account pages) and the
// enquiry POST. Prints requests/s, p50 and p99 latency, errors and the load average for each, each
// page's throughput as a share of nginx's, and whether it meets its target; saves them in
// bench-results/.
// LOAD_ONLY=signed-in measures only the signed-in pages (no nginx, no public pages, no enquiry).
// Each app target is first run unmeasured for LOAD_WARMUP_S (3) seconds; the app CPU per request
// counts the requests sent and the CPU until the app is idle again.
// Targets (issue 21, docs/performance.md): cached public pages >= 0.5x nginx with p99 < 50 ms;
// signed-in pages p99 < 500 ms; no errors anywhere.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error -- autocannon ships no type declarations
import autocannon from 'autocannon'
import { firstCoursePath, saveResult, startBenchServer } from './bench-support.js'

const DURATION = Number(process.env.LOAD_DURATION_S ?? 10)
const WARMUP = Number(process.env.LOAD_WARMUP_S ?? 3)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
const PUBLIC_P99_MS = 50
const PUBLIC_RATIO = 0.5
const SIGNED_IN_P99_MS = 500
const ONLY_SIGNED_IN = process.env.LOAD_ONLY === 'signed-in'

const server = await startBenchServer({
	port: Number(process.env.BENCH_PORT ?? 4401),
	dataDir: '.tmp/bench-load',
	// The benchmark is one client: the per-IP limits on forms and sign-ups would answer 429.
	env: { RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '100000000', RATE_LIMIT_SIGNUPS_PER_HOUR: '1000' },
})
const { origin } = server
const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' }

/** A signed-in student (a session cookie), as /courses requires. @param {string} name */
async function signUp(name) {
	const signup = await fetch(`${origin}/signup`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
		body: new URLSearchParams({ mode: 'dialog', name, email: `load-${process.pid}-${Date.now()}@example.com`, password: 'Amritsar-Lassi-77' }),
		redirect: 'manual',
	})
	const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
	if (!cookie) throw new Error(`sign-up failed: ${signup.status}`)
	return cookie
}

/**
 * The page's bytes as the app sends them in one encoding (not decoded, unlike fetch).
 * @param {string} pagePath @param {string} encoding @returns {Promise<Buffer>}
 */
function rawPage(pagePath, encoding) {
	return new Promise((resolve, reject) => {
		http
			.get(`${origin}${pagePath}`, { headers: { ...browserHeaders, 'accept-encoding': encoding } }, (res) => {
				const chunks = /** @type {Buffer[]} */ ([])
				res.on('data', (chunk) => chunks.push(chunk))
				res.on('end', () => {
					if (res.statusCode !== 200 || res.headers['content-encoding'] !== encoding) reject(new Error(`${pagePath}: ${res.statusCode} ${res.headers['content-encoding']}`))
					else resolve(Buffer.concat(chunks))
				})
			})
			.on('error', reject)
	})
}

/** @returns {Promise<number>} */
function freePort() {
	return new Promise((resolve, reject) => {
		const probe = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = /** @type {net.AddressInfo} */ (probe.address())
			probe.close(() => resolve(port))
		})
		probe.on('error', reject)
	})
}

/** nginx serving the files of `root` (`/<name>` is `<name>.br` or `<name>.gz`) on a free port. @param {string} root */
async function startNginx(root) {
	const port = await freePort()
	const config = path.join(root, 'nginx.conf')
	const temp = (/** @type {string} */ name) => `${name} ${path.join(root, name)};`
	fs.writeFileSync(
		config,
		`worker_processes 1;
pid ${path.join(root, 'nginx.pid')};
error_log ${path.join(root, 'error.log')} warn;
events { worker_connections 1024; }
http {
	access_log off;
	${['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(temp).join('\n\t')}
	types {}
	default_type "text/html; charset=utf-8";
	map $http_accept_encoding $page_suffix { ~*\\bbr\\b .br; ~*\\bgzip\\b .gz; default ""; }
	map $http_accept_encoding $page_encoding { ~*\\bbr\\b br; ~*\\bgzip\\b gzip; default ""; }
	server {
		listen 127.0.0.1:${port};
		root ${root};
		location / {
			add_header Vary Accept-Encoding;
			add_header Cache-Control "public, no-cache";
			add_header Content-Encoding $page_encoding;
			try_files $uri$page_suffix =404;
		}
	}
}
`,
	)
	const child = spawn(NGINX, ['-p', root, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
	const nginxOrigin = `http://127.0.0.1:${port}`
	for (let i = 0; ; i++) {
		if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} (${NGINX}; see ${path.join(root, 'error.log')})`)
		try {
			await fetch(`${nginxOrigin}/`)
			break
		} catch {
			if (i > 100) throw new Error('nginx did not start')
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
	}
	return {
		origin: nginxOrigin,
		async stop() {
			child.kill('SIGTERM')
			await new Promise((resolve) => child.once('exit', resolve))
		},
	}
}

/**
 * @param {string} title
 * @param {Record<string, unknown>} options
 * @returns {Promise<Record<string, any>>}
 */
async function run(title, options) {
	// Unmeasured first: the first requests of a page compile its code and plan its queries, which
	// a 10 s run of a slow page (5 requests/s on a busy machine) would otherwise count as its cost.
	if (WARMUP > 0 && !options.url) await autocannon({ url: origin, connections: CONNECTIONS, duration: WARMUP, ...options })
	await idleCpuMs()
	return new Promise((resolve, reject) => {
		const cpuBefore = server.cpuMs()
		autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION, ...options }, async (/** @type {Error | null} */ error, /** @type {any} */ result) => {
			if (error) return reject(error)
			const errors = result.errors + result.timeouts + result.non2xx
			const load = os.loadavg()[0] ?? 0
			// The app's CPU per request says what a request costs whatever else the machine runs (nginx's rows: not the app's).
			// Requests still in flight when the run ends have cost CPU too: the app's CPU is read once it
			// is idle again and divided by the requests sent. Dividing by the requests answered in the
			// run made a starved server look twice as costly (docs/performance.md, "Load", 2026-11-25).
			const cpuMsPerRequest = options.url ? undefined : (await idleCpuMs()) - cpuBefore
			const row = {
				title,
				requestsPerSecond: result.requests.average,
				p50Ms: result.latency.p50,
				p99Ms: result.latency.p99,
				errors,
				requests: result.requests.total,
				sent: result.requests.sent,
				loadAverage: load,
				cpuMsPerRequest: cpuMsPerRequest === undefined ? undefined : cpuMsPerRequest / Math.max(1, result.requests.sent),
			}
			console.log(
				`${title.padEnd(44)} ${String(Math.round(row.requestsPerSecond)).padStart(6)} req/s  p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(4)} ms  errors ${errors}  load ${load.toFixed(1)}${row.cpuMsPerRequest === undefined ? '' : `  app CPU ${row.cpuMsPerRequest.toFixed(2)} ms/request`}`,
			)
			resolve(row)
		})
	})
}

/** The app's CPU time once it has finished what it was doing (no more than 10 ms of CPU in 300 ms). */
async function idleCpuMs() {
	let last = server.cpuMs()
	for (let i = 0; i < 100; i++) {
		await new Promise((resolve) => setTimeout(resolve, 300))
		const now = server.cpuMs()
		if (now - last <= 10) return now
		last = now
	}
	return last
}

const verdict = (/** @type {boolean} */ met) => (met ? 'meets the target' : 'MISSES the target')

const rows = []
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
// nginx's workers drop root for an unprivileged user, who must be able to read the pages.
fs.chmodSync(siteDir, 0o755)
let nginx
try {
	const publicPages = ONLY_SIGNED_IN ? [] : [
		{ name: 'home', path: '/' },
		{ name: 'about', path: '/about' },
		{ name: 'contact', path: '/contact' },
		{ name: 'country', path: '/country/united-kingdom' },
		{ name: 'course', path: String(await firstCoursePath(origin)) },
		{ name: 'journal', path: '/journal' },
	]
	for (const page of publicPages) {
		nginx ??= await startNginx(siteDir)
		// The first request renders and stores the page; the bytes sent after it are the stored ones.
		await fetch(`${origin}${page.path}`, { headers: browserHeaders })
		const bytes = { br: await rawPage(page.path, 'br'), gzip: await rawPage(page.path, 'gzip') }
		fs.writeFileSync(path.join(siteDir, `${page.name}.br`), bytes.br)
		fs.writeFileSync(path.join(siteDir, `${page.name}.gz`), bytes.gzip)
		const measured = await run(`${page.path} (cached, br ${bytes.br.length} bytes)`, { requests: [{ method: 'GET', path: page.path, headers: browserHeaders }] })
		const baseline = await run(`  nginx, the same bytes precompressed`, { url: nginx.origin, requests: [{ method: 'GET', path: `/${page.name}`, headers: browserHeaders }] })
		const ratio = measured.requestsPerSecond / baseline.requestsPerSecond
		const met = ratio >= PUBLIC_RATIO && measured.p99Ms < PUBLIC_P99_MS && measured.errors === 0
		console.log(`${''.padEnd(44)} ${ratio.toFixed(2)}x nginx's throughput: ${verdict(met)} (>= ${PUBLIC_RATIO}x, p99 < ${PUBLIC_P99_MS} ms, no errors)`)
		rows.push({ ...measured, kind: 'cached public page', path: page.path, brotliBytes: bytes.br.length, gzipBytes: bytes.gzip.length, nginx: baseline, ratio, met })
	}

	const cookie = await signUp('Load Test')
	for (const pagePath of ['/courses', '/my-courses', '/account/security']) {
		const measured = await run(`${pagePath} (signed in)`, { requests: [{ method: 'GET', path: pagePath, headers: { ...browserHeaders, cookie } }] })
		const met = measured.p99Ms < SIGNED_IN_P99_MS && measured.errors === 0
		console.log(`${''.padEnd(44)} ${verdict(met)} (p99 < ${SIGNED_IN_P99_MS} ms, no errors)`)
		rows.push({ ...measured, kind: 'signed-in page', path: pagePath, met })
	}

	let counter = 0
	const enquiry = ONLY_SIGNED_IN ? undefined : await run('enquiry POST /api/enquiries', {
		requests: [
			{
				method: 'POST',
				path: '/api/enquiries',
				headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'accept-encoding': 'br, gzip' },
				setupRequest(/** @type {{ body?: string }} */ request) {
					counter++
					// Every enquiry is a new lead (distinct email and mobile), as in real traffic.
					request.body = new URLSearchParams({
						name: `Load Test ${counter}`,
						course: 'university-undergraduate',
						email: `load-${process.pid}-${counter}@example.com`,
						mobile: `9${String(counter).padStart(9, '0')}`,
						tellus: 'Benchmark enquiry',
					}).toString()
					return request
				},
			},
		],
	})
	if (enquiry) rows.push({ ...enquiry, kind: 'form post' })
} finally {
	await nginx?.stop()
	fs.rmSync(siteDir, { recursive: true, force: true })
	await server.stop()
}
const file = saveResult('load', { date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, cpus: os.cpus().length, rows })
console.log(`saved ${file}`)
