import { PrivacyPage } from '~/features/content/PrivacyPage'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/privacy'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Privacy & Terms',
		description: `What personal data ${root.site.name} collects on this website, why, how long we keep it, our single session cookie, your rights and our terms of use.`,
		pathname: '/privacy',
		origin: root.origin,
		siteName: root.site.name,
	})
}

export default function Privacy({ matches }: Route.ComponentProps) {
	return <PrivacyPage site={matches[0].loaderData.site} />
}
