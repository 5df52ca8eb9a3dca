import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderPageRoute } from '../../tests/support/render-route'
import CoursePage, { ErrorBoundary, loader } from './course'

/** A database whose every query fails, as when the server loses its connection. */
const brokenDb = new Proxy({}, { get: () => () => { throw new Error('connection lost') } })
const brokenContext = {
	requestId: 'test',
	nonce: '',
	services: { db: brokenDb, logger: { error: vi.fn() }, accounts: { getSessionUser: async () => null, getSessionUserForPage: async () => null } },
}

function renderCourse(path: string) {
	return renderPageRoute(
		{ path: 'course/:id', loader: (args) => loader({ ...(args as object), context: brokenContext } as never), Component: CoursePage as never, ErrorBoundary: ErrorBoundary as never },
		path,
	)
}

test('when the database fails, the page says "Failed to load course details" as its heading, with Go Back', async () => {
	renderCourse('/course/ielts-academic-full-course')
	expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load course details' })).toBeInTheDocument()
	expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
	expect(screen.getByText('The problem is on our side. Please try again in a few minutes.')).toBeInTheDocument()
	expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
	expect(brokenContext.services.logger.error).toHaveBeenCalled()
})
