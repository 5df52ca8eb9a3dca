import { robotsTxt } from '~/features/seo/sitemap'
import { publicOrigin } from '~/lib/request.server'
import type { Route } from './+types/robots[.]txt'

/** /robots.txt: served by the app, not from public/, so the Sitemap line has the public origin. */
export function loader({ request, context }: Route.LoaderArgs) {
	const origin = publicOrigin(context.services.config, request)
	return new Response(robotsTxt(origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
