/** The manifest's assignment as React Router writes it: two-space JSON, whose last line is `}`. */
const PRETTY_MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/

type ManifestRoute = { imports?: string[] } & Record<string, unknown>
type Manifest = { entry?: { module?: string; imports?: string[] }; routes?: Record<string, ManifestRoute> }

/**
 * React Router writes the page's route manifest into every document pretty-printed (its
 * `JSON.stringify(manifest, null, 2)` is not configurable): 0.7–1.4 KB of indentation and line
 * breaks a page (issue 21, item 2). This writes the same JSON without them; `<` stays escaped so
 * nothing in it can close the script. It also leaves out what the browser's router reads the same
 * without (up to 1.9 KB on a guide): a route's flags that are false (`hasAction`, `hasClientLoader`…:
 * it only tests them for truth) and, in a route under the root, the imports the entry or the root
 * already has (they are loaded before any route is: listing them again preloads nothing more).
 */
export function compactRouteManifest(html: string): string {
	return html.replace(PRETTY_MANIFEST, (_, assignment: string, json: string) => `${assignment}${JSON.stringify(leanManifest(JSON.parse(json) as Manifest)).replaceAll('<', '\\u003c')};`)
}

function leanManifest(manifest: Manifest): Manifest {
	const routes = manifest.routes ?? {}
	const root = routes.root
	const loaded = new Set([manifest.entry?.module, ...(manifest.entry?.imports ?? []), root?.module, ...(root?.imports ?? [])])
	for (const [id, route] of Object.entries(routes)) {
		for (const [key, value] of Object.entries(route)) if (value === false && /^has[A-Z]/.test(key)) delete route[key]
		if (id !== 'root' && route.imports) route.imports = route.imports.filter((file) => !loaded.has(file))
	}
	return manifest
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

/** A module preload of one of the build's own scripts, as React Router writes it (with the render's nonce). */
const OWN_MODULE_PRELOAD = /<link rel="modulepreload" href="\/assets\/[^"]+"(?: nonce="[^"]*")?\/>/g

/**
 * React Router writes a `<link rel="modulepreload">` for each script of the page's first load (12–17
 * a page, about 55 bytes each, the entry twice) into the `<noscript>` that holds its scripts until
 * the first paint, just before the route manifest that names each of them again (the entry's and
 * the page's routes' modules and imports). The script that adds the held scripts makes the same
 * preloads from the manifest (ScriptsAfterFirstPaint), so the page carries the list once.
 */
export function withoutModulePreloads(html: string): string {
	return html.replace(OWN_MODULE_PRELOAD, '')
}

/** The router's context as React Router writes it, just before the stream it sets up. */
const ROUTER_CONTEXT = /(window\.__reactRouterContext = )(\{.*?\});(?=window\.__reactRouterContext\.stream)/

type RouterContext = { future?: Record<string, unknown>; isSpaMode?: boolean } & Record<string, unknown>

/**
 * React Router writes every future flag of its context into every page, each `false` here
 * (`"v8_trailingSlashAwareDataRequests":false`...), and `"isSpaMode":false`: 0.3 KB a page that the
 * browser's router reads the same when absent (it only tests them for truth). They are left out.
 */
export function compactRouterContext(html: string): string {
	return html.replace(ROUTER_CONTEXT, (_, assignment: string, json: string) => {
		const context = JSON.parse(json) as RouterContext
		if (context.future) context.future = Object.fromEntries(Object.entries(context.future).filter(([, on]) => on !== false))
		if (context.isSpaMode === false) delete context.isSpaMode
		return `${assignment}${JSON.stringify(context).replaceAll('<', '\\u003c')};`
	})
}
