import { ConfigError, parseServerConfig, type ServerConfig } from '../app/config/env.server'
import { type Database, openDatabase } from '../app/db/client.server'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock'

export type CommandDatabaseOutcome<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * For the npm commands that work on the site's data (user:create, content:check-links): the same
 * database as the server (DATABASE_URL, or the embedded one in DATA_DIR, which must not be in use
 * by a running server), migrated, open only while `use` runs. A bad configuration or a DATA_DIR in
 * use is a one-line refusal, not an exception.
 */
export async function withServerDatabase<T>(env: NodeJS.ProcessEnv, use: (db: Database, config: ServerConfig) => Promise<T>): Promise<CommandDatabaseOutcome<T>> {
	let config
	try {
		config = parseServerConfig(env)
	} catch (error) {
		if (error instanceof ConfigError) return { ok: false, message: error.message }
		throw error
	}
	let lock
	try {
		if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir)
	} catch (error) {
		if (error instanceof DataDirLockedError)
			return { ok: false, message: `DATA_DIR ${error.dataDir} is in use by a running server (pid ${error.pid}): stop it first, or use DATABASE_URL to reach a shared PostgreSQL.` }
		throw error
	}
	const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir })
	try {
		await database.migrate()
		return { ok: true, value: await use(database.db, config) }
	} finally {
		await database.close()
		lock?.release()
	}
}
