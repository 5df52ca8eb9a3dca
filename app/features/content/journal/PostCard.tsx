import { Link } from 'react-router'
import { formatDate } from '~/features/i18n/formats'
import { orEnglish, useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { Picture } from '~/components/ui/ResponsiveImage'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import type { BlogPostCard } from '../blog-posts'

const postTypeLabel = { admin: 'page.posts.type.admin', user: 'page.posts.type.user' } as const

/** The comment count as the studio holds it ('12 Comments'): its number, where that is all it says. */
export function commentCount(text: string): number | null {
	const match = /^\s*(\d+)\s+comments?\s*$/i.exec(text)
	return match ? Number(match[1]) : null
}

/** A post's type, date and comment count: on its card and above its article, in the page's language. */
export function PostMeta({ post }: { post: BlogPostCard }) {
	const t = useT()
	const locale = useLocale()
	return (
		// Styled from .post-meta (app.css), which also draws the comment count's speech bubble.
		<p className="post-meta">
			<span>{t(postTypeLabel[post.type])}</span>
			<time dateTime={post.date}>{post.dateLabel ?? formatDate(post.date, locale)}</time>
			<span>
				{commentCount(post.comments) === null ? post.comments : orEnglish(t, 'page.posts.comments', post.comments, { count: commentCount(post.comments) })}
			</span>
		</p>
	)
}

/** `lang` of a post's own texts: "en" where a Punjabi or Hindi page shows the English (the page then adds UntranslatedNote). */
export function postLang(post: BlogPostCard) {
	return post.translated === false ? post.lang : undefined
}

/**
 * How a card's cover loads: 'lazy' below the fold (the default), 'eager' when the card is in the
 * first screen, 'high' for the first card of a list at the top of a page (its likely largest image).
 */
export type CoverPriority = 'lazy' | 'eager' | 'high'

/**
 * A journal card: type, date, comment count, title, description and cover (SPEC.md section 3).
 * `noted`: its list says once that its posts show their English (allUntranslated).
 */
export function PostCard({ post, headingLevel = 2, cover = 'lazy', noted = false }: { post: BlogPostCard; headingLevel?: 2 | 3; cover?: CoverPriority; noted?: boolean }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const locale = useLocale()
	return (
		<article className="card post-card">
			<Picture
				image={post.coverImage ?? { src: post.cover }}
				sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
				alt=""
				width={600}
				height={340}
				loading={cover === 'lazy' ? 'lazy' : 'eager'}
				fetchPriority={cover === 'high' ? 'high' : undefined}
			/>
			<div className="card-body">
				<PostMeta post={post} />
				<Heading lang={postLang(post)} className="post-title">
					<Link to={localizedPath(`/journal/${post.id}`, locale)} className="post-link">
						{post.title}
					</Link>
				</Heading>
				<p lang={postLang(post)} className="post-text">
					{post.desc}
				</p>
				{post.translated === false && !noted ? <UntranslatedNote /> : null}
			</div>
		</article>
	)
}
