import type { Database } from '~/db/client.server'
import { listCountries } from '~/features/countries/countries.server'
import { lastReviews } from '~/features/countries/guide-reviews.server'
import { listJournalPosts } from '~/features/content/journal/journal.server'
import { listEducationFamilies, listPublishedLinks } from '~/features/content/site-content.server'
import { listCourses } from '~/features/courses/courses.server'
import { type SitemapEntry, staticSitemapEntries } from './sitemap'

/**
 * Every public, indexable URL: the static pages (but an unpublished one), the published Education pages, each published journal post and course and each stored country guide at its
 * canonical /country/{id}. Guides carry the date they were last reviewed; the overview the newest.
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
	const [courses, guides, posts, families, reviews, links] = await Promise.all([
		listCourses(db),
		listCountries(db),
		listJournalPosts(db),
		listEducationFamilies(db),
		lastReviews(db),
		listPublishedLinks(db),
	])
	const reviewedOn = (id: string) => reviews.get(id)?.reviewedAt.slice(0, 10)
	const reviewed = guides.map((guide) => reviewedOn(guide.id)).filter((date): date is string => Boolean(date))
	return [
		// An unpublished About page or fee schedule leaves the map with its page.
		...staticSitemapEntries().filter((entry) => !links.offSite.includes(entry.path)),
		// The published Education pages.
		...families.flatMap((family) => [{ path: family.path }, ...family.programmes.map((programme) => ({ path: programme.path }))]),
		// Published posts only, newest first; /journal changes when the newest does.
		{ path: '/journal', lastmod: posts[0]?.date },
		...posts.map((post) => ({ path: `/journal/${post.id}`, lastmod: post.date })),
		...courses.map((course) => ({ path: `/course/${course.id}` })),
		{ path: '/country', lastmod: reviewed.sort().at(-1) },
		...guides.map((guide) => ({ path: `/country/${guide.id}`, lastmod: reviewedOn(guide.id) })),
	]
}
