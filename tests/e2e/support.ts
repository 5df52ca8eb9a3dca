import { spawn } from 'node:child_process'
import type { Page } from '@playwright/test'

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
