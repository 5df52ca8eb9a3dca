import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import type { Course } from './course-schema'

/** SPEC.md "Course": the fallbacks shown when a field is empty. */
export const COURSE_DEFAULTS = {
	SubType: 'Certificate',
	Duration: '4 months',
	Eligibility: 'No specific requirements',
} as const

/** A course ready to show: SPEC's defaults fill every empty field except the image. */
export type CourseView = Omit<Course, 'SubType' | 'Duration' | 'Eligibility'> & {
	SubType: string
	Duration: string
	Eligibility: string
	/** The picture as the server resolved it (an uploaded one brings its copies and size). */
	image?: ResponsiveImage | null
}

function filled(value: string | null | undefined) {
	const trimmed = value?.trim()
	return trimmed ? trimmed : null
}

/** Applies SPEC's defaults: level (SubType) 'Certificate', Duration '4 months', Eligibility 'No specific requirements'. */
export function withCourseDefaults(course: {
	id: string
	ProgramName: string
	ProgramDescription: string
	Type: string
	SubType?: string | null
	Duration?: string | null
	Eligibility?: string | null
	ImageURL?: string | null
}): CourseView {
	return {
		id: course.id,
		ProgramName: course.ProgramName,
		ProgramDescription: course.ProgramDescription,
		Type: course.Type,
		SubType: filled(course.SubType) ?? COURSE_DEFAULTS.SubType,
		Duration: filled(course.Duration) ?? COURSE_DEFAULTS.Duration,
		Eligibility: filled(course.Eligibility) ?? COURSE_DEFAULTS.Eligibility,
		ImageURL: filled(course.ImageURL),
	}
}

/** The four programme families a Type belongs to, by SPEC's substrings. */
export type CourseFamily = 'university' | 'skp' | 'language' | 'ielts'

export function courseFamily(type: string): CourseFamily | null {
	const lower = type.toLowerCase()
	for (const family of ['university', 'skp', 'language', 'ielts'] as const) if (lower.includes(family)) return family
	return null
}
