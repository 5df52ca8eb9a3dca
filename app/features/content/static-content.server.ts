import { isDeepStrictEqual } from 'node:util'
import { z } from '~/lib/zod'
import { educationFamilySchema } from '~/features/courses/education-programme-schema'
import { educationFamilies } from '~/features/courses/education-programmes'
import { aboutContent } from './about'
import { blogPosts } from './blog-posts'
import {
	aboutContentSchema,
	blogPostSchema,
	faqSchema,
	featuredCourseSchema,
	feeScheduleSchema,
	serviceSchema,
	teamMemberSchema,
	testimonialSchema,
} from './content-schemas'
import { homeFaqs } from './faqs'
import { featuredCourses } from './featured-courses'
import { feeSchedule } from './fees'
import { allServices } from './services'
import { teamFounders } from './team'
import { homeTestimonials } from './testimonials'

/**
 * The static content the pages show (typed data in about.ts, blog-posts.ts, ...) and the schema
 * each must match. The browser imports the data without its schema, so the check runs here: when
 * the server starts (server/app.ts) and in the unit tests.
 */
export const staticContent = [
	{ name: 'about.ts aboutContent', schema: aboutContentSchema, data: aboutContent },
	{ name: 'blog-posts.ts blogPosts', schema: z.array(blogPostSchema).min(1), data: blogPosts },
	{ name: 'faqs.ts homeFaqs', schema: z.array(faqSchema).min(1), data: homeFaqs },
	{ name: 'featured-courses.ts featuredCourses', schema: z.array(featuredCourseSchema).min(1), data: featuredCourses },
	{ name: 'fees.ts feeSchedule', schema: feeScheduleSchema, data: feeSchedule },
	{ name: 'services.ts allServices', schema: z.array(serviceSchema).min(1), data: allServices },
	{ name: 'team.ts teamFounders', schema: z.array(teamMemberSchema).length(2), data: teamFounders },
	{ name: 'testimonials.ts homeTestimonials', schema: z.array(testimonialSchema).min(1), data: homeTestimonials },
	{ name: 'education-programmes.ts educationFamilies', schema: z.array(educationFamilySchema).length(4), data: educationFamilies },
] as const

export type StaticContentEntry = { name: string; schema: z.ZodType; data: unknown }

/**
 * Problems of each entry, as lines of text: where its data breaks the schema, or that parsing
 * would change it (a default or transform the pages would then depend on: write the data out).
 */
export function staticContentProblems(entries: readonly StaticContentEntry[] = staticContent): string[] {
	const problems: string[] = []
	for (const { name, schema, data } of entries) {
		const parsed = schema.safeParse(data)
		if (!parsed.success) problems.push(`${name}:\n${z.prettifyError(parsed.error)}`)
		else if (!isDeepStrictEqual(parsed.data, data)) problems.push(`${name}: parsing changes the data (a default or transform); write the data out in full`)
	}
	return problems
}

/** Throws, naming every problem, when any static content does not match its schema. */
export function validateStaticContent(entries: readonly StaticContentEntry[] = staticContent) {
	const problems = staticContentProblems(entries)
	if (problems.length > 0) throw new Error(`Static content does not match its schema:\n${problems.join('\n')}`)
}
