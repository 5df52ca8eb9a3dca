import crypto from 'node:crypto'

/** The NOTIFY a trigger sends on any change to sessions, users or profiles (drizzle/0026_session_changed_notify.sql). */
export const SESSION_CHANNEL = 'session_changed'

/**
 * How long this process may answer a page from a student's kept session. The NOTIFY drops it at
 * once; this bounds only a notification lost while the listening connection is down.
 */
export const SESSION_CACHE_TTL_MS = 10_000

/**
 * Sessions read recently, by a hash of the request's Cookie header (never the cookie itself), each
 * until the cache's lifetime or the session's own expiry, whichever comes first. `clear()` drops
 * them all and starts a new generation: a read that began before it is not kept when it ends, so a
 * session revoked while it was being read is not kept as valid.
 */
export class SessionCache<T> {
	private readonly entries = new Map<string, { value: T; expiresAt: number }>()
	private readonly readsInFlight = new Map<string, Promise<T | null>>()
	private generation = 0

	constructor(private readonly options: { maxEntries: number; ttlMs: number }) {}

	private get(key: string): T | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		if (entry.expiresAt > Date.now()) return entry.value
		this.entries.delete(key)
		return undefined
	}

	/** Keeps a session read that began at `generation`, unless the cache was cleared since. */
	private set(key: string, value: T, sessionExpiresAt: number, generation: number) {
		if (generation !== this.generation) return
		this.entries.delete(key)
		// Maps keep insertion order: the first key is the oldest entry.
		while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
		this.entries.set(key, { value, expiresAt: Math.min(Date.now() + this.options.ttlMs, sessionExpiresAt) })
	}

	/**
	 * The kept value for this cookie, or `read`'s result, kept when `keep` says so. Requests that miss
	 * at once (a busy student's kept session just expired) share one read; a read that began before
	 * `clear()` is neither kept nor joined after it.
	 */
	getOrRead(cookie: string, read: () => Promise<T | null>, keep: (value: T) => number | undefined): Promise<T | null> {
		const key = cookieKey(cookie)
		const kept = this.get(key)
		if (kept !== undefined) return Promise.resolve(kept)
		const inFlight = this.readsInFlight.get(key)
		if (inFlight) return inFlight
		const generation = this.generation
		const pending = read().then((value) => {
			const expiresAt = value === null ? undefined : keep(value)
			if (value !== null && expiresAt !== undefined) this.set(key, value, expiresAt, generation)
			return value
		})
		const settled = () => {
			if (this.readsInFlight.get(key) === pending) this.readsInFlight.delete(key)
		}
		pending.then(settled, settled)
		this.readsInFlight.set(key, pending)
		return pending
	}

	/** Whether a session is kept for this cookie now (read no database). */
	holds(cookie: string): boolean {
		return this.get(cookieKey(cookie)) !== undefined
	}

	clear() {
		this.generation++
		this.entries.clear()
		this.readsInFlight.clear()
	}
}

function cookieKey(cookie: string) {
	return crypto.createHash('sha256').update(cookie).digest('base64url')
}
