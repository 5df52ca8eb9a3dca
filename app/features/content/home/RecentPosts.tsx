import { Link } from 'react-router'
import type { BlogPostCard } from '../blog-posts'
import { PostCard } from '../journal/PostCard'
import { SectionHeading } from '../PageHeader'

/** The recent blog block: the first 3 posts (SPEC.md section 9). */
export function RecentPosts({ posts }: { posts: BlogPostCard[] }) {
	return (
		<section aria-labelledby="home-posts" className="bg-slate-50 py-14">
			<div className="container-page">
				<SectionHeading id="home-posts" eyebrow="Journal" title="Recent from our blog" />
				<ul className="mt-8 grid gap-6 md:grid-cols-3">
					{posts.map((post) => (
						<li key={post.id}>
							<PostCard post={post} headingLevel={3} />
						</li>
					))}
				</ul>
				<Link to="/journal" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
					All journal posts
				</Link>
			</div>
		</section>
	)
}
