import { localizedPath } from '../../app/features/i18n/locales'
import { expect, test } from './fixtures'

/**
 * Issue 20: a Punjabi or Hindi page keeps its reader in that language. Its links to the site's pages
 * lead to their version in that language (where one exists: localizedPath), so do the addresses its
 * breadcrumbs and course data give search engines (the breadcrumbs' names in that language too), and a
 * page whose heading is in that language has its title and description in it too. Every page of the site map, read without a browser.
 */
const script = { pa: /[\u0A00-\u0A7F]/, hi: /[\u0900-\u097F]/ }
/** A name with English words in it (not only a test's name, such as IELTS). */
const englishWords = /[a-z]{3}/
/** Files and endpoints, not pages: they have no language versions. */
const notAPage = /^\/(assets|images|og|fonts|api)\/|^\/(favicon|logo)\b|^\/language\?/

const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'")

test('every Punjabi and Hindi page links, and describes itself, in its own language', async ({ request }, testInfo) => {
	// About 170 pages, one after another.
	testInfo.setTimeout(180_000)
	const sitemap = await (await request.get('/sitemap.xml')).text()
	const translated = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => /^\/(pa|hi)(\/|$)/.test(p))
	expect(translated.length).toBeGreaterThan(100)
	for (const pagePath of translated) {
		const locale = pagePath.startsWith('/pa') ? 'pa' : 'hi'
		const response = await request.get(pagePath)
		expect(response.status(), pagePath).toBe(200)
		const html = await response.text()

		const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => decode(m[1]!)).filter((href) => !notAPage.test(href))
		for (const href of links) expect.soft(href, `${pagePath} links to ${href}`).toBe(localizedPath(href, locale))

		for (const block of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
			const data = JSON.parse(block[1]!) as { '@type': string; url?: string; itemListElement?: { item: string; name: string }[] }
			// The levels above the page are named in its language (the page itself may be English content, marked so).
			for (const { name } of data.itemListElement?.slice(0, -1) ?? []) {
				if (englishWords.test(name)) expect.soft(name, `${pagePath}: a breadcrumb above it is named "${name}"`).toMatch(script[locale])
			}
			const addresses = data['@type'] === 'BreadcrumbList' ? data.itemListElement!.map((crumb) => crumb.item) : data['@type'] === 'Course' ? [data.url!] : []
			for (const address of addresses) {
				const { pathname } = new URL(address)
				expect.soft(pathname, `${pagePath}: ${data['@type']} gives ${address}`).toBe(localizedPath(pathname, locale))
			}
		}

		const heading = decode(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '')
		if (script[locale].test(heading)) {
			const title = decode(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '')
			const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')
			expect.soft(title, `${pagePath}: the title of a page headed "${heading}"`).toMatch(script[locale])
			expect.soft(description, `${pagePath}: the description of a page headed "${heading}"`).toMatch(script[locale])
		}
	}
})
