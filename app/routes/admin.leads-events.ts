import { data } from 'react-router'
import { requireStaff } from '~/features/accounts/session.server'
import { currentCursor, encodeCursor, leadsAfter, parseSince } from '~/features/leads/admin/inbox.server'
import { leadChangeHub, liveStreams, nextSessionCheckAt } from '~/features/leads/admin/live-streams.server'
import { type LiveUpdatesResponse, parseInboxFilters } from '~/features/leads/admin/inbox-schema'
import type { Route } from './+types/admin.leads-events'

/** A stream ends after this long; the browser reconnects with the last cursor (Last-Event-ID). */
const STREAM_LIFETIME_MS = 5 * 60_000

/**
 * The live inbox's updates as Server-Sent Events (docs/decisions/007-live-lead-updates.md): a
 * 'ready' event at once, a 'leads' event whenever leads arrive (its id is the cursor), and a
 * comment as a keep-alive after each quiet long-poll period.
 *
 * A staff member holds at most a few streams and a process serves a bounded number (429 beyond:
 * the inbox falls back to long-polling). Streams do not poll: one poller per process
 * (live-streams.server.ts) wakes them when leads arrive, and each re-checks its session on its own
 * jittered schedule, and before sending leads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const staff = await requireStaff(request, context)
	const { db, config, logger } = context.services
	const url = new URL(request.url)
	// On reconnect the browser sends the last event's id: newer than the URL's `since`.
	const sinceParam = request.headers.get('last-event-id') || url.searchParams.get('since')
	let cursor = sinceParam ? parseSince(sinceParam) : await currentCursor(db)
	if (!cursor) throw data({ error: 'since must be an ISO time or a cursor from an earlier answer' }, { status: 400 })
	const filters = parseInboxFilters(url.searchParams)
	const release = liveStreams.admit(staff.id)
	if (!release) {
		return new Response('Too many live-update streams are open. Close other inbox tabs, or wait a minute.', {
			status: 429,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' },
		})
	}
	const hub = leadChangeHub(db, (error) => logger.warn({ err: error }, 'live-update poller failed'))
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
				let checkSessionAt = nextSessionCheckAt()
				// The first round reads at once: leads after an older `since` are sent straight away.
				let changed = true
				while (!stop.signal.aborted && Date.now() < endAt) {
					const seen = hub.generation
					if (changed) {
						const result = await leadsAfter(db, cursor!, filters)
						cursor = result.cursor
						if (result.leads.length > 0) {
							// A staff member who logged out, or lost the role, never receives another lead.
							if (!(await stillStaff())) break
							checkSessionAt = nextSessionCheckAt()
							event('leads', { leads: result.leads, cursor: encodeCursor(cursor) })
						}
					}
					if (Date.now() >= checkSessionAt) {
						if (!(await stillStaff())) break
						checkSessionAt = nextSessionCheckAt()
					}
					const timeoutMs = Math.min(config.liveUpdate.longPollingTimeoutSeconds * 1000, Math.max(1000, endAt - Date.now()), Math.max(1000, checkSessionAt - Date.now()))
					changed = await hub.wait(seen, timeoutMs, stop.signal)
					if (!changed && !stop.signal.aborted) send(': keep-alive\n\n')
				}
			} catch (error) {
				if (!stop.signal.aborted) logger.warn({ err: error, requestId: context.requestId }, 'lead events stream failed')
			}
			release()
			if (!stop.signal.aborted) controller.close()
		},
		cancel() {
			stop.abort()
			release()
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
