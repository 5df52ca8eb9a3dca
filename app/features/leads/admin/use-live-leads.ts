import { useEffect, useRef, useState } from 'react'
import type { LiveUpdateSettings } from '~/config/live-update'
import type { LeadSummary, LiveUpdatesResponse } from './inbox-schema'

/**
 * The staff inbox's live-update client (PRODUCT.md item 9; docs/decisions/007-live-lead-updates.md).
 * The settings choose the transport: forceLongPolling → long-polling only; autoDetectLongPolling →
 * Server-Sent Events, falling back to long-polling when no 'ready' event arrives within 5 s or
 * the stream errors first; neither → Server-Sent Events only.
 */
export type LiveTransport = 'connecting' | 'events' | 'long-polling' | 'stopped'
export type TransportPlan = 'events' | 'long-polling' | 'auto'

export const EVENTS_READY_TIMEOUT_MS = 5000
const MAX_BACKOFF_MS = 60_000

export function transportPlan(settings: Pick<LiveUpdateSettings, 'forceLongPolling' | 'autoDetectLongPolling'>, hasEventSource: boolean): TransportPlan {
	if (settings.forceLongPolling) return 'long-polling'
	if (settings.autoDetectLongPolling) return hasEventSource ? 'auto' : 'long-polling'
	return 'events'
}

/** 1 s, 2 s, 4 s … up to a minute, with jitter so many open inboxes do not retry in step. */
export function backoffMs(failures: number) {
	const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, failures - 1))
	return Math.round(base * (0.75 + Math.random() * 0.5))
}

function sleep(ms: number, signal: AbortSignal) {
	return new Promise<void>((resolve) => {
		const timer = setTimeout(done, ms)
		function done() {
			clearTimeout(timer)
			signal.removeEventListener('abort', done)
			resolve()
		}
		signal.addEventListener('abort', done, { once: true })
	})
}

export function useLiveLeads({
	cursor,
	query,
	settings,
	onLeads,
	enabled = true,
}: {
	/** Where the page's list ends: from the loader. */
	cursor: string
	/** The inbox filters (q, type, status) as a query string. */
	query: string
	settings: Pick<LiveUpdateSettings, 'forceLongPolling' | 'autoDetectLongPolling'>
	onLeads: (leads: LeadSummary[]) => void
	enabled?: boolean
}) {
	const [transport, setTransport] = useState<LiveTransport>('connecting')
	const onLeadsRef = useRef(onLeads)
	useEffect(() => {
		onLeadsRef.current = onLeads
	})
	const { forceLongPolling, autoDetectLongPolling } = settings

	useEffect(() => {
		if (!enabled) return
		const controller = new AbortController()
		const { signal } = controller
		let latest = cursor
		let source: EventSource | null = null
		const timers = new Set<ReturnType<typeof setTimeout>>()
		const later = (fn: () => void, ms: number) => {
			const timer = setTimeout(() => {
				timers.delete(timer)
				if (!signal.aborted) fn()
			}, ms)
			timers.add(timer)
			return timer
		}
		const url = (path: string) => {
			const params = new URLSearchParams(query)
			params.set('since', latest)
			return `${path}?${params}`
		}
		const deliver = (payload: LiveUpdatesResponse) => {
			if (typeof payload.cursor === 'string') latest = payload.cursor
			if (Array.isArray(payload.leads) && payload.leads.length > 0) onLeadsRef.current(payload.leads)
		}

		async function longPoll() {
			setTransport('long-polling')
			let failures = 0
			while (!signal.aborted) {
				try {
					const response = await fetch(url('/admin/leads/updates'), { signal, cache: 'no-store', headers: { accept: 'application/json' } })
					if (response.status === 401 || response.status === 403) {
						// Logged out or no longer staff: polling again cannot help.
						setTransport('stopped')
						return
					}
					if (!response.ok) throw new Error(`updates answered ${response.status}`)
					deliver((await response.json()) as LiveUpdatesResponse)
					failures = 0
				} catch {
					if (signal.aborted) return
					failures++
					await sleep(backoffMs(failures), signal)
				}
			}
		}

		function listen(plan: 'events' | 'auto', failures = 0) {
			const events = new EventSource(url('/admin/leads/events'))
			source = events
			let ready = false
			const fallBack = () => {
				events.close()
				if (source === events) source = null
				void longPoll()
			}
			const readyTimer = plan === 'auto' ? later(() => !ready && fallBack(), EVENTS_READY_TIMEOUT_MS) : undefined
			events.addEventListener('ready', (event) => {
				ready = true
				failures = 0
				if (readyTimer) clearTimeout(readyTimer)
				setTransport('events')
				try {
					deliver(JSON.parse((event as MessageEvent<string>).data) as LiveUpdatesResponse)
				} catch {
					// A ready event without a cursor keeps the one we have.
				}
			})
			events.addEventListener('leads', (event) => {
				try {
					deliver(JSON.parse((event as MessageEvent<string>).data) as LiveUpdatesResponse)
				} catch {
					// Ignore a malformed event; the next one carries the cursor again.
				}
			})
			events.addEventListener('error', () => {
				if (signal.aborted) return
				if (plan === 'auto' && !ready) {
					if (readyTimer) clearTimeout(readyTimer)
					fallBack()
					return
				}
				// While CONNECTING the browser retries by itself, sending the last event id (the
				// cursor). CLOSED means it gave up (an error status): retry with a backoff.
				if (events.readyState === EventSource.CLOSED) {
					events.close()
					setTransport('connecting')
					later(() => listen('events', failures + 1), backoffMs(failures + 1))
				}
			})
		}

		const plan = transportPlan({ forceLongPolling, autoDetectLongPolling }, typeof EventSource !== 'undefined')
		if (plan === 'long-polling') void longPoll()
		else if (typeof EventSource === 'undefined') setTransport('stopped')
		else listen(plan)

		return () => {
			controller.abort()
			source?.close()
			for (const timer of timers) clearTimeout(timer)
		}
	}, [cursor, query, forceLongPolling, autoDetectLongPolling, enabled])

	return transport
}
