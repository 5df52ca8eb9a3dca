import { useEffect, useState } from 'react'

/** A random key for one filled-in form; getRandomValues works on plain-HTTP sites too (randomUUID does not). */
export function randomIdempotencyKey() {
	const bytes = crypto.getRandomValues(new Uint8Array(16))
	return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The idempotency key of a form on a page that may be served from a shared cache. It is made in
 * the browser, never in the server's HTML, so two visitors can never send the same key; without
 * JavaScript the form simply carries none. `renew` starts a new submission (after a success).
 */
export function useIdempotencyKey() {
	const [key, setKey] = useState('')
	useEffect(() => setKey(randomIdempotencyKey()), [])
	return [key, () => setKey(randomIdempotencyKey())] as const
}
