import { and, asc, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '~/db/client.server'
import type { jobs, outboxEmails } from '~/db/schema'

/* The one way work is handed out across server processes: the jobs (decision 012) and the outbox's
 * emails are claimed, retried and backed off alike. */

const MAX_BACKOFF_SECONDS = 30 * 60

/** Seconds to wait before attempt n+1: 10 s, 20 s, 40 s, ... up to 30 minutes. Work is never given up. */
export function retryDelaySeconds(attempts: number) {
	return Math.min(MAX_BACKOFF_SECONDS, 10 * 2 ** Math.max(0, attempts - 1))
}

type WorkTable = typeof jobs | typeof outboxEmails

/**
 * Claims the first due row of a work table for this process, or returns undefined. FOR UPDATE SKIP
 * LOCKED passes over a row another process is claiming at this instant, and the claim itself
 * (`locked_until`, `seconds` from now, longer than any one run) keeps every other process off it
 * while it runs, however slow; a process that dies mid-run frees it when the claim ends. Each claim
 * counts as an attempt, for the back-off.
 */
export async function claimNext<T extends WorkTable>(
	db: Database,
	table: T,
	{ due, first, seconds }: { due: SQL | undefined; first: PgColumn; seconds: number },
): Promise<T['$inferSelect'] | undefined> {
	const work = table as typeof jobs
	const next = db
		.select({ id: work.id })
		.from(work)
		.where(and(due, or(isNull(work.lockedUntil), lte(work.lockedUntil, sql`now()`))))
		.orderBy(asc(first))
		.limit(1)
		.for('update', { skipLocked: true })
	const [claimed] = await db
		.update(work)
		.set({ lockedUntil: sql`now() + make_interval(secs => ${seconds})`, attempts: sql`${work.attempts} + 1` })
		.where(inArray(work.id, next))
		.returning()
	return claimed as T['$inferSelect'] | undefined
}
