import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { aboutContent } from './about'
import { blogPosts } from './blog-posts'
import { aboutContentSchema, blogPostSchema, faqSchema, featuredCourseSchema, feeScheduleSchema, serviceSchema, teamMemberSchema, testimonialSchema } from './content-schemas'
import { homeFaqs } from './faqs'
import { formatRupees } from '~/lib/money'
import { featuredCourses } from './featured-courses'
import { feeSchedule } from './fees'
import { allServices, findService, serviceIds } from './services'
import { teamFounders } from './team'
import { homeTestimonials } from './testimonials'

const publicDir = path.resolve(__dirname, '../../../public')
const shipped = (url: string) => fs.existsSync(path.join(publicDir, url))
const wordCount = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean).length

describe('blog posts', () => {
	test('six posts, newest first, with the titles the footer relies on', () => {
		expect(blogPosts).toHaveLength(6)
		expect(blogPosts.map((p) => p.date)).toEqual([...blogPosts.map((p) => p.date)].sort().reverse())
		expect(blogPosts.slice(0, 3).map((p) => p.id)).toEqual(['ielts-band-7-study-plan', 'uk-student-visa-checklist-2026', 'choosing-between-canada-and-australia'])
		expect(blogPosts.find((p) => p.id === 'statement-of-purpose-tips')?.title).toBe('Writing a statement of purpose that admissions teams remember')
	})

	test.each(blogPosts.map((p) => [p.id, p] as const))('%s has a full body of 400-700 words and a shipped cover', (_id, post) => {
		const words = wordCount(post.body.flatMap((s) => s.paragraphs))
		expect(words).toBeGreaterThanOrEqual(400)
		expect(words).toBeLessThanOrEqual(700)
		expect(shipped(post.cover)).toBe(true)
	})

	test('the schema rejects a post without a valid date or body', () => {
		const post = blogPosts[0]!
		expect(blogPostSchema.safeParse({ ...post, date: '28/10/2026' }).success).toBe(false)
		expect(blogPostSchema.safeParse({ ...post, body: [] }).success).toBe(false)
		expect(blogPostSchema.safeParse({ ...post, type: 'staff' }).success).toBe(false)
	})
})

describe('home content', () => {
	test('featured courses carry every SPEC field and a price in rupees', () => {
		expect(featuredCourses.length).toBeGreaterThanOrEqual(3)
		for (const course of featuredCourses) expect(shipped(course.image)).toBe(true)
		expect(formatRupees(9500)).toBe('₹9,500')
		expect(formatRupees(125000)).toBe('₹1,25,000')
		expect(featuredCourseSchema.safeParse({ ...featuredCourses[0], rating: 6 }).success).toBe(false)
		expect(featuredCourseSchema.safeParse({ ...featuredCourses[0], priceInr: 99.5 }).success).toBe(false)
	})

	test('testimonials have a name, class, text and shipped photo', () => {
		expect(homeTestimonials).toHaveLength(3)
		for (const t of homeTestimonials) expect(shipped(t.photo)).toBe(true)
		expect(testimonialSchema.safeParse({ ...homeTestimonials[0], text: 'Too short' }).success).toBe(false)
	})

	test('at least 8 FAQs, each a question with an answer and a unique id', () => {
		expect(homeFaqs.length).toBeGreaterThanOrEqual(8)
		expect(new Set(homeFaqs.map((f) => f.id)).size).toBe(homeFaqs.length)
		expect(faqSchema.safeParse({ id: 'x', question: 'Not a question', answer: 'An answer that is long enough.' }).success).toBe(false)
	})
})

describe('about and team', () => {
	test('the slider has exactly 6 shipped images', () => {
		expect(aboutContent.slides).toHaveLength(6)
		for (const slide of aboutContent.slides) expect(shipped(slide.src)).toBe(true)
		expect(aboutContentSchema.safeParse({ ...aboutContent, slides: aboutContent.slides.slice(0, 5) }).success).toBe(false)
	})

	test('two founders with role lines and shipped portraits', () => {
		expect(teamFounders.map((f) => f.role)).toEqual(['Founder and Managing Director', 'Co-founder and Director of Counselling'])
		for (const f of teamFounders) expect(shipped(f.photo)).toBe(true)
		expect(teamMemberSchema.safeParse({ ...teamFounders[0], photo: 'https://example.com/a.jpg' }).success).toBe(false)
	})
})

describe('services', () => {
	test('all six services, in menu order', () => {
		expect(allServices.map((s) => s.id)).toEqual([...serviceIds])
	})

	test('SPEC section 9 figures, exactly', () => {
		expect(findService('visa').stats.map((s) => s.value)).toEqual(['98%', '15+', '50+', '24/7'])
		expect(findService('test-prep').stats.map((s) => s.value)).toEqual(['+1.5 bands', '5000+', '95%', '25+'])
		const times = findService('documents').table!.rows.map((r) => r[1])
		expect(times[0]).toBe('7-10 days')
		expect(times.at(-1)).toBe('15-20 days')
		expect(Object.fromEntries(findService('accommodation').table!.rows.map((r) => [r[0], r[1]]))).toEqual({
			'University halls': '£400-800',
			'Private studio': '£600-1200',
			'Shared house or flat': '£350-700',
			Homestay: '£500-900',
		})
		expect(findService('insurance').stats.map((s) => s.value)).toEqual(['from $2 per day', 'from $5 per day', 'from $12 per day', 'from $8 per day'])
		expect(findService('insurance').sections.flatMap((s) => s.points)).toContain('Medical cover up to $100,000 for illness and accidents abroad.')
	})

	test('the schema rejects a table row with a missing cell', () => {
		const visa = findService('visa')
		const bad = { ...visa, table: { caption: 'x', columns: ['a', 'b'], rows: [['only one']] } }
		expect(serviceSchema.safeParse(bad).success).toBe(false)
	})
})

describe('fees', () => {
	test('dated from 1 April 2026, counselling free, everything else in whole rupees', () => {
		expect(feeSchedule.validFrom).toBe('2026-04-01')
		const all = feeSchedule.groups.flatMap((g) => g.fees)
		const service = (id: string) => all.find((f) => f.kind === 'service' && f.id === id)
		expect(service('career-counselling')).toMatchObject({ amountInr: null })
		for (const id of ['applications', 'student-visa', 'mock-test']) expect(service(id)).toMatchObject({ amountInr: expect.any(Number) })
		const ids = all.map((f) => (f.kind === 'service' ? f.id : f.kind === 'course' ? f.courseId : `online-${f.featuredCourseId}`))
		expect(new Set(ids).size).toBe(all.length)
		expect(feeScheduleSchema.safeParse({ ...feeSchedule, validFrom: 'April 2026' }).success).toBe(false)
		expect(feeScheduleSchema.safeParse({ ...feeSchedule, groups: [{ id: 'x', title: 'X', fees: [{ kind: 'course', courseId: 'a', detail: 'd', amountInr: 0, unit: 'per course' }] }] }).success).toBe(false)
	})
})
