import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { MyDay } from '~/features/leads/admin/MyDay'
import { myDay } from '~/features/leads/admin/my-day.server'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.my-day'

// Leads are personal data: never kept in a browser's or proxy's cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'My day', description: 'Your overdue leads, actions due today and new leads.', pathname: '/admin/my-day', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireStaff(request, context)
	const { db, config } = context.services
	const now = new Date()
	const day = await myDay(db, user.id, { now, timeZone: config.site.timeZone })
	return { ...day, name: user.name, now: now.toISOString(), timeZone: config.site.timeZone }
}

export default function AdminMyDay({ loaderData }: Route.ComponentProps) {
	const { name, ...day } = loaderData
	return (
		<>
			<StaffHeader />
			<section className="container-page py-10">
				<h1 className="text-3xl font-extrabold text-brand-900">My day</h1>
				<p className="mt-1 text-slate-700">
					{name}: the leads assigned to you that need you today. Leads are assigned on the lead page or in the inbox.
				</p>
				<div className="mt-6">
					<MyDay {...day} />
				</div>
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
