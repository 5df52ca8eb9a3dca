import { listSitemapEntries } from '~/features/seo/sitemap.server'
import { sitemapXml } from '~/features/seo/sitemap'
import { publicOrigin } from '~/lib/request.server'
import type { Route } from './+types/sitemap[.]xml'

/** /sitemap.xml: every public, indexable URL, absolute on the site's public origin. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const { config, db, logger } = context.services
	const origin = publicOrigin(config, request)
	try {
		const xml = sitemapXml(await listSitemapEntries(db), origin)
		return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
	} catch (error) {
		// A partial map could read as removed pages; ask crawlers to come back instead.
		logger.error({ err: error, requestId: context.requestId }, 'sitemap could not be built')
		return new Response('The site map is unavailable just now. Please try again later.', {
			status: 503,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' },
		})
	}
}
