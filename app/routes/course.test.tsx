import { render, screen } from '@testing-library/react'
import { createRoutesStub, Outlet } from 'react-router'
import { expect, test, vi } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import CoursePage, { ErrorBoundary, loader } from './course'

const rootData = { site: defaultSiteSettings, origin: 'http://localhost', user: null, latestPosts: [], showErrorDetails: false }

/** A database whose every query fails, as when the server loses its connection. */
const brokenDb = new Proxy({}, { get: () => () => { throw new Error('connection lost') } })
const brokenContext = {
	requestId: 'test',
	nonce: '',
	services: { db: brokenDb, logger: { error: vi.fn() }, accounts: { getSessionUser: async () => null } },
}

/** The route module's own loader, page and boundary under a root route, as React Router runs them. */
function renderCourse(path: string) {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			loader: () => rootData,
			Component: () => <Outlet />,
			HydrateFallback: () => null,
			children: [
				{
					path: 'course/:id',
					loader: (args) => loader({ ...args, context: brokenContext } as never),
					Component: CoursePage as never,
					ErrorBoundary,
				},
			],
		},
	])
	return render(<Stub initialEntries={[path]} />)
}

test('when the database fails, the page says "Failed to load course details" as its heading, with Go Back', async () => {
	renderCourse('/course/ielts-academic-full-course')
	expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load course details' })).toBeInTheDocument()
	expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
	expect(screen.getByText('The problem is on our side. Please try again in a few minutes.')).toBeInTheDocument()
	expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
	expect(brokenContext.services.logger.error).toHaveBeenCalled()
})
