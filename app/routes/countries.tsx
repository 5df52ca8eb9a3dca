import { Link } from 'react-router'
import { listCountries } from '~/features/countries/countries.server'
import { CountryFlag } from '~/features/countries/CountryFlag'
import { countryDirectory } from '~/features/countries/country-directory'
import { PendingIndicator } from '~/features/countries/PendingIndicator'
import { guideMessages, translator } from '~/features/i18n/catalogues.server'
import { PageMessages, useLocale, useT } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import { getPageIntro, shippedPageIntro } from '~/features/content/site-content.server'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { type PageIntroText, searchTextsOr } from '~/features/content/page-text'
import type { Route } from './+types/countries'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'

/** /country: the Study Abroad overview, a grid of the 16 destinations. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const locale = localeOfPath(new URL(request.url).pathname)
	const t = translator(locale)
	const page = { title: t('guide.directory.metaTitle'), description: t('guide.directory.metaDescription'), messages: guideMessages(locale, 'directory') }
	try {
		const [guides, intro] = await Promise.all([listCountries(context.services.db), getPageIntro(context.services.db, 'country', locale)])
		return { ...page, intro, guideIds: guides.map((g) => g.id) }
	} catch (error) {
		// The grid comes from the fixed directory, so it still works without the database.
		context.services.logger.error({ err: error }, 'listing country guides failed')
		return { ...page, intro: shippedPageIntro('country', locale), guideIds: null }
	}
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(loaderData?.intro.search, root.site, { title: loaderData?.title ?? '', description: loaderData?.description ?? '' }),
		pathname: '/country',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'country',
	})
}

export default function Countries({ loaderData, matches }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<Directory intro={loaderData.intro} guideIds={loaderData.guideIds} origin={matches[0].loaderData.origin} />
		</PageMessages>
	)
}

function Directory({ intro, guideIds, origin }: { intro: PageIntroText; guideIds: string[] | null; origin: string }) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<BreadcrumbJsonLd origin={origin} trail={[{ name: t('nav.studyAbroad'), path: '/country' }]} />
			<PendingIndicator label={t('guide.loading')} />
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div lang={intro.lang} className="container-page py-12 md:py-16">
					{intro.eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{intro.eyebrow}</p> : null}
					<h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl">{intro.title}</h1>
					{intro.intro.map((paragraph) => (
						<p key={paragraph.slice(0, 30)} className="mt-4 max-w-2xl text-lg text-slate-700">
							{paragraph}
						</p>
					))}
					{intro.translated ? null : <UntranslatedNote />}
				</div>
			</section>
			<section aria-label={t('guide.directory.label')} className="container-page pb-16">
				<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
					{countryDirectory.map((entry) => (
						<li key={entry.id}>
							<Link
								to={localizedPath(`/country/${entry.id}`, locale)}
								className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center font-bold text-brand-900 shadow-sm hover:border-brand-200 hover:bg-brand-50"
							>
								<CountryFlag flag={entry.flag} className="h-12 w-18 rounded shadow-sm ring-1 ring-slate-200" />
								<span>{t('guide.studyIn', { name: t(`guide.country.${entry.id}`) })}</span>
								{guideIds && !guideIds.includes(entry.id) ? <span className="text-xs font-normal text-slate-600">{t('guide.directory.comingSoon')}</span> : null}
							</Link>
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
