import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the server HTML and during hydration, true once the page is interactive. */
export function useHydrated() {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	)
}
