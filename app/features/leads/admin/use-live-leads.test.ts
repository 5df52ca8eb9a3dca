import { expect, test } from 'vitest'
import { backoffMs, transportPlan } from './use-live-leads'

test('the settings choose the transport', () => {
	expect(transportPlan({ forceLongPolling: true, autoDetectLongPolling: false }, true)).toBe('long-polling')
	expect(transportPlan({ forceLongPolling: false, autoDetectLongPolling: true }, true)).toBe('auto')
	expect(transportPlan({ forceLongPolling: false, autoDetectLongPolling: true }, false)).toBe('long-polling')
	expect(transportPlan({ forceLongPolling: false, autoDetectLongPolling: false }, true)).toBe('events')
})

test('retries back off exponentially up to a minute, with jitter', () => {
	for (let i = 0; i < 20; i++) {
		expect(backoffMs(1)).toBeGreaterThanOrEqual(750)
		expect(backoffMs(1)).toBeLessThanOrEqual(1250)
		expect(backoffMs(3)).toBeGreaterThanOrEqual(3000)
		expect(backoffMs(3)).toBeLessThanOrEqual(5000)
		expect(backoffMs(30)).toBeLessThanOrEqual(75_000)
	}
})
