import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { runCheckLinks } from './check-links'

/** `npm run content:check-links` runs runCheckLinks in the built server; here it runs from source, on an empty DATA_DIR (migrating it takes a while on a busy machine). */
let dataDir: string
let stderr: string
beforeEach(() => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welsh-check-links-'))
	stderr = ''
	vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true))
})
afterEach(() => {
	vi.restoreAllMocks()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

test('a database without published guides is refused in one line, before any request', async () => {
	const written: string[] = []
	const code = await runCheckLinks([], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, (text) => written.push(text))
	expect(code).toBe(1)
	expect(stderr).toMatch(/^The database has no published guides: start the site once/)
	expect(written).toEqual([])
}, 120_000)

test('a DATA_DIR in use by a running server is refused, not opened', async () => {
	fs.writeFileSync(path.join(dataDir, 'server.lock'), `${process.ppid}\n`)
	expect(await runCheckLinks([], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, () => {})).toBe(1)
	expect(stderr).toMatch(/is in use by a running server/)
}, 120_000)
