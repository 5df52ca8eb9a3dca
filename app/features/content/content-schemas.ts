import { z } from '~/lib/zod'
import { serviceIds } from './services'

/**
 * The schemas of the site's static content (the data in about.ts, blog-posts.ts, faqs.ts, ...).
 * The content modules import them as types only, so they stay out of the browser's JavaScript; the
 * data is checked against them when the server starts and by the unit tests (static-content.server.ts).
 */

// about.ts

export const aboutSlideSchema = z.object({ src: z.string().startsWith('/images/about/'), alt: z.string().min(1) })

export const aboutContentSchema = z.object({
	/** SPEC.md section 9: the hero rotates across 6 images every 4 s. */
	slides: z.array(aboutSlideSchema).length(6),
	story: z.array(z.string().min(1)).min(1),
	directorMessage: z.object({
		title: z.string().min(1),
		paragraphs: z.array(z.string().min(1)).min(2),
		signedBy: z.string().min(1),
		role: z.string().min(1),
	}),
	values: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(3),
})

// team.ts

/** SPEC.md section 3: a team member (name, role, photo), with a short bio. */
export const teamMemberSchema = z.object({
	id: z.string().regex(/^[a-z0-9-]+$/),
	name: z.string().min(1),
	role: z.string().min(1),
	photo: z.string().startsWith('/images/team/'),
	bio: z.array(z.string().min(1)).min(1),
})

// testimonials.ts

/** SPEC.md section 3: a testimonial (id, name, class, text, photo). */
export const testimonialSchema = z.object({
	id: z.string().regex(/^[a-z0-9-]+$/),
	name: z.string().min(1),
	/** The course or batch the student was in ("class" in SPEC.md). */
	class: z.string().min(1),
	text: z.string().min(20).max(400),
	photo: z.string().startsWith('/images/'),
})

// faqs.ts

export const faqSchema = z.object({
	id: z.string().regex(/^[a-z0-9-]+$/),
	question: z.string().min(5).endsWith('?'),
	answer: z.string().min(20),
})

// featured-courses.ts

/** SPEC.md section 3: a featured online course (demo data shown on the home page). */
export const featuredCourseSchema = z.object({
	id: z.string().regex(/^[a-z0-9-]+$/),
	title: z.string().min(1),
	description: z.string().min(1).max(220),
	image: z.string().startsWith('/images/'),
	imageAlt: z.string().min(1),
	duration: z.string().min(1),
	students: z.number().int().nonnegative(),
	rating: z.number().min(0).max(5),
	/** Whole rupees, GST included. */
	priceInr: z.number().int().nonnegative(),
	category: z.string().min(1),
})

// blog-posts.ts

export const blogPostSchema = z.object({
	id: z.string().regex(/^[a-z0-9-]+$/),
	/** SPEC: a post is written by the institute (admin) or by a student (user). */
	type: z.enum(['admin', 'user']),
	author: z.string().min(1),
	date: z.iso.date(),
	comments: z.string().min(1),
	title: z.string().min(1),
	desc: z.string().min(1),
	cover: z.string().startsWith('/'),
	coverAlt: z.string().min(1),
	body: z.array(z.object({ heading: z.string().optional(), paragraphs: z.array(z.string().min(1)).min(1) })).min(1),
})

// services.ts

const statSchema = z.object({ value: z.string().min(1), label: z.string().min(1) })
const tableSchema = z
	.object({
		caption: z.string().min(1),
		columns: z.array(z.string().min(1)).min(2),
		rows: z.array(z.array(z.string().min(1))).min(1),
		note: z.string().optional(),
	})
	.refine((t) => t.rows.every((row) => row.length === t.columns.length), 'every row needs one cell per column')
const sectionSchema = z
	.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)), points: z.array(z.string().min(1)) })
	.refine((s) => s.paragraphs.length + s.points.length > 0, 'a section needs text')

export const serviceSchema = z.object({
	id: z.enum(serviceIds),
	/** The label in the Services menu. */
	name: z.string().min(1),
	/** One sentence for the overview card and the meta description. */
	summary: z.string().min(20).max(200),
	intro: z.array(z.string().min(1)).min(1),
	stats: z.array(statSchema),
	table: tableSchema.optional(),
	sections: z.array(sectionSchema).min(1),
})

// fees.ts

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/** A service we charge for (or do free): its name and what is included are written here. */
const serviceFeeSchema = z.object({
	kind: z.literal('service'),
	id: slug,
	name: z.string().min(1),
	detail: z.string().min(1),
	/** Whole rupees including GST; null means the service is free. */
	amountInr: z.number().int().positive().nullable(),
	unit: z.string().optional(),
})

/**
 * The fee of a classroom course of the catalogue (courses table, seeded from seed-courses.ts). Its
 * name and duration are never typed here: the fees page and the course page read them from the
 * course, so the two cannot disagree. `detail` says what the fee includes, without a duration.
 */
const courseFeeSchema = z.object({
	kind: z.literal('course'),
	courseId: slug,
	detail: z.string().min(1),
	amountInr: z.number().int().positive(),
	unit: z.string().min(1),
})

/** A featured online course (featured-courses.ts): its name, duration and price are read from there. */
const onlineCourseFeeSchema = z.object({
	kind: z.literal('online-course'),
	featuredCourseId: slug,
	detail: z.string().min(1),
})

export const feeSchema = z.discriminatedUnion('kind', [serviceFeeSchema, courseFeeSchema, onlineCourseFeeSchema])

export const feeScheduleSchema = z.object({
	validFrom: z.iso.date(),
	groups: z.array(z.object({ id: slug, title: z.string().min(1), fees: z.array(feeSchema).min(1) })).min(1),
	notes: z.array(z.string().min(1)),
	refundPolicy: z.array(z.object({ heading: z.string().min(1), points: z.array(z.string().min(1)).min(1) })).min(1),
})
