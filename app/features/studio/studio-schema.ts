import { PHONE_PATTERN, WHATSAPP_NUMBER_PATTERN } from '~/config/site-settings-schema'
import {
	aboutContentSchema,
	blogPostSchema,
	faqSchema,
	featuredCourseSchema,
	feeScheduleSchema,
	serviceSchema,
	teamMemberSchema,
	testimonialSchema,
} from '~/features/content/content-schemas'
import { feeGroupsOf } from '~/features/content/fee-lines'
import { privacyDetailNames, siteDetailNames } from '~/features/content/page-text'
import { cellsOf, figuresOf, linesOf, paragraphsOf, sectionsOf } from '~/features/content/text-blocks'
import { countryDocumentSchema } from '~/features/countries/country-schema'
import { countryDirectory } from '~/features/countries/country-directory'
import { ruleMeasures } from '~/features/tools/eligibility/eligibility'
import { translation } from '~/features/i18n/translation-schema'
import { courseSchema } from '~/features/courses/course-schema'
import { educationPageSchema } from '~/features/courses/education-programme-schema'
import { z } from '~/lib/zod'
import { type ContentTypeName, contentTypeNames, studioMessages } from './content-types'

type CountryId = (typeof countryDirectory)[number]['id']
import { imageMessages, MAX_IMAGE_BYTES, MEDIA_PATH_PATTERN } from './images'

/*
 * The studio's schemas: each content type's document, built from the same field schemas its seed
 * data is checked with, so a save is held to exactly the rules the shipped content is. The studio
 * pages (staff only) check with them in the browser, the actions and the seeders on the server.
 */


/** A text field in English (checked as the field's own schema), with optional Punjabi and Hindi. */
export function localised<English extends z.ZodType>(english: English) {
	return z.object({ en: english, pa: translation, hi: translation })
}

export const courseDocumentSchema = z.object({
	ProgramName: localised(courseSchema.shape.ProgramName),
	ProgramDescription: localised(courseSchema.shape.ProgramDescription),
	Type: courseSchema.shape.Type,
	SubType: localised(courseSchema.shape.SubType),
	Duration: localised(courseSchema.shape.Duration),
	Eligibility: localised(courseSchema.shape.Eligibility),
	ImageURL: courseSchema.shape.ImageURL,
	/** Display order: lists show courses by it, the home page the first three. */
	position: z.coerce.number('Enter a whole number').int('Enter a whole number').min(0).max(9999),
})
export type CourseDocument = z.output<typeof courseDocumentSchema>

/** A journal post: the seed's fields, with the body in Markdown (rendered to safe HTML on the server). */
export const journalPostDocumentSchema = z.object({
	title: localised(blogPostSchema.shape.title.trim().max(200)),
	summary: localised(blogPostSchema.shape.desc.trim().max(600)),
	body: localised(z.string().trim().min(1).max(40_000)),
	author: blogPostSchema.shape.author.trim().max(120),
	date: blogPostSchema.shape.date,
	type: blogPostSchema.shape.type,
	comments: blogPostSchema.shape.comments.trim().max(60),
	cover: blogPostSchema.shape.cover.trim().max(300),
	coverAlt: localised(blogPostSchema.shape.coverAlt.trim().max(300)),
})
export type JournalPostDocument = z.output<typeof journalPostDocumentSchema>

/** Display order, for the types whose lists an editor arranges. */
const position = z.coerce.number('Enter a whole number').int('Enter a whole number').min(0).max(9999)

/**
 * An image: one uploaded to the studio (/media/<hash>: its alt text was required at upload), or the
 * picture shipped with the site under `shipped` that the seed names until an editor chooses another.
 */
const imageChoice = (shipped: string) =>
	z
		.string(imageMessages.chooseImage)
		.trim()
		.max(300)
		.refine((path) => MEDIA_PATH_PATTERN.test(path) || (path.startsWith(shipped) && !path.includes('..')), 'Choose one of the uploaded images')

const altTextMessage = 'Enter the alt text: what the image shows, for people who cannot see it.'

/** Alt text (English required): an upload's own, and an image's where a page shows it. */
const altText = () => localised(z.string(altTextMessage).trim().min(1, altTextMessage).max(300, 'Keep the alt text under 300 characters.'))

/** Text read as paragraphs (a blank line between two): each paragraph checked by the seed's rule. */
const paragraphs = (paragraph: z.ZodType<string>, min = 1) =>
	z
		.string()
		.trim()
		.max(12_000)
		.refine((text) => paragraphsOf(text).length >= min, min > 1 ? `Write at least ${min} paragraphs, with a blank line between two` : 'Write the text')
		.refine((text) => paragraphsOf(text).every((p) => paragraph.safeParse(p).success), 'A paragraph breaks this field’s rule')

/** Text read as "## Heading" sections with their paragraphs and "- " points. */
const sections = (check: (section: ReturnType<typeof sectionsOf>[number]) => boolean, message: string) =>
	z
		.string()
		.trim()
		.min(1, 'Write the text')
		.max(20_000)
		.refine((text) => sectionsOf(text).length > 0 && sectionsOf(text).every(check), message)

/* ---- Texts of the pages (page-text.ts fills in the braces) ---- */

/** A line of text an editor writes; `{name}` and `{city}` may stand for the site settings' values (page-text.ts fills them in). */
const pageText = (max: number, message = 'Write the text') =>
	z
		.string(message)
		.trim()
		.min(1, message)
		.max(max, `Keep it under ${max} characters.`)
		.refine((text) => [...text.matchAll(/\{([^}]*)\}/g)].every((match) => siteDetailNames.includes(match[1]!)), 'Only {name} and {city} can stand in braces.')

/** An optional line: empty is null (the page shows its usual text); `{name}` and `{city}` as in pageText. */
const optionalPageText = (max: number) =>
	z
		.string()
		.trim()
		.max(max, `Keep it under ${max} characters.`)
		.refine((text) => [...text.matchAll(/\{([^}]*)\}/g)].every((match) => siteDetailNames.includes(match[1]!)), 'Only {name} and {city} can stand in braces.')
		.nullish()
		.transform((value) => value || null)

/** A page's optional title and description for search engines (empty: the page's usual ones). */
const searchTexts = {
	metaTitle: localised(optionalPageText(70)),
	metaDescription: localised(optionalPageText(200)),
}

// ---- testimonial -------------------------------------------------------------------------------

/** A testimonial on the home page (SPEC: name, class, text, photo). */
export const testimonialDocumentSchema = z.object({
	name: testimonialSchema.shape.name.trim().max(120),
	class: localised(testimonialSchema.shape.class.trim().max(160)),
	text: localised(testimonialSchema.shape.text.trim()),
	photo: imageChoice('/images/testimonials/'),
	position,
})
export type TestimonialDocument = z.output<typeof testimonialDocumentSchema>

// ---- team-member -------------------------------------------------------------------------------

/** A person on /team: name, role, portrait and a bio of paragraphs. */
export const teamMemberDocumentSchema = z.object({
	name: teamMemberSchema.shape.name.trim().max(120),
	role: localised(teamMemberSchema.shape.role.trim().max(160)),
	photo: imageChoice('/images/team/'),
	bio: localised(paragraphs(z.string().min(1).max(2000))),
	position,
})
export type TeamMemberDocument = z.output<typeof teamMemberDocumentSchema>

// ---- faq ---------------------------------------------------------------------------------------

/** A question of the home page's FAQ. */
export const faqDocumentSchema = z.object({
	question: localised(faqSchema.shape.question.trim().max(300)),
	answer: localised(faqSchema.shape.answer.trim().max(2000)),
	position,
})
export type FaqDocument = z.output<typeof faqDocumentSchema>

// ---- online-course -----------------------------------------------------------------------------

/** A featured online course (home page, and its price on /fees). */
export const onlineCourseDocumentSchema = z.object({
	title: localised(featuredCourseSchema.shape.title.trim().max(160)),
	description: localised(featuredCourseSchema.shape.description.trim()),
	image: imageChoice('/images/courses/'),
	imageAlt: altText(),
	duration: localised(featuredCourseSchema.shape.duration.trim().max(60)),
	category: localised(featuredCourseSchema.shape.category.trim().max(60)),
	students: z.coerce.number('Enter a whole number').pipe(featuredCourseSchema.shape.students.max(10_000_000, 'Enter a whole number')),
	rating: z.coerce.number('Enter a number from 0 to 5').pipe(featuredCourseSchema.shape.rating),
	priceInr: z.coerce.number('Enter whole rupees').pipe(featuredCourseSchema.shape.priceInr.max(10_000_000)),
	position,
})
export type OnlineCourseDocument = z.output<typeof onlineCourseDocumentSchema>

// ---- service -----------------------------------------------------------------------------------

const serviceFigures = z
	.string()
	.trim()
	.max(4000)
	.refine((text) => figuresOf(text).every((figure) => figure.value && figure.label), 'Write each figure on its own line as: value | label')
const serviceTableRows = z.string().trim().max(8000)

/** One of the six service pages: its text, figures ("value | label" lines), table and sections. */
export const serviceDocumentSchema = z
	.object({
		name: localised(serviceSchema.shape.name.trim().max(80)),
		summary: localised(serviceSchema.shape.summary.trim()),
		intro: localised(paragraphs(z.string().min(1))),
		figures: localised(serviceFigures.nullish().transform((value) => value || null)),
		tableCaption: localised(z.string().trim().max(200).nullish().transform((value) => value || null)),
		tableColumns: localised(z.string().trim().max(400).nullish().transform((value) => value || null)),
		tableRows: localised(serviceTableRows.nullish().transform((value) => value || null)),
		tableNote: localised(z.string().trim().max(600).nullish().transform((value) => value || null)),
		sections: localised(sections((section) => section.heading !== '' && section.paragraphs.length + section.points.length > 0, 'Start each section with “## Heading”, then its text or “- ” points')),
		...searchTexts,
	})
	.superRefine((document, context) => {
		const columns = document.tableColumns.en ? cellsOf(document.tableColumns.en) : []
		const rows = document.tableRows.en ? linesOf(document.tableRows.en).map(cellsOf) : []
		if (!document.tableCaption.en && columns.length + rows.length === 0) return
		if (!document.tableCaption.en) context.addIssue({ code: 'custom', path: ['tableCaption', 'en'], message: 'A table needs a caption' })
		if (columns.length < 2) context.addIssue({ code: 'custom', path: ['tableColumns', 'en'], message: 'Write at least two column names: Column | Column' })
		else if (rows.length === 0 || rows.some((row) => row.length !== columns.length || row.some((cell) => !cell)))
			context.addIssue({ code: 'custom', path: ['tableRows', 'en'], message: `Write each row on its own line with ${columns.length} cells: cell | cell` })
	})
export type ServiceDocument = z.output<typeof serviceDocumentSchema>

// ---- about -------------------------------------------------------------------------------------

const directorMessage = aboutContentSchema.shape.directorMessage.shape

const slide = imageChoice('/images/about/')

/** The About page: its slider's six images (SPEC), the story, the values and the Managing Director's message with his portrait. */
export const aboutDocumentSchema = z.object({
	slide1: slide,
	slide1Alt: altText(),
	slide2: slide,
	slide2Alt: altText(),
	slide3: slide,
	slide3Alt: altText(),
	slide4: slide,
	slide4Alt: altText(),
	slide5: slide,
	slide5Alt: altText(),
	slide6: slide,
	slide6Alt: altText(),
	story: localised(paragraphs(z.string().min(1))),
	values: localised(sections((section) => section.heading !== '' && section.paragraphs.length === 1 && section.points.length === 0, 'Write each value as “## Title” and one paragraph')),
	directorTitle: localised(directorMessage.title.trim().max(200)),
	directorMessage: localised(paragraphs(z.string().min(1), 2)),
	signedBy: directorMessage.signedBy.trim().max(120),
	signedRole: localised(directorMessage.role.trim().max(160)),
	signerPhoto: imageChoice('/images/team/'),
})
export type AboutDocument = z.output<typeof aboutDocumentSchema>

// ---- fee-schedule ------------------------------------------------------------------------------

const feeLines = z
	.string()
	.trim()
	.min(1, 'Write the fees')
	.max(20_000)
	.superRefine((text, context) => {
		for (const problem of feeGroupsOf(text).problems) context.addIssue({ code: 'custom', message: problem })
	})

/** /fees: the fee table (groups of fee lines), the notes under it, the refund policy, and the date the fees hold from. */
export const feeScheduleDocumentSchema = z.object({
	validFrom: feeScheduleSchema.shape.validFrom,
	fees: localised(feeLines),
	notes: localised(paragraphs(z.string().min(1))),
	refundPolicy: localised(
		sections((section) => section.heading !== '' && section.points.length > 0 && section.paragraphs.length === 0, 'Write each part as “## Heading”, then its points, one a line, starting “- ”'),
	),
})
export type FeeScheduleDocument = z.output<typeof feeScheduleDocumentSchema>

// ---- education-page ----------------------------------------------------------------------------

const education = educationPageSchema.shape

/** An Education page's text and menu label; its address and the courses it lists (by Type) stay in the code. */
export const educationPageDocumentSchema = z.object({
	label: localised(education.label.trim().max(60)),
	title: localised(education.title.trim().max(200)),
	description: localised(education.description.trim()),
	intro: localised(paragraphs(z.string().min(1))),
	whoFor: localised(education.whoFor.trim().max(1000)),
	duration: localised(education.duration.trim().max(400)),
	entryRequirements: localised(
		z
			.string()
			.trim()
			.min(1, 'Write at least one requirement')
			.max(4000)
			.refine((text) => linesOf(text).length > 0, 'Write at least one requirement'),
	),
	leadsTo: localised(education.leadsTo.trim().max(1000)),
	feesNote: localised(z.string().trim().max(600).nullish().transform((value) => value || null)),
	...searchTexts,
})
export type EducationPageDocument = z.output<typeof educationPageDocumentSchema>

/* ---- Site settings (one entry, key "site": the institute's details; site-settings.server.ts) ---- */

/** An optional value: blank counts as none. */
function optional<Value extends z.ZodType>(value: Value) {
	return value.nullish().transform((given) => (given === undefined || given === '' ? null : given))
}

const requiredText = (message: string, max = 300) => z.string(message).trim().min(1, message).max(max, `Keep it under ${max} characters.`)
const webAddress = z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(300)

/** GSTIN: state code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export const siteSettingsDocumentSchema = z.object({
	name: localised(requiredText('Enter the institute’s name.', 120)),
	shortName: localised(requiredText('Enter a short name, such as the first word of the name.', 40)),
	tagline: localised(requiredText('Enter a tagline.')),
	city: localised(requiredText('Enter the city.', 80)),
	address: localised(requiredText('Enter the address.')),
	phone: z.string('Enter a phone number such as +91 98765 43210.').trim().regex(PHONE_PATTERN, 'Enter a phone number such as +91 98765 43210.'),
	whatsappNumber: z
		.string('Enter the WhatsApp number: digits only with the country code, such as 919876543210.')
		.trim()
		.regex(WHATSAPP_NUMBER_PATTERN, 'Enter the WhatsApp number: digits only with the country code, such as 919876543210.'),
	whatsappGreeting: localised(requiredText('Enter the greeting the chat starts with.', 500)),
	email: z.email('Enter an email address such as info@example.com.').max(200),
	openingHours: localised(requiredText('Enter the opening hours.')),
	latitude: z.coerce.number('Enter the latitude as a number, such as 31.3256.').min(-90, 'The latitude must be between -90 and 90.').max(90, 'The latitude must be between -90 and 90.'),
	longitude: z.coerce
		.number('Enter the longitude as a number, such as 75.5792.')
		.min(-180, 'The longitude must be between -180 and 180.')
		.max(180, 'The longitude must be between -180 and 180.'),
	facebook: webAddress,
	instagram: webAddress,
	youtube: webAddress,
	linkedin: webAddress,
	licenceNumber: optional(z.string().trim().max(100, 'Keep it under 100 characters.')),
	gstin: optional(
		z
			.string()
			.trim()
			.toUpperCase()
			.regex(GSTIN_PATTERN, 'Enter the GSTIN as 15 characters, such as 03ABCDE1234F1Z5: state code, PAN, entity number, Z and a check character.'),
	),
	yearFounded: optional(
		z.coerce
			.number('Enter the year as four digits, such as 2012.')
			.int('Enter the year as four digits, such as 2012.')
			.min(1900, 'Enter a year from 1900 on.')
			.max(new Date().getFullYear(), 'The year founded cannot be in the future.'),
	),
	grievanceOfficerName: optional(z.string().trim().max(120, 'Keep it under 120 characters.')),
	grievanceOfficerEmail: optional(z.email('Enter an email address such as privacy@example.com.').max(200)),
})
export type SiteSettingsDocument = z.output<typeof siteSettingsDocumentSchema>

/* ---- The home page, the page introductions and the menu labels (public text that lived in the code) ---- */

/** The home page's hero and About block, the headings of its other sections, and its search-engine texts. */
export const homePageDocumentSchema = z.object({
	heroEyebrow: localised(pageText(80)),
	heroTitle: localised(pageText(120, 'Write the heading')),
	heroText: localised(pageText(400)),
	enquireLabel: localised(pageText(40, 'Write the button’s label')),
	coursesLabel: localised(pageText(40, 'Write the button’s label')),
	bookLabel: localised(pageText(60, 'Write the button’s label')),
	heroImage: imageChoice('/images/home/'),
	heroImageAlt: altText(),
	aboutEyebrow: localised(pageText(80)),
	aboutTitle: localised(pageText(120, 'Write the heading')),
	aboutText: localised(pageText(400)),
	feature1Title: localised(pageText(80, 'Write the heading')),
	feature1Text: localised(pageText(300)),
	feature2Title: localised(pageText(80, 'Write the heading')),
	feature2Text: localised(pageText(300)),
	feature3Title: localised(pageText(80, 'Write the heading')),
	feature3Text: localised(pageText(300)),
	aboutLinkLabel: localised(pageText(60, 'Write the link’s text')),
	popularTitle: localised(pageText(120, 'Write the heading')),
	popularLead: localised(pageText(400)),
	featuredEyebrow: localised(pageText(80)),
	featuredTitle: localised(pageText(120, 'Write the heading')),
	featuredLead: localised(pageText(400)),
	testimonialsEyebrow: localised(pageText(80)),
	testimonialsTitle: localised(pageText(120, 'Write the heading')),
	postsEyebrow: localised(pageText(80)),
	postsTitle: localised(pageText(120, 'Write the heading')),
	faqEyebrow: localised(pageText(80)),
	faqTitle: localised(pageText(120, 'Write the heading')),
	...searchTexts,
})
export type HomePageDocument = z.output<typeof homePageDocumentSchema>

/** A page's heading band (pageIntroKeys): an optional line above the heading, the heading, optional paragraphs; and its search-engine texts. */
export const pageIntroDocumentSchema = z.object({
	eyebrow: localised(optionalPageText(80)),
	title: localised(pageText(120, 'Write the heading')),
	intro: localised(z.string().trim().max(2000, 'Keep it under 2000 characters.').nullish().transform((value) => value || null)),
	// Fields of one page (/about, /services): the other entries' editors leave them out (content-types.ts `keys`).
	sectionTitle: localised(optionalPageText(120)).optional(),
	linkLabel: localised(optionalPageText(60)).optional(),
	note: localised(optionalPageText(400)).optional(),
	...searchTexts,
})
export type PageIntroDocument = z.output<typeof pageIntroDocumentSchema>

/** The top navigation's labels of its single pages. */
export const menuDocumentSchema = z.object({
	home: localised(pageText(30, 'Write the link’s text')),
	courses: localised(pageText(30, 'Write the link’s text')),
	about: localised(pageText(30, 'Write the link’s text')),
	contact: localised(pageText(30, 'Write the link’s text')),
})
export type MenuDocument = z.output<typeof menuDocumentSchema>

/** Braces the privacy page's text may hold: only the details page-text.ts fills in. */
const privacyBraces = (text: string) => [...text.matchAll(/\{([^}]*)\}/g)].every((match) => (privacyDetailNames as readonly string[]).includes(match[1]!))
const privacyBracesMessage = `Only these can stand in braces: ${privacyDetailNames.map((name) => `{${name}}`).join(', ')}.`

/** /privacy: its heading band, the date it was last updated, the notice and terms in Markdown ("## " sections), and its search-engine texts. */
export const privacyPageDocumentSchema = z.object({
	eyebrow: localised(optionalPageText(80)),
	title: localised(pageText(120, 'Write the heading')),
	intro: localised(
		z
			.string('Write the introduction')
			.trim()
			.min(1, 'Write the introduction')
			.max(1000, 'Keep it under 1000 characters.')
			.refine((text) => [...text.matchAll(/\{([^}]*)\}/g)].every((match) => match[1] === 'updated'), 'Only {updated} can stand in braces here.'),
	),
	updated: z.iso.date('Enter the date as YYYY-MM-DD'),
	body: localised(
		z
			.string('Write the text')
			.trim()
			.min(1, 'Write the text')
			.max(40_000, 'Keep it under 40000 characters.')
			.refine((text) => /^## \S/m.test(text), 'Start each section with a line “## Heading”.')
			.refine(privacyBraces, privacyBracesMessage),
	),
	...searchTexts,
})
export type PrivacyPageDocument = z.output<typeof privacyPageDocumentSchema>

/** A page's title and description for search engines, for the pages with no other entry (pageSearchKeys). */
export const pageSearchDocumentSchema = z.object(searchTexts)
export type PageSearchDocument = z.output<typeof pageSearchDocumentSchema>

// ---- eligibility-rule --------------------------------------------------------------------------

const optionalNumber = z.preprocess((value) => (value === '' || value === undefined ? null : value), z.coerce.number('Enter a number').nullable())

/**
 * A rule of /eligibility (issue 19): for a country and level, the threshold of one measure, the
 * rule in words, whether it is official or a general guide, its source, and what closes the gap.
 */
export const eligibilityRuleDocumentSchema = z
	.object({
		country: z.enum(countryDirectory.map((country) => country.id) as [CountryId, ...CountryId[]], 'Choose a country'),
		level: z.enum(['any', 'undergraduate', 'postgraduate'], 'Choose a level'),
		measure: z.enum(ruleMeasures, 'Choose what the rule measures'),
		likely: z.coerce.number('Enter a number').min(0, 'Enter a number from 0').max(100_000),
		possible: optionalNumber.pipe(z.number().min(0, 'Enter a number from 0').max(100_000).nullable()),
		rule: localised(z.string('Write the rule').trim().min(10, 'Write the rule in a sentence').max(600)),
		basis: z.enum(['official', 'guide'], 'Say whether it is official or a general guide'),
		sourceName: z.string('Name the source').trim().min(2, 'Name the source').max(200),
		sourceUrl: z.url({ protocol: /^https$/, error: 'Enter the source’s address, starting with https://' }).max(500),
		asOf: z.iso.date('Enter the date as YYYY-MM-DD'),
		closeGap: localised(z.string().trim().max(400).nullish().transform((value) => value || null)),
		closeGapLink: z
			.string()
			.trim()
			.max(200)
			.nullish()
			.transform((value) => value || null)
			.refine((value) => value === null || /^\/[a-z0-9/-]*$/.test(value), 'Enter a page of this site, such as /education/ielts/preparation'),
	})
	.superRefine((rule, context) => {
		if (rule.possible === null) return
		const fewerIsBetter = rule.measure === 'gap-years'
		if (fewerIsBetter ? rule.possible < rule.likely : rule.possible > rule.likely)
			context.addIssue({ code: 'custom', path: ['possible'], message: fewerIsBetter ? 'For gap years, “possible” is at least “likely”' : '“Possible from” is at most “likely from”' })
	})
export type EligibilityRuleDocument = z.output<typeof eligibilityRuleDocumentSchema>

/** Each type's document schema, by type name. */
export const documentSchemas = {
	course: courseDocumentSchema,
	'journal-post': journalPostDocumentSchema,
	testimonial: testimonialDocumentSchema,
	'team-member': teamMemberDocumentSchema,
	faq: faqDocumentSchema,
	'online-course': onlineCourseDocumentSchema,
	service: serviceDocumentSchema,
	about: aboutDocumentSchema,
	'fee-schedule': feeScheduleDocumentSchema,
	'education-page': educationPageDocumentSchema,
	'site-settings': siteSettingsDocumentSchema,
	'country-guide': countryDocumentSchema,
	'home-page': homePageDocumentSchema,
	'page-intro': pageIntroDocumentSchema,
	menu: menuDocumentSchema,
	'eligibility-rule': eligibilityRuleDocumentSchema,
	'privacy-page': privacyPageDocumentSchema,
	'page-search': pageSearchDocumentSchema,
} satisfies Record<ContentTypeName, z.ZodType>

export const contentKeySchema = courseSchema.shape.id

/**
 * A new entry's key: its address on the site (/journal/{key}, /course/{key}), so a short lowercase
 * slug that never changes; "new" and "preview" would read as the studio's own pages.
 */
export const newEntrySchema = z.object({
	intent: z.literal('create'),
	key: z
		.string('Enter a key')
		.trim()
		.toLowerCase()
		.min(3, 'Enter at least 3 characters')
		.max(80)
		.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens, such as ielts-tips-2027')
		.refine((key) => !['new', 'preview', 'audit'].includes(key), 'That key is reserved: choose another'),
})

const version = z.coerce.number().int().min(0)

/** The editor's form: Save draft or Publish, from the version the editor opened. */
export function editorSchema<Document extends z.ZodType>(document: Document) {
	return z.object({
		intent: z.enum(['save', 'publish']),
		version,
		document,
	})
}

/** Every form of an entry's page, told apart by its intent: the editor's two, and the small ones beside it. */
export function entryActionSchema<Document extends z.ZodType>(document: Document) {
	return z.discriminatedUnion('intent', [
		z.object({ intent: z.literal('save'), version, document }),
		z.object({ intent: z.literal('publish'), version, document }),
		z.object({ intent: z.literal('discard'), version }),
		z.object({ intent: z.literal('unpublish'), version }),
		z.object({ intent: z.literal('restore'), version, revisionId: z.uuid(studioMessages.unknownRevision) }),
		// Country guides only: "Mark as reviewed" (guide-reviews.server.ts).
		z.object({ intent: z.literal('review'), version }),
	])
}

export const contentTypeSchema = z.enum(contentTypeNames)

/* ---- Images (the studio's image store: images.server.ts) ---- */


/** An upload: the file (its type is checked from its bytes on the server) and its alt text, English required. */
export const imageUploadSchema = z.object({
	file: z.file(imageMessages.chooseFile).max(MAX_IMAGE_BYTES, imageMessages.tooLarge),
	alt: altText(),
})

