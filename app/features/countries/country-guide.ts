import type { z } from 'zod'
import type { countryDocumentSchema, scholarshipSchema, universitySchema, visaTypeSchema } from './country-schema'

/**
 * What the browser needs of a country guide: its types, the fixed flag list, the minimums and the
 * helpers that read a guide. The schema (country-schema.ts) imports these; this module imports zod
 * for types only, so the guide pages ship without it.
 */

/**
 * Issue 5's minimums for a complete guide. The one schema (country-schema.ts) enforces them, so a
 * staff edit is held to them exactly as the seeds are.
 */
export const guideMinimums = { topUniversities: 6, scholarships: 3, weatherCities: 3, faqs: 6 } as const

/** SPEC.md section 9's fixed flag list; a guide's flagUrl names one of these flags. */
export const flagKeys = [
	'uk', 'usa', 'ireland', 'canada', 'germany', 'dubai', 'france', 'europe',
	'italy', 'netherlands', 'poland', 'spain', 'australia', 'new-zealand', 'sweden', 'denmark',
] as const
export type FlagKey = (typeof flagKeys)[number]

export type CountryDocument = z.infer<typeof countryDocumentSchema>
/** What a seed file writes: checked against the schema by the seeder and the tests. */
export type CountryDocumentInput = z.input<typeof countryDocumentSchema>
export type University = z.infer<typeof universitySchema>
export type Scholarship = z.infer<typeof scholarshipSchema>
export type VisaType = z.infer<typeof visaTypeSchema>

/** A guide's newest review as the page says it: the day (in the institute's time zone) and who. */
export type ShownReview = {
	reviewedOn: string
	reviewerName: string
	/** The day in the page's language, written by the loader: a browser's Intl may lack Punjabi. */
	reviewedOnLabel?: string
}

export function scholarshipList(scholarships: CountryDocument['scholarships']): Scholarship[] {
	return Array.isArray(scholarships) ? scholarships : [scholarships]
}

/** SPEC.md: a regulation's points are one text split on '. '. */
export function regulationPoints(points: string): string[] {
	return points
		.split('. ')
		.map((point) => point.trim().replace(/\.$/, ''))
		.filter(Boolean)
}
