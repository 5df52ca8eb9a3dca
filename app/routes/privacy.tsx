import { PrivacyPage } from '~/features/content/PrivacyPage'
import { searchTextsOr } from '~/features/content/page-text'
import { getPrivacyPage } from '~/features/content/site-content.server'
import { localeOfPath } from '~/features/i18n/locales'
import { useT } from '~/features/i18n/i18n'
import { privacyDetailsOf } from '~/features/privacy/privacy.server'
import { siteSettings } from '~/features/studio/site-settings.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/privacy'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'
import { island } from '~/lib/islands.server'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(loaderData?.page.search, root.site, {
			title: 'Privacy & Terms',
			description: `What personal data ${root.site.name} collects on this website, why, how long we keep it, the cookies we set, your rights and our terms of use.`,
		}),
		pathname: '/privacy',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const locale = localeOfPath(new URL(request.url).pathname)
	const details = privacyDetailsOf(await siteSettings(context), context.services.config.leadRetentionMonths)
	const { preamble, sections, ...page } = await getPrivacyPage(context.services.db, locale, details)
	// The notice's text travels once, as markup (lib/island.tsx).
	return { page, body: island(context, 'privacy-body', { preamble, sections }) }
}

export default function Privacy({ matches, loaderData }: Route.ComponentProps) {
	const { origin } = matches[0].loaderData
	const t = useT()
	return (
		<>
			<BreadcrumbJsonLd origin={origin} trail={[{ name: t('footer.privacy'), path: '/privacy' }]} />
			<PrivacyPage page={loaderData.page} body={loaderData.body} />
		</>
	)
}
