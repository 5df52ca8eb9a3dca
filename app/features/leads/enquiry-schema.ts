import { isSingleLine } from '~/lib/single-line'
import { z } from '~/lib/zod'
import { type EnquiryCourse, enquiryCourseOptions, type EnquiryErrors, enquiryLimits, enquiryMessages, MIN_MOBILE_LENGTH } from './enquiry'

// The course options, labels, limits and messages the browser needs are in enquiry.ts, without zod.

const courseValues = enquiryCourseOptions.map((o) => o.value) as [EnquiryCourse, ...EnquiryCourse[]]
/** SPEC's English messages (sections 5 and 8), verbatim; the catalogue's English is the same. */
const englishErrors = (): EnquiryErrors => ({
	required: enquiryMessages.requiredFields,
	invalidEmail: enquiryMessages.invalidEmail,
	invalidMobile: enquiryMessages.invalidMobile,
	nameTooLong: `Please keep your name under ${enquiryLimits.name} characters`,
	nameOneLine: 'Please write your name on one line, without line breaks',
	tellusTooLong: `Please keep your message under ${enquiryLimits.tellus.toLocaleString('en-GB')} characters`,
})

/**
 * Shared by the dialog (before sending, with Conform's parseWithZod) and the server (always, the
 * same way). Each field says what is wrong with it; the form's alert says the first (SPEC's order).
 */
export function enquirySchemaIn(errors: EnquiryErrors) {
	/** A required text: missing or blank reads SPEC's one message, and nothing else is checked then. */
	const requiredText = (max: number, tooLong: string) =>
		z
			.string({ error: errors.required })
			.trim()
			.min(1, { error: errors.required, abort: true })
			.max(max, tooLong)
	return z.object({
		name: requiredText(enquiryLimits.name, errors.nameTooLong).refine(isSingleLine, errors.nameOneLine),
		// A select still on its placeholder sends nothing: missing, like an empty field.
		course: z.enum(courseValues, { error: errors.required }),
		// SPEC: the email must look like {email}; the same check as the contact form and newsletter.
		email: requiredText(enquiryLimits.email, errors.invalidEmail).pipe(z.email(errors.invalidEmail)),
		mobile: requiredText(enquiryLimits.mobile, errors.invalidMobile).min(MIN_MOBILE_LENGTH, errors.invalidMobile).refine(isSingleLine, errors.invalidMobile),
		tellus: z.string().trim().max(enquiryLimits.tellus, errors.tellusTooLong).optional(),
	})
}

/** The schema with SPEC's English messages; a Punjabi or Hindi page checks with `enquirySchemaIn(enquiryErrors(t))`. */
// Pure: the browser's bundle never uses it, so it drops it and the Intl call above, which was the
// page's first use of Intl (10-70 ms at once, measured) in the idle preload of the enquiry form.
export const enquirySchema = /* @__PURE__ */ enquirySchemaIn(/* @__PURE__ */ englishErrors())

export type EnquiryInput = z.infer<typeof enquirySchema>
