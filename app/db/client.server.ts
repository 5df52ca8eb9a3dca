import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
	db: Database
	kind: 'pglite' | 'postgres'
	/** Runs the committed SQL migrations; safe to call from several processes at once. */
	migrate(): Promise<void>
	/** Answers whether the database takes a query right now (health check). */
	ping(): Promise<boolean>
	/**
	 * Calls `onNotify` for every NOTIFY on the channel, from any process on this database (PGlite:
	 * this process, the only one). Also called after a lost connection is back, since notifications
	 * sent meanwhile are lost. Returns the function that stops listening.
	 */
	listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
	close(): Promise<void>
}

export type DatabaseOptions =
	| { kind: 'pglite'; dataDir: string }
	| { kind: 'postgres'; url: string; maxConnections?: number }

// Any fixed number: PostgreSQL advisory lock that serialises migrations across processes.
const MIGRATION_LOCK_ID = 727_115_001

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
	const migrationsFolder = findMigrationsFolder()
	if (options.kind === 'pglite') {
		// btree_gist backs the bookings' no-overlap constraint; pg_trgm the inbox search's trigram indexes.
		const client = await PGlite.create(options.dataDir, { extensions: { btree_gist, pg_trgm } })
		const db = drizzlePglite({ client, schema }) as unknown as Database
		return {
			db,
			kind: 'pglite',
			migrate: () => migratePglite(db as never, { migrationsFolder }),
			ping: () => ping(db),
			listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
			close: () => client.close(),
		}
	}
	const pool = new pg.Pool({
		connectionString: options.url,
		max: options.maxConnections ?? 10,
		// Under a burst, requests queue for a connection rather than fail: a lead must not be dropped.
		connectionTimeoutMillis: 30_000,
	})
	// An idle client that loses its connection must not crash the process.
	pool.on('error', () => {})
	const db = drizzlePg({ client: pool, schema }) as unknown as Database
	return {
		db,
		kind: 'postgres',
		async migrate() {
			const client = await pool.connect()
			try {
				await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
				try {
					await migratePg(drizzlePg({ client, schema }), { migrationsFolder })
				} finally {
					await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
				}
			} finally {
				client.release()
			}
		},
		ping: () => ping(db),
		listen: (channel, onNotify) => listenOnPostgres(options.url, channel, onNotify),
		close: () => pool.end(),
	}
}

/** Reconnect delay after the listening connection drops. */
const LISTEN_RETRY_MS = 1_000

/**
 * LISTEN needs a connection of its own, held for the life of the process (a pooled one would be
 * handed to queries). A dropped connection is reopened, and `onNotify` runs once it is back.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void) {
	let client: pg.Client | undefined
	let stopped = false
	let retry: NodeJS.Timeout | undefined
	const connect = async (reconnected: boolean) => {
		const next = new pg.Client({ connectionString: url })
		client = next
		next.on('notification', (message) => {
			if (message.channel === channel) onNotify()
		})
		next.on('error', () => {
			if (stopped || client !== next) return
			next.end().catch(() => {})
			retry = setTimeout(() => void connect(true).catch(() => {}), LISTEN_RETRY_MS)
		})
		try {
			await next.connect()
			await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
			if (reconnected) onNotify()
		} catch (error) {
			next.end().catch(() => {})
			if (!reconnected) throw error
			if (!stopped) retry = setTimeout(() => void connect(true).catch(() => {}), LISTEN_RETRY_MS)
		}
	}
	await connect(false)
	return async () => {
		stopped = true
		clearTimeout(retry)
		await client?.end().catch(() => {})
	}
}

async function ping(db: Database) {
	try {
		await db.execute(sql`select 1`)
		return true
	} catch {
		return false
	}
}

/** drizzle/ sits at the package root, both for the source tree and for build/server. */
export function findMigrationsFolder(): string {
	let dir = path.dirname(fileURLToPath(import.meta.url))
	for (;;) {
		const candidate = path.join(dir, 'drizzle', 'meta', '_journal.json')
		if (fs.existsSync(candidate)) return path.join(dir, 'drizzle')
		const parent = path.dirname(dir)
		if (parent === dir) throw new Error('Cannot find the drizzle/ migrations folder')
		dir = parent
	}
}
