import type { AppLoadContext } from 'react-router'
import type { Islanded, PrerenderedIsland } from './island'

/**
 * What a document request's loaders keep on the server for its islands (island.tsx): made per
 * request by the Express layer for a document request only, and handed to the render by
 * entry.server.tsx. A data request (`/page.data`) has none, so its loaders return the content.
 */
export class IslandStore {
	readonly content = new Map<string, unknown>()

	/** What the islands hold, for keys of stored pages (the page differs when any of it does). */
	fingerprint(): string {
		return JSON.stringify([...this.content])
	}
}

/**
 * The value itself for a data request (and for a loader called without the Express layer, as in
 * tests); for a document request, a reference, the value kept for the render. Only public content
 * may go here: the page is stored and served to every visitor (rendered-page-cache.server.ts).
 */
export function island<T>(context: Pick<AppLoadContext, 'islands'>, key: string, value: T): Islanded<T> {
	if (!context.islands) return value
	context.islands.content.set(key, value)
	return { island: key }
}

/** React Router asks for a route's data at `/path.data` (single fetch); a document is any other URL. */
export function isDataRequestPath(pathname: string): boolean {
	return pathname.endsWith('.data')
}

/**
 * Like island(), for content whose markup is rendered once and shared: a document request keeps
 * `markup()` (made by the caller, kept with the content it shows, e.g. a course list's cards:
 * course-card-markup.server.tsx) for the render to insert as it is, so the render costs nothing
 * for it; a data request gets `value`, which the browser renders with the island's children.
 * The markup must be what `children(value)` renders.
 */
export function islandMarkup<T>(context: Pick<AppLoadContext, 'islands'>, key: string, value: T, markup: () => PrerenderedIsland): Islanded<T> {
	if (!context.islands) return value
	context.islands.content.set(key, markup())
	return { island: key }
}
