import { z } from 'zod'

/** SPEC.md "Course": the fallbacks shown when a field is empty. */
export const COURSE_DEFAULTS = {
	SubType: 'Certificate',
	Duration: '4 months',
	Eligibility: 'No specific requirements',
} as const

/** Optional text fields may be missing, null or blank; blank counts as empty. */
const optionalText = z
	.string()
	.trim()
	.nullish()
	.transform((value) => (value ? value : null))

/**
 * A course as the API and the seed files carry it (SPEC.md's field names). The id is a readable
 * slug used in /course/{id}. Type holds the family and sub-type, such as 'university-phd', so
 * SPEC's substring matching (university, skp, language, ielts) works on it.
 */
export const courseSchema = z.object({
	id: z
		.string()
		.trim()
		.min(1)
		.max(120)
		.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug such as ielts-academic-full-course'),
	ProgramName: z.string().trim().min(1).max(200),
	ProgramDescription: z.string().trim().min(1).max(4000),
	Type: z.string().trim().min(1).max(80),
	SubType: optionalText,
	Duration: optionalText,
	Eligibility: optionalText,
	ImageURL: optionalText,
})

export type CourseInput = z.input<typeof courseSchema>
export type Course = z.output<typeof courseSchema>

/** A course ready to show: SPEC's defaults fill every empty field except the image. */
export type CourseView = Omit<Course, 'SubType' | 'Duration' | 'Eligibility'> & {
	SubType: string
	Duration: string
	Eligibility: string
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

export const courseFamilyLabels: Record<CourseFamily, string> = {
	university: 'University',
	skp: 'SKP Program',
	language: 'Language',
	ielts: 'IELTS',
}
