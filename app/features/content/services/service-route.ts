import type { RootLoaderData } from '~/root'
import { pageMeta } from '~/lib/seo'
import type { Service } from '../services'

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
