import { Link } from 'react-router'
import { useLangApart, useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import type { BlogPostCard } from '../blog-posts'
import { allUntranslated, UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { PostCard } from '../journal/PostCard'
import { SectionHeading } from '../PageHeader'
import type { HomeSectionText } from '../page-text'

/** The recent blog block: the first 3 posts (SPEC.md section 9); read-only, the home page serves it as an island (lib/island.tsx). */
export function RecentPosts({ posts, heading }: { posts: BlogPostCard[]; heading: HomeSectionText }) {
	const t = useT()
	const locale = useLocale()
	const langApart = useLangApart()
	const noted = allUntranslated(posts)
	return (
		<section aria-labelledby="home-posts" className="bg-slate-50 py-14">
			<div className="container-page">
				<SectionHeading id="home-posts" {...heading} lang={langApart(heading.lang)} />
				{noted ? <UntranslatedNote /> : null}
				<ul className="mt-8 grid gap-6 md:grid-cols-3">
					{posts.map((post) => (
						<li key={post.id}>
							<PostCard post={post} headingLevel={3} noted={noted} />
						</li>
					))}
				</ul>
				<Link to={localizedPath('/journal', locale)} className="more-link">
					{t('page.posts.allPosts')}
				</Link>
			</div>
		</section>
	)
}
