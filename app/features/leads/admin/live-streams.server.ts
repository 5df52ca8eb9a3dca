import { gt, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leads } from '~/db/schema'
import { UPDATES_OVERLAP_MS } from './inbox.server'

/** Live-update streams one staff member may hold open at once (a few tabs); more get 429. */
export const MAX_STREAMS_PER_USER = 5
/** Live-update streams one process serves at once; more get 429 (the inbox falls back to long-polling). */
export const MAX_STREAMS_PER_PROCESS = 200

/**
 * The open live-update streams of this process, counted per user and in all. A stream that cannot
 * be admitted is refused rather than queued: the attacker's thousand streams then cost nothing.
 */
export class StreamRegistry {
	private readonly perUser = new Map<string, number>()
	private total = 0

	constructor(private readonly limits = { perUser: MAX_STREAMS_PER_USER, perProcess: MAX_STREAMS_PER_PROCESS }) {}

	/** A release function when admitted (call it once, when the stream ends); null when over a limit. */
	admit(userId: string): (() => void) | null {
		const mine = this.perUser.get(userId) ?? 0
		if (mine >= this.limits.perUser || this.total >= this.limits.perProcess) return null
		this.perUser.set(userId, mine + 1)
		this.total++
		let released = false
		return () => {
			if (released) return
			released = true
			this.total--
			const left = (this.perUser.get(userId) ?? 1) - 1
			if (left > 0) this.perUser.set(userId, left)
			else this.perUser.delete(userId)
		}
	}
}

/**
 * One poller per process and database for all live-update streams: it reads the ids of the leads of
 * the last overlap window (an indexed query) every `intervalMs` while any stream waits, and wakes
 * every waiting stream when a new id appears. Each stream then reads its own filtered updates once,
 * instead of every stream polling the database every second.
 *
 * `generation` counts the changes seen: a stream notes it before reading and waits for a later one,
 * so a lead that arrives while it reads is not missed.
 */
export class LeadChangeHub {
	generation = 0
	private readonly waiters = new Set<() => void>()
	private timer: NodeJS.Timeout | undefined
	private known: Set<string> | undefined
	private polling = false

	constructor(
		private readonly db: Database,
		private readonly options: { intervalMs: number; onError?: (error: unknown) => void } = { intervalMs: 1000 },
	) {}

	/** Resolves true when leads arrived after `afterGeneration`, false after `timeoutMs` or on abort. */
	wait(afterGeneration: number, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
		if (this.generation > afterGeneration) return Promise.resolve(true)
		if (signal?.aborted) return Promise.resolve(false)
		return new Promise((resolve) => {
			const finish = (changed: boolean) => {
				clearTimeout(timeout)
				this.waiters.delete(wake)
				signal?.removeEventListener('abort', abort)
				if (this.waiters.size === 0) this.stop()
				resolve(changed)
			}
			const wake = () => finish(true)
			const abort = () => finish(false)
			const timeout = setTimeout(() => finish(false), timeoutMs)
			signal?.addEventListener('abort', abort, { once: true })
			this.waiters.add(wake)
			this.timer ??= setInterval(() => void this.poll(), this.options.intervalMs)
		})
	}

	get waiting() {
		return this.waiters.size
	}

	private stop() {
		// The known ids stay: a lead that arrives while nobody waits is new to them at the next poll.
		clearInterval(this.timer)
		this.timer = undefined
	}

	private async poll() {
		if (this.polling) return
		this.polling = true
		try {
			const rows = await this.db
				.select({ id: leads.id })
				.from(leads)
				.where(gt(leads.createdAt, sql`now() - make_interval(secs => ${UPDATES_OVERLAP_MS / 1000})`))
			const ids = new Set(rows.map((row) => row.id))
			const changed = !this.known || [...ids].some((id) => !this.known!.has(id))
			this.known = ids
			if (changed) {
				this.generation++
				for (const wake of [...this.waiters]) wake()
			}
		} catch (error) {
			this.options.onError?.(error)
		} finally {
			this.polling = false
		}
	}
}

const hubs = new WeakMap<Database, LeadChangeHub>()

/** This process's hub for a database (one per database, so tests with their own database get their own). */
export function leadChangeHub(db: Database, onError?: (error: unknown) => void) {
	let hub = hubs.get(db)
	if (!hub) hubs.set(db, (hub = new LeadChangeHub(db, { intervalMs: 1000, onError })))
	return hub
}

/** This process's open streams. */
export const liveStreams = new StreamRegistry()

/** The next session re-check of a stream: every 10–20 s, spread at random so streams opened together do not check together. */
export function nextSessionCheckAt(now = Date.now(), random = Math.random) {
	return now + 10_000 + Math.floor(random() * 10_000)
}
