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
