// Shared by the benchmarks: start the production server on its own port and data, and stop it.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'

/** @param {{ port: number, dataDir: string, env?: Record<string, string> }} options */
export async function startBenchServer({ port, dataDir, env = {} }) {
	fs.rmSync(dataDir, { recursive: true, force: true })
	// BENCH_SERVER_NODE_ARGS: Node's own options for the server, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`
	// to profile it under load (NODE_OPTIONS refuses --cpu-prof).
	const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), 'server.js'], {
		env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
		stdio: ['ignore', 'inherit', 'inherit'],
	})
	const origin = `http://localhost:${port}`
	for (let i = 0; i < 600; i++) {
		if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
		try {
			if ((await fetch(`${origin}/healthz`)).ok) break
		} catch {
			// not listening yet (the first start may build the site)
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	return {
		origin,
		pid: /** @type {number} */ (child.pid),
		/** The server process's CPU time so far (user + system, ms; Linux): the same on a busy machine as on a quiet one. */
		cpuMs() {
			const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
			// utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
			return (Number(fields[11]) + Number(fields[12])) * 10
		},
		async stop() {
			child.kill('SIGTERM')
			await new Promise((resolve) => child.once('exit', resolve))
		},
	}
}

/** The first course page in the sitemap: benchmarks use a real one, whatever the seed holds. */
/** @param {string} origin */
export async function firstCoursePath(origin) {
	const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
	const match = /<loc>[^<]*(\/course\/[^<]+)<\/loc>/.exec(sitemap)
	if (!match) throw new Error('no course page in the sitemap')
	return match[1]
}

/** @param {number[]} values */
export function median(values) {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? Number(sorted[middle]) : (Number(sorted[middle - 1]) + Number(sorted[middle])) / 2
}

/** @param {string} name @param {unknown} result */
export function saveResult(name, result) {
	fs.mkdirSync('bench-results', { recursive: true })
	const file = `bench-results/${name}-${new Date().toISOString().slice(0, 10)}.json`
	fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
	return file
}

/** The code an authenticator app shows now for a base32 secret (RFC 6238: SHA-1, 6 digits, 30 s). @param {string} secret */
function totpCode(secret) {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
	let bits = ''
	for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
	const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)))
	const counter = Buffer.alloc(8)
	counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)))
	const mac = crypto.createHmac('sha1', key).update(counter).digest()
	const offset = /** @type {number} */ (mac[mac.length - 1]) & 15
	return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/** @param {Response} res @param {string} cookie the cookies so far */
function withCookies(res, cookie) {
	const jar = new Map(cookie ? cookie.split('; ').map((c) => /** @type {[string, string]} */ (c.split(/=(.*)/s).slice(0, 2))) : [])
	for (const set of res.headers.getSetCookie()) {
		const [name = '', value = ''] = (set.split(';')[0] ?? '').split(/=(.*)/s)
		jar.set(name, value)
	}
	return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/**
 * Signs a staff account in as a person does at their first sign-in: the password, then setting up
 * an authenticator (staff pages need a second factor, issue 16). Returns the session's cookies.
 * @param {string} origin @param {{ email: string, password: string }} who
 */
export async function signInAsStaff(origin, who) {
	const form = (/** @type {Record<string, string>} */ fields) => ({
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
		body: new URLSearchParams(fields),
		redirect: /** @type {const} */ ('manual'),
	})
	const login = await fetch(`${origin}/login`, form({ email: who.email, password: who.password }))
	let cookie = withCookies(login, '')
	if (login.status !== 302 || !cookie) throw new Error(`sign-in failed: ${login.status}`)
	const setup = await fetch(`${origin}/account/two-factor`, { headers: { cookie } })
	const key = /aria-label="Setup key"[^>]*>([A-Z2-7 ]+)</.exec(await setup.text())?.[1]?.replace(/ /g, '')
	if (!key) throw new Error('the two-factor set-up page shows no setup key')
	const confirm = await fetch(`${origin}/account/two-factor`, { ...form({ code: totpCode(key) }), headers: { ...form({}).headers, cookie } })
	if (confirm.status !== 302) throw new Error(`two-factor set-up failed: ${confirm.status}`)
	cookie = withCookies(confirm, cookie)
	return cookie
}
