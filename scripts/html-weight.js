// node scripts/html-weight.js [origin] — the HTML of every English page of the site map and of the
// page-weight test's Punjabi and Hindi samples, in bytes before compression (a plain GET, no
// cookies), one line a page, the pages over 50 KB counted at the end (docs/performance.md,
// issue 21). Run it against a server of the build to measure, with fresh data.
import process from 'node:process'

const origin = process.argv[2] ?? 'http://localhost:4461'
const languageSamples = ['/pa', '/pa/plan', '/hi/compare', '/hi/about', '/pa/contact', '/hi/country/united-kingdom', '/pa/course/ielts-academic-full-course', '/hi/education/ielts', '/pa/journal']

const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
const english = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname).filter((page) => !/^\/(pa|hi)(\/|$)/.test(page))
let over = 0
for (const page of [...english, ...languageSamples]) {
	const bytes = (await (await fetch(origin + page)).arrayBuffer()).byteLength
	if (english.includes(page) && bytes > 50 * 1024) over++
	console.log(`${(bytes / 1024).toFixed(1)} KB\t${page}`)
}
console.log(`${over} of ${english.length} English pages over 50 KB`)
