import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freshEnquiry, sendEnquiry, startServer, stopServer, type StartedServer } from './ops-support'
import { waitForHealthy } from './support'

/* Issue 13's server findings that need a server started with their own settings (docs/security.md,
 * "Server hardening"); the ones the shared test server can show are in hardening.spec.ts. */

test.describe.configure({ mode: 'serial' })

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
