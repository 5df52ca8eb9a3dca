import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '~/db/client.server'

/**
 * The real databases integration tests run against: always the embedded PGlite database, and
 * also a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it). Each call gets a fresh,
 * migrated database of its own.
 */
export type TestDatabaseKind = 'pglite' | 'postgres'

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export type TestDatabase = DatabaseHandle & { dispose(): Promise<void>; url?: string; dataDir?: string }

export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
	if (kind === 'pglite') {
		const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welsh-test-db-'))
		const handle = await openDatabase({ kind: 'pglite', dataDir })
		await handle.migrate()
		return {
			...handle,
			dataDir,
			async dispose() {
				await handle.close()
				fs.rmSync(dataDir, { recursive: true, force: true })
			},
		}
	}
	const adminUrl = process.env.TEST_DATABASE_URL
	if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
	const name = `welsh_test_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	await admin.query(`CREATE DATABASE ${name}`)
	await admin.end()
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 20 })
	await handle.migrate()
	return {
		...handle,
		url: url.toString(),
		async dispose() {
			await handle.close()
			const cleanup = new pg.Client({ connectionString: adminUrl })
			await cleanup.connect()
			await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
			await cleanup.end()
		},
	}
}
