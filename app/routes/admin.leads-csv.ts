import { requireRecentSignIn, requireStaff } from '~/features/accounts/session.server'
import { csvStream } from '~/features/leads/admin/csv'
import { enquiryCourseLabel } from '~/features/leads/enquiry'
import { calendarDay, spreadsheetTime } from '~/features/leads/admin/format'
import { exportInbox } from '~/features/leads/admin/inbox.server'
import { parseInboxFilters } from '~/features/leads/admin/inbox-schema'
import type { Route } from './+types/admin.leads-csv'

// Times on the institute's clock, as the inbox shows them; the zone is named in the header.
const header = (timeZone: string) => [`Received (${timeZone})`, 'Type', 'Status', 'Name', 'Email', 'Mobile', 'Course', 'Message', 'Assigned to', 'Repeats', 'Reason for closing', 'Source page', 'UTM source', 'Lead id']

type ExportRows = Awaited<ReturnType<ReturnType<typeof exportInbox>['next']>>

async function* spreadsheetRows(first: ExportRows, rest: ReturnType<typeof exportInbox>, timeZone: string, onDone: (count: number) => void) {
	let count = 0
	for await (const rows of first.done ? rest : prepend(first.value, rest)) {
		count += rows.length
		yield rows.map((r) => [spreadsheetTime(r.createdAt, timeZone), r.type, r.status, r.name, r.email, r.mobile, r.course ? enquiryCourseLabel(r.course) : null, r.message, r.assigneeName, r.repeatCount, r.closedReason, r.sourcePage, r.utmSource, r.id])
	}
	onDone(count)
}

async function* prepend<T>(head: T, tail: AsyncIterable<T>) {
	yield head
	yield* tail
}

/**
 * The inbox's filtered list as a spreadsheet (staff only; visitors 401, students 403; the password
 * again after RECENT_SIGN_IN_MINUTES). Each export leaves an audit line once the whole file is
 * sent: who, with which filters, how many leads (a search term is personal data: only whether
 * there was one).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const staff = await requireStaff(request, context)
	requireRecentSignIn(request, staff)
	const filters = parseInboxFilters(new URL(request.url).searchParams)
	const batches = exportInbox(context.services.db, filters)
	// The first batch is read before answering, so a database that is down gets an error page, not a 200 with a broken file.
	const first = await batches.next()
	const audit = (count: number) =>
		context.services.logger.info(
			{ audit: 'leads.export', userId: staff.id, requestId: context.requestId, filters: { type: filters.type ?? null, status: filters.status ?? null, search: Boolean(filters.q) }, count },
			'audit: leads exported as CSV',
		)
	const { timeZone } = context.services.config.site
	const csv = csvStream(header(timeZone), spreadsheetRows(first, batches, timeZone, audit))
	const date = calendarDay(new Date(), timeZone)
	return new Response(csv, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
