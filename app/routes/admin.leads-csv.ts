import { requireStaff } from '~/features/accounts/session.server'
import { toCsv } from '~/features/leads/admin/csv'
import { enquiryCourseLabel } from '~/features/leads/enquiry'
import { exportInbox } from '~/features/leads/admin/inbox.server'
import { parseInboxFilters } from '~/features/leads/admin/inbox-schema'
import type { Route } from './+types/admin.leads-csv'

const header = ['Received', 'Type', 'Status', 'Name', 'Email', 'Mobile', 'Course', 'Message', 'Assigned to', 'Repeats', 'Reason for closing', 'Source page', 'UTM source', 'Lead id'] as const

/** The inbox's filtered list as a spreadsheet (staff only; visitors 401, students 403). */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireStaff(request, context)
	const filters = parseInboxFilters(new URL(request.url).searchParams)
	const rows = await exportInbox(context.services.db, filters)
	const csv = toCsv(
		header,
		rows.map((r) => [r.createdAt, r.type, r.status, r.name, r.email, r.mobile, r.course ? enquiryCourseLabel(r.course) : null, r.message, r.assigneeName, r.repeatCount, r.closedReason, r.sourcePage, r.utmSource, r.id]),
	)
	const date = new Date().toISOString().slice(0, 10)
	return new Response(csv, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
