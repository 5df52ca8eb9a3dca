import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { ServicesOverview } from '~/features/content/services/ServicePage'
import { getPageIntro, listServices } from '~/features/content/site-content.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/services'

/** Login required (SPEC.md section 6; PRODUCT.md item 5): checked on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request, context)
	const { db } = context.services
	const [intro, services] = await Promise.all([getPageIntro(db, 'services', 'en'), listServices(db)])
	return { intro, services: services.map(({ id, name, summary }) => ({ id, name, summary })) }
}

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Our services',
		description: `Visa assistance, accommodation, career counselling, test preparation, document verification and travel insurance from ${root.site.name}, ${root.site.city}.`,
		pathname: '/services',
		origin: root.origin,
		siteName: root.site.name,
	})
}

export default function Services({ loaderData }: Route.ComponentProps) {
	return <ServicesOverview intro={loaderData.intro} services={loaderData.services} />
}

export const ErrorBoundary = ProtectedRouteBoundary
