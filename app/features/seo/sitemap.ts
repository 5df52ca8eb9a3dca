import { educationOverview } from '~/features/courses/education-programmes'
import { DEFAULT_LOCALE, hasLanguageVersions, locales, localizedPath } from '~/features/i18n/locales'

/** One URL of the site map: a path on our origin and, where the content records one, its last change. */
export type SitemapEntry = { path: string; lastmod?: string }

/**
 * The public, indexable pages that need no database (the Education pages, the journal, courses and
 * country guides come from the database: sitemap.server.ts). Left out on purpose: pages behind a login
 * (/courses, /services*, /my-courses, /profile), the staff area, APIs, /login and /signup (noindex)
 * and /destinations/{id} (an alias whose canonical URL is /country/{id}).
 */
export function staticSitemapEntries(): SitemapEntry[] {
	return [
		{ path: '/' },
		{ path: '/about' },
		{ path: '/team' },
		{ path: '/contact' },
		{ path: '/enquire' },
		{ path: '/book' },
		{ path: '/fees' },
		{ path: '/plan' },
		{ path: '/privacy' },
		{ path: '/compare' },
		{ path: '/eligibility' },
		{ path: educationOverview.path },
	]
}

function escapeXml(text: string) {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/**
 * The sitemaps.org XML document, with absolute URLs on the given origin. A page with Punjabi and
 * Hindi versions (issue 20) is listed in each language, every one naming all three (and English as
 * x-default) the way search engines read language versions from a site map.
 */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string) {
	const url = (path: string) => escapeXml(new URL(path, origin).toString())
	const urls = entries.flatMap(({ path, lastmod }) => {
		const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
		if (!hasLanguageVersions(path)) return [`  <url><loc>${url(path)}</loc>${date}</url>`]
		const alternates = [
			...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localizedPath(path, locale))}"/>`),
			`<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
		].join('')
		return locales.map((locale) => `  <url><loc>${url(localizedPath(path, locale))}</loc>${date}${alternates}</url>`)
	})
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** Paths crawlers should stay out of: the staff area, the APIs, the signed-in pages and the language switcher's redirects. */
export const disallowedPaths = ['/admin', '/api/', '/profile', '/my-courses', '/book/manage/', '/language'] as const

/** A private path's Punjabi and Hindi versions, where the page has them (`/pa/my-courses`, `/hi/book/manage/`). */
function languageVersionsOf(path: string) {
	return hasLanguageVersions(path.replace(/\/$/, '/x')) ? locales.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `/${locale}${path}`) : []
}

export function robotsTxt(origin: string) {
	return [
		'User-agent: *',
		'Allow: /',
		...disallowedPaths.map((path) => `Disallow: ${path}`),
		...disallowedPaths.flatMap(languageVersionsOf).map((path) => `Disallow: ${path}`),
		'',
		`Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
		'',
	].join('\n')
}
