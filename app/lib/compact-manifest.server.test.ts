import { expect, test } from 'vitest'
import { compactRouteManifest, compactRouterContext, compactStreamChunks, withoutModulePreloads } from './compact-manifest.server'

const manifest = {
	entry: { module: '/assets/entry.client-1.js', imports: ['/assets/a.js', '/assets/b.js'] },
	routes: {
		root: { id: 'root', path: '', hasLoader: true, hasAction: false, module: '/assets/root.js', imports: ['/assets/a.js', '/assets/c.js'], note: '</script>' },
		'routes/page': { id: 'routes/page', parentId: 'root', hasLoader: true, hasClientLoader: false, module: '/assets/page.js', imports: ['/assets/a.js', '/assets/c.js', '/assets/d.js'] },
	},
}
/** What the browser's router reads the same: no false flags, no imports the entry or the root already has. */
const lean = {
	entry: manifest.entry,
	routes: {
		root: { id: 'root', path: '', hasLoader: true, module: '/assets/root.js', imports: ['/assets/a.js', '/assets/c.js'], note: '</script>' },
		'routes/page': { id: 'routes/page', parentId: 'root', hasLoader: true, module: '/assets/page.js', imports: ['/assets/d.js'] },
	},
}
const page = (json: string) =>
	`<script>window.__reactRouterContext = {};</script><script type="module">import * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");</script>`

test('the route manifest React Router pretty-prints is written without indentation, false flags or imports the root already has', () => {
	const pretty = page(JSON.stringify(manifest, null, 2))
	const compact = compactRouteManifest(pretty)
	expect(compact.length).toBeLessThan(pretty.length)
	expect(compact).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js"')
	expect(compact).toContain(';\n  window.__reactRouterRouteModules = {"root":route0};')
	const written = /window\.__reactRouterManifest = (.*);\n/.exec(compact)?.[1] ?? ''
	expect(written).not.toContain('</script>')
	expect(JSON.parse(written)).toEqual(lean)
})

test('a page without a manifest is left as it is', () => {
	const html = '<!DOCTYPE html><html><body><p>{\n}</p></body></html>'
	expect(compactRouteManifest(html)).toBe(html)
})

/** React Router's own writing of a chunk of the loaders' data (StreamTransfer: JSON, then HTML-escaped). */
const escapeLikeReactRouter = (text: string) => JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

test('the loaders’ data is written in a single-quoted literal: no backslash per quote, the same string, nothing that closes the script', () => {
	const chunk = '[{"_1":2},"loaderData",{"title":"It’s \'quoted\' \\ a <b>&amp;</script>","tab":"\tx\ny\u2028"}]\n'
	const html = `<p>before</p><script nonce="n">window.__reactRouterContext.streamController.enqueue(${escapeLikeReactRouter(chunk)});</script><p>after</p>`
	const compact = compactStreamChunks(html)
	expect(compact.length).toBeLessThan(html.length)
	expect(compact.startsWith('<p>before</p><script nonce="n">window.__reactRouterContext.streamController.enqueue(\'')).toBe(true)
	expect(compact.endsWith("');</script><p>after</p>")).toBe(true)
	const script = /<script nonce="n">(.*)<\/script>/s.exec(compact)?.[1] ?? ''
	expect(script).not.toMatch(/<\/script|<!--|[\u2028\u2029\n]/i)
	const written: string[] = []
	new Function('window', script)({ __reactRouterContext: { streamController: { enqueue: (text: string) => written.push(text) } } })
	expect(written).toEqual([chunk])
})

test('the site’s own module preloads are left out (the page makes them from its route manifest); other links and the scripts stay', () => {
	const html =
		'<noscript><link rel="modulepreload" href="/assets/root-1.js" nonce="abc=="/><link rel="modulepreload" href="/assets/page-2.js"/><link rel="modulepreload" href="https://cdn.example/x.js" nonce="abc=="/><script nonce="abc==">1</script><script type="module" nonce="abc==" async="">2</script></noscript>'
	expect(withoutModulePreloads(html)).toBe(
		'<noscript><link rel="modulepreload" href="https://cdn.example/x.js" nonce="abc=="/><script nonce="abc==">1</script><script type="module" nonce="abc==" async="">2</script></noscript>',
	)
})

test('the router’s context is written without the future flags and SPA mode that are false; the rest as it was', () => {
	const html =
		'<script nonce="n">window.__reactRouterContext = {"basename":"/","future":{"v8_middleware":false,"unstable_x":true},"routeDiscovery":{"mode":"lazy","manifestPath":"/__manifest"},"ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream();</script>'
	expect(compactRouterContext(html)).toBe(
		'<script nonce="n">window.__reactRouterContext = {"basename":"/","future":{"unstable_x":true},"routeDiscovery":{"mode":"lazy","manifestPath":"/__manifest"},"ssr":true};window.__reactRouterContext.stream = new ReadableStream();</script>',
	)
	expect(compactRouterContext('<p>no router</p>')).toBe('<p>no router</p>')
})
