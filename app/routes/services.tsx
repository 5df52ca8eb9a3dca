import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { ServicesOverview } from '~/features/content/services/ServicePage'
import { getPageIntro, listServices } from '~/features/content/site-content.server'
import { localeOfPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr } from '~/features/content/page-text'
import type { Route } from './+types/services'

/** Login required (SPEC.md section 6; PRODUCT.md item 5): checked on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request, context)
	const { db } = context.services
	const locale = localeOfPath(new URL(request.url).pathname)
	const [intro, services] = await Promise.all([getPageIntro(db, 'services', locale), listServices(db, locale)])
	return { intro, services: services.map(({ id, name, summary, lang }) => ({ id, name, summary, lang })) }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	// A Punjabi or Hindi page is described by its own introduction, in its language.
	const inLanguage = root.locale !== 'en' && loaderData?.intro.translated ? loaderData.intro : null
	return pageMeta({
		...searchTextsOr(loaderData?.intro.search, root.site, {
			title: inLanguage ? inLanguage.eyebrow : 'Our services',
			description:
				inLanguage?.intro.join(' ') ||
				`Visa assistance, accommodation, career counselling, test preparation, document verification and travel insurance from ${root.site.name}, ${root.site.city}.`,
		}),
		pathname: '/services',
		origin: root.origin,
		siteName: root.site.name,
		locale: root.locale,
	})
}

export default function Services({ loaderData }: Route.ComponentProps) {
	return <ServicesOverview intro={loaderData.intro} services={loaderData.services} />
}

export const ErrorBoundary = ProtectedRouteBoundary
