import { useEffect, useState } from 'react'

/**
 * The time relative labels ("5 min ago", "waiting 3 h") are measured against: the server's time for
 * the first render (server and browser then render the same text), then the browser's clock, moved
 * on every `intervalMs` so an inbox left open keeps telling the truth.
 */
export function useNow(serverNow: string, intervalMs = 30_000) {
	const [now, setNow] = useState(serverNow)
	useEffect(() => {
		const tick = () => setNow(new Date().toISOString())
		tick()
		const timer = setInterval(tick, intervalMs)
		return () => clearInterval(timer)
	}, [intervalMs])
	return now
}
