import { Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { currentCursor, encodeCursor, listInbox } from '~/features/leads/admin/inbox.server'
import { parseInboxFilters } from '~/features/leads/admin/inbox-schema'
import { LeadsInbox } from '~/features/leads/admin/LeadsInbox'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin'

// Leads are personal data: never kept in a browser's or proxy's cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Leads inbox', description: 'Enquiries, contact messages, enrolment requests and newsletter sign-ups.', pathname: '/admin', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireStaff(request, context)
	const { db, config } = context.services
	const filters = parseInboxFilters(new URL(request.url).searchParams)
	// The cursor first: a lead stored between the two queries is then listed and also sent live
	// (the inbox skips ids it has), never missed.
	const cursor = encodeCursor(await currentCursor(db))
	const page = await listInbox(db, filters)
	return { ...page, filters, cursor, now: new Date().toISOString(), timeZone: config.site.timeZone, liveUpdate: config.liveUpdate }
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<StaffHeader />
			<section className="container-page py-10">
				<h1 className="text-3xl font-extrabold text-brand-900">Leads inbox</h1>
				<p className="mt-1 text-slate-700">
					Enquiries, contact messages, enrolment requests, newsletter sign-ups and booked sessions, newest first. Sessions by day and week:{' '}
					<Link to="/admin/calendar" className="font-semibold text-brand-700 underline">
						the counselling calendar
					</Link>
					.
				</p>
				<div className="mt-6">
					{/* A new search or page starts a fresh list and a fresh live-update cursor. */}
					<LeadsInbox key={loaderData.cursor} {...loaderData} />
				</div>
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
