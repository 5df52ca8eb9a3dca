import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { verifyPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { openDatabase } from '../app/db/client.server'
import { accounts, profiles, sessions, users } from '../app/db/schema'
import { runUserCreate } from './user-create'

/** `npm run user:create -- ...` runs runUserCreate in the built server; here it runs from source. */
let dataDir: string
let stderr: string
let stdout: string
beforeEach(() => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welsh-user-create-'))
	stderr = ''
	stdout = ''
	vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true))
	vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true))
})
afterEach(() => {
	vi.restoreAllMocks()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
const run = (...argv: string[]) => runUserCreate(argv, env())
const good = ['--password', 'Counsel-Desk-2026', '--name', 'Meera Admin']

/** What the command wrote on stderr: exactly one line. */
function oneLine(text: string) {
	expect(text.endsWith('\n')).toBe(true)
	const lines = text.trimEnd().split('\n')
	expect(lines).toHaveLength(1)
	return lines[0]!
}

async function readAccount(email: string) {
	const database = await openDatabase({ kind: 'pglite', dataDir })
	try {
		const [row] = await database.db
			.select({ id: users.id, role: profiles.role, name: profiles.name, hash: accounts.password })
			.from(users)
			.innerJoin(profiles, eq(profiles.userId, users.id))
			.innerJoin(accounts, eq(accounts.userId, users.id))
			.where(eq(users.email, email))
		const open = row ? await database.db.select().from(sessions).where(eq(sessions.userId, row.id)) : []
		return row ? { ...row, hash: row.hash ?? '', sessions: open.length } : undefined
	} finally {
		await database.close()
	}
}

describe('argument errors: a non-zero exit and one clear line, nothing written', () => {
	test.each([
		['a missing email', [...good, '--role', 'admin'], /--email is required/],
		['an email that is not one', ['--email', 'meera', ...good], /--email must be an email address/],
		['a bad role', ['--email', 'meera@example.com', ...good, '--role', 'boss'], /--role must be one of student, staff, editor, admin/],
		['a missing password', ['--email', 'meera@example.com', '--name', 'Meera'], /--password is required/],
		['a common password', ['--email', 'meera@example.com', '--password', 'password123', '--name', 'Meera'], /--password is one of the most common passwords/],
		['an unknown option', ['--email', 'meera@example.com', ...good, '--rol', 'admin'], /--rol/],
	])('%s', async (_what, argv, message) => {
		expect(await run(...argv)).not.toBe(0)
		const line = oneLine(stderr)
		expect(line).toMatch(message)
		expect(line).toMatch(/Usage: npm run user:create -- --email E --password P --name N --role admin\|editor\|staff\|student \[--promote-existing\]/)
		expect(stdout).toBe('')
		expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
	})
})

// The embedded database takes seconds to open on a busy machine; these tests open it a few times.
describe('with a temporary DATA_DIR', { timeout: 180_000 }, () => {
	test('creates an admin; an existing account is refused without --promote-existing and taken over with it', async () => {
		expect(await run('--email', 'Meera@Example.com', ...good, '--role', 'admin')).toBe(0)
		expect(stderr).toBe('')
		expect(stdout).toBe('Created admin account meera@example.com\n')
		// The lock is released when the command ends, so the next run (or the server) can start.
		expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false)

		// Issue 13, item 1: the address may have been registered by someone else; no silent role.
		stdout = ''
		expect(await run('--email', 'meera@example.com', '--password', 'Another-Pass-99', '--name', 'Someone Else', '--role', 'staff')).toBe(1)
		expect(oneLine(stderr)).toMatch(/^Refused: an account for meera@example.com already exists \(role admin\).*--promote-existing/)
		expect(stdout).toBe('')
		let account = await readAccount('meera@example.com')
		expect(account).toMatchObject({ role: 'admin', name: 'Meera Admin' })
		expect(await verifyPassword({ hash: account!.hash, password: 'Counsel-Desk-2026' })).toBe(true)

		stderr = ''
		expect(await run('--email', 'meera@example.com', '--password', 'Another-Pass-99', '--name', 'Someone Else', '--role', 'staff', '--promote-existing')).toBe(0)
		expect(stderr).toBe('')
		expect(stdout).toBe('Account meera@example.com already existed: its role is now staff, its password is the one given, and all its sessions are ended\n')
		account = await readAccount('meera@example.com')
		expect(account).toMatchObject({ role: 'staff', name: 'Meera Admin', sessions: 0 })
		expect(await verifyPassword({ hash: account!.hash, password: 'Another-Pass-99' })).toBe(true)
		expect(await verifyPassword({ hash: account!.hash, password: 'Counsel-Desk-2026' })).toBe(false)
	})

	test('refuses, in one line, while a running server holds the data directory', async () => {
		const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
		try {
			fs.writeFileSync(path.join(dataDir, 'server.lock'), `${server.pid}\n`)
			expect(await run('--email', 'meera@example.com', ...good, '--role', 'admin')).toBe(1)
			const line = oneLine(stderr)
			expect(line).toContain(`DATA_DIR ${dataDir} is in use by a running server (pid ${server.pid})`)
			expect(line).toMatch(/stop it first, or use DATABASE_URL/)
			expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(`${server.pid}\n`)
			expect(stdout).toBe('')
		} finally {
			server.kill('SIGKILL')
		}
	})

	test('a bad setting in the environment is one line too', async () => {
		expect(await runUserCreate(['--email', 'meera@example.com', ...good], { DATA_DIR: dataDir, PORT: 'eighty' })).toBe(1)
		expect(oneLine(stderr)).toMatch(/^Invalid configuration: PORT/)
	})
})
