import { data } from 'react-router'
import { requireStaff } from '~/features/accounts/session.server'
import { currentCursor, encodeCursor, parseSince, waitForLeads } from '~/features/leads/admin/inbox.server'
import { type LiveUpdatesResponse, parseInboxFilters } from '~/features/leads/admin/inbox-schema'
import type { Route } from './+types/admin.leads-events'

/** A stream ends after this long; the browser reconnects with the last cursor (Last-Event-ID). */
const STREAM_LIFETIME_MS = 5 * 60_000

/**
 * The live inbox's updates as Server-Sent Events (docs/decisions/007-live-lead-updates.md): a
 * 'ready' event at once, a 'leads' event whenever leads arrive (its id is the cursor), and a
 * comment as a keep-alive after each quiet long-poll period.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireStaff(request, context)
	const { db, config, logger } = context.services
	const url = new URL(request.url)
	// On reconnect the browser sends the last event's id: newer than the URL's `since`.
	const sinceParam = request.headers.get('last-event-id') || url.searchParams.get('since')
	let cursor = sinceParam ? parseSince(sinceParam) : await currentCursor(db)
	if (!cursor) throw data({ error: 'since must be an ISO time or a cursor from an earlier answer' }, { status: 400 })
	const filters = parseInboxFilters(url.searchParams)
	const stop = new AbortController()
	request.signal.addEventListener('abort', () => stop.abort(), { once: true })
	const encoder = new TextEncoder()
	const stillStaff = () => requireStaff(request, context).then(
		() => true,
		() => false,
	)

	const stream = new ReadableStream<Uint8Array>({
		async start(controller) {
			const send = (text: string) => {
				if (!stop.signal.aborted) controller.enqueue(encoder.encode(text))
			}
			const event = (name: string, payload: LiveUpdatesResponse) => send(`event: ${name}\nid: ${payload.cursor}\ndata: ${JSON.stringify(payload)}\n\n`)
			try {
				send('retry: 3000\n')
				event('ready', { leads: [], cursor: encodeCursor(cursor!) })
				const endAt = Date.now() + STREAM_LIFETIME_MS
				while (!stop.signal.aborted && Date.now() < endAt) {
					const timeoutMs = Math.min(config.liveUpdate.longPollingTimeoutSeconds * 1000, Math.max(1000, endAt - Date.now()))
					const result = await waitForLeads(db, cursor!, filters, { timeoutMs, signal: stop.signal })
					cursor = result.cursor
					// A staff member who logged out, or lost the role, stops receiving leads at once.
					if (!(await stillStaff())) break
					if (result.leads.length > 0) event('leads', { leads: result.leads, cursor: encodeCursor(cursor) })
					else send(': keep-alive\n\n')
				}
			} catch (error) {
				if (!stop.signal.aborted) logger.warn({ err: error, requestId: context.requestId }, 'lead events stream failed')
			}
			if (!stop.signal.aborted) controller.close()
		},
		cancel() {
			stop.abort()
		},
	})
	return new Response(stream, {
		headers: {
			'Content-Type': 'text/event-stream; charset=utf-8',
			// no-transform keeps the compression middleware from buffering the stream.
			'Cache-Control': 'private, no-store, no-transform',
			'X-Accel-Buffering': 'no',
		},
	})
}
