import { isRouteErrorResponse } from 'react-router'

/**
 * The texts a loader threw with its error, written in the page's language by the server
 * (answerTexts in catalogues.server.ts), for a route's ErrorBoundary, which gets no page messages;
 * for any other error (one thrown while rendering) the English given.
 */
export function thrownTexts<Name extends string>(error: unknown, english: Record<Name, string>): Record<Name, string> {
	const texts: unknown = isRouteErrorResponse(error) ? error.data : null
	if (!texts || typeof texts !== 'object') return english
	const written = texts as Record<string, unknown>
	return Object.fromEntries(Object.entries<string>(english).map(([name, text]) => [name, typeof written[name] === 'string' ? written[name] : text])) as Record<Name, string>
}
