import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimits } from '~/db/schema'

/**
 * Fixed-window counters in the database, so every server process shares them (PRODUCT.md
 * "Scale"). Keys name what is counted, e.g. `login-fail:ip:1.2.3.4`.
 */
export type RateLimitRule = { limit: number; windowSeconds: number }

export type RateLimitState = {
	count: number
	limited: boolean
	retryAfterSeconds: number
	/** The window this event was counted in (its end, as the database wrote it), for refundRateLimit. */
	window: string
}

/**
 * Counts one more event for `key` and says whether it is now over the limit. One statement (an
 * upsert), so events counted at the same moment by any number of processes each get their own
 * count: with a limit of N, at most N callers ever see `limited: false` in one window.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitState> {
	const windowEnd = sql`now() + make_interval(secs => ${rule.windowSeconds})`
	const [row] = await db
		.insert(rateLimits)
		.values({ key, count: 1, windowEndsAt: windowEnd })
		.onConflictDoUpdate({
			target: rateLimits.key,
			set: {
				count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
				windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${windowEnd} else ${rateLimits.windowEndsAt} end`,
			},
		})
		.returning({
			count: rateLimits.count,
			retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowEndsAt} - now())))::int`,
			// As text, so the exact value (microseconds included) comes back for refundRateLimit.
			window: sql<string>`${rateLimits.windowEndsAt}::text`,
		})
	const count = row?.count ?? 1
	return {
		count,
		limited: count > rule.limit,
		// now() is each transaction's start: one that began before a concurrent one opened the window
		// sees a second more than the window. Nobody is told to wait longer than the rule says.
		retryAfterSeconds: Math.min(rule.windowSeconds, Math.max(1, Number(row?.retryAfter ?? rule.windowSeconds))),
		window: row?.window ?? '',
	}
}

/**
 * Gives back one event counted by hitRateLimit (e.g. a sign-in attempt that turned out to be
 * right). Atomic, never below zero, and only in the window the event was counted in: once that
 * window has ended the refund is void, so it cannot lend a slot to the next window.
 */
export async function refundRateLimit(db: Database, key: string, hit: Pick<RateLimitState, 'window'>) {
	if (!hit.window) return
	await db
		.update(rateLimits)
		.set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
		.where(and(eq(rateLimits.key, key), sql`${rateLimits.windowEndsAt} = ${hit.window}::timestamptz`, sql`${rateLimits.windowEndsAt} > now()`))
}

export async function resetRateLimit(db: Database, key: string) {
	await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

export function minutesText(seconds: number) {
	const minutes = Math.ceil(seconds / 60)
	return minutes <= 1 ? '1 minute' : `${minutes} minutes`
}

/**
 * A back-off that grows (issue 13, item 7): the first `freeAttempts` attempts go through at once;
 * the one that reaches it, and each after, makes the next wait `firstDelaySeconds`, doubling up to
 * `maxDelaySeconds`. The count is forgotten `forgetAfterSeconds` after the last wait ended.
 */
export type BackoffRule = { freeAttempts: number; firstDelaySeconds: number; maxDelaySeconds: number; forgetAfterSeconds: number }

export type BackoffClaim = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number }

/**
 * Claims one attempt under `rule`, before the password is checked. The wait is written in the
 * same statement that counts the attempt, and the statement only updates a row that is not
 * waiting, so attempts sent in parallel queue on the row and find the wait the one before set:
 * at most `freeAttempts` go through before the first wait, whatever the concurrency. The clock is
 * clock_timestamp(), not now(): an attempt that queued on the row compares the wait with the time
 * it gets the row, not the time its statement began (which would refuse free attempts, so the
 * account's count would fall short of the back-off).
 */
export async function claimBackoffAttempt(db: Database, key: string, rule: BackoffRule): Promise<BackoffClaim> {
	await db.insert(rateLimits).values({ key, count: 0, windowEndsAt: sql`clock_timestamp() - interval '1 second'` }).onConflictDoNothing()
	const count = sql`(case when ${rateLimits.windowEndsAt} < clock_timestamp() - make_interval(secs => ${rule.forgetAfterSeconds}) then 1 else ${rateLimits.count} + 1 end)`
	const delay = sql`(case when ${count} < ${rule.freeAttempts} then 0 else least(${rule.maxDelaySeconds}, ${rule.firstDelaySeconds} * power(2, ${count} - ${rule.freeAttempts})) end)`
	const [claimed] = await db
		.update(rateLimits)
		.set({ count, windowEndsAt: sql`clock_timestamp() + make_interval(secs => ${delay})` })
		.where(and(eq(rateLimits.key, key), sql`${rateLimits.windowEndsAt} <= clock_timestamp()`))
		.returning({ count: rateLimits.count })
	if (claimed) return { allowed: true, count: claimed.count }
	const [waiting] = await db
		.select({ retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowEndsAt} - clock_timestamp()))))::int` })
		.from(rateLimits)
		.where(eq(rateLimits.key, key))
	return { allowed: false, retryAfterSeconds: Number(waiting?.retryAfter ?? rule.firstDelaySeconds) }
}
