import { Fragment } from 'react'
import { Link } from 'react-router'

export type Crumb = { to: string; label: string }

/** The way back up from a studio page: the studio's home first, then the pages between. */
export function StudioBreadcrumb({ trail = [] }: { trail?: Crumb[] }) {
	return (
		<nav aria-label="Breadcrumb">
			{[{ to: '/admin/content', label: 'Content studio' }, ...trail].map((crumb, index) => (
				<Fragment key={crumb.to}>
					{index > 0 ? <span aria-hidden="true"> / </span> : null}
					<Link to={crumb.to} className="font-semibold text-brand-800 underline">
						{crumb.label}
					</Link>
				</Fragment>
			))}
		</nav>
	)
}
