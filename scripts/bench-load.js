// npm run bench:load — autocannon against the production build (embedded database): home, a
// country guide, the course list (signed in, as it requires) and the enquiry POST, 50 connections
// for 20 s each. As a yardstick, the same server serves a static copy of each page (same bytes,
// same compression) under the same load. Prints requests/s, p50 and p99 latency and errors for
// each, and each page's throughput as a share of its yardstick's; saves them in bench-results/.
// Targets (docs/performance.md): no errors, p99 < 100 ms for cached public pages, pages >= 0.5x.
import fs from 'node:fs'
import path from 'node:path'
// @ts-expect-error -- autocannon ships no type declarations
import autocannon from 'autocannon'
import { saveResult, startBenchServer } from './bench-support.js'

const DURATION = Number(process.env.LOAD_DURATION_S ?? 20)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)
const server = await startBenchServer({
	port: 4401,
	dataDir: '.tmp/bench-load',
	// The benchmark is one client: the per-IP limits on forms and sign-ups would answer 429.
	env: { RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '100000000', RATE_LIMIT_SIGNUPS_PER_HOUR: '1000' },
})
const { origin } = server
const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' }

// A signed-in student for /courses.
const signup = await fetch(`${origin}/signup`, {
	method: 'POST',
	headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
	body: new URLSearchParams({ mode: 'dialog', name: 'Load Test', email: `load-${Date.now()}@example.com`, password: 'Amritsar-Lassi-77' }),
	redirect: 'manual',
})
const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
if (!cookie) throw new Error(`sign-up failed: ${signup.status}`)

const clientDir = path.resolve('build/client')
/** @type {string[]} */
const yardsticks = []
/** @param {string} name @param {string} pagePath @param {Record<string, string>} headers */
async function yardstickFor(name, pagePath, headers = {}) {
	const html = await (await fetch(`${origin}${pagePath}`, { headers })).text()
	const file = `bench-yardstick-${name}.html`
	fs.writeFileSync(path.join(clientDir, file), html)
	yardsticks.push(file)
	return { path: `/${file}`, bytes: Buffer.byteLength(html) }
}

/**
 * @param {string} title
 * @param {Record<string, unknown>} options
 * @returns {Promise<Record<string, any>>}
 */
function run(title, options) {
	return new Promise((resolve, reject) => {
		autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION, ...options }, (/** @type {Error | null} */ error, /** @type {any} */ result) => {
			if (error) return reject(error)
			const errors = result.errors + result.timeouts + result.non2xx
			const row = { title, requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors, requests: result.requests.total }
			console.log(`${title.padEnd(40)} ${String(Math.round(row.requestsPerSecond)).padStart(6)} req/s  p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(4)} ms  errors ${errors}`)
			resolve(row)
		})
	})
}

const rows = []
try {
	const pages = [
		{ name: 'home', title: 'home /', path: '/', headers: browserHeaders },
		{ name: 'country', title: 'country guide /country/united-kingdom', path: '/country/united-kingdom', headers: browserHeaders },
		{ name: 'courses', title: 'course list /courses (signed in)', path: '/courses', headers: { ...browserHeaders, cookie } },
	]
	for (const page of pages) {
		const yardstick = await yardstickFor(page.name, page.path, page.headers)
		const measured = await run(page.title, { requests: [{ method: 'GET', path: page.path, headers: page.headers }] })
		const baseline = await run(`  yardstick: static ${yardstick.bytes} bytes`, { requests: [{ method: 'GET', path: yardstick.path, headers: browserHeaders }] })
		const ratio = measured.requestsPerSecond / baseline.requestsPerSecond
		console.log(`${''.padEnd(40)} ${ratio.toFixed(2)}x the yardstick's throughput`)
		rows.push({ ...measured, bytes: yardstick.bytes, yardstick: baseline, ratio })
	}
	let counter = 0
	const enquiry = await run('enquiry POST /api/enquiries', {
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
	rows.push(enquiry)
} finally {
	for (const file of yardsticks) fs.rmSync(path.join(clientDir, file), { force: true })
	await server.stop()
}
const file = saveResult('load', { date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, cpus: (await import('node:os')).cpus().length, rows })
console.log(`saved ${file}`)
