import { type FeeSchedule, publishedCourseFee } from '~/features/content/fees'
import type { CourseView } from './course-view'

/** A course with the fee the fees page publishes for it (e.g. "₹12,000 per course"), or null. */
export type CourseWithFee = CourseView & { fee: string | null }

/** For loaders: the fee schedule (published in the content store) stays on the server, the page gets the text. */
export function withPublishedFees(courses: CourseView[], schedule: FeeSchedule | undefined): CourseWithFee[] {
	return courses.map((course) => ({ ...course, fee: (schedule && publishedCourseFee(course.id, schedule)) ?? null }))
}

/**
 * What an education page shows of each of its courses (the list and the fees box): its long
 * description, image and type stay on the server, so they are not serialised into the page.
 */
export type EducationCourse = Pick<CourseWithFee, 'id' | 'ProgramName' | 'SubType' | 'Duration' | 'Eligibility' | 'fee'>

/** For the education pages' loaders: the courses with their published fees, as the page shows them. */
export function educationCourses(courses: CourseView[], schedule: FeeSchedule | undefined): EducationCourse[] {
	return withPublishedFees(courses, schedule).map(({ id, ProgramName, SubType, Duration, Eligibility, fee }) => ({ id, ProgramName, SubType, Duration, Eligibility, fee }))
}
