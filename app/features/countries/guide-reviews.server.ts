import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { contentAudit, contentEntries, guideReviews } from '~/db/schema'
import type { Seeder } from '~/db/seed.server'
import { CONTENT_CHANNEL, contentChanged, type Editor, titleOf } from '~/features/studio/content-store.server'
import { GUIDE_TYPE } from '~/features/studio/content-types'
import { countrySeeds } from './seed'

/*
 * "Mark as reviewed" (issue 15): each review is a row (who, when), audit-logged like every studio
 * action. A guide's public "Last reviewed" is its newest review; the studio's review list shows the
 * guides whose newest review is older than the review interval, oldest first.
 */

/** A guide not reviewed for this many days is due (issue 15). */
export const GUIDE_REVIEW_DAYS = 90

/**
 * The re-check recorded in docs/content-review.md: every guide was checked on 2026-11-23 by the
 * content team (the record names no one person). Noon in India, so it is that date everywhere.
 */
export const recordedRecheck = { reviewedAt: new Date('2026-11-23T12:00:00+05:30'), reviewerName: 'the content team' } as const

export type GuideReview = { reviewedAt: string; reviewerName: string }

/** The date of a review in the institute's time zone, as an ISO date (2026-11-23). */
export function reviewDate(review: GuideReview, timeZone: string) {
	return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(review.reviewedAt))
}

/** Each guide's newest review, by guide key. */
export async function lastReviews(db: Database): Promise<Map<string, GuideReview>> {
	const rows = await db
		.selectDistinctOn([guideReviews.guideKey], { guideKey: guideReviews.guideKey, reviewedAt: guideReviews.reviewedAt, reviewerName: guideReviews.reviewerName })
		.from(guideReviews)
		.orderBy(guideReviews.guideKey, desc(guideReviews.reviewedAt))
	return new Map(rows.map((row) => [row.guideKey, { reviewedAt: row.reviewedAt.toISOString(), reviewerName: row.reviewerName }]))
}

/** One guide's newest review, or null when it has none. */
export async function lastReview(db: Database, guideKey: string): Promise<GuideReview | null> {
	const [row] = await db
		.select({ reviewedAt: guideReviews.reviewedAt, reviewerName: guideReviews.reviewerName })
		.from(guideReviews)
		.where(eq(guideReviews.guideKey, guideKey))
		.orderBy(desc(guideReviews.reviewedAt))
		.limit(1)
	return row ? { reviewedAt: row.reviewedAt.toISOString(), reviewerName: row.reviewerName } : null
}

/**
 * Records that the editor reviewed the guide now, with its audit row, and tells every process
 * (their rendered guide pages show the new date). False when there is no such guide.
 */
export async function markGuideReviewed(db: Database, guideKey: string, editor: Editor): Promise<boolean> {
	const recorded = await db.transaction(async (tx) => {
		const [entry] = await tx
			.select({ id: contentEntries.id })
			.from(contentEntries)
			.where(and(eq(contentEntries.type, GUIDE_TYPE), eq(contentEntries.key, guideKey)))
		if (!entry) return false
		await tx.insert(guideReviews).values({ guideKey, reviewerId: editor.id, reviewerName: editor.name })
		await tx.insert(contentAudit).values({ entryId: entry.id, type: GUIDE_TYPE, key: guideKey, action: 'review', userId: editor.id, userName: editor.name })
		await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${GUIDE_TYPE})`)
		return true
	})
	if (recorded) contentChanged(db)
	return recorded
}

export type GuideDue = { key: string; name: string; lastReview: GuideReview | null }

/**
 * The guides whose newest review is older than `olderThanDays` (or that have none), oldest first,
 * the never-reviewed before all others.
 */
export async function guidesDueForReview(db: Database, { now = new Date(), olderThanDays = GUIDE_REVIEW_DAYS }: { now?: Date; olderThanDays?: number } = {}): Promise<GuideDue[]> {
	const cutoff = now.getTime() - olderThanDays * 24 * 60 * 60 * 1000
	const [entries, reviews] = await Promise.all([
		db.select({ key: contentEntries.key, draft: contentEntries.draft, published: contentEntries.published }).from(contentEntries).where(eq(contentEntries.type, GUIDE_TYPE)),
		lastReviews(db),
	])
	return entries
		.map((entry) => ({ key: entry.key, name: titleOf(GUIDE_TYPE, entry.published ?? entry.draft) || entry.key, lastReview: reviews.get(entry.key) ?? null }))
		.filter((guide) => !guide.lastReview || new Date(guide.lastReview.reviewedAt).getTime() < cutoff)
		.sort((a, b) => (a.lastReview?.reviewedAt ?? '').localeCompare(b.lastReview?.reviewedAt ?? '') || a.key.localeCompare(b.key))
}

/**
 * The recorded re-check as each shipped guide's first review: a guide with no review yet gets it
 * (so never twice, and never over a real review).
 */
export const guideReviewSeeder: Seeder = {
	name: 'guide-reviews',
	async run(db) {
		const reviewed = await lastReviews(db)
		const missing = countrySeeds.map((seed) => seed.id).filter((key) => !reviewed.has(key))
		if (missing.length === 0) return
		await db.insert(guideReviews).values(missing.map((guideKey) => ({ guideKey, ...recordedRecheck })))
	},
}
