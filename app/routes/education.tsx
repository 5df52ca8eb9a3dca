import { metaTexts, translator } from '~/features/i18n/catalogues.server'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { ArrowRight } from '~/components/ui/icons'
import { Link } from 'react-router'
import { getPageIntro, listEducationFamilies } from '~/features/content/site-content.server'
import { educationOverview } from '~/features/courses/education-programmes'
import { EducationHero } from '~/features/courses/EducationSections'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr, withSiteFacts } from '~/features/content/page-text'
import type { Route } from './+types/education'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'
import { island } from '~/lib/islands.server'
import { Island } from '~/lib/island'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(
			loaderData?.intro.search,
			root.site,
			withSiteFacts(loaderData?.meta, root.site) ?? {
				title: educationOverview.title,
				description: educationOverview.description,
			},
		),
		pathname: educationOverview.path,
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'course',
	})
}

/** The published families and their programmes (decision 013: their text is in the content store). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const locale = localeOfPath(new URL(request.url).pathname)
	const [families, intro] = await Promise.all([listEducationFamilies(context.services.db, locale), getPageIntro(context.services.db, 'education', locale)])
	// The page's few interface words, written here rather than sending it the education pages' messages.
	const t = translator(locale)
	return {
		// The intro's paragraphs are sent once, as markup, as are the families' cards (lib/island.tsx).
		intro: { ...intro, intro: island(context, 'education-intro', intro.intro) },
		meta: metaTexts(locale, 'education'),
		families: island(context, 'education-families', {
			durationLabel: t('page.education.duration'),
			families: families.map((family) => ({
				path: family.path,
				label: family.label,
				intro: family.intro[0],
				duration: family.duration,
				lang: family.lang,
				translated: family.translated,
				programmesLabel: t('page.education.programmes', { name: family.label }),
				aboutLabel: t('page.education.aboutFamily', { name: family.label }),
				programmes: family.programmes.map((programme) => ({ path: programme.path, label: programme.label })),
			})),
		}),
	}
}

export default function Education({ loaderData, matches }: Route.ComponentProps) {
	const locale = useLocale()
	const t = useT()
	return (
		<div className="bg-slate-50">
			<BreadcrumbJsonLd origin={matches[0].loaderData.origin} trail={[{ name: t('nav.education'), path: educationOverview.path }]} />
			<EducationHero eyebrow={loaderData.intro.eyebrow} title={loaderData.intro.title} intro={loaderData.intro.intro} shown={loaderData.intro} />
			<div className="container-page pb-16">
				<Island name="education-families" tag="ul" className="grid gap-6 md:grid-cols-2" value={loaderData.families}>
					{(shown) =>
						shown.families.map((family) => (
							<li key={family.path} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
								<h2 lang={family.lang} className="text-xl font-bold text-brand-900">
									<Link to={localizedPath(family.path, locale)} className="hover:text-brand-700 hover:underline">
										{family.label}
									</Link>
								</h2>
								<p lang={family.lang} className="mt-2 text-slate-700">
									{family.intro}
								</p>
								{family.translated ? null : <UntranslatedNote />}
								<p className="mt-3 text-sm text-slate-600">
									<span className="font-semibold text-slate-700">{shown.durationLabel}: </span>
									<span lang={family.lang}>{family.duration}</span>
								</p>
								<ul aria-label={family.programmesLabel} className="mt-4 flex flex-wrap gap-2">
									{family.programmes.map((programme) => (
										<li key={programme.path}>
											<Link to={localizedPath(programme.path, locale)} className="pill-link">
												{programme.label}
											</Link>
										</li>
									))}
								</ul>
								<Link to={localizedPath(family.path, locale)} className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline">
									{family.aboutLabel} <ArrowRight aria-hidden="true" className="size-4" />
								</Link>
							</li>
						))
					}
				</Island>
			</div>
		</div>
	)
}
