import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import type { BlogPost, BlogPostCard } from '../blog-posts'
import { PageHeader } from '../PageHeader'
import { PostCard, PostMeta } from './PostCard'

/**
 * The first card's cover is in the first screen on every width: it loads at once, with high
 * priority. The others stay lazy: on a phone (one column) they are below the fold, and on a wide
 * screen the browser fetches lazy images that are already in view straight away.
 */
export function JournalList({ posts }: { posts: BlogPostCard[] }) {
	return (
		<>
			<PageHeader eyebrow="Journal" title="Journal">
				<p>Guides from our trainers and counsellors, and stories from students who went before you.</p>
			</PageHeader>
			<ul className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-3">
				{posts.map((post, index) => (
					<li key={post.id}>
						<PostCard post={post} cover={index === 0 ? 'high' : 'lazy'} />
					</li>
				))}
			</ul>
		</>
	)
}

export function JournalArticle({ post }: { post: BlogPost }) {
	return (
		<article className="container-page max-w-3xl py-10">
			<Link to="/journal" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
				<ArrowLeft aria-hidden="true" className="size-4" />
				All journal posts
			</Link>
			<header className="mt-6">
				<PostMeta post={post} />
				<h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{post.title}</h1>
				<p className="mt-3 text-lg text-slate-700">{post.desc}</p>
				<p className="mt-2 text-sm text-slate-600">By {post.author}</p>
			</header>
			<img src={post.cover} alt={post.coverAlt} width={600} height={340} className="mt-6 h-auto w-full rounded-2xl" />
			<div className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800">
				{post.body.map((section, i) => (
					<div key={section.heading ?? i}>
						{section.heading ? <h2 className="mt-8 mb-3 text-2xl font-extrabold text-brand-900">{section.heading}</h2> : null}
						<div className="space-y-4">
							{section.paragraphs.map((p) => (
								<p key={p.slice(0, 40)}>{p}</p>
							))}
						</div>
					</div>
				))}
			</div>
		</article>
	)
}
