import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { relativeTime } from './format'
import { useNow } from './use-now'

afterEach(() => {
	vi.useRealTimers()
})

test('relative times keep moving: the clock starts at the browser’s time and ticks every 30 s', () => {
	vi.useFakeTimers({ now: new Date('2026-11-24T10:05:00.000Z') })
	const received = '2026-11-24T10:00:00.000Z'
	const { result } = renderHook(() => useNow('2026-11-24T10:04:00.000Z'))
	// After mounting, the browser's clock replaces the server's.
	expect(relativeTime(received, result.current)).toBe('5 min ago')
	act(() => {
		vi.advanceTimersByTime(60_000)
	})
	expect(relativeTime(received, result.current)).toBe('6 min ago')
	act(() => {
		vi.advanceTimersByTime(55 * 60_000)
	})
	expect(relativeTime(received, result.current)).toBe('1 h ago')
})
