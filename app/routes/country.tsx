import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs, useRouteError } from 'react-router'
import { defaultSiteSettings } from '~/config/site-settings'
import { CountryComingSoon, CountryGuide } from '~/features/countries/CountryGuide'
import { COUNTRY_LOAD_ERROR } from '~/features/countries/country-messages'
import { loadCountryPage } from '~/features/countries/country-page.server'
import { PendingIndicator } from '~/features/countries/PendingIndicator'
import { pageMeta, truncate } from '~/lib/seo'
import { useRootData } from '~/root'
import type { Route } from './+types/country'
import { JsonLd } from '~/components/ui/JsonLd'
import { breadcrumbListJsonLd } from '~/lib/structured-data'

/** /country/:id and its alias /destinations/:id (SPEC.md section 2); canonical is /country/{id}. */
export function loader({ params, request, context }: Route.LoaderArgs) {
	return loadCountryPage({ rawId: params.id, url: new URL(request.url), db: context.services.db, timeZone: context.services.config.site.timeZone, logger: context.services.logger })
}

// Changing tab only changes ?tab=: keep the loaded guide instead of fetching it again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
	return defaultShouldRevalidate
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	if (!loaderData) return [{ title: `${COUNTRY_LOAD_ERROR} | ${root?.site.name ?? defaultSiteSettings.name}` }]
	const { country } = loaderData
	const guide = loaderData.kind === 'guide'
	return pageMeta({
		title: `Study in ${country.name}: universities, visas, costs and scholarships`,
		description: guide
			? truncate(
					`Study in ${country.name} from India: top universities, admission requirements, scholarships, visa fees, cost of living and work rights${loaderData.lastReview ? `, reviewed ${loaderData.lastReview.reviewedOn}` : ''}.`,
					160,
				)
			: `Our guide to studying in ${country.name} is coming soon. Talk to an expert counsellor for free.`,
		pathname: `/country/${country.id}`,
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'country',
		noIndex: !guide,
	})
}

export default function CountryPage({ loaderData, matches }: Route.ComponentProps) {
	const { origin } = matches[0].loaderData
	const { country } = loaderData
	return (
		<>
			<PendingIndicator label="Loading country guide…" />
			<JsonLd
				data={breadcrumbListJsonLd(origin, [
					{ name: 'Study Abroad', path: '/country' },
					{ name: `Study in ${country.name}`, path: `/country/${country.id}` },
				])}
			/>
			{loaderData.kind === 'guide' ? (
				<CountryGuide country={loaderData.country} lastReview={loaderData.lastReview} facts={loaderData.facts} />
			) : (
				<CountryComingSoon country={loaderData.country} />
			)}
		</>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	const root = useRootData()
	const status = isRouteErrorResponse(error) ? error.status : 500
	return (
		<section className="container-page py-20 text-center">
			<title>{`${COUNTRY_LOAD_ERROR} | ${root?.site.name ?? defaultSiteSettings.name}`}</title>
			<meta name="robots" content="noindex" />
			<p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">Error {status}</p>
			<h1 className="mt-2 text-3xl font-extrabold text-brand-900">{COUNTRY_LOAD_ERROR}</h1>
			<p className="mx-auto mt-4 max-w-prose text-slate-600">
				Please try again in a moment. If it keeps happening, message our counsellors and we will help you directly.
			</p>
			<a href="/country" className="mt-8 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
				See all study destinations
			</a>
		</section>
	)
}
