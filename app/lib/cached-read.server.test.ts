import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedRead } from './cached-read.server'

describe('cachedRead', () => {
	afterEach(() => vi.useRealTimers())

	it('reads once while fresh, and again after the time to live', async () => {
		vi.useFakeTimers()
		const db = {}
		const load = vi.fn(async () => ['course'])
		const read = cachedRead(load, { ttlMs: 1_000 })
		await read.get(db)
		await read.get(db)
		expect(load).toHaveBeenCalledTimes(1)
		vi.advanceTimersByTime(1_001)
		await read.get(db)
		expect(load).toHaveBeenCalledTimes(2)
	})

	it('shares one read between concurrent callers', async () => {
		const load = vi.fn(async () => 'rows')
		const read = cachedRead(load, { ttlMs: 1_000 })
		const db = {}
		expect(await Promise.all([read.get(db), read.get(db), read.get(db)])).toEqual(['rows', 'rows', 'rows'])
		expect(load).toHaveBeenCalledTimes(1)
	})

	it('reads again after invalidate, and keeps databases apart', async () => {
		let version = 1
		const read = cachedRead(async (db: { name: string }) => `${db.name}@${version}`, { ttlMs: 60_000 })
		const a = { name: 'a' }
		const b = { name: 'b' }
		expect(await read.get(a)).toBe('a@1')
		version = 2
		expect(await read.get(a)).toBe('a@1')
		expect(await read.get(b)).toBe('b@2')
		read.invalidate(a)
		expect(await read.get(a)).toBe('a@2')
	})

	it('does not keep a failed read', async () => {
		const load = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce('rows')
		const read = cachedRead(load, { ttlMs: 60_000 })
		const db = {}
		await expect(read.get(db)).rejects.toThrow('database down')
		expect(await read.get(db)).toBe('rows')
	})
})
