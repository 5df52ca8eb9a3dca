import type { RootLoaderData } from '~/root'
import { pageMeta } from '~/lib/seo'
import { type SearchTexts, searchTextsOr } from '../page-text'
import type { Service } from '../services'

export function serviceMeta(service: (Service & { search: SearchTexts }) | undefined, root: Pick<RootLoaderData, 'site' | 'origin' | 'locale'>) {
	if (!service) return [{ title: `Services | ${root.site.name}` }]
	return pageMeta({
		...searchTextsOr(service.search, root.site, {
			// In Punjabi and Hindi the service's own name says it: no English words around it.
			title: root.locale === 'en' ? `${service.name} for students` : service.name,
			description: service.summary,
		}),
		pathname: `/services/${service.id}`,
		origin: root.origin,
		siteName: root.site.name,
		locale: root.locale,
	})
}
