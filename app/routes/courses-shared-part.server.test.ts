import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { contentEntries, users } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { requestEnrolment } from '~/features/courses/enrolments.server'
import { contentChanged, getEntry, publishEntry } from '~/features/studio/content-store.server'
import type { CourseDocument } from '~/features/studio/studio-schema'
import { PrerenderedIsland } from '~/lib/island'
import { IslandStore } from '~/lib/islands.server'
import { personalPageKey } from '~/lib/rendered-page-cache.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../tests/support/test-database'
import { loader } from './courses'

/*
 * Issue 21, item 3: the signed-in course list renders its shared part (each card's texts) once per
 * list of courses, for every student, and adds only what is the student's own (the enrolment state).
 */

type Student = { id: string; name: string; email: string; mobile: string | null }
const simran: Student = { id: 'student-simran', name: 'Simran Kaur', email: 'simran@example.com', mobile: '9876543210' }
const gurpreet: Student = { id: 'student-gurpreet', name: 'Gurpreet Singh', email: 'gurpreet@example.com', mobile: '9876543211' }
const editor = { id: null as unknown as string, name: 'Test Editor' }

describe.each(testDatabaseKinds)('the signed-in course list on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
		await database.db.insert(users).values([simran, gurpreet].map(({ id, name, email }) => ({ id, name, email })))
	})
	afterAll(async () => database?.dispose())

	/** The loader as a document request (islands kept for the render) or, without islands, a data request. */
	async function load(student: Student, { document = true, url = 'http://x/courses' } = {}) {
		const user = async () => ({ ...student, role: 'student', emailVerified: true })
		const islands = document ? new IslandStore() : undefined
		const context = { requestId: 'test', nonce: '', islands, services: { db: database.db, logger: { error: vi.fn(), warn: vi.fn() }, accounts: { getSessionUser: user, getSessionUserForPage: user } } }
		const request = new Request(url, { headers: { Cookie: `session=${student.id}` } })
		const data = await loader({ params: {}, context, request } as never)
		const key = personalPageKey(request, 200, new Headers(), { loaderData: { 'routes/courses': data }, actionData: null, errors: null }, islands)
		return { data, islands, key }
	}

	const markupOf = (islands: IslandStore | undefined, id: string) => {
		const content = islands?.content.get(`course-${id}`)
		expect(content).toBeInstanceOf(PrerenderedIsland)
		return content as PrerenderedIsland
	}

	test('each card’s texts are rendered once and shared by every student; the enrolment state is each student’s own', async () => {
		const [first, second] = (await load(simran)).data.courses
		await requestEnrolment(database.db, simran, first!.id, { sourcePage: '/courses', utmSource: null })
		const a = await load(simran)
		const b = await load(gurpreet)
		expect(a.data.requested).toEqual([first!.id])
		expect(b.data.requested).toEqual([])
		expect(a.key).not.toBe(b.key)
		for (const card of a.data.courses) {
			// The same markup object: rendered once, not per student or per request.
			expect(markupOf(a.islands, card.id)).toBe(markupOf(b.islands, card.id))
			// A document's data carries a reference, not the texts (the markup is in the page).
			expect(card.text).toEqual({ island: `course-${card.id}` })
			expect(card).not.toHaveProperty('ProgramDescription')
		}
		const markup = markupOf(a.islands, first!.id).html
		expect(markup).toContain(`href="/course/${first!.id}"`)
		expect(markup).toContain(first!.ProgramName)
		// Nothing of a student is in the shared part: no Enroll Now, no name.
		expect(markup).not.toMatch(/enrol|Simran|Gurpreet/i)
		expect(markupOf(a.islands, second!.id).html).toContain(second!.ProgramName)
	})

	test('a course published in the studio reaches a signed-in student at once, in the shared markup and the stored page’s key', async () => {
		const before = await load(simran)
		const id = before.data.courses[1]!.id
		const entry = (await getEntry(database.db, 'course', id))!
		const document = structuredClone(entry.published as CourseDocument)
		expect((await publishEntry(database.db, 'course', id, entry.version, editor, { ...document, ProgramName: { ...document.ProgramName, en: 'Renamed in the studio' } })).ok).toBe(true)
		const after = await load(simran)
		expect(markupOf(after.islands, id).html).toContain('Renamed in the studio')
		expect(markupOf(after.islands, id)).not.toBe(markupOf(before.islands, id))
		// The student's stored page (kept by its data and its islands) is not answered again.
		expect(after.key).not.toBe(before.key)
	})

	test('a change written by another process shows as soon as its NOTIFY arrives (contentChanged)', async () => {
		const id = (await load(gurpreet)).data.courses[2]!.id
		const entry = (await getEntry(database.db, 'course', id))!
		const document = entry.published as CourseDocument
		await database.db
			.update(contentEntries)
			.set({ published: { ...document, ProgramName: { ...document.ProgramName, en: 'Written by another process' } } })
			.where(and(eq(contentEntries.type, 'course'), eq(contentEntries.key, id)))
		// Until the notification, this process keeps what it read...
		expect(markupOf((await load(gurpreet)).islands, id).html).not.toContain('Written by another process')
		// ...and the LISTEN handler (content-store.server.ts) drops it with the courses.
		contentChanged(database.db)
		expect(markupOf((await load(gurpreet)).islands, id).html).toContain('Written by another process')
	})

	test('a data request (a client navigation) gets the texts themselves, cut to the card', async () => {
		const { data } = await load(simran, { document: false, url: 'http://x/courses?category=ielts' })
		expect(data.courses.length).toBeGreaterThan(0)
		for (const card of data.courses) {
			expect(card.text).toMatchObject({ id: card.id, ProgramName: card.ProgramName })
			// At most 120 characters and an ellipsis (truncate).
			expect((card.text as { ProgramDescription: string }).ProgramDescription.length).toBeLessThanOrEqual(121)
		}
	})
})
