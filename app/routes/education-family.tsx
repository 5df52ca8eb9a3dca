import { localeOfPath, localizedPath, pathWithoutLocale } from '~/features/i18n/locales'
import { PageMessages, useLocale, useT } from '~/features/i18n/i18n'
import { data, Link } from 'react-router'
import { listEducationFamilies } from '~/features/content/site-content.server'
import { educationPageParts } from '~/features/courses/education-page.server'
import { EducationCourseList, EducationFacts, EducationHero } from '~/features/courses/EducationSections'
import { searchTextsOr } from '~/features/content/page-text'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/education-family'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'

/** One page per programme family (/education/university, /skp, /languages, /ielts); routes.ts registers each. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const path = pathWithoutLocale(new URL(request.url).pathname).replace(/\/+$/, '')
	const locale = localeOfPath(new URL(request.url).pathname)
	const family = (await listEducationFamilies(context.services.db, locale)).find((f) => f.path === path)
	if (!family) throw data(null, { status: 404 })
	// The page links to its programmes by label and duration: their own texts are on their pages.
	const programmes = family.programmes.map(({ path, label, duration }) => ({ path, label, duration }))
	const { rest, ...parts } = await educationPageParts(context, locale, family)
	return { family: { ...rest, programmes }, ...parts }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	if (!loaderData) return [{ title: 'Page not found' }]
	return pageMeta({
		...searchTextsOr(loaderData.family.search, root.site, { title: loaderData.family.title, description: loaderData.family.description }),
		pathname: loaderData.family.path,
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'course',
	})
}

export default function EducationFamilyRoute({ loaderData, matches }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<EducationFamilyPage {...loaderData} origin={matches[0].loaderData.origin} />
		</PageMessages>
	)
}

function EducationFamilyPage({ family, intro, facts, courses, origin }: Route.ComponentProps['loaderData'] & { origin: string }) {
	const t = useT()
	const locale = useLocale()
	const trail = [
		{ name: t('nav.education'), path: '/education' },
		{ name: family.label, path: family.path },
	]
	return (
		<div className="bg-slate-50">
			<BreadcrumbJsonLd origin={origin} trail={trail} />
			<EducationHero eyebrow={family.label} title={family.title} intro={intro} shown={family} />
			<div className="container-page pb-16">
				<nav aria-label={t('page.education.programmes', { name: family.label })}>
					<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
						{family.programmes.map((programme) => (
							<li key={programme.path}>
								<Link
									to={localizedPath(programme.path, locale)}
									className="block h-full rounded-2xl border border-brand-200 bg-white p-5 hover:border-brand-600 hover:bg-brand-50"
								>
									<span className="text-lg font-bold text-brand-900">{programme.label}</span>
									<span className="mt-1 block text-sm text-slate-600">{programme.duration}</span>
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<EducationFacts texts={facts} lang={family.lang} courses={courses} />
				<EducationCourseList courses={courses} heading={t('page.education.familyCourses', { name: family.label })} />
			</div>
		</div>
	)
}
