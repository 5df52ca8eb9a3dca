import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { pageCatalogue } from './features/i18n/catalogues.server'
import { PageLanguageProvider } from './features/i18n/i18n'
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

test('when the root loader itself fails, the page still reads as words, never as message keys', async () => {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/pa',
			loader: () => {
				throw new Error('no database')
			},
			ErrorBoundary: ErrorBoundary as never,
			Component: () => null,
		},
	])
	const { container } = render(<Stub initialEntries={['/pa']} />)
	expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
	expect(container.textContent).not.toMatch(/error\.[a-z]/)
})

test("a Punjabi page's error page speaks its language, its texts loaded with it (not in the page's catalogue)", async () => {
	const punjabi = { locale: 'pa' as const, messages: pageCatalogue('pa') }
	const Stub = createRoutesStub([
		{ id: 'root', path: '/pa', loader: () => ({ site: { name: 'Welsh Education' } }), ErrorBoundary: ErrorBoundary as never, Component: () => {
			throw new Error('render failed')
		} },
	])
	render(
		<PageLanguageProvider value={punjabi}>
			<Stub initialEntries={['/pa']} />
		</PageLanguageProvider>,
	)
	expect(await screen.findByRole('heading', { level: 1, name: 'ਕੁਝ ਗ਼ਲਤ ਹੋ ਗਿਆ' })).toBeInTheDocument()
	expect(screen.getByRole('link', { name: 'ਮੁੱਖ ਸਫ਼ੇ ’ਤੇ ਜਾਓ' })).toHaveAttribute('href', '/pa')
})
