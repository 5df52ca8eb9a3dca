import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createRoutesStub, Outlet } from 'react-router'
import { defaultSiteSettings } from '~/config/site-settings'

/** What the root route's loader gives every page, for a visitor who is not signed in. */
export const visitorRootData = { site: defaultSiteSettings, origin: 'http://localhost', user: null, showErrorDetails: false }

type PageRoute = { path: string; loader: (args: never) => unknown; Component: ComponentType<never>; ErrorBoundary?: ComponentType<never> }

/** A route module's loader, page and boundary under a root route, rendered as React Router runs them. */
export function renderPageRoute(route: PageRoute, url: string) {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			loader: () => visitorRootData,
			Component: () => <Outlet />,
			HydrateFallback: () => null,
			children: [route as never],
		},
	])
	return render(<Stub initialEntries={[url]} />)
}
