import type { Database } from '~/db/client.server'
import { listCountries } from '~/features/countries/countries.server'
import { listCourses } from '~/features/courses/courses.server'
import { type SitemapEntry, staticSitemapEntries } from './sitemap'

/**
 * Every public, indexable URL: the static pages, each course and each stored country guide at its
 * canonical /country/{id}. Guides carry the date they were last reviewed; the overview the newest.
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
	const [courses, guides] = await Promise.all([listCourses(db), listCountries(db)])
	const reviewed = guides.map((guide) => guide.reviewedAt).filter((date): date is string => Boolean(date))
	return [
		...staticSitemapEntries(),
		...courses.map((course) => ({ path: `/course/${course.id}` })),
		{ path: '/country', lastmod: reviewed.sort().at(-1) },
		...guides.map((guide) => ({ path: `/country/${guide.id}`, lastmod: guide.reviewedAt ?? undefined })),
	]
}
