import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
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
 * tests start make their admin from ADMIN_EMAIL, without a second factor), by email.
 */
export const knownTotpSecrets = new Map<string, string>([])

/** The setup key the two-factor setup page shows (grouped in fours), as one string. */
export function setupKeyFrom(html: string) {
	const key = /aria-label="Setup key"[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1]
	if (!key) throw new Error('the page shows no setup key')
	return key.replace(/ /g, '')
}

/**
 * Signs a staff, editor or admin account in as a person does: the password, then the code from the
 * app. An account without a second factor yet sets one up on the way, as at a first sign-in. The
 * request context (or the page's browser context) gets the session cookie. `origin` for a server
 * of the test's own.
 */
export async function signInWithTwoFactor(
	page: Pick<Page, 'request'> | { request: APIRequestContext },
	who: { email: string; password: string },
	{ origin = '', redirectTo }: { origin?: string; redirectTo?: string } = {},
) {
	const form: Record<string, string> = { email: who.email, password: who.password }
	if (redirectTo) form.redirectTo = redirectTo
	const password = await page.request.post(`${origin}/login`, { form, maxRedirects: 0 })
	if (password.status() !== 302) throw new Error(`sign-in failed: ${password.status()} ${await password.text()}`)
	const location = password.headers().location ?? ''
	const key = who.email
	if (location.startsWith('/login/two-factor')) {
		const secret = knownTotpSecrets.get(key) ?? TEST_TOTP_SECRET
		const code = await page.request.post(`${origin}${location}`, { form: { code: totpCode(secret), redirectTo: redirectTo ?? '/' }, maxRedirects: 0 })
		if (code.status() !== 302) throw new Error(`the code was refused: ${code.status()} ${await code.text()}`)
		return code
	}
	// No second factor yet: set it up as the first sign-in asks.
	const setup = await page.request.get(`${origin}/account/two-factor`)
	const secret = setupKeyFrom(await setup.text())
	const confirm = await page.request.post(`${origin}/account/two-factor`, { form: { code: totpCode(secret) }, maxRedirects: 0 })
	if (confirm.status() !== 302) throw new Error(`two-factor setup failed: ${confirm.status()} ${await confirm.text()}`)
	knownTotpSecrets.set(key, secret)
	return confirm
}
