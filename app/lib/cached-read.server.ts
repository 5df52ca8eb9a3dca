/**
 * A read the site makes on almost every page but that changes rarely (the course catalogue, the
 * country guides), kept in this process's memory per database.
 *
 * Writes made through this process call `invalidate`, so they show at once. Another process's
 * writes (several servers on one PostgreSQL) show within `ttlMs`. Concurrent misses share one
 * database read, and a failed read is not kept.
 */
export function cachedRead<Db extends object, T>(load: (db: Db) => Promise<T>, { ttlMs }: { ttlMs: number }) {
	const entries = new WeakMap<Db, { value: Promise<T>; expiresAt: number }>()
	return {
		get(db: Db): Promise<T> {
			const hit = entries.get(db)
			if (hit && hit.expiresAt > Date.now()) return hit.value
			const entry = { value: load(db), expiresAt: Date.now() + ttlMs }
			entries.set(db, entry)
			entry.value.catch(() => {
				if (entries.get(db) === entry) entries.delete(db)
			})
			return entry.value
		},
		invalidate(db: Db) {
			entries.delete(db)
		},
	}
}

/** How long another process's edit to courses or country guides may take to show here. */
export const CONTENT_CACHE_TTL_MS = 60_000
