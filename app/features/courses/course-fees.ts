import { type FeeSchedule, publishedCourseFee } from '~/features/content/fees'
import type { CourseView } from './course-view'

/** A course with the fee the fees page publishes for it (e.g. "₹12,000 per course"), or null. */
export type CourseWithFee = CourseView & { fee: string | null }

/** For loaders: the fee schedule (published in the content store) stays on the server, the page gets the text. */
export function withPublishedFees(courses: CourseView[], schedule: FeeSchedule | undefined): CourseWithFee[] {
	return courses.map((course) => ({ ...course, fee: (schedule && publishedCourseFee(course.id, schedule)) ?? null }))
}
