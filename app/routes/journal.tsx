import { blogPosts, toPostCard } from '~/features/content/blog-posts'
import { JournalList } from '~/features/content/journal/JournalPages'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/journal'
import { JsonLd } from '~/components/ui/JsonLd'
import { breadcrumbListJsonLd } from '~/lib/structured-data'

export function loader() {
	return { posts: blogPosts.map(toPostCard) }
}

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Journal',
		description: `IELTS study plans, visa checklists, funding advice and student stories from ${root.site.name}, ${root.site.city}.`,
		pathname: '/journal',
		origin: root.origin,
		siteName: root.site.name,
		image: 'article',
	})
}

export default function Journal({ loaderData, matches }: Route.ComponentProps) {
	return (
		<>
			<JsonLd data={breadcrumbListJsonLd(matches[0].loaderData.origin, [{ name: 'Journal', path: '/journal' }])} />
			<JournalList posts={loaderData.posts} />
		</>
	)
}
