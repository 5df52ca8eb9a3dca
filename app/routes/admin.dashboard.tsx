import { data } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { Dashboard } from '~/features/dashboard/Dashboard'
import { loadDashboard } from '~/features/dashboard/dashboard.server'
import { parseDashboardQuery } from '~/features/dashboard/dashboard-schema'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.dashboard'

// The institute's figures are not for a browser's or proxy's cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Dashboard', description: 'Where leads come from, the funnel, time to first contact and each counsellor’s leads.', pathname: '/admin/dashboard', origin: root.origin, siteName: root.site.name, noIndex: true })
}

/** Staff and admins (the leads' people); editors, who work on content, are refused as on the inbox. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireStaff(request, context)
	const { db, config } = context.services
	const { timeZone } = config.site
	const now = new Date()
	const query = parseDashboardQuery(new URL(request.url).searchParams, { now, timeZone })
	if (!query.ok) return data({ range: null, result: query.result, timeZone, tables: [], charts: [] }, { status: 400 })
	const dashboard = await loadDashboard(db, query.range, { timeZone, now })
	return { range: query.range, result: null, timeZone, ...dashboard }
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
	const { range } = loaderData
	return (
		<>
			<StaffHeader />
			<section className="container-page py-10">
				<h1 className="text-3xl font-extrabold text-brand-900">Dashboard</h1>
				<p className="mt-1 text-slate-700">
					{range
						? `Leads received from ${range.from} to ${range.to}, days in ${loaderData.timeZone}: where they came from, how far they went and how soon they heard from us.`
						: 'Where leads come from, how far they go and how soon they hear from us.'}
				</p>
				<div className="mt-6">
					<Dashboard {...loaderData} />
				</div>
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
