import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs, useRouteError } from 'react-router'
import { Suspense } from 'react'
import { defaultSiteSettings } from '~/config/site-settings'
import { CountryComingSoon, CountryGuide } from '~/features/countries/CountryGuide'
import { countryLoadErrorEn } from '~/features/countries/country-messages'
import { loadCountryPage } from '~/features/countries/country-page.server'
import { guideMessages, guidePageMessages, translator } from '~/features/i18n/catalogues.server'
import { imageResolver } from '~/features/studio/images.server'
import { guideFrame } from '~/features/countries/guide-parts'
import { parseCountryTab } from '~/features/countries/country-tabs'
import { island } from '~/lib/islands.server'
import { PageMessages, useErrorPageT, useLocale, useT } from '~/features/i18n/i18n'
import { thrownTexts } from '~/features/i18n/thrown-texts'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { PendingIndicator } from '~/features/countries/PendingIndicator'
import { pageMeta, truncate } from '~/lib/seo'
import { useRootData } from '~/root'
import type { Route } from './+types/country'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'

/** /country/:id and its alias /destinations/:id (SPEC.md section 2); canonical is /country/{id}. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const page = await loadCountryPage({ rawId: params.id, url, db: context.services.db, timeZone: context.services.config.site.timeZone, logger: context.services.logger })
	const locale = localeOfPath(url.pathname)
	const t = translator(locale)
	const { name } = page.country
	const description =
		page.kind === 'guide'
			? truncate(page.lastReview ? t('guide.meta.descriptionReviewed', { name, date: page.lastReview.reviewedOn }) : t('guide.meta.description', { name }), 160)
			: t('guide.meta.comingSoon', { name })
	// An uploaded hero picture comes with its copies and size; a shipped drawing is its path alone.
	const heroPicture = page.kind === 'guide' ? (await imageResolver(context.services.db))(page.country.heroImage) : null
	const meta = { heroPicture, title: t('guide.meta.title', { name }), description }
	if (page.kind !== 'guide') return { ...page, ...meta, messages: guideMessages(locale, 'guide') }
	// A document carries the guide's texts once, as markup (lib/island.tsx), with the messages only they
	// use; a client navigation, or the fetch of the other tabs' panels (use-guide-panels.ts), gets them as data.
	// A document has only its tab's panel: it leaves out what only the other panels need.
	const { country: guide, facts, lastReview } = page
	const servedTab = context.islands ? parseCountryTab(url.searchParams.get('tab')) : undefined
	const { messages, islandMessages } = guidePageMessages(locale, servedTab)
	return { kind: page.kind, country: guideFrame(guide, servedTab), content: island(context, 'guide', { country: guide, facts, lastReview, messages: islandMessages }), ...meta, messages }
}

// Changing tab only changes ?tab=: keep the loaded guide instead of fetching it again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
	return defaultShouldRevalidate
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
	const root = matches[0].loaderData
	if (!loaderData) return [{ title: `${thrownTexts(error, countryLoadErrorEn).title} | ${root?.site.name ?? defaultSiteSettings.name}` }]
	const { country } = loaderData
	const guide = loaderData.kind === 'guide'
	return pageMeta({
		title: loaderData.title,
		description: loaderData.description,
		pathname: `/country/${country.id}`,
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'country',
		noIndex: !guide,
	})
}

export default function CountryPage({ loaderData, matches }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<CountryPageBody page={loaderData} origin={matches[0].loaderData.origin} />
		</PageMessages>
	)
}

function CountryPageBody({ page, origin }: { page: Route.ComponentProps['loaderData']; origin: string }) {
	const t = useT()
	const { country } = page
	return (
		<>
			<PendingIndicator label={t('guide.loading')} />
			<BreadcrumbJsonLd
				origin={origin}
				trail={[
					{ name: t('nav.studyAbroad'), path: '/country' },
					{ name: t('guide.studyIn', { name: country.name }), path: `/country/${country.id}` },
				]}
			/>
			{page.kind === 'guide' ? <CountryGuide frame={page.country} content={page.content} heroPicture={page.heroPicture} /> : <CountryComingSoon country={page.country} />}
		</>
	)
}

export function ErrorBoundary() {
	// Its words load with it in Punjabi and Hindi (useErrorPageT), as the root's error page's do.
	return (
		<Suspense fallback={null}>
			<CountryErrorPage />
		</Suspense>
	)
}

function CountryErrorPage() {
	const error = useRouteError()
	const root = useRootData()
	const errorPageT = useErrorPageT()
	const locale = useLocale()
	const status = isRouteErrorResponse(error) ? error.status : 500
	const texts = thrownTexts(error, countryLoadErrorEn)
	return (
		<section className="container-page py-20 text-center">
			<title>{`${texts.title} | ${root?.site.name ?? defaultSiteSettings.name}`}</title>
			<meta name="robots" content="noindex" />
			<p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{errorPageT('error.status', { status })}</p>
			<h1 className="mt-2 text-3xl font-extrabold text-brand-900">{texts.title}</h1>
			<p className="mx-auto mt-4 max-w-prose text-slate-600">{texts.body}</p>
			<a href={localizedPath('/country', locale)} className="mt-8 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
				{texts.link}
			</a>
		</section>
	)
}
