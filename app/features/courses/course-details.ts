import type { MessageKey } from '~/features/i18n/catalogue/en'
import { type CourseFamily, courseFamily } from './course-view'

/** SPEC.md section 9: the detail page shows a fixed rating and student count ('1,234 students', `course.enroll.students` in the page's language). */
export const COURSE_DETAIL_RATING = 4.8
export const COURSE_DETAIL_STUDENTS = 1234
export const COURSE_DETAIL_STUDENTS_EN = '1,234 students'

/** The static 'What you'll learn' list, by programme family: how many points each has in the catalogue (`page.course.learn.<family>.<n>`). */
const learningOutcomeCounts: Record<CourseFamily | 'other', number> = { university: 5, skp: 5, language: 5, ielts: 5, other: 3 }

/** The family whose 'What you'll learn' list a course shows (its page is sent only that list's texts). */
export function learningOutcomesFamily(type: string): CourseFamily | 'other' {
	return courseFamily(type) ?? 'other'
}

export function learningOutcomeKeys(type: string): MessageKey[] {
	const family = learningOutcomesFamily(type)
	return Array.from({ length: learningOutcomeCounts[family] }, (_, i) => `page.course.learn.${family}.${i + 1}` as MessageKey)
}

/** The messages of a course page's islands alone (What you'll learn, the features): course.tsx. */
export function isCourseExtrasMessage(key: string): boolean {
	return key === 'page.course.learn' || key === 'page.course.features' || key.startsWith('page.course.learn.') || key.startsWith('page.course.feature.')
}

/** Course features every course at the institute shares (`page.course.feature.<n>.title` and `.text`). */
export const courseFeatureNumbers = [1, 2, 3, 4, 5] as const
