import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test'
import { base32Decode } from '../../app/features/accounts/base32'

/** Starts `node server.js` with the given environment and collects what it prints. */
export function runServer(env: Record<string, string>) {
	const child = spawn(process.execPath, ['server.js'], {
		env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
	})
	let stderr = ''
	child.stderr.on('data', (chunk) => (stderr += chunk))
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	return { child, exited, stderr: () => stderr }
}

export async function waitForHealthy(port: number) {
	for (let i = 0; i < 300; i++) {
		try {
			const res = await fetch(`http://localhost:${port}/healthz`)
			if (res.ok) return res
		} catch {
			// not up yet
		}
		await new Promise((r) => setTimeout(r, 200))
	}
	throw new Error(`server on ${port} never became healthy`)
}

let counter = 0
export function uniqueEmail(prefix = 'student') {
	counter++
	return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`
}

/**
 * A mobile number no other test uses: a lead from a mobile seen in the last 24 hours is folded under
 * the first lead as a repeat, so a test that looks its lead up by name needs its own number.
 */
export function uniqueMobile() {
	return `7${crypto.randomInt(100_000_000, 1_000_000_000)}`
}

export const TEST_PASSWORD = 'Amritsar-Lassi-77'

/** Signs up through the same endpoint the dialog uses; the page's browser context (or the request context) gets the cookie. */
export async function signUpViaApi(page: Pick<Page, 'request'>, { name = 'Simran Kaur', email = uniqueEmail(), password = TEST_PASSWORD } = {}) {
	const res = await page.request.post('/signup', { form: { mode: 'dialog', name, email, password } })
	if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`)
	return { name, email, password }
}

/**
 * Records every text the page shows in a status or alert region from now on. The account dialogs
 * show their success message for only 400–500 ms before closing, which a polling assertion can
 * miss on a busy machine; the record cannot, and on failure it shows what the visitor saw instead.
 */
export async function recordAnnouncements(page: Page) {
	await page.evaluate(() => {
		const seen: string[] = []
		Object.assign(window, { __announcements: seen })
		const collect = () => {
			for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
				const text = region.textContent?.trim()
				if (text && !seen.includes(text)) seen.push(text)
			}
		}
		new MutationObserver(collect).observe(document.body, { subtree: true, childList: true, characterData: true })
	})
	return () => page.evaluate(() => (window as unknown as { __announcements: string[] }).__announcements)
}

/**
 * The authenticator secret of the test server's staff, editor and admin accounts (playwright.config.ts
 * gives it them with `user-create --totp-secret`): staff accounts need a second factor (issue 16, item 4).
 */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** The code an authenticator app shows now for a base32 secret (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, at = Date.now()) {
	const counter = Buffer.alloc(8)
	counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
	const mac = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest()
	const offset = mac[mac.length - 1]! & 15
	return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/**
 * Authenticator secrets of accounts the tests set up through the site (the servers the operations
 * tests start make their admin from ADMIN_EMAIL, without a second factor), by server and email:
 * one address has a different secret on each server a test starts.
 */
const knownTotpSecrets = new Map<string, string>([])
const totpAccount = (who: { email: string; server?: string }) => `${who.server ?? ''} ${who.email}`
export function rememberTotpSecret(who: { email: string; server?: string }, secret: string) {
	knownTotpSecrets.set(totpAccount(who), secret)
}

/** The setup key the two-factor setup page shows (grouped in fours), as one string. */
export function setupKeyFrom(html: string) {
	const key = /aria-label="Setup key"[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1]
	if (!key) throw new Error('the page shows no setup key')
	return key.replace(/ /g, '')
}

/**
 * An authenticator code works once per account, and only for a later time step than the last one
 * taken (issue 16), while the browser tests sign the same accounts in many times from two worker
 * processes. So codes are handed out here in step order: a lock directory per account and server
 * serialises the workers from taking the step to the server having seen it, and when the window's
 * steps are used the wait is for the clock to reach the next one. `server` tells apart the servers
 * a test starts of its own ('' is the suite's server).
 */
export async function withNextTotpCode<T>(who: { email: string; server?: string; secret?: string }, use: (code: string) => Promise<T>): Promise<T> {
	const folder = path.resolve(`.tmp/e2e-totp-steps-${process.env.E2E_PORT ?? 4173}`)
	fs.mkdirSync(folder, { recursive: true })
	const key = crypto.createHash('sha256').update(totpAccount(who)).digest('hex').slice(0, 16)
	const lock = path.join(folder, `${key}.lock`)
	const stepFile = path.join(folder, `${key}.step`)
	for (;;) {
		try {
			fs.mkdirSync(lock)
			break
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
			// A worker that died holding it leaves it behind; nobody holds it longer than a step.
			if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 120_000) fs.rmSync(lock, { recursive: true, force: true })
			await new Promise((resolve) => setTimeout(resolve, 25))
		}
	}
	try {
		const last = Number(fs.existsSync(stepFile) ? fs.readFileSync(stepFile, 'utf8') : 0)
		const step = Math.max(last + 1, Math.floor(Date.now() / 30_000))
		// The server takes the code of one step ahead; a later one has to wait for the clock.
		const usableFrom = (step - 1) * 30_000
		if (Date.now() < usableFrom) await new Promise((resolve) => setTimeout(resolve, usableFrom - Date.now() + 100))
		fs.writeFileSync(stepFile, String(step))
		return await use(totpCode(who.secret ?? knownTotpSecrets.get(totpAccount(who)) ?? TEST_TOTP_SECRET, step * 30_000))
	} finally {
		fs.rmSync(lock, { recursive: true, force: true })
	}
}

/** Sessions this worker signed in, by server and email, reused while valid and recent (signInWithTwoFactor). */
const signedInSessions = new Map<string, { cookies: Awaited<ReturnType<BrowserContext['cookies']>>; at: number }>()
/** Well inside the 15 minutes after which the CSV export asks for the password again. */
const SESSION_REUSE_MS = 10 * 60_000

/**
 * Signs a staff, editor or admin account in as a person does: the password, then the code from the
 * app. An account without a second factor yet sets one up on the way, as at a first sign-in. The
 * request context (or the page's browser context) gets the session cookie. `origin` for a server
 * of the test's own. A page gets this worker's last session of the account when it is still
 * signed in and recent: each sign-in needs a code of a later time step, so signing in afresh for
 * every test would wait for the clock. A request context, or a `redirectTo`, always signs in.
 */
export async function signInWithTwoFactor(
	page: Pick<Page, 'request'> | Pick<Page, 'request' | 'context'> | { request: APIRequestContext },
	who: { email: string; password: string },
	{ origin = '', redirectTo }: { origin?: string; redirectTo?: string } = {},
): Promise<APIResponse> {
	const sessionKey = `${origin} ${who.email}`
	const reusable = signedInSessions.get(sessionKey)
	const context = 'context' in page ? page.context() : null
	if (context && reusable && !redirectTo && Date.now() - reusable.at < SESSION_REUSE_MS) {
		await context.addCookies(reusable.cookies)
		const check = await page.request.get(`${origin}/account/security`, { maxRedirects: 0 })
		if (check.status() === 200) return check
		await context.clearCookies()
	}
	const form: Record<string, string> = { email: who.email, password: who.password }
	if (redirectTo) form.redirectTo = redirectTo
	const password = await page.request.post(`${origin}/login`, { form, maxRedirects: 0 })
	if (password.status() !== 302) throw new Error(`sign-in failed: ${password.status()} ${await password.text()}`)
	const location = password.headers().location ?? ''
	const key = who.email
	let signedIn: APIResponse
	if (location.startsWith('/login/two-factor')) {
		signedIn = await withNextTotpCode({ email: key, server: origin }, (code) =>
			page.request.post(`${origin}${location}`, { form: { code, redirectTo: redirectTo ?? '/' }, maxRedirects: 0 }),
		)
		if (signedIn.status() !== 302) throw new Error(`the code was refused: ${signedIn.status()} ${await signedIn.text()}`)
	} else {
		// No second factor yet: set it up as the first sign-in asks.
		const setup = await page.request.get(`${origin}/account/two-factor`)
		const secret = setupKeyFrom(await setup.text())
		rememberTotpSecret({ email: key, server: origin }, secret)
		signedIn = await withNextTotpCode({ email: key, server: origin, secret }, (code) => page.request.post(`${origin}/account/two-factor`, { form: { code }, maxRedirects: 0 }))
		if (signedIn.status() !== 302) throw new Error(`two-factor setup failed: ${signedIn.status()} ${await signedIn.text()}`)
	}
	if (context) signedInSessions.set(sessionKey, { cookies: await context.cookies(), at: Date.now() })
	return signedIn
}
