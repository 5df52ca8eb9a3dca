import { isSingleLine } from '~/lib/single-line'
import { z } from '~/lib/zod'
import { type EnquiryCourse, enquiryCourseOptions, enquiryLimits, enquiryMessages, MIN_MOBILE_LENGTH } from './enquiry'

// The course options, labels, limits and messages the browser needs are in enquiry.ts, without zod.

const courseValues = enquiryCourseOptions.map((o) => o.value) as [EnquiryCourse, ...EnquiryCourse[]]
const required = enquiryMessages.requiredFields

/** A required text: missing or blank reads SPEC's one message, and nothing else is checked then. */
const requiredText = (max: number, tooLong: string) =>
	z
		.string({ error: required })
		.trim()
		.min(1, { error: required, abort: true })
		.max(max, tooLong)

/**
 * Shared by the dialog (before sending, with Conform's parseWithZod) and the server (always, the
 * same way). Each field says what is wrong with it; the form's alert says the first (SPEC's order).
 */
export const enquirySchema = z.object({
	name: requiredText(enquiryLimits.name, `Please keep your name under ${enquiryLimits.name} characters`).refine(isSingleLine, 'Please write your name on one line, without line breaks'),
	// A select still on its placeholder sends nothing: missing, like an empty field.
	course: z.enum(courseValues, { error: required }),
	// SPEC: the email must look like {email}; the same check as the contact form and newsletter.
	email: requiredText(enquiryLimits.email, enquiryMessages.invalidEmail).pipe(z.email(enquiryMessages.invalidEmail)),
	mobile: requiredText(enquiryLimits.mobile, enquiryMessages.invalidMobile).min(MIN_MOBILE_LENGTH, enquiryMessages.invalidMobile).refine(isSingleLine, enquiryMessages.invalidMobile),
	tellus: z
		.string()
		.trim()
		.max(enquiryLimits.tellus, `Please keep your message under ${enquiryLimits.tellus.toLocaleString('en-GB')} characters`)
		.optional(),
})

export type EnquiryInput = z.infer<typeof enquirySchema>
