import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock'

let dataDir: string
beforeEach(() => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welsh-lock-'))
})
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

test('a second holder is refused while a live process holds the lock', async () => {
	const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
	try {
		fs.writeFileSync(path.join(dataDir, 'server.lock'), `${other.pid}\n`)
		expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError)
		expect(() => acquireDataDirLock(dataDir)).toThrow(`Another server process (pid ${other.pid}) is using DATA_DIR ${dataDir}`)
	} finally {
		other.kill('SIGKILL')
	}
})

test('a lock left by a process that has died is taken over', async () => {
	const dead = spawn(process.execPath, ['-e', ''])
	await new Promise((resolve) => dead.on('exit', resolve))
	fs.writeFileSync(path.join(dataDir, 'server.lock'), `${dead.pid}\n`)
	const lock = acquireDataDirLock(dataDir)
	expect(fs.readFileSync(lock.path, 'utf8')).toBe(`${process.pid}\n`)
	lock.release()
	expect(fs.existsSync(lock.path)).toBe(false)
})

test('the lock is created in a data directory that does not exist yet, and released', () => {
	const nested = path.join(dataDir, 'fresh', 'data')
	const lock = acquireDataDirLock(nested)
	expect(fs.existsSync(path.join(nested, 'server.lock'))).toBe(true)
	lock.release()
	const again = acquireDataDirLock(nested)
	again.release()
})
