/** The manifest's assignment as React Router writes it: two-space JSON, whose last line is `}`. */
const PRETTY_MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/

/**
 * React Router writes the page's route manifest into every document pretty-printed (its
 * `JSON.stringify(manifest, null, 2)` is not configurable): 0.7–1.4 KB of indentation and line
 * breaks a page (issue 21, item 2). This writes the same JSON without them; `<` stays escaped so
 * nothing in it can close the script.
 */
export function compactRouteManifest(html: string): string {
	return html.replace(PRETTY_MANIFEST, (_, assignment: string, json: string) => `${assignment}${JSON.stringify(JSON.parse(json)).replaceAll('<', '\\u003c')};`)
}

/** A chunk of the loaders' data as React Router writes it: a JSON string literal, HTML-escaped. */
const STREAM_CHUNK = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g

/** What a single-quoted literal of the chunk escapes: its quote and backslash, line ends, and what could end the script. */
const SINGLE_QUOTED_ESCAPES: Record<string, string> = { "'": "\\'", '\\': '\\\\', '\n': '\\n', '\r': '\\r', '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/**
 * The loaders' data for hydration is turbo-stream text (JSON-like, full of double quotes) that React
 * Router writes as a JSON string literal, so every quote in it costs a backslash: 1.1–1.5 KB a page
 * (issue 21, item 2). This writes each chunk as the same string in a single-quoted literal, where
 * double quotes need no escape; `<`, `>`, `&` and the line separators stay escaped as React Router
 * has them, so nothing in it can close the script.
 */
export function compactStreamChunks(html: string): string {
	return html.replace(STREAM_CHUNK, (_, call: string, literal: string, end: string) => {
		const text = JSON.parse(literal) as string
		// eslint-disable-next-line no-control-regex
		const quoted = text.replace(/['\\\n\r<>&\u2028\u2029]|[\u0000-\u001f]/g, (c) => SINGLE_QUOTED_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
		return `${call}'${quoted}'${end}`
	})
}
