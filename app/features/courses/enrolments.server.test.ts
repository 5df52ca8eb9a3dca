import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentEntries, enrolmentRequests, leads, users } from '~/db/schema'
import { contentChanged, getEntry, unpublishEntry } from '~/features/studio/content-store.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { applyLeadAction } from '~/features/leads/admin/inbox.server'
import { leadActionSchema } from '~/features/leads/admin/inbox-schema'
import { listEnrolmentRequests, requestEnrolment, requestedCourseIds } from './enrolments.server'

const text = (en: string | null) => ({ en, pa: null, hi: null })
const origin = { sourcePage: '/course/ielts-academic-intensive', utmSource: null }

describe.each(testDatabaseKinds)('enrolment requests on %s', (kind) => {
	let database: TestDatabase
	const student = { id: 'student-1', name: 'Jaspreet Kaur', email: 'jaspreet@example.com', mobile: '9876543210' }
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await database.db.insert(users).values({ id: student.id, name: student.name, email: student.email })
		const course = (key: string, name: string, Type: string, position: number) => ({
			type: 'course',
			key,
			state: 'published' as const,
			published: { ProgramName: text(name), ProgramDescription: text('A course.'), Type, SubType: text(null), Duration: text(null), Eligibility: text(null), ImageURL: null, position },
		})
		await database.db
			.insert(contentEntries)
			.values([course('test-ielts', 'IELTS Academic Intensive', 'ielts-academic', 1), course('test-german', 'German A1', 'language-german', 2), course('test-french', 'French A1', 'language-french', 3)])
		contentChanged(database.db)
	})
	afterAll(async () => database?.dispose())

	test('a request is stored once per user and course, and becomes one lead', async () => {
		expect(await requestEnrolment(database.db, student, 'test-ielts', origin)).toMatchObject({ status: 'requested' })
		expect(await requestEnrolment(database.db, student, 'test-ielts', origin)).toMatchObject({ status: 'already-requested' })
		expect(await database.db.select().from(enrolmentRequests).where(eq(enrolmentRequests.userId, student.id))).toHaveLength(1)
		const enrolmentLeads = await database.db.select().from(leads).where(eq(leads.type, 'enrolment'))
		expect(enrolmentLeads).toHaveLength(1)
		expect(enrolmentLeads[0]).toMatchObject({ course: 'test-ielts', email: student.email, userId: student.id, sourcePage: origin.sourcePage })
	})

	test('the database itself refuses a duplicate request', async () => {
		await expect(database.db.insert(enrolmentRequests).values({ userId: student.id, courseId: 'test-ielts' })).rejects.toThrow()
	})

	test('simultaneous clicks still give one request', async () => {
		const results = await Promise.all(Array.from({ length: 5 }, () => requestEnrolment(database.db, student, 'test-german', origin)))
		expect(results.filter((r) => r.status === 'requested')).toHaveLength(1)
		expect(await database.db.select().from(enrolmentRequests).where(eq(enrolmentRequests.courseId, 'test-german'))).toHaveLength(1)
	})

	test('an unknown course is refused, and so is an unpublished one', async () => {
		expect(await requestEnrolment(database.db, student, 'no-such-course', origin)).toEqual({ status: 'unknown-course' })
		const entry = (await getEntry(database.db, 'course', 'test-french'))!
		expect((await unpublishEntry(database.db, 'course', 'test-french', entry.version, { id: student.id, name: 'Editor' })).ok).toBe(true)
		expect(await requestEnrolment(database.db, student, 'test-french', origin)).toEqual({ status: 'unknown-course' })
	})

	test('My Courses lists the requests with course title, date and status, newest first', async () => {
		const list = await listEnrolmentRequests(database.db, student.id)
		expect(list.map((r) => r.courseTitle).sort()).toEqual(['German A1', 'IELTS Academic Intensive'])
		expect(list[0]).toMatchObject({ status: 'requested' })
		expect(list[0]!.requestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
		expect((await requestedCourseIds(database.db, student.id)).sort()).toEqual(['test-german', 'test-ielts'])
	})

	test('when staff change the lead\'s status, My Courses shows the same status', async () => {
		const [lead] = await database.db.select().from(leads).where(eq(leads.course, 'test-german'))
		const actor = { id: student.id, name: 'Staff' }
		const statusOf = async () => (await listEnrolmentRequests(database.db, student.id)).find((r) => r.courseId === 'test-german')?.status
		for (const [leadStatus, shown] of [
			['counselling', 'counselling'],
			['applied', 'applied'],
			['enrolled', 'enrolled'],
			['new', 'requested'],
		] as const) {
			await applyLeadAction(database.db, lead!.id, leadActionSchema.parse({ intent: 'status', status: leadStatus }), actor)
			expect(await statusOf()).toBe(shown)
		}
		await applyLeadAction(database.db, lead!.id, leadActionSchema.parse({ intent: 'status', status: 'closed', closedReason: 'Chose another course' }), actor)
		expect(await statusOf()).toBe('cancelled')
		// The other request is untouched.
		expect((await listEnrolmentRequests(database.db, student.id)).find((r) => r.courseId === 'test-ielts')?.status).toBe('requested')
	})
})
