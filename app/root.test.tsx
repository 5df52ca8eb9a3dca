import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { ErrorBoundary } from './root'

function renderFailingPage(showErrorDetails: boolean) {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			loader: () => ({ site: { name: 'Welsh Education' }, showErrorDetails }),
			ErrorBoundary: ErrorBoundary as never,
			children: [
				{
					path: 'broken',
					loader: () => {
						throw new Error('database exploded at line 42')
					},
					Component: () => null,
				},
			],
		},
	])
	return render(<Stub initialEntries={['/broken']} />)
}

test('an unexpected error shows a plain page with a way home and no details in production', async () => {
	renderFailingPage(false)
	expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
	expect(screen.getByText('Error 500')).toBeInTheDocument()
	expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
	expect(screen.queryByText(/database exploded/)).not.toBeInTheDocument()
})

test('in development the error details are shown', async () => {
	renderFailingPage(true)
	expect(await screen.findByText(/database exploded at line 42/)).toBeInTheDocument()
})
