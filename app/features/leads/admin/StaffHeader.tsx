import { Link, NavLink, useRouteLoaderData } from 'react-router'
import { useLogout } from '~/features/accounts/use-logout'
import type { RootLoaderData } from '~/root'

const linkClass = ({ isActive }: { isActive: boolean }) =>
	`rounded-full px-3 py-1.5 font-semibold ${isActive ? 'bg-white text-brand-900' : 'text-white underline-offset-4 hover:underline'}`

/**
 * The staff pages' own bar, in place of the public header, footer and chat button (the site frame
 * leaves them out on staff pages): the work fills the screen. Loaded with the staff pages only.
 */
export function StaffHeader() {
	const logout = useLogout()
	const siteName = useRouteLoaderData<RootLoaderData>('root')?.site.name
	return (
		<header className="bg-brand-900 text-white">
			<div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
				<Link to="/" className="font-bold">
					{siteName} <span className="font-normal text-brand-100">· staff</span>
				</Link>
				<nav aria-label="Staff">
					<ul className="flex flex-wrap gap-2">
						<li>
							<NavLink to="/admin/my-day" className={linkClass}>
								My day
							</NavLink>
						</li>
						<li>
							<NavLink to="/admin" end className={linkClass}>
								Leads inbox
							</NavLink>
						</li>
						<li>
							<NavLink to="/admin/calendar" className={linkClass}>
								Calendar
							</NavLink>
						</li>
						<li>
							<NavLink to="/admin/dashboard" className={linkClass}>
								Dashboard
							</NavLink>
						</li>
						<li>
							<NavLink to="/admin/erasure" className={linkClass}>
								Data erasure
							</NavLink>
						</li>
					</ul>
				</nav>
				<button type="button" onClick={logout} className="rounded-full border border-white/60 px-3 py-1.5 font-semibold hover:bg-white/10">
					Log out
				</button>
			</div>
		</header>
	)
}
