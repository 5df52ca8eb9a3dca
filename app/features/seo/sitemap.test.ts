import { describe, expect, test } from 'vitest'
import { robotsTxt, sitemapXml, staticSitemapEntries } from './sitemap'

const origin = 'https://welsh.example'

describe('staticSitemapEntries', () => {
	const paths = staticSitemapEntries().map((entry) => entry.path)

	test('lists the institute pages and the Education overview (its pages, the journal and courses come from the content store)', () => {
		expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/team', '/contact', '/enquire', '/fees', '/privacy', '/education']))
		expect(new Set(paths).size).toBe(paths.length)
	})

	test('leaves out pages behind a login, the staff area, the APIs and the noindex account pages', () => {
		for (const path of paths) {
			expect(path).not.toMatch(/^\/(courses|services|my-courses|profile|admin|api|login|signup|logout|newsletter|destinations)(\/|$)/)
		}
	})
})

describe('sitemapXml', () => {
	test('writes absolute, escaped URLs with lastmod only where known', () => {
		const xml = sitemapXml([{ path: '/english-only' }, { path: '/a&b', lastmod: '2026-10-28' }], origin)
		expect(xml).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n' +
				'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
				'  <url><loc>https://welsh.example/english-only</loc></url>\n' +
				'  <url><loc>https://welsh.example/a&amp;b</loc><lastmod>2026-10-28</lastmod></url>\n' +
				'</urlset>\n',
		)
	})

	test('lists every language version of a page, each naming all three and English as the default', () => {
		const xml = sitemapXml([{ path: '/journal/a-post', lastmod: '2026-10-28' }], origin)
		const alternates =
			'<xhtml:link rel="alternate" hreflang="en" href="https://welsh.example/journal/a-post"/>' +
			'<xhtml:link rel="alternate" hreflang="pa" href="https://welsh.example/pa/journal/a-post"/>' +
			'<xhtml:link rel="alternate" hreflang="hi" href="https://welsh.example/hi/journal/a-post"/>' +
			'<xhtml:link rel="alternate" hreflang="x-default" href="https://welsh.example/journal/a-post"/>'
		for (const loc of ['https://welsh.example/journal/a-post', 'https://welsh.example/pa/journal/a-post', 'https://welsh.example/hi/journal/a-post']) {
			expect(xml).toContain(`  <url><loc>${loc}</loc><lastmod>2026-10-28</lastmod>${alternates}</url>\n`)
		}
	})
})

describe('robotsTxt', () => {
	test('allows the site, keeps crawlers out of private paths and points to the site map', () => {
		expect(robotsTxt(origin)).toBe(
			[
				'User-agent: *',
				'Allow: /',
				'Disallow: /admin',
				'Disallow: /api/',
				'Disallow: /profile',
				'Disallow: /my-courses',
				'Disallow: /book/manage/',
				'Disallow: /language',
				'Disallow: /pa/my-courses',
				'Disallow: /hi/my-courses',
				'Disallow: /pa/book/manage/',
				'Disallow: /hi/book/manage/',
				'',
				'Sitemap: https://welsh.example/sitemap.xml',
				'',
			].join('\n'),
		)
	})
})
