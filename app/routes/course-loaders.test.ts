import { describe, expect, test, vi } from 'vitest'
import { loader as courseLoader } from './course'
import { loader as coursesLoader } from './courses'

/** A database whose every query fails, as when the server loses its connection. */
const brokenDb = new Proxy({}, { get: () => () => { throw new Error('connection lost') } })

function context() {
	const logger = { error: vi.fn() }
	// The session check itself still works (the course list is for signed-in visitors).
	const student = async () => ({ id: 'student-1', email: 's@example.com', name: 'S', role: 'student' })
	const accounts = { getSessionUser: student, getSessionUserForPage: student }
	return { logger, context: { requestId: 'test', nonce: '', services: { db: brokenDb, logger, accounts } } as never }
}

describe('when the database fails', () => {
	test('the course page answers 500 with "Failed to load course details" and logs the error', async () => {
		const { logger, context: ctx } = context()
		const thrown = await courseLoader({ params: { id: 'ielts-academic-full-course' }, context: ctx, request: new Request('http://x/course/a') } as never).catch(
			(error: unknown) => error,
		)
		const value = thrown as { data?: unknown; init?: { status?: number } }
		expect(value.data).toMatchObject({ title: 'Failed to load course details' })
		expect(value.init?.status).toBe(500)
		expect(logger.error).toHaveBeenCalledOnce()
	})

	test('the course list logs the error and shows the empty list', async () => {
		const { logger, context: ctx } = context()
		const result = await coursesLoader({ params: {}, context: ctx, request: new Request('http://x/courses?category=ielts') } as never)
		expect(result).toMatchObject({ category: 'ielts', courses: [], requested: [], intro: { title: 'Explore our courses' } })
		expect(logger.error).toHaveBeenCalledOnce()
	})
})
