import type { Database } from '~/db/client.server'
import { listCountries } from '~/features/countries/countries.server'
import { listJournalPosts } from '~/features/content/journal/journal.server'
import { listEducationFamilies } from '~/features/content/site-content.server'
import { listCourses } from '~/features/courses/courses.server'
import { type SitemapEntry, staticSitemapEntries } from './sitemap'

/**
 * Every public, indexable URL: the static pages, the published Education pages, each published journal post and course and each stored country guide at its
 * canonical /country/{id}. Guides carry the date they were last reviewed; the overview the newest.
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
	const [courses, guides, posts, families] = await Promise.all([listCourses(db), listCountries(db), listJournalPosts(db), listEducationFamilies(db)])
	const reviewed = guides.map((guide) => guide.reviewedAt).filter((date): date is string => Boolean(date))
	return [
		...staticSitemapEntries(),
		// The published Education pages.
		...families.flatMap((family) => [{ path: family.path }, ...family.programmes.map((programme) => ({ path: programme.path }))]),
		// Published posts only, newest first; /journal changes when the newest does.
		{ path: '/journal', lastmod: posts[0]?.date },
		...posts.map((post) => ({ path: `/journal/${post.id}`, lastmod: post.date })),
		...courses.map((course) => ({ path: `/course/${course.id}` })),
		{ path: '/country', lastmod: reviewed.sort().at(-1) },
		...guides.map((guide) => ({ path: `/country/${guide.id}`, lastmod: guide.reviewedAt ?? undefined })),
	]
}
