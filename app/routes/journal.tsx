import { blogPosts } from '~/features/content/blog-posts'
import { JournalList } from '~/features/content/journal/JournalPages'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/journal'

export function loader() {
	return { posts: blogPosts }
}

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Journal',
		description: `IELTS study plans, visa checklists, funding advice and student stories from ${root.site.name}, ${root.site.city}.`,
		pathname: '/journal',
		origin: root.origin,
		siteName: root.site.name,
	})
}

export default function Journal({ loaderData }: Route.ComponentProps) {
	return <JournalList posts={loaderData.posts} />
}
