import { data, Link } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { applyBulkAction } from '~/features/leads/admin/assignment.server'
import { currentCursor, encodeCursor, listInbox, listStaff } from '~/features/leads/admin/inbox.server'
import { leadMessages, parseInboxFilters } from '~/features/leads/admin/inbox-schema'
import { bulkActionSchema } from '~/features/leads/admin/lead-settings-schema'
import { LeadsInbox } from '~/features/leads/admin/LeadsInbox'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin'

// Leads are personal data: never kept in a browser's or proxy's cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Leads inbox', description: 'Enquiries, contact messages, enrolment requests and newsletter sign-ups.', pathname: '/admin', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireStaff(request, context)
	const { db, config } = context.services
	const filters = parseInboxFilters(new URL(request.url).searchParams)
	// The cursor first: a lead stored between the two queries is then listed and also sent live
	// (the inbox skips ids it has), never missed.
	const cursor = encodeCursor(await currentCursor(db))
	const [page, staff] = await Promise.all([listInbox(db, filters), listStaff(db)])
	return { ...page, filters, cursor, staff, isAdmin: user.role === 'admin', now: new Date().toISOString(), timeZone: config.site.timeZone, liveUpdate: config.liveUpdate }
}

/** The bulk form: assign, or set the status of, the ticked leads. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireStaff(request, context)
	const read = await readSubmission(request, bulkActionSchema)
	if (!read) return data(formFailure(leadMessages.unknownIntent), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const outcome = await applyBulkAction(context.services.db, submission.value, { id: user.id, name: user.name })
	if (!outcome.ok) {
		const errors = outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] }
		return data(submission.reply(errors), { status: 400 })
	}
	context.services.logger.info({ intent: submission.value.intent, leads: submission.value.ids.length, userId: user.id, requestId: context.requestId }, 'leads updated in bulk')
	// The boxes are cleared: the list shows the leads as they now are.
	return { ...submission.reply({ resetForm: true }), status: 'success' as const, message: outcome.message }
}

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
	const { isAdmin, ...inbox } = loaderData
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
				{isAdmin ? (
					<p className="mt-1 text-slate-700">
						Admins:{' '}
						<Link to="/admin/lead-settings" className="font-semibold text-brand-700 underline">
							lead settings
						</Link>{' '}
						(round-robin assignment, morning digest) and{' '}
						<Link to="/admin/whatsapp-templates" className="font-semibold text-brand-700 underline">
							WhatsApp templates
						</Link>
						.
					</p>
				) : null}
				<div className="mt-6">
					{/* A new search or page starts a fresh list and a fresh live-update cursor. */}
					<LeadsInbox key={inbox.cursor} {...inbox} bulkResult={actionData} />
				</div>
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
