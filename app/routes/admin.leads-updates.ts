import { data } from 'react-router'
import { requireStaff } from '~/features/accounts/session.server'
import { currentCursor, encodeCursor, parseSince, waitForLeads } from '~/features/leads/admin/inbox.server'
import { type LiveUpdatesResponse, parseInboxFilters } from '~/features/leads/admin/inbox-schema'
import type { Route } from './+types/admin.leads-updates'

/**
 * Long-polling for the live inbox (docs/decisions/007-live-lead-updates.md): answers as soon as
 * leads newer than `since` exist, or with none after the configured timeout. It only reads the
 * database (checked every second), so it works across several server processes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireStaff(request, context)
	const { db, config } = context.services
	const url = new URL(request.url)
	const sinceParam = url.searchParams.get('since')
	const since = sinceParam ? parseSince(sinceParam) : await currentCursor(db)
	if (!since) throw data({ error: 'since must be an ISO time or a cursor from an earlier answer' }, { status: 400 })
	const result = await waitForLeads(db, since, parseInboxFilters(url.searchParams), {
		timeoutMs: config.liveUpdate.longPollingTimeoutSeconds * 1000,
		signal: request.signal,
	})
	return Response.json({ leads: result.leads, cursor: encodeCursor(result.cursor) } satisfies LiveUpdatesResponse, {
		headers: { 'Cache-Control': 'private, no-store' },
	})
}
