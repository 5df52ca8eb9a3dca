import { describe, expect, test } from 'vitest'
import { qrCodeShape } from './qr-code.server'

describe('the setup QR code', () => {
	const uri = 'otpauth://totp/Welsh%20Education:priya%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Welsh+Education&digits=6&period=30'
	const { size, path } = qrCodeShape(uri)
	const dark = new Set(path.match(/M\d+,\d+/g)!.map((move) => move.slice(1)))

	test('is a QR code of a version that holds the link, with a 4-module quiet zone', () => {
		// Version v is 17 + 4v modules a side; this link needs version 6 or more at medium correction.
		const modules = size - 8
		expect((modules - 17) % 4).toBe(0)
		expect((modules - 17) / 4).toBeGreaterThanOrEqual(6)
		for (let i = 0; i < size; i++) for (const [x, y] of [[i, 0], [i, 3], [0, i], [3, i]]) expect(dark.has(`${x},${y}`)).toBe(false)
	})

	test('has the three finder patterns where a scanner looks for them', () => {
		const last = size - 5
		for (const [x, y] of [[4, 4], [last, 4], [4, last]] as const) {
			// The finder's dark outer ring and centre, and the light ring between.
			expect(dark.has(`${x},${y}`)).toBe(true)
			expect(dark.has(`${x + (x === 4 ? 2 : -2)},${y + (y === 4 ? 2 : -2)}`)).toBe(true)
			expect(dark.has(`${x + (x === 4 ? 1 : -1)},${y + (y === 4 ? 1 : -1)}`)).toBe(false)
		}
	})

	test('is the same for the same key (the page can be reloaded)', () => {
		expect(qrCodeShape(uri)).toEqual({ size, path })
	})
})
