import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimits } from '~/db/schema'

/**
 * Fixed-window counters in the database, so every server process shares them (PRODUCT.md
 * "Scale"). Keys name what is counted, e.g. `login-fail:ip:1.2.3.4`.
 */
export type RateLimitRule = { limit: number; windowSeconds: number }

export type RateLimitState = { count: number; limited: boolean; retryAfterSeconds: number }

/** Counts one more event for `key` and says whether it is now over the limit. */
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
		.returning({ count: rateLimits.count, retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowEndsAt} - now())))::int` })
	const count = row?.count ?? 1
	return { count, limited: count > rule.limit, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? rule.windowSeconds)) }
}

/** Reads the counter for `key` without counting (e.g. before checking a password). */
export async function peekRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitState> {
	const [row] = await db
		.select({ count: rateLimits.count, retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowEndsAt} - now())))::int` })
		.from(rateLimits)
		.where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`)
	const count = row?.count ?? 0
	return { count, limited: count >= rule.limit, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? 0)) }
}

export async function resetRateLimit(db: Database, key: string) {
	await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

export function minutesText(seconds: number) {
	const minutes = Math.ceil(seconds / 60)
	return minutes <= 1 ? '1 minute' : `${minutes} minutes`
}
