import { data } from 'react-router'
import { JsonLd } from '~/components/ui/JsonLd'
import { journalPage } from '~/features/content/journal/journal.server'
import { JournalList } from '~/features/content/journal/JournalPages'
import { getPageIntro } from '~/features/content/site-content.server'
import { localeOfPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import { breadcrumbListJsonLd } from '~/lib/structured-data'
import type { Route } from './+types/journal'

/** Every published post, newest first, six a page (?page=2...); a page past the last answers 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const param = url.searchParams.get('page')
	const [page, intro] = await Promise.all([
		journalPage(context.services.db, param === null ? 1 : /^\d{1,4}$/.test(param) ? Number(param) : Number.NaN),
		getPageIntro(context.services.db, 'journal', localeOfPath(url.pathname)),
	])
	if (!page) throw data(null, { status: 404 })
	return { ...page, intro }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const page = loaderData?.page ?? 1
	return pageMeta({
		title: page > 1 ? `Journal, page ${page}` : 'Journal',
		description: `IELTS study plans, visa checklists, funding advice and student stories from ${root.site.name}, ${root.site.city}.`,
		pathname: page > 1 ? `/journal?page=${page}` : '/journal',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'article',
	})
}

export default function Journal({ loaderData, matches }: Route.ComponentProps) {
	return (
		<>
			<JsonLd data={breadcrumbListJsonLd(matches[0].loaderData.origin, [{ name: 'Journal', path: '/journal' }])} />
			<JournalList {...loaderData} />
		</>
	)
}
