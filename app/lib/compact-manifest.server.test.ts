import { expect, test } from 'vitest'
import { compactRouteManifest } from './compact-manifest.server'

const manifest = { entry: { module: '/assets/entry.client-1.js', imports: ['/assets/a.js', '/assets/b.js'] }, routes: { root: { id: 'root', path: '', hasLoader: true, note: '</script>' } } }
const page = (json: string) =>
	`<script>window.__reactRouterContext = {};</script><script type="module">import * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");</script>`

test('the route manifest React Router pretty-prints is written without indentation, the same data', () => {
	const pretty = page(JSON.stringify(manifest, null, 2))
	const compact = compactRouteManifest(pretty)
	expect(compact.length).toBeLessThan(pretty.length)
	expect(compact).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js"')
	expect(compact).toContain(';\n  window.__reactRouterRouteModules = {"root":route0};')
	const written = /window\.__reactRouterManifest = (.*);\n/.exec(compact)?.[1] ?? ''
	expect(written).not.toContain('</script>')
	expect(JSON.parse(written)).toEqual(manifest)
})

test('a page without a manifest is left as it is', () => {
	const html = '<!DOCTYPE html><html><body><p>{\n}</p></body></html>'
	expect(compactRouteManifest(html)).toBe(html)
})
