import { ArrowRight } from '~/components/ui/icons'
import { Link } from 'react-router'
import { useT } from '~/features/i18n/i18n'
import { CourseCard, type CourseCardData } from './CourseCard'
import type { HomeSectionText } from '~/features/content/page-text'

/**
 * Home page: the first three courses (SPEC.md section 9) and a link to all courses. Load them in
 * the home loader with listPopularCourses(db) from courses.server.ts, each cut to courseCardData;
 * `requested` names the courses a signed-in student has already asked to join; `heading` is the
 * home page's entry's (studio).
 */
export function PopularCourses({ courses, heading, requested = [] }: { courses: CourseCardData[]; heading: HomeSectionText; requested?: string[] }) {
	const t = useT()
	return (
		<section aria-labelledby="popular-courses-heading" className="bg-slate-50 py-16">
			<div className="container-page">
				<div className="flex flex-wrap items-end justify-between gap-4">
					<div lang={heading.lang}>
						<h2 id="popular-courses-heading" className="text-3xl font-extrabold text-brand-900">
							{heading.title}
						</h2>
						{heading.lead ? <p className="mt-2 max-w-2xl text-slate-600">{heading.lead}</p> : null}
					</div>
					<Link to="/courses" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
						{t('page.home.viewAllCourses')} <ArrowRight aria-hidden="true" className="size-4" />
					</Link>
				</div>
				{courses.length > 0 ? (
					<ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{courses.map((course) => (
							<li key={course.id}>
								<CourseCard course={course} headingLevel="h3" requested={requested.includes(course.id)} />
							</li>
						))}
					</ul>
				) : null}
			</div>
		</section>
	)
}
