import { formatDate } from '~/features/i18n/formats'
import { entryIn } from '~/features/i18n/localised-text'
import { DEFAULT_LOCALE, type Locale } from '~/features/i18n/locales'
import type { Database } from '~/db/client.server'
import { listPublished } from '~/features/studio/content-store.server'
import { type ImageResolver, imageResolver } from '~/features/studio/images.server'
import type { JournalPostDocument } from '~/features/studio/studio-schema'
import type { BlogPostCard, JournalArticleView } from '../blog-posts'
import { renderMarkdown } from './markdown.server'

/**
 * Journal posts are entries of the content store (decision 013), shown in the page's language where
 * an editor has translated the whole post, else in English marked `translated: false` (issue 20).
 */

/** /journal shows this many posts a page. */
export const JOURNAL_PAGE_SIZE = 6

export function journalCard(key: string, document: JournalPostDocument, resolveImage: ImageResolver, locale: Locale = DEFAULT_LOCALE): BlogPostCard {
	const { entry, lang, translated } = entryIn(document, locale)
	return {
		id: key,
		type: document.type,
		date: document.date,
		comments: document.comments,
		title: entry.title,
		desc: entry.summary,
		cover: document.cover,
		coverImage: resolveImage(document.cover),
		// An English page's data stays as it was.
		...(locale === DEFAULT_LOCALE ? {} : { lang, translated }),
	}
}

/** The article: its Markdown body rendered here, on the server, to safe HTML. */
export function journalArticle(key: string, document: JournalPostDocument, resolveImage: ImageResolver, locale: Locale = DEFAULT_LOCALE): JournalArticleView {
	const { entry } = entryIn(document, locale)
	return { ...journalCard(key, document, resolveImage, locale), author: document.author, coverAlt: entry.coverAlt, html: renderMarkdown(entry.body, locale) }
}

async function publishedPosts(db: Database) {
	const entries = (await listPublished(db, 'journal-post')) as { key: string; document: JournalPostDocument }[]
	return entries.toSorted((a, b) => b.document.date.localeCompare(a.document.date) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

/** Every published post, newest first. */
export async function listJournalPosts(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<BlogPostCard[]> {
	const resolveImage = await imageResolver(db)
	return (await publishedPosts(db)).map((entry) => journalCard(entry.key, entry.document, resolveImage, locale))
}

/** One page of /journal (1-based); undefined past the last page. */
export async function journalPage(db: Database, page: number, locale: Locale = DEFAULT_LOCALE) {
	const posts = await listJournalPosts(db, locale)
	const pageCount = Math.max(1, Math.ceil(posts.length / JOURNAL_PAGE_SIZE))
	if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined
	return { posts: posts.slice((page - 1) * JOURNAL_PAGE_SIZE, page * JOURNAL_PAGE_SIZE), page, pageCount }
}

export async function latestJournalPosts(db: Database, count: number, locale: Locale = DEFAULT_LOCALE) {
	return (await listJournalPosts(db, locale)).slice(0, count)
}

/** A published post; an unpublished or unknown one is undefined (its page answers 404). */
export async function getJournalPost(db: Database, key: string, locale: Locale = DEFAULT_LOCALE): Promise<JournalArticleView | undefined> {
	const entry = (await publishedPosts(db)).find((post) => post.key === key)
	return entry ? journalArticle(entry.key, entry.document, await imageResolver(db), locale) : undefined
}

/** A post with its date written in the page's language (PostMeta shows it as the server wrote it). */
export function withDateLabel<Post extends BlogPostCard>(post: Post, locale: Locale): Post {
	return { ...post, dateLabel: formatDate(post.date, locale) }
}
