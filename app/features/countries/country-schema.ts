import { z } from '~/lib/zod'
import { translation } from '~/features/i18n/translation-schema'
import { MEDIA_PATH_PATTERN } from '~/features/studio/images'
import { flagKeys, guideMinimums } from './country-guide'

/**
 * The one schema of a country guide document (SPEC.md section 3 "Country"), checked on every
 * write and on seed. Field names follow SPEC.md exactly, spelling included ("expances").
 * We add sources so every guide says against what it was checked; when, and by whom, is its
 * newest review (guide_reviews), never a date written in the document.
 */

const text = z.string().trim().min(1, 'must not be empty')
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' })

export const universitySchema = z.object({
	name: text,
	location: text,
	/** Path of a logo that ships with the site, or empty: the page then shows the initials. */
	logo: z.string().trim().default(''),
	ielts: text,
	ranking: text,
})

export const scholarshipSchema = z.object({ name: text, link: httpsUrl })

export const visaTypeSchema = z.object({ title: text, cost: text, type: text, description: text })

export const weatherSchema = z
	.object({ city: text, min: z.number().min(-60).max(60), max: z.number().min(-60).max(60) })
	.refine((w) => w.min <= w.max, { message: 'min must not be above max', path: ['min'] })

export const costOfLivingSchema = z.object({
	/** Where the gauge needle points, in degrees: 0 is the cheapest end, 180 the dearest. */
	gaugePosition: z.number().min(0).max(180),
	expances: z.array(z.object({ category: text, range: text })).min(1),
	breakdown: z
		.array(z.object({ category: text, items: z.array(z.object({ name: text, cost: text })).min(1) }))
		.min(1),
})

export const workOpportunitiesSchema = z.object({
	intro: text,
	options: z.array(z.object({ title: text, description: text })).min(1),
	jobs: z.array(z.object({ title: text, pay: text, description: text })).min(1),
	/** points is one text; the page splits it into bullet points on '. ' (SPEC.md). */
	regulations: z.array(z.object({ title: text, points: text })).min(1),
})

/**
 * A guide's Punjabi or Hindi (issue 20): the why-study text, the fast facts and the FAQs (by their
 * place in the English list), each optional, so a page shows the English where one is missing.
 */
export const guideTranslationSchema = z.object({
	whyStudy: translation,
	fastFacts: z.object({ gdp: translation, dialingCode: translation, currency: translation, universities: translation }).default({ gdp: null, dialingCode: null, currency: null, universities: null }),
	faqs: z.array(z.object({ question: translation, answer: translation })).default([]),
})

export const countryDocumentSchema = z.object({
	id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case id with hyphens'),
	name: text,
	flagUrl: z.enum(flagKeys),
	// A drawing shipped under /images/countries/, or a picture uploaded in the studio (/media/<hash>).
	heroImage: z
		.string()
		.refine((path) => /^\/images\/countries\/[a-z0-9-]+\.svg$/.test(path) || MEDIA_PATH_PATTERN.test(path), 'Choose one of the uploaded images'),
	fastFacts: z.object({ gdp: text, dialingCode: text, currency: text, universities: text, whyStudy: text }),
	topUniversities: z
		.array(universitySchema)
		.min(guideMinimums.topUniversities, `needs at least ${guideMinimums.topUniversities} top universities`),
	admissionRequirements: z.array(text).min(1),
	/**
	 * SPEC.md: a list or a single item (read it through scholarshipList()). Both shapes are
	 * accepted, but a complete guide needs at least three, so a single item alone is refused.
	 */
	scholarships: z
		.union([z.array(scholarshipSchema), scholarshipSchema])
		.refine((value) => (Array.isArray(value) ? value.length : 1) >= guideMinimums.scholarships, {
			message: `needs at least ${guideMinimums.scholarships} scholarships`,
		}),
	visa: z.object({ types: z.array(visaTypeSchema).min(1) }),
	weather: z.array(weatherSchema).min(guideMinimums.weatherCities, `needs weather for at least ${guideMinimums.weatherCities} cities`),
	costOfLiving: costOfLivingSchema,
	workOpportunities: workOpportunitiesSchema,
	faqs: z.array(z.object({ question: text, answer: text })).min(guideMinimums.faqs, `needs at least ${guideMinimums.faqs} FAQs`),
	sources: z.array(z.object({ title: text, url: httpsUrl })).min(1),
	translations: z.object({ pa: guideTranslationSchema.optional(), hi: guideTranslationSchema.optional() }).optional(),
})
