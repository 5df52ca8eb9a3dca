const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding: how authenticator apps take a TOTP secret. */
export function base32Encode(bytes: Uint8Array) {
	let bits = 0
	let value = 0
	let out = ''
	for (const byte of bytes) {
		value = (value << 8) | byte
		bits += 8
		while (bits >= 5) {
			out += ALPHABET[(value >>> (bits - 5)) & 31]
			bits -= 5
		}
	}
	if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
	return out
}

/** The bytes of a base32 secret (spaces and case ignored, as apps do); throws on other characters. */
export function base32Decode(text: string) {
	const clean = text.replace(/[\s=]/g, '').toUpperCase()
	const out: number[] = []
	let bits = 0
	let value = 0
	for (const char of clean) {
		const index = ALPHABET.indexOf(char)
		if (index < 0) throw new Error('not a base32 secret')
		value = (value << 5) | index
		bits += 5
		if (bits >= 8) {
			out.push((value >>> (bits - 8)) & 255)
			bits -= 8
		}
	}
	return Uint8Array.from(out)
}
