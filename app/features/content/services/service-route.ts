import type { RootLoaderData } from '~/root'
import { pageMeta } from '~/lib/seo'
import { allServices, findService, type Service, type ServiceId } from '../services'

/** What every service route's loader returns; the routes add their sign-in guard before it. */
export function serviceLoaderData(id: ServiceId) {
	return {
		service: findService(id),
		others: allServices.filter((s) => s.id !== id).map(({ id, name }) => ({ id, name })),
	}
}

export function serviceMeta(service: Service | undefined, root: Pick<RootLoaderData, 'site' | 'origin'>) {
	if (!service) return [{ title: `Services | ${root.site.name}` }]
	return pageMeta({
		title: `${service.name} for students`,
		description: service.summary,
		pathname: `/services/${service.id}`,
		origin: root.origin,
		siteName: root.site.name,
	})
}
