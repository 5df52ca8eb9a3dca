// node scripts/first-load-js.js [origin] [path ...] — the JavaScript of each page's first load,
// without a browser: sums the gzip size of every module the page's route manifest names for its
// hydration (the entry's and the page's routes' modules and imports, which the page preloads;
// build/client files, so run it against a server of the current build), and names the
// chunks with zod's runtime in them, which must not be among them (docs/performance.md).
// Default: http://localhost:4461 and the six pages of the Lighthouse bench. --files: each file's gzip size too.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const listFiles = process.argv.includes('--files')
const [origin = 'http://localhost:4461', ...args] = process.argv.slice(2).filter((arg) => arg !== '--files')
const pages = args.length > 0 ? args : ['/', '/about', '/contact', '/country/united-kingdom', '/journal', '/course/ielts-academic-full-course']
const assets = path.resolve('build/client/assets')
const zodRuntime = /\$ZodType|ZodError/

/**
 * The files of the modules that hydrate a page, as ScriptsAfterFirstPaint preloads them: from the
 * route manifest and the page's route ids that React Router writes in the page.
 * @param {string} html
 */
function hydratingModules(html) {
	const written = /Manifest = (.*);\n.*RouteModules = (.*);/.exec(html)
	if (!written) throw new Error('no route manifest in the page')
	/** @type {{ entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] }> }} */
	const manifest = JSON.parse(/** @type {string} */ (written[1]))
	const ids = [.../** @type {string} */ (written[2]).matchAll(/"([^"]+)":/g)].map((m) => /** @type {string} */ (m[1]))
	const files = [
		manifest.entry.module,
		...manifest.entry.imports,
		...ids.flatMap((id) => {
			const route = manifest.routes[id]
			if (!route) throw new Error(`the page's route ${id} is not in its manifest`)
			return [route.module, ...(route.imports ?? [])]
		}),
	]
	return new Set(files.map((file) => file.replace(/^\/assets\//, '')))
}

/** @param {string} file */
const read = (file) => fs.readFileSync(path.join(assets, file))
const zodChunks = fs.readdirSync(assets).filter((file) => file.endsWith('.js') && zodRuntime.test(read(file).toString()))
console.log(`chunks with zod: ${zodChunks.join(', ') || 'none'}`)

for (const page of pages) {
	const html = await (await fetch(new URL(page, origin))).text()
	const files = hydratingModules(html)
	let bytes = 0
	for (const file of files) bytes += zlib.gzipSync(read(file)).length
	const withZod = [...files].filter((file) => zodChunks.includes(file))
	console.log(`${page.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzip in ${files.size} files${withZod.length ? `, zod in ${withZod.join(', ')}` : ''}`)
	if (listFiles) {
		const sizes = [...files].map((file) => /** @type {[string, number]} */ ([file, zlib.gzipSync(read(file)).length]))
		for (const [file, size] of sizes.sort((a, b) => b[1] - a[1])) console.log(`  ${(size / 1024).toFixed(2).padStart(6)} KB  ${file}`)
	}
}
