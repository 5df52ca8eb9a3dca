import { getPageIntro, listTeam } from '~/features/content/site-content.server'
import { localeOfPath } from '~/features/i18n/locales'
import { metaTexts, pageMessages } from '~/features/i18n/catalogues.server'
import { PageMessages } from '~/features/i18n/i18n'
import { TeamPage } from '~/features/content/team/TeamPage'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr, withSiteFacts } from '~/features/content/page-text'
import type { Route } from './+types/team'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'

export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.services
	const locale = localeOfPath(new URL(request.url).pathname)
	const [intro, founders] = await Promise.all([getPageIntro(db, 'team', locale), listTeam(db, locale)])
	return { intro, founders, meta: metaTexts(locale, 'team'), messages: pageMessages(locale, 'team') }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(
			loaderData?.intro.search,
			root.site,
			withSiteFacts(loaderData?.meta, root.site) ?? {
				title: 'Our team',
				description: `Meet the founders of ${root.site.name}: the Managing Director and the Director of Counselling.`,
			},
		),
		pathname: '/team',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
	})
}

export default function Team({ loaderData, matches }: Route.ComponentProps) {
	return (
		<>
			<BreadcrumbJsonLd origin={matches[0].loaderData.origin} trail={[{ name: loaderData.meta?.title ?? 'Our team', path: '/team' }]} />
			<PageMessages messages={loaderData.messages}>
				<TeamPage intro={loaderData.intro} founders={loaderData.founders} />
			</PageMessages>
		</>
	)
}
