import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { TEST_TOTP_SECRET } from './tests/e2e/support'

/** Browser tests drive Debian's Chromium (never a downloaded browser). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(chromiumPath)) {
	throw new Error(
		`No Chromium found at ${chromiumPath}. Install Debian's Chromium (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
	)
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
// Per port, so two runs on different ports never share (or delete) each other's data.
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`

export default defineConfig({
	testDir: './tests/e2e',
	fullyParallel: true,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	timeout: 45_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
	use: {
		baseURL: `http://localhost:${E2E_PORT}`,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: chromiumPath,
			// The machine has no network: keep Chromium from reaching out at start-up.
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
	webServer: {
		// A staff (leads) and an editor (content) account beside the admin, for the role tests; all three
		// with a known authenticator secret (staff accounts need a second factor; tests/e2e/support.ts).
		// The admin is made here too, so ADMIN_EMAIL at start-up finds it as it is.
		command: [
			`rm -rf ${E2E_DATA_DIR}`,
			`node scripts/user-create.js --email staff@welsh.test --password Leads-Desk-2026! --name "Sukhdeep Staff" --role staff --totp-secret ${TEST_TOTP_SECRET}`,
			`node scripts/user-create.js --email editor@welsh.test --password Content-Desk-2026! --name "Harleen Editor" --role editor --totp-secret ${TEST_TOTP_SECRET}`,
			`node scripts/user-create.js --email admin@welsh.test --password Counsel-Desk-2026! --name "Meera Admin" --role admin --totp-secret ${TEST_TOTP_SECRET}`,
			'node server.js',
		].join(' && '),
		url: `http://localhost:${E2E_PORT}/healthz`,
		reuseExistingServer: false,
		timeout: 180_000,
		env: {
			PORT: String(E2E_PORT),
			DATA_DIR: E2E_DATA_DIR,
			LOG_LEVEL: 'warn',
			// The 15 s login prompt would cover other tests' pages; its own test starts a server with it on.
			LOGIN_PROMPT_DELAY_MS: '0',
			// Every browser test signs up from 127.0.0.1; the limits themselves are integration-tested.
			RATE_LIMIT_SIGNUPS_PER_HOUR: '10000',
			RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '10000',
			RATE_LIMIT_LOGIN_FAILURES_PER_15_MINUTES: '10000',
			RATE_LIMIT_PROFILE_CHANGES_PER_HOUR: '10000',
			NODE_ENV: 'production',
			// The staff inbox's browser tests log in as this admin (created at start-up).
			ADMIN_EMAIL: 'admin@welsh.test',
			ADMIN_PASSWORD: 'Counsel-Desk-2026!',
			ADMIN_NAME: 'Meera Admin',
		},
	},
})
