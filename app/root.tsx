import { Suspense, useMemo } from 'react'
import {
	isRouteErrorResponse,
	redirect,
	type ShouldRevalidateFunctionArgs,
	Links,
	Meta,
	Outlet,
	ScrollRestoration,
	useLocation,
	useRouteLoaderData,
} from 'react-router'
import { latestJournalPosts } from './features/content/journal/journal.server'
import type { Route } from './+types/root'
import appStylesHref from './app.css?url'
import { ScriptsAfterFirstPaint } from './components/layout/ScriptsAfterFirstPaint'
import { SiteFrame } from './components/layout/SiteFrame'
import { defaultSiteSettings, noTrustDetails } from './config/site-settings'
import { AccountDialogs } from './features/accounts/AccountDialogs'
import { getUser } from './features/accounts/session.server'
import { UnconfirmedEmailBanner } from './features/accounts/UnconfirmedEmailBanner'
import { useBrowserAccountSync } from './features/accounts/use-browser-account-sync'
import { EnquiryDialog } from './features/leads/EnquiryDialog'
import { useNonce } from './lib/nonce'
import { publicOrigin } from './lib/request.server'
import { siteSettings } from './features/studio/site-settings.server'
import { pageCatalogue, signedInPageCatalogue, translator } from './features/i18n/catalogues.server'
import { FontPreloads } from './features/i18n/fonts'
import { formatDate } from './features/i18n/formats'
import { PageLanguageProvider, useErrorPageT, useLocale, useT } from './features/i18n/i18n'
import { chosenLocale } from './features/i18n/language-choice.server'
import { LanguageOffer } from './features/i18n/LanguageOffer'
import { DEFAULT_LOCALE, hasLanguageVersions, localeOfPath, localizedPath, offerForPage, pathWithoutLocale } from './features/i18n/locales'
import { listPublishedLinks } from './features/content/site-content.server'
import { footerContent } from './components/layout/site-footer.server'
import { linksToSend } from './components/layout/navigation.server'
import { island } from './lib/islands.server'

export async function loader({ request, context }: Route.LoaderArgs) {
	const { config, accounts } = context.services
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const chosen = chosenLocale(request)
	// A visitor who chose Punjabi or Hindi (the switcher's cookie) gets that version of an English page.
	if (locale === DEFAULT_LOCALE && chosen && chosen !== DEFAULT_LOCALE && hasLanguageVersions(url.pathname)) {
		throw redirect(localizedPath(url.pathname + url.search, chosen))
	}
	// A browser that prefers Punjabi or Hindi is offered it, in that language, until the visitor chooses.
	const offer = chosen ? null : offerForPage(url.pathname, request.headers.get('Accept-Language'))
	const offerIn = offer ? translator(offer) : null
	const sessionUser = await getUser(request, context)
	// The frame still renders, with the SITE_* details, when the published settings cannot be read (a database outage).
	// In the page's language where the studio has a translation (the header's hours, the footer's address).
	const site = await siteSettings(context, locale).catch((error: unknown) => {
		context.services.logger.warn({ err: error, requestId: context.requestId }, 'site settings not read: the SITE_* details are shown')
		return { ...config.site, trust: noTrustDetails }
	})
	// The menus' and footer's link text as published, without unpublished pages; the links as written if they cannot be read.
	const publishedLinks = await listPublishedLinks(context.services.db, locale).catch(() => undefined)
	// The footer's latest posts: the frame still renders if they cannot be read.
	// Dates written by the server: a browser without Punjabi date data (Debian's Chromium) would write "2026 M10 28" and mismatch the page.
	const latestPosts = (await latestJournalPosts(context.services.db, 3, locale).catch(() => [])).map(({ id, title, date, translated }) => ({
		id,
		to: localizedPath(`/journal/${id}`, locale),
		title,
		date,
		dateLabel: formatDate(date, locale),
		...(translated === false ? { english: true as const } : {}),
	}))
	return {
		locale,
		// Only this page's language: English pages carry no Punjabi or Hindi (decision 018).
		messages: sessionUser ? signedInPageCatalogue(locale) : pageCatalogue(locale),
		languageOffer:
			offer && offerIn
				? { locale: offer, text: offerIn('language.offer.text'), read: offerIn('language.offer.read'), dismiss: offerIn('language.offer.dismiss') }
				: null,
		user: sessionUser ? { ...accounts.toBrowserUser(sessionUser), role: sessionUser.role } : null,
		// A student whose address is not confirmed yet sees a short banner (issue 16); staff accounts are made by admins.
		unconfirmedEmail: sessionUser?.role === 'student' && !sessionUser.emailVerified ? sessionUser.email : null,
		loginPromptDelayMs: config.loginPromptDelayMs,
		site,
		// The privacy notice under every form says how long personal data is kept (issue 16, item 7).
		leadRetentionMonths: config.leadRetentionMonths,
		origin: publicOrigin(config, request),
		// Only the menus' link texts that differ from the code's (navigation.ts); the footer's are in its content.
		publishedLinks: publishedLinks && linksToSend(publishedLinks),
		footer: island(context, 'frame-footer', footerContent(locale, site, publishedLinks, latestPosts)),
		showErrorDetails: config.nodeEnv === 'development',
	}
}

/** The frame's language changes with the URL's prefix: the root's data (its catalogue) is read again then. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>

export function useRootData() {
	return useRouteLoaderData<typeof loader>('root')
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const data = useRootData()
	const site = data?.site ?? defaultSiteSettings
	useBrowserAccountSync(data?.user ?? null)
	const { pathname } = useLocation()
	// Only for staff: a visitor or student refused at /admin gets the public frame and its login and menu.
	const staffPage = (pathname === '/admin' || pathname.startsWith('/admin/')) && (data?.user?.role === 'staff' || data?.user?.role === 'admin')
	const locale = data?.locale ?? localeOfPath(pathname)
	const messages = data?.messages
	const language = useMemo(() => ({ locale, messages: messages ?? {} }), [locale, messages])
	return (
		<html lang={locale} dir="ltr">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#1e3a8a" />
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				{/* The one stylesheet blocks the first paint, so it is asked for first: with a precedence,
				    React puts it ahead of the many script preloads it hoists into the head. */}
				<link rel="stylesheet" href={appStylesHref} precedence="site" />
				<FontPreloads locale={locale} />
				<Meta />
				<Links />
			</head>
			<body>
				<PageLanguageProvider value={language}>
					{/* The root loader failed: no catalogue and no site data, so no frame, only the error page (never message keys). */}
					{!data ? (
						<main id="main" className="outline-none">
							{children}
						</main>
					) : (
						<SiteFrame
							site={site}
							footer={data.footer}
							user={data?.user ?? null}
							staffPage={staffPage}
							dialogs={
								<>
									<AccountDialogs siteName={site.name} profile={data?.user ?? null} loginPromptDelayMs={data?.loginPromptDelayMs ?? 0} />
									<EnquiryDialog />
								</>
							}
						>
							{data?.languageOffer ? <LanguageOffer offer={data.languageOffer} /> : null}
							{data?.unconfirmedEmail && pathWithoutLocale(pathname) !== '/account/security' ? <UnconfirmedEmailBanner email={data.unconfirmedEmail} /> : null}
							{children}
						</SiteFrame>
					)}
				</PageLanguageProvider>
				{/* New pages start at the top; Back restores where the visitor was. */}
				<ScrollRestoration nonce={nonce} />
				<ScriptsAfterFirstPaint nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	// A Punjabi or Hindi error page's texts load with it (useErrorPageT): meanwhile hydration keeps the served page;
	// after a client navigation or a render error the main area is empty for that moment (never the whole page).
	return <Suspense fallback={null}>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />}</Suspense>
}

function ErrorPage({ error }: { error: unknown }) {
	const data = useRootData()
	const t = useErrorPageT()
	const locale = useLocale()
	const status = isRouteErrorResponse(error) ? error.status : 500
	const details = data?.showErrorDetails && error instanceof Error ? error.stack : undefined
	return (
		<section className="container-page py-20 text-center">
			<title>{`${t('error.title')} | ${data?.site.name ?? defaultSiteSettings.name}`}</title>
			<p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{t('error.status', { status })}</p>
			<h1 className="mt-2 text-3xl font-extrabold text-brand-900">{t('error.title')}</h1>
			<p className="mx-auto mt-4 max-w-prose text-slate-600">{t('error.body')}</p>
			<a href={localizedPath('/', locale)} className="mt-8 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
				{t('error.home')}
			</a>
			{details ? <pre className="mt-8 overflow-auto rounded-lg bg-slate-100 p-4 text-left text-xs">{details}</pre> : null}
		</section>
	)
}

export function NotFoundPage() {
	const data = useRootData()
	const t = useErrorPageT()
	const nav = useT()
	const locale = useLocale()
	// The links' names come from the frame's catalogue; without one (the root loader failed) only the home page is offered.
	const links = data
		? [
				{ to: '/', label: nav('nav.home') },
				{ to: '/courses', label: nav('nav.courses') },
				{ to: '/country', label: nav('nav.studyAbroad') },
				{ to: '/contact', label: t('error.notFound.contact') },
			]
		: [{ to: '/', label: t('error.home') }]
	return (
		<section className="container-page py-20 text-center">
			<title>{`${t('error.notFound.title')} | ${data?.site.name ?? defaultSiteSettings.name}`}</title>
			<meta name="robots" content="noindex" />
			<p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{t('error.status', { status: 404 })}</p>
			<h1 className="mt-2 text-3xl font-extrabold text-brand-900">{t('error.notFound.title')}</h1>
			<p className="mx-auto mt-4 max-w-prose text-slate-600">{t('error.notFound.body')}</p>
			<ul className="mt-6 flex flex-wrap justify-center gap-3">
				{links.map((link) => (
					<li key={link.to}>
						<a href={localizedPath(link.to, locale)} className="inline-block rounded-full border border-brand-200 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50">
							{link.label}
						</a>
					</li>
				))}
			</ul>
		</section>
	)
}
