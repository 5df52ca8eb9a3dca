import { ArrowLeft } from '~/components/ui/icons'
import { Link } from 'react-router'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { Picture } from '~/components/ui/ResponsiveImage'
import type { BlogPostCard, JournalArticleView } from '../blog-posts'
import type { PageIntroText } from '../page-text'
import { PageIntroHeader } from '../PageHeader'
import { allUntranslated, UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { PostCard, PostMeta, postLang } from './PostCard'

/**
 * The first card's cover is in the first screen on every width: it loads at once, with high
 * priority. The others stay lazy: on a phone (one column) they are below the fold, and on a wide
 * screen the browser fetches lazy images that are already in view straight away.
 */
export function JournalList({ intro, posts, page, pageCount }: { intro: PageIntroText; posts: BlogPostCard[]; page: number; pageCount: number }) {
	const noted = allUntranslated(posts)
	return (
		<>
			<PageIntroHeader intro={intro}>{noted ? <UntranslatedNote /> : null}</PageIntroHeader>
			<ul className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-3">
				{posts.map((post, index) => (
					<li key={post.id}>
						<PostCard post={post} cover={index === 0 ? 'high' : 'lazy'} noted={noted} />
					</li>
				))}
			</ul>
			{pageCount > 1 ? <JournalPagination page={page} pageCount={pageCount} /> : null}
		</>
	)
}

const pageHref = (page: number) => (page === 1 ? '/journal' : `/journal?page=${page}`)
const pageLinkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 px-4 font-semibold text-brand-800 hover:bg-brand-50'

/** Previous, the numbered pages and Next; the current page is marked for assistive technology. */
function JournalPagination({ page, pageCount }: { page: number; pageCount: number }) {
	const t = useT()
	const locale = useLocale()
	const href = (n: number) => localizedPath(pageHref(n), locale)
	return (
		<nav aria-label={t('page.journal.pages')} className="container-page pb-12">
			<ul className="flex flex-wrap items-center justify-center gap-2">
				{page > 1 ? (
					<li>
						<Link to={href(page - 1)} className={pageLinkClass}>
							{t('page.journal.previous')}
						</Link>
					</li>
				) : null}
				{Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
					<li key={n}>
						<Link
							to={href(n)}
							aria-current={n === page ? 'page' : undefined}
							aria-label={t('page.journal.page', { page: n })}
							className={n === page ? `${pageLinkClass} border-brand-800 bg-brand-800 text-white hover:bg-brand-800` : pageLinkClass}
						>
							{n}
						</Link>
					</li>
				))}
				{page < pageCount ? (
					<li>
						<Link to={href(page + 1)} className={pageLinkClass}>
							{t('page.journal.next')}
						</Link>
					</li>
				) : null}
			</ul>
		</nav>
	)
}

export function JournalArticle({ post }: { post: JournalArticleView }) {
	const t = useT()
	const locale = useLocale()
	return (
		<article className="container-page max-w-3xl py-10">
			<Link to={localizedPath('/journal', locale)} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
				<ArrowLeft aria-hidden="true" className="size-4" />
				{t('page.posts.allPosts')}
			</Link>
			<header className="mt-6">
				<PostMeta post={post} />
				<h1 lang={postLang(post)} className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">
					{post.title}
				</h1>
				<p lang={postLang(post)} className="mt-3 text-lg text-slate-700">
					{post.desc}
				</p>
				{post.translated === false ? <UntranslatedNote /> : null}
				<p className="mt-2 text-sm text-slate-600">{t('page.journal.by', { author: post.author })}</p>
			</header>
			<Picture
				image={post.coverImage ?? { src: post.cover }}
				sizes="(min-width: 48rem) 48rem, 100vw"
				alt={post.coverAlt}
				width={600}
				height={340}
				className="mt-6 h-auto w-full rounded-2xl"
			/>
			{/* HTML rendered from the post's Markdown on the server, every source character escaped (markdown.server.ts). */}
			<div
				lang={postLang(post)}
				className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
				dangerouslySetInnerHTML={{ __html: post.html }}
			/>
		</article>
	)
}
