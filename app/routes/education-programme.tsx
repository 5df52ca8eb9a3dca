import { localeOfPath, localizedPath, pathWithoutLocale } from '~/features/i18n/locales'
import { PageMessages, useLocale, useT } from '~/features/i18n/i18n'
import { ChevronRight } from '~/components/ui/icons'
import { data, Link } from 'react-router'
import { findEducationProgramme, listEducationFamilies } from '~/features/content/site-content.server'
import { educationPageParts } from '~/features/courses/education-page.server'
import { enquiryHref, enquiryOptionForCourse } from '~/features/courses/enquiry-option'
import { EducationCourseList, EducationFacts, EducationHero } from '~/features/courses/EducationSections'
import { searchTextsOr } from '~/features/content/page-text'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/education-programme'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'

/** One page per programme, such as /education/ielts/academic; routes.ts registers each URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const { pathname } = new URL(request.url)
	const locale = localeOfPath(pathname)
	const found = findEducationProgramme(await listEducationFamilies(context.services.db, locale), pathWithoutLocale(pathname))
	if (!found) throw data(null, { status: 404 })
	const { programmes, ...family } = found.family
	const { rest, ...parts } = await educationPageParts(context, locale, found.programme)
	return {
		family: { path: family.path, label: family.label },
		siblings: programmes.filter((p) => p.path !== found.programme.path).map((p) => ({ path: p.path, label: p.label })),
		programme: rest,
		...parts,
	}
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	if (!loaderData) return [{ title: 'Page not found' }]
	return pageMeta({
		...searchTextsOr(loaderData.programme.search, root.site, { title: loaderData.programme.title, description: loaderData.programme.description }),
		pathname: loaderData.programme.path,
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'course',
	})
}

export default function EducationProgrammeRoute({ loaderData, matches }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<EducationProgrammePage {...loaderData} origin={matches[0].loaderData.origin} />
		</PageMessages>
	)
}

function EducationProgrammePage({ family, siblings, programme, intro, facts, courses, origin }: Route.ComponentProps['loaderData'] & { origin: string }) {
	const t = useT()
	const locale = useLocale()
	const trail = [
		{ name: t('nav.education'), path: '/education' },
		{ name: family.label, path: family.path },
		{ name: programme.label, path: programme.path },
	]
	return (
		<div className="bg-slate-50">
			<BreadcrumbJsonLd origin={origin} trail={trail} />
			<nav aria-label={t('page.education.breadcrumb')} className="container-page pt-6">
				<ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
					<li>
						<Link to={localizedPath('/education', locale)} className="hover:underline">
							{t('nav.education')}
						</Link>
					</li>
					<li aria-hidden="true">
						<ChevronRight className="size-4" />
					</li>
					<li>
						<Link to={localizedPath(family.path, locale)} className="hover:underline">
							{family.label}
						</Link>
					</li>
					<li aria-hidden="true">
						<ChevronRight className="size-4" />
					</li>
					<li aria-current="page" className="font-semibold text-slate-800">
						{programme.label}
					</li>
				</ol>
			</nav>
			<EducationHero eyebrow={family.label} title={programme.title} intro={intro} shown={programme} />
			<div className="container-page pb-16">
				<EducationFacts texts={facts} lang={programme.lang} courses={courses} />
				<p className="mt-8">
					{/* Opens the enquiry dialog with this programme's option chosen (the /enquire page without JavaScript). */}
					<Link
						to={localizedPath(enquiryHref(enquiryOptionForCourse({ Type: programme.courseType })), locale)}
						className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
					>
						{t('page.education.enquire')}
					</Link>
				</p>
				<EducationCourseList courses={courses} heading={t('page.education.programmeCourses', { name: programme.label })} />
				<section aria-labelledby="related-programmes" className="mt-10">
					<h2 id="related-programmes" className="text-lg font-bold text-brand-900">
						{t('page.education.alsoIn', { name: family.label })}
					</h2>
					<ul className="mt-3 flex flex-wrap gap-2">
						{siblings.map((sibling) => (
							<li key={sibling.path}>
								<Link to={localizedPath(sibling.path, locale)} className="pill-link">
									{sibling.label}
								</Link>
							</li>
						))}
					</ul>
				</section>
			</div>
		</div>
	)
}
