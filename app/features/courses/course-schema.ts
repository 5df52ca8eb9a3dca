import { z } from '~/lib/zod'

// What the browser needs of a course (its defaults, family and labels) is in course-view.ts, without zod.

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
