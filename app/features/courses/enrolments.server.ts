import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { contentEntries, enrolmentRequests, type enrolmentStatuses, type LeadStatus } from '~/db/schema'
import { DEFAULT_LOCALE, type Locale } from '~/features/i18n/locales'
import { getCourse } from './courses.server'
import { createLead, type LeadNotification } from '~/features/leads/leads.server'

export type EnrolmentUser = { id: string; name: string; email: string; mobile: string | null }
export type EnrolmentOutcome = { status: 'requested' | 'already-requested'; requestedAt: string } | { status: 'unknown-course' }

/**
 * Enroll Now (PRODUCT.md item 4): one request per user and course, enforced by the database's
 * unique constraint; a new request also becomes a lead for the counsellors, in one transaction.
 */
export async function requestEnrolment(
	db: Database,
	user: EnrolmentUser,
	courseId: string,
	origin: { sourcePage: string | null; utmSource: string | null },
	notify?: LeadNotification,
): Promise<EnrolmentOutcome> {
	// Only a published course takes requests: an unpublished one is refused like an unknown one.
	const course = await getCourse(db, courseId)
	if (!course) return { status: 'unknown-course' }
	return db.transaction(async (tx) => {
		const [created] = await tx
			.insert(enrolmentRequests)
			.values({ userId: user.id, courseId, ...origin })
			.onConflictDoNothing({ target: [enrolmentRequests.userId, enrolmentRequests.courseId] })
			.returning({ id: enrolmentRequests.id, createdAt: enrolmentRequests.createdAt })
		if (!created) {
			const [existing] = await tx
				.select({ createdAt: enrolmentRequests.createdAt })
				.from(enrolmentRequests)
				.where(and(eq(enrolmentRequests.userId, user.id), eq(enrolmentRequests.courseId, courseId)))
			return { status: 'already-requested', requestedAt: (existing?.createdAt ?? new Date()).toISOString() } as const
		}
		await createLead(
			tx as unknown as Database,
			{
				type: 'enrolment',
				name: user.name,
				email: user.email,
				mobile: user.mobile,
				course: courseId,
				message: `Enrolment request: ${course.ProgramName}`,
				userId: user.id,
				sourceId: created.id,
				...origin,
			},
			notify,
		)
		return { status: 'requested', requestedAt: created.createdAt.toISOString() } as const
	})
}

export type MyCourseRequest = { id: string; courseId: string; courseTitle: string; requestedAt: string; status: (typeof enrolmentStatuses)[number] }

/** My Courses: the user's requests, newest first, with the course title in the page's language. */
export async function listEnrolmentRequests(db: Database, userId: string, locale: Locale = DEFAULT_LOCALE): Promise<MyCourseRequest[]> {
	const rows = await db
		.select({
			id: enrolmentRequests.id,
			courseId: enrolmentRequests.courseId,
			// The course's name as last published, in the page's language or else English; its key when it was never published.
			courseTitle: sql<string>`coalesce(nullif(trim(${contentEntries.published} -> 'ProgramName' ->> ${locale}), ''), ${contentEntries.published} -> 'ProgramName' ->> 'en', ${enrolmentRequests.courseId})`,
			requestedAt: enrolmentRequests.createdAt,
			status: enrolmentRequests.status,
		})
		.from(enrolmentRequests)
		.leftJoin(contentEntries, and(eq(contentEntries.type, 'course'), eq(contentEntries.key, enrolmentRequests.courseId)))
		.where(eq(enrolmentRequests.userId, userId))
		.orderBy(desc(enrolmentRequests.createdAt))
	return rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() }))
}

/** Course ids the user has already asked to join (to label Enroll Now buttons). */
export async function requestedCourseIds(db: Database, userId: string) {
	const rows = await db.select({ courseId: enrolmentRequests.courseId }).from(enrolmentRequests).where(eq(enrolmentRequests.userId, userId))
	return rows.map((r) => r.courseId)
}

/** Whether the user has asked to join this course (the course page's Enroll Now says so). */
export async function hasRequestedEnrolment(db: Database, userId: string, courseId: string) {
	const rows = await db
		.select({ id: enrolmentRequests.id })
		.from(enrolmentRequests)
		.where(and(eq(enrolmentRequests.userId, userId), eq(enrolmentRequests.courseId, courseId)))
		.limit(1)
	return rows.length > 0
}

const enrolmentStatusForLead = {
	new: 'requested',
	contacted: 'contacted',
	counselling: 'counselling',
	applied: 'applied',
	enrolled: 'enrolled',
	closed: 'cancelled',
} as const satisfies Record<LeadStatus, (typeof enrolmentRequests.status.enumValues)[number]>

/** Staff set an enrolment lead's status: the student's My Courses shows the same (the request is the lead's source). */
export async function syncEnrolmentStatus(db: Database, requestId: string, status: LeadStatus) {
	await db.update(enrolmentRequests).set({ status: enrolmentStatusForLead[status] }).where(eq(enrolmentRequests.id, requestId))
}
