import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { restrictDataDir } from './data-dir-permissions'

let parent: string
beforeEach(() => {
	parent = fs.mkdtempSync(path.join(os.tmpdir(), 'welsh-perm-'))
})
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }))

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

test('a new DATA_DIR is created 0700', () => {
	const dataDir = path.join(parent, 'data', 'nested')
	expect(restrictDataDir(dataDir)).toBe(0)
	expect(modeOf(dataDir)).toBe(0o700)
})

test('an existing world-readable DATA_DIR loses group and other permissions on every file and folder', () => {
	const dataDir = path.join(parent, 'data')
	fs.mkdirSync(path.join(dataDir, 'pg_wal'), { recursive: true })
	fs.writeFileSync(path.join(dataDir, 'pg_wal', '000000010000000000000001'), 'wal')
	fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '17')
	fs.chmodSync(path.join(dataDir, 'pg_wal', '000000010000000000000001'), 0o666)
	fs.chmodSync(path.join(dataDir, 'PG_VERSION'), 0o640)
	fs.chmodSync(path.join(dataDir, 'pg_wal'), 0o777)
	fs.chmodSync(dataDir, 0o755)
	expect(restrictDataDir(dataDir)).toBe(4)
	expect(modeOf(dataDir)).toBe(0o700)
	expect(modeOf(path.join(dataDir, 'pg_wal'))).toBe(0o700)
	expect(modeOf(path.join(dataDir, 'pg_wal', '000000010000000000000001'))).toBe(0o600)
	expect(modeOf(path.join(dataDir, 'PG_VERSION'))).toBe(0o600)
	expect(restrictDataDir(dataDir)).toBe(0)
})
