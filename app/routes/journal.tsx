import { data } from 'react-router'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'
import { journalPage, withDateLabel } from '~/features/content/journal/journal.server'
import { JournalList } from '~/features/content/journal/JournalPages'
import { getPageIntro } from '~/features/content/site-content.server'
import { pageMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'
import { localeOfPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr } from '~/features/content/page-text'
import type { Route } from './+types/journal'

/** Every published post, newest first, six a page (?page=2...); a page past the last answers 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const param = url.searchParams.get('page')
	const [page, intro] = await Promise.all([
		journalPage(context.services.db, param === null ? 1 : /^\d{1,4}$/.test(param) ? Number(param) : Number.NaN, locale),
		getPageIntro(context.services.db, 'journal', locale),
	])
	if (!page) throw data(null, { status: 404 })
	return { ...page, posts: page.posts.map((post) => withDateLabel(post, locale)), intro, messages: pageMessages(locale, 'journal', 'posts') }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const page = loaderData?.page ?? 1
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({
		// The editors' texts name the first page; the later pages keep their numbered titles.
		...searchTextsOr(page > 1 ? undefined : loaderData?.intro.search, root.site, {
			title: page > 1 ? t('page.journal.titlePage', { page }) : t('page.journal.title'),
			description: t('page.journal.description', { name: root.site.name, city: root.site.city }),
		}),
		pathname: page > 1 ? `/journal?page=${page}` : '/journal',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'article',
	})
}

export default function Journal({ loaderData, matches }: Route.ComponentProps) {
	const t = translatorOf({ locale: matches[0].loaderData.locale, messages: loaderData.messages })
	return (
		<PageMessages messages={loaderData.messages}>
			<BreadcrumbJsonLd origin={matches[0].loaderData.origin} trail={[{ name: t('page.journal.title'), path: '/journal' }]} />
			<JournalList intro={loaderData.intro} posts={loaderData.posts} page={loaderData.page} pageCount={loaderData.pageCount} />
		</PageMessages>
	)
}
