import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
	const query = window.matchMedia(QUERY)
	query.addEventListener('change', onChange)
	return () => query.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asks for reduced motion. False in the server HTML and during hydration (the
 * server cannot know), then the real answer in the same render that useHydrated turns true, so a
 * component never acts on a wrong guess once it is interactive.
 */
export function usePrefersReducedMotion() {
	return useSyncExternalStore(
		subscribe,
		() => window.matchMedia(QUERY).matches,
		() => false,
	)
}
