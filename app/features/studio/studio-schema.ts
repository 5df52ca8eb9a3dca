import { PHONE_PATTERN, WHATSAPP_NUMBER_PATTERN } from '~/config/site-settings-schema'
import { blogPostSchema } from '~/features/content/content-schemas'
import { courseSchema } from '~/features/courses/course-schema'
import { z } from '~/lib/zod'
import { type ContentTypeName, contentTypeNames, studioMessages } from './content-types'
import { imageMessages, MAX_IMAGE_BYTES } from './images'

/*
 * The studio's schemas: each content type's document, built from the same field schemas its seed
 * data is checked with, so a save is held to exactly the rules the shipped content is. The studio
 * pages (staff only) check with them in the browser, the actions and the seeders on the server.
 */

/** A translation beside the English: optional, blank counts as none. */
const translation = z
	.string()
	.trim()
	.max(8000)
	.nullish()
	.transform((value) => (value ? value : null))

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

/** Each type's document schema, by type name. */
export const documentSchemas = {
	course: courseDocumentSchema,
	'journal-post': journalPostDocumentSchema,
	'site-settings': siteSettingsDocumentSchema,
} satisfies Record<ContentTypeName, z.ZodType>

export const contentKeySchema = courseSchema.shape.id

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
	])
}

export const contentTypeSchema = z.enum(contentTypeNames)

/* ---- Images (the studio's image store: images.server.ts) ---- */

const altTextMessage = 'Enter the alt text: what the image shows, for people who cannot see it.'

/** An upload: the file (its type is checked from its bytes on the server) and its alt text, English required. */
export const imageUploadSchema = z.object({
	file: z.file(imageMessages.chooseFile).max(MAX_IMAGE_BYTES, imageMessages.tooLarge),
	alt: localised(z.string(altTextMessage).trim().min(1, altTextMessage).max(300, 'Keep the alt text under 300 characters.')),
})

