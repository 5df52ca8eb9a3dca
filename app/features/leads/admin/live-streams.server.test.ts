import { expect, test, vi } from 'vitest'
import type { Database } from '~/db/client.server'
import { LeadChangeHub, nextSessionCheckAt, StreamRegistry } from './live-streams.server'

/** A stand-in for the one query the hub makes: the ids of recent leads. */
function fakeDatabase() {
	const state = { ids: [] as string[], queries: 0 }
	const db = {
		select: () => ({
			from: () => ({
				where: async () => {
					state.queries++
					return state.ids.map((id) => ({ id }))
				},
			}),
		}),
	} as unknown as Database
	return { db, state }
}

test('one poller serves every waiting stream: a thousand waiters cost one query per interval (issue 13, item 5)', async () => {
	vi.useFakeTimers()
	try {
		const { db, state } = fakeDatabase()
		const hub = new LeadChangeHub(db, { intervalMs: 1000 })
		const stop = new AbortController()
		const waits = Array.from({ length: 1000 }, () => hub.wait(hub.generation, 60_000, stop.signal))
		// The first poll sets the baseline and wakes everyone once (they read their own updates).
		await vi.advanceTimersByTimeAsync(1000)
		expect(await Promise.all(waits)).toEqual(Array(1000).fill(true))
		const seen = hub.generation
		const next = Array.from({ length: 1000 }, () => hub.wait(seen, 60_000, stop.signal))
		await vi.advanceTimersByTimeAsync(5000)
		expect(state.queries).toBe(6)
		state.ids.push('lead-1')
		await vi.advanceTimersByTimeAsync(1000)
		expect(await Promise.all(next)).toEqual(Array(1000).fill(true))
		expect(state.queries).toBe(7)
		// Nobody waiting: no polling at all.
		await vi.advanceTimersByTimeAsync(10_000)
		expect(state.queries).toBe(7)
		expect(hub.waiting).toBe(0)
	} finally {
		vi.useRealTimers()
	}
})

test('a change seen while a stream was reading wakes it at once; a quiet wait times out; abort ends it', async () => {
	vi.useFakeTimers()
	try {
		const { db } = fakeDatabase()
		const hub = new LeadChangeHub(db, { intervalMs: 1000 })
		const before = hub.generation
		const first = hub.wait(before, 60_000)
		await vi.advanceTimersByTimeAsync(1000)
		expect(await first).toBe(true)
		expect(await hub.wait(before, 60_000)).toBe(true)
		const quiet = hub.wait(hub.generation, 3000)
		await vi.advanceTimersByTimeAsync(3000)
		expect(await quiet).toBe(false)
		const stop = new AbortController()
		const aborted = hub.wait(hub.generation, 60_000, stop.signal)
		stop.abort()
		expect(await aborted).toBe(false)
	} finally {
		vi.useRealTimers()
	}
})

test('streams are capped per user and per process, and a closed stream frees its place', () => {
	const registry = new StreamRegistry({ perUser: 2, perProcess: 3 })
	const a1 = registry.admit('a')
	const a2 = registry.admit('a')
	expect(a1 && a2).toBeTruthy()
	expect(registry.admit('a')).toBeNull()
	const b1 = registry.admit('b')
	expect(b1).toBeTruthy()
	expect(registry.admit('c')).toBeNull()
	a1!()
	a1!()
	expect(registry.admit('c')).toBeTruthy()
	expect(registry.admit('a')).toBeNull()
})

test('session re-checks are spread over 10–20 s', () => {
	expect(nextSessionCheckAt(0, () => 0)).toBe(10_000)
	expect(nextSessionCheckAt(0, () => 0.999)).toBe(19_990)
	const times = new Set(Array.from({ length: 100 }, () => nextSessionCheckAt(0)))
	expect(times.size).toBeGreaterThan(50)
})
