import { data } from 'react-router'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'
import { getJournalPost, withDateLabel } from '~/features/content/journal/journal.server'
import { JournalArticle } from '~/features/content/journal/JournalPages'
import { pageMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'
import { localeOfPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/journal.$id'

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const locale = localeOfPath(new URL(request.url).pathname)
	const post = await getJournalPost(context.services.db, params.id, locale)
	if (!post) throw data(null, { status: 404 })
	return { post: withDateLabel(post, locale), messages: pageMessages(locale, 'journal', 'posts') }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	if (!loaderData) return [{ title: `Page not found | ${root.site.name}` }]
	const { post } = loaderData
	return pageMeta({
		title: post.title,
		description: post.desc,
		pathname: `/journal/${post.id}`,
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'article',
		type: 'article',
	})
}

export default function JournalPost({ loaderData, matches }: Route.ComponentProps) {
	const { post } = loaderData
	const t = translatorOf({ locale: matches[0].loaderData.locale, messages: loaderData.messages })
	const trail = [
		{ name: t('page.journal.title'), path: '/journal' },
		{ name: post.title, path: `/journal/${post.id}` },
	]
	return (
		<PageMessages messages={loaderData.messages}>
			<BreadcrumbJsonLd origin={matches[0].loaderData.origin} trail={trail} />
			<JournalArticle post={post} />
		</PageMessages>
	)
}
