import type { ReactNode } from 'react'
import { ArrowRight } from '~/components/ui/icons'
import { Link } from 'react-router'
import { type CompiledCatalogue, PageMessages, useLangApart, useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { Island, type Islanded } from '~/lib/island'
import { CourseCard, type CourseCardData, CourseCardText, type CourseCardTextData } from './CourseCard'
import type { HomeSectionText } from '~/features/content/page-text'

/**
 * A popular course's card: its texts an island (lib/island.tsx) with the words only they use, the
 * rest drawn by the browser (the Enroll Now button, the image's fallback).
 */
export type PopularCourseCard = Omit<CourseCardData, 'ProgramDescription'> & { text: Islanded<CourseCardTextData & { messages: CompiledCatalogue }> }

/**
 * Home page: the first three courses (SPEC.md section 9) and a link to all courses. Load them in
 * the home loader with listPopularCourses(db) from courses.server.ts, each cut to courseCardData;
 * `requested` names the courses a signed-in student has already asked to join; `heading` is
 * PopularCoursesHeading as the page draws it (an island on the home page).
 */
export function PopularCourses({ courses, heading, requested = [] }: { courses: PopularCourseCard[]; heading: ReactNode; requested?: string[] }) {
	return (
		<section aria-labelledby="popular-courses-heading" className="bg-slate-50 py-16">
			<div className="container-page">
				{heading}
				{courses.length > 0 ? (
					<ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{courses.map((course) => (
							<li key={course.id}>
								<CourseCard
									course={course}
									requested={requested.includes(course.id)}
									text={
										<Island name={`home-course-${course.id}`} value={course.text}>
											{({ messages, ...text }) => (
												<PageMessages messages={messages}>
													<CourseCardText course={text} />
												</PageMessages>
											)}
										</Island>
									}
								/>
							</li>
						))}
					</ul>
				) : null}
			</div>
		</section>
	)
}

/** The section's heading (the home page's entry's, studio) and the link to all courses: the children of a `popular-heading` row (app.css), which styles them. */
export function PopularCoursesHeading({ heading }: { heading: HomeSectionText }) {
	const t = useT()
	const locale = useLocale()
	const lang = useLangApart()(heading.lang)
	return (
		<>
			<div lang={lang}>
				<h2 id="popular-courses-heading">
					{heading.title}
				</h2>
				{heading.lead ? <p>{heading.lead}</p> : null}
			</div>
			<Link to={localizedPath('/courses', locale)}>
				{`${t('page.home.viewAllCourses')} `}
				<ArrowRight aria-hidden="true" className="size-4" />
			</Link>
		</>
	)
}
