import { localeOfPath, pathWithoutLocale } from '~/features/i18n/locales'
import { ChevronRight } from '~/components/ui/icons'
import { data, Link } from 'react-router'
import type { CourseView } from '~/features/courses/course-view'
import { listCoursesByType } from '~/features/courses/courses.server'
import { findEducationProgramme, getFeeSchedule, listEducationFamilies } from '~/features/content/site-content.server'
import { educationCourses } from '~/features/courses/course-fees'
import { enquiryHref, enquiryOptionForCourse } from '~/features/courses/enquiry-option'
import { EducationCourseList, EducationFacts, EducationHero } from '~/features/courses/EducationSections'
import { searchTextsOr } from '~/features/content/page-text'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/education-programme'
import { JsonLd } from '~/components/ui/JsonLd'
import { breadcrumbListJsonLd } from '~/lib/structured-data'

/** One page per programme, such as /education/ielts/academic; routes.ts registers each URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const { pathname } = new URL(request.url)
	const found = findEducationProgramme(await listEducationFamilies(context.services.db, localeOfPath(pathname)), pathWithoutLocale(pathname))
	if (!found) throw data(null, { status: 404 })
	let listed: CourseView[] = []
	try {
		listed = await listCoursesByType(context.services.db, found.programme.courseType)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'failed to list courses')
	}
	const { programmes, ...family } = found.family
	return {
		family: { path: family.path, label: family.label },
		siblings: programmes.filter((p) => p.path !== found.programme.path).map((p) => ({ path: p.path, label: p.label })),
		programme: found.programme,
		courses: educationCourses(listed, await getFeeSchedule(context.services.db)),
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

export default function EducationProgrammePage({ loaderData, matches }: Route.ComponentProps) {
	const { family, siblings, programme, courses } = loaderData
	const trail = [
		{ name: 'Education', path: '/education' },
		{ name: family.label, path: family.path },
		{ name: programme.label, path: programme.path },
	]
	return (
		<div className="bg-slate-50">
			<JsonLd data={breadcrumbListJsonLd(matches[0].loaderData.origin, trail)} />
			<nav aria-label="Breadcrumb" className="container-page pt-6">
				<ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
					<li>
						<Link to="/education" className="hover:underline">
							Education
						</Link>
					</li>
					<li aria-hidden="true">
						<ChevronRight className="size-4" />
					</li>
					<li>
						<Link to={family.path} className="hover:underline">
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
			<EducationHero eyebrow={family.label} title={programme.title} intro={programme.intro} shown={programme} />
			<div className="container-page pb-16">
				<EducationFacts page={programme} courses={courses} />
				<p className="mt-8">
					{/* Opens the enquiry dialog with this programme's option chosen (the /enquire page without JavaScript). */}
					<Link
						to={enquiryHref(enquiryOptionForCourse({ Type: programme.courseType }))}
						className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
					>
						Enquire about this programme
					</Link>
				</p>
				<EducationCourseList courses={courses} heading={`${programme.label} courses`} />
				<section aria-labelledby="related-programmes" className="mt-10">
					<h2 id="related-programmes" className="text-lg font-bold text-brand-900">
						Also in {family.label}
					</h2>
					<ul className="mt-3 flex flex-wrap gap-2">
						{siblings.map((sibling) => (
							<li key={sibling.path}>
								<Link
									to={sibling.path}
									className="inline-flex min-h-10 items-center rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
								>
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
