// node scripts/html-weight.js [origin] [--summary] — the HTML of every page of the site map, in
// every language, in bytes before compression (a plain GET, no cookies), one line a page; then, per
// language and kind of page (its first path segment), how many pages, the lightest and heaviest,
// and the pages over 50 KB (docs/performance.md, issue 21). --summary: the summary only. Run it
// against a server of the build to measure, with fresh data.
import process from 'node:process'

const LIMIT = 50 * 1024
const summaryOnly = process.argv.includes('--summary')
const origin = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://localhost:4461'

const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
const pages = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname))]

/** @type {Map<string, number[]>} */
const kinds = new Map()
/** @type {Map<string, { over: number, all: number }>} */
const languages = new Map()
for (const page of pages) {
	const bytes = (await (await fetch(origin + page)).arrayBuffer()).byteLength
	if (!summaryOnly) console.log(`${(bytes / 1024).toFixed(1)} KB\t${page}`)
	const [, language = 'en', kind = ''] = /^(?:\/(pa|hi)(?=\/|$))?\/?([^/]*)/.exec(page) ?? []
	const key = `${language}\t/${kind}`
	kinds.set(key, [...(kinds.get(key) ?? []), bytes])
	const counts = languages.get(language) ?? { over: 0, all: 0 }
	languages.set(language, { over: counts.over + (bytes > LIMIT ? 1 : 0), all: counts.all + 1 })
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1)
console.log('\nlanguage\tkind\tpages\tlightest\theaviest\tover 50 KB')
for (const [key, sizes] of kinds) console.log(`${key}\t${sizes.length}\t${kb(Math.min(...sizes))}\t${kb(Math.max(...sizes))}\t${sizes.filter((bytes) => bytes > LIMIT).length}`)
for (const [language, { over, all }] of languages) console.log(`${over} of ${all} ${language} pages over 50 KB`)
