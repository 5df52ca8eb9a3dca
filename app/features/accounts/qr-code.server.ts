import { encode } from 'uqr'

/** A QR code as one SVG path, in module units: `size` squares a side, the 4-module quiet zone included. */
export type QrCodeShape = { size: number; path: string }

/**
 * The QR code of a text (the two-factor setup's otpauth:// link), drawn on the server so the page
 * needs no script and no outside service. `uqr` encodes (no dependencies); medium error correction,
 * which phones read easily off a screen.
 */
export function qrCodeShape(text: string): QrCodeShape {
	const { size, data } = encode(text, { ecc: 'M', border: 4 })
	let path = ''
	data.forEach((row, y) =>
		row.forEach((dark, x) => {
			if (dark) path += `M${x},${y}h1v1h-1z`
		}),
	)
	return { size, path }
}
