import { requireStaff } from '~/features/accounts/session.server'
import { dashboardTableIds } from '~/features/dashboard/dashboard'
import { loadDashboard } from '~/features/dashboard/dashboard.server'
import { parseDashboardQuery } from '~/features/dashboard/dashboard-schema'
import { toCsv } from '~/features/leads/admin/csv'
import type { Route } from './+types/admin.dashboard-csv'

/**
 * One table of the dashboard as CSV, cell for cell as the page shows it (?table=funnel&from=&to=&by=).
 * Counts only, no lead's personal data. Staff and admins, as the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireStaff(request, context)
	const params = new URL(request.url).searchParams
	const tableId = dashboardTableIds.find((id) => id === params.get('table'))
	if (!tableId) throw plainText(`Unknown table: choose one of ${dashboardTableIds.join(', ')}.`, 404)
	const { db, config } = context.services
	const { timeZone } = config.site
	const now = new Date()
	const query = parseDashboardQuery(params, { now, timeZone })
	if (!query.ok) throw plainText(Object.values(query.result.error ?? {}).flat().join(' '), 400)
	const table = (await loadDashboard(db, query.range, { timeZone, now })).tables.find((t) => t.id === tableId)!
	return new Response(toCsv(table.columns, table.rows), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${tableId}-${query.range.from}-to-${query.range.to}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}

function plainText(message: string, status: number) {
	return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })
}
