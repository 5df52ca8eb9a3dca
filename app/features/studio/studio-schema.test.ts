import { existsSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { aboutContent, aboutDirectorPhoto } from '~/features/content/about'
import { homeFaqs } from '~/features/content/faqs'
import { featuredCourses } from '~/features/content/featured-courses'
import { type FeeSchedule, feeSchedule } from '~/features/content/fees'
import { allServices, type ServiceId } from '~/features/content/services'
import { aboutView, educationPageView, faqView, feeScheduleView, onlineCourseView, serviceView, teamMemberView, testimonialView } from '~/features/content/site-content.server'
import { teamFounders } from '~/features/content/team'
import { aboutTranslations } from '~/features/content/translations/about'
import { homeFaqTranslations } from '~/features/content/translations/faqs'
import { courseTranslations } from '~/features/content/translations/courses'
import { educationTranslations } from '~/features/content/translations/education'
import { featuredCourseTranslations } from '~/features/content/translations/featured-courses'
import { feeScheduleTranslations } from '~/features/content/translations/fees'
import { serviceTranslations } from '~/features/content/translations/services'
import { teamTranslations } from '~/features/content/translations/team'
import { testimonialTranslations } from '~/features/content/translations/testimonials'
import { translationsOf } from '~/features/content/translations/translations'
import { homeTestimonials } from '~/features/content/testimonials'
import { educationPageKey } from '~/features/courses/education-page-key'
import { courseView } from '~/features/courses/courses.server'
import { educationFamilies } from '~/features/courses/education-programmes'
import { seedCourses } from '~/features/courses/seed-courses'
import { contentSeeds } from './content-seeds.server'
import { contentTypeNames, contentTypes, type FlatContentType } from './content-types'
import { documentSchemas, newEntrySchema } from './studio-schema'

const seeded = <Type extends keyof typeof documentSchemas>(type: Type) =>
	contentSeeds[type]().map((seed) => ({ key: seed.key, document: documentSchemas[type].parse(seed.document) as never }))

const text = (en: string | null) => ({ en, pa: null, hi: null })
const issuesOf = (type: keyof typeof documentSchemas, document: unknown) => {
	const parsed = documentSchemas[type].safeParse(document)
	return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the studio’s schemas', () => {
	test.each(contentTypeNames)('every %s seed passes its schema, and a stored document parses to itself', (type) => {
		for (const seed of contentSeeds[type]()) {
			const once = documentSchemas[type].parse(seed.document)
			expect(documentSchemas[type].parse(once)).toEqual(once)
		}
	})

	// The seeds keep SPEC's texts verbatim: what the pages show from them equals today's data modules.
	test('the pages show exactly the shipped text and figures from the seeds', () => {
		// The seeds name the pictures shipped with the site: shown at their paths, as before.
		const resolveImage = (url: string | null | undefined) => (url ? { src: url } : null)
		const inEnglish = { lang: 'en', translated: true }
		const noSearchTexts = { search: { metaTitle: null, metaDescription: null } }
		expect(seeded('testimonial').map((e) => testimonialView(e.key, e.document, resolveImage))).toEqual(homeTestimonials.map((t) => ({ ...t, photoImage: { src: t.photo }, ...inEnglish })))
		expect(seeded('team-member').map((e) => teamMemberView(e.key, e.document, resolveImage))).toEqual(teamFounders.map((m) => ({ ...m, photoImage: { src: m.photo }, ...inEnglish })))
		expect(seeded('faq').map((e) => faqView(e.key, e.document))).toEqual(homeFaqs.map((faq) => ({ ...faq, lang: 'en', translated: true })))
		expect(seeded('online-course').map((e) => onlineCourseView(e.key, e.document, resolveImage))).toEqual(featuredCourses.map((c) => ({ ...c, picture: { src: c.image }, ...inEnglish })))
		expect(seeded('service').map((e) => serviceView(e.key as ServiceId, e.document))).toEqual(allServices.map((service) => ({ ...service, ...inEnglish, ...noSearchTexts })))
		expect(aboutView(seeded('about')[0]!.document, resolveImage)).toEqual({
			...aboutContent,
			slides: aboutContent.slides.map((slide) => ({ ...slide, image: { src: slide.src } })),
			signerPhoto: { src: aboutDirectorPhoto },
			...inEnglish,
		})
		// Group and service ids are made from their titles now: only the React keys and element ids differ.
		const withoutIds = (schedule: FeeSchedule) => ({ validFrom: schedule.validFrom, notes: schedule.notes, refundPolicy: schedule.refundPolicy, groups: schedule.groups.map((group) => ({ title: group.title, fees: group.fees.map((fee) => ({ ...fee, id: undefined })) })) })
		const educationPages = educationFamilies.flatMap((family) => [family, ...family.programmes])
		const educationSeeds = new Map(seeded('education-page').map((e) => [e.key, e.document]))
		for (const page of educationPages) expect(educationPageView(page, educationSeeds.get(educationPageKey(page.path))!), page.path).toEqual({ ...page, ...inEnglish, ...noSearchTexts })
		expect(educationSeeds.size).toBe(educationPages.length)
		expect(withoutIds(feeScheduleView(seeded('fee-schedule')[0]!.document))).toEqual(withoutIds(feeSchedule))
	})

	// Issue 20: the Punjabi and Hindi pages show exactly the translations shipped beside the English.
	test.each(['pa', 'hi'] as const)('the %s pages show exactly the shipped translations of the seeds', (locale) => {
		const resolveImage = (url: string | null | undefined) => (url ? { src: url } : null)
		const about = aboutTranslations[locale]!
		expect(aboutView(seeded('about')[0]!.document, resolveImage, locale)).toEqual({
			...about,
			slides: about.slides.map((slide) => ({ ...slide, image: { src: slide.src } })),
			signerPhoto: { src: aboutDirectorPhoto },
			lang: locale,
			translated: true,
		})
		const fees = feeScheduleView(seeded('fee-schedule')[0]!.document, locale)
		expect(fees).toMatchObject({ notes: feeScheduleTranslations[locale]!.notes, refundPolicy: feeScheduleTranslations[locale]!.refundPolicy, lang: locale, translated: true })
		expect(fees.groups.map((group) => ({ title: group.title, fees: group.fees.length }))).toEqual(feeScheduleTranslations[locale]!.groups.map((group) => ({ title: group.title, fees: group.fees.length })))
		expect(fees.groups.flatMap((group) => group.fees.map((fee) => ('amountInr' in fee ? fee.amountInr : null)))).toEqual(feeSchedule.groups.flatMap((group) => group.fees.map((fee) => ('amountInr' in fee ? fee.amountInr : null))))
		expect(seeded('faq').map((e) => faqView(e.key, e.document, locale))).toEqual(homeFaqTranslations[locale]!.map((faq) => ({ ...faq, lang: locale, translated: true })))
		// Every service and founder is translated whole (a missing field would show the English with the note).
		expect(seeded('service').map((e) => serviceView(e.key as ServiceId, e.document, locale))).toEqual(
			allServices.map((service) => ({ ...translationsOf(serviceTranslations, service.id)[locale], lang: locale, translated: true, search: { metaTitle: null, metaDescription: null } })),
		)
		expect(seeded('team-member').map((e) => teamMemberView(e.key, e.document, resolveImage, locale))).toEqual(
			teamFounders.map((member) => ({ ...translationsOf(teamTranslations, member.id)[locale], photoImage: { src: member.photo }, lang: locale, translated: true })),
		)
		expect(seeded('testimonial').map((e) => testimonialView(e.key, e.document, resolveImage, locale))).toEqual(
			homeTestimonials.map((t) => ({ ...translationsOf(testimonialTranslations, t.id)[locale], photoImage: { src: t.photo }, lang: locale, translated: true })),
		)
		// Prices, ratings and student numbers stay the English ones.
		expect(seeded('online-course').map((e) => onlineCourseView(e.key, e.document, resolveImage, locale))).toEqual(
			featuredCourses.map((c) => ({ ...translationsOf(featuredCourseTranslations, c.id)[locale], students: c.students, rating: c.rating, priceInr: c.priceInr, picture: { src: c.image }, lang: locale, translated: true })),
		)
		// Every seeded course is translated whole, its name too; weeks and marks as in English.
		const courses = new Map(seeded('course').map((e) => [e.key, courseView(e.key, e.document, resolveImage, locale)]))
		expect(Object.keys(courseTranslations[locale]!).toSorted()).toEqual(seedCourses.map((course) => course.id).toSorted())
		for (const [id, text] of Object.entries(courseTranslations[locale]!)) expect(courses.get(id), id).toMatchObject({ ...text, lang: locale, translated: true })
		const educationSeeds = new Map(seeded('education-page').map((e) => [e.key, e.document]))
		for (const page of educationFamilies.flatMap((family) => [family, ...family.programmes])) {
			expect(educationPageView(page, educationSeeds.get(educationPageKey(page.path))!, locale), page.path).toEqual({ ...page, ...educationTranslations[locale]![page.path], lang: locale, translated: true, search: { metaTitle: null, metaDescription: null } })
		}
	})

	test('a fee line that cannot be read is refused, naming the line and its form', () => {
		const fees = contentSeeds['fee-schedule']()[0]!.document as Record<string, unknown>
		expect(issuesOf('fee-schedule', { ...fees, fees: text('## Tests\nSingle full mock test | Marked | five hundred | per test') })).toEqual([
			'fees.en: “Single full mock test | Marked | five hundred | per test”: a service line is “name | what is included | fee in rupees or Free | unit”',
		])
		expect(issuesOf('fee-schedule', { ...fees, fees: text('## Tests\ncourse: ielts-weekend-batch | Weekends | 12000') })).toHaveLength(1)
		expect(issuesOf('fee-schedule', { ...fees, fees: text('Single full mock test | Marked | 500') })).toEqual(['fees.en: Start with a group: a line “## Group title”', 'fees.en: Write at least one group of fees'])
		expect(documentSchemas['fee-schedule'].safeParse({ ...fees, fees: text('## Tests\nSingle full mock test | Marked | 450 | per test') }).success).toBe(true)
	})

	test('a service page’s figures and table are refused with a message when their lines are malformed', () => {
		const visa = contentSeeds.service()[0]!.document as Record<string, unknown>
		expect(issuesOf('service', { ...visa, figures: text('98%\n15+ | Years of visa filing experience') })).toEqual([
			'figures.en: Write each figure on its own line as: value | label',
		])
		const table = { tableCaption: text('Rents'), tableColumns: text('Type | Rent'), tableRows: text('Halls | £400\nStudio') }
		expect(issuesOf('service', { ...visa, ...table })).toEqual(['tableRows.en: Write each row on its own line with 2 cells: cell | cell'])
		expect(issuesOf('service', { ...visa, tableCaption: text('Rents') })).toEqual(['tableColumns.en: Write at least two column names: Column | Column'])
		expect(issuesOf('service', { ...visa, sections: text('Text before any heading') })).toEqual([
			'sections.en: Start each section with “## Heading”, then its text or “- ” points',
		])
	})

	test('the other new types hold the seed’s rules, English required', () => {
		const faq = contentSeeds.faq()[0]!.document as Record<string, unknown>
		expect(issuesOf('faq', { ...faq, question: text('Without a question mark') })).toHaveLength(1)
		expect(issuesOf('faq', { ...faq, answer: text(null) })).toHaveLength(1)
		const testimonial = contentSeeds.testimonial()[0]!.document as Record<string, unknown>
		expect(issuesOf('testimonial', { ...testimonial, text: text('Too short') })).toHaveLength(1)
		expect(issuesOf('testimonial', { ...testimonial, photo: 'https://elsewhere.example/p.jpg' })).toEqual(['photo: Choose one of the uploaded images'])
		expect(issuesOf('testimonial', { ...testimonial, photo: '/images/testimonials/../../etc/passwd' })).toEqual(['photo: Choose one of the uploaded images'])
		expect(issuesOf('testimonial', { ...testimonial, photo: '/media/0123456789abcdef0123' })).toEqual([])
		const course = contentSeeds['online-course']()[0]!.document as Record<string, unknown>
		expect(issuesOf('online-course', { ...course, rating: '5.5' })).toHaveLength(1)
		expect(issuesOf('online-course', { ...course, priceInr: '9500.5' })).toHaveLength(1)
		expect(documentSchemas['online-course'].parse({ ...course, rating: '4.5', priceInr: '10000' })).toMatchObject({ rating: 4.5, priceInr: 10000 })
		const about = contentSeeds.about()[0]!.document as Record<string, unknown>
		expect(issuesOf('about', { ...about, directorMessage: text('Only one paragraph.') })).toEqual([
			'directorMessage.en: Write at least 2 paragraphs, with a blank line between two',
		])
		// Each slider image and the online course's image need their alt text in English.
		expect(issuesOf('about', { ...about, slide3: '/media/0123456789abcdef0123', slide3Alt: text(' ') })).toEqual([
			'slide3Alt.en: Enter the alt text: what the image shows, for people who cannot see it.',
		])
		expect(issuesOf('online-course', { ...course, imageAlt: text(null) })).toEqual(['imageAlt.en: Enter the alt text: what the image shows, for people who cannot see it.'])
	})

	// Every picture a page shows from content: the seed's file shipped with the site, or an upload.
	const imageFields = contentTypeNames.flatMap((type) =>
		contentTypes[type].fields.flatMap((field) => (field.kind === 'image' ? [{ type: type as FlatContentType, field: field.name }] : [])),
	)
	test('the image fields are the ones the public pages show', () => {
		expect(imageFields.map(({ type, field }) => `${type}.${field}`)).toEqual([
			'course.ImageURL',
			'journal-post.cover',
			'testimonial.photo',
			'team-member.photo',
			'online-course.image',
			...[1, 2, 3, 4, 5, 6].map((n) => `about.slide${n}`),
			'about.signerPhoto',
			'country-guide.heroImage',
			'home-page.heroImage',
		])
	})
	test.each(imageFields)('$type $field takes the shipped picture its seeds name (files in public/) and an uploaded image', ({ type, field }) => {
		const seed = contentSeeds[type]()[0]!.document as Record<string, unknown>
		expect(seed[field]).toMatch(/^\/images\/[a-z0-9/-]+\.svg$/)
		for (const { document } of contentSeeds[type]()) expect(existsSync(`public${(document as Record<string, unknown>)[field]}`), String(field)).toBe(true)
		expect(issuesOf(type, seed)).toEqual([])
		expect(documentSchemas[type].parse({ ...seed, [field]: '/media/0123456789abcdef0123' })).toMatchObject({ [field]: '/media/0123456789abcdef0123' })
	})
	// Course images and journal covers keep the rules they had before the studio (course-schema.ts, blog-posts).
	test.each(imageFields.filter(({ type }) => type !== 'course' && type !== 'journal-post'))('$type $field refuses a picture from elsewhere', ({ type, field }) => {
		const seed = contentSeeds[type]()[0]!.document as Record<string, unknown>
		for (const elsewhere of ['https://elsewhere.example/photo.jpg', '//elsewhere.example/photo.jpg', '/media/not-a-hash', '/images/../admin']) {
			expect(issuesOf(type, { ...seed, [field]: elsewhere }), elsewhere).toEqual([`${field}: Choose one of the uploaded images`])
		}
	})

	test('a new entry’s key is a lowercase slug that is not one of the studio’s own words', () => {
		expect(newEntrySchema.parse({ intent: 'create', key: ' IELTS-Tips-2027 ' }).key).toBe('ielts-tips-2027')
		for (const key of ['ab', 'two  words', 'under_score', '-edge', 'new', 'preview']) expect(newEntrySchema.safeParse({ intent: 'create', key }).success, key).toBe(false)
	})
})
