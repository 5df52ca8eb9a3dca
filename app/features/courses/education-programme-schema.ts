import { z } from '~/lib/zod'

/** The schema of an Education page (education-programmes.ts), checked at start-up and by the tests. */
export const educationPageSchema = z.object({
	path: z.string().regex(/^\/education\/[a-z]+(?:\/[a-z]+)?$/),
	/** The menu label and the page's H1. */
	label: z.string().min(1),
	title: z.string().min(1),
	description: z.string().min(50).max(170),
	intro: z.array(z.string().min(1)).min(1),
	whoFor: z.string().min(1),
	duration: z.string().min(1),
	entryRequirements: z.array(z.string().min(1)).min(1),
	leadsTo: z.string().min(1),
	/** Said under the fees, which come from the fees module (published) or read 'ask us'. */
	feesNote: z.string().min(1).optional(),
	courseType: z.string().min(1),
})

export const educationFamilySchema = educationPageSchema.extend({ programmes: z.array(educationPageSchema).min(3) })

