import { educationOverview } from '~/features/courses/education-programmes'

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
		{ path: '/privacy' },
		{ path: educationOverview.path },
	]
}

function escapeXml(text: string) {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/** The sitemaps.org XML document, with absolute URLs on the given origin. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string) {
	const urls = entries.map(({ path, lastmod }) => {
		const loc = `<loc>${escapeXml(new URL(path, origin).toString())}</loc>`
		return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`
	})
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Paths crawlers should stay out of: the staff area, the APIs and the signed-in pages. */
export const disallowedPaths = ['/admin', '/api/', '/profile', '/my-courses', '/book/manage/'] as const

export function robotsTxt(origin: string) {
	return [
		'User-agent: *',
		'Allow: /',
		...disallowedPaths.map((path) => `Disallow: ${path}`),
		'',
		`Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
		'',
	].join('\n')
}
