import { PrivacyPage } from '~/features/content/PrivacyPage'
import { grievanceContact } from '~/features/privacy/privacy.server'
import { siteSettings } from '~/features/studio/site-settings.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/privacy'
import { JsonLd } from '~/components/ui/JsonLd'
import { breadcrumbListJsonLd } from '~/lib/structured-data'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Privacy & Terms',
		description: `What personal data ${root.site.name} collects on this website, why, how long we keep it, the cookies we set, your rights and our terms of use.`,
		pathname: '/privacy',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
	})
}

export async function loader({ context }: Route.LoaderArgs) {
	return { grievance: grievanceContact(await siteSettings(context)), retentionMonths: context.services.config.leadRetentionMonths }
}

export default function Privacy({ matches, loaderData }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	return (
		<>
			<JsonLd data={breadcrumbListJsonLd(origin, [{ name: 'Privacy & Terms', path: '/privacy' }])} />
			<PrivacyPage site={site} grievance={loaderData.grievance} retentionMonths={loaderData.retentionMonths} />
		</>
	)
}
