import { z } from 'zod'

/** SPEC.md section 3: the enquiry form's course options, with the labels people read. */
export const enquiryCourseOptions = [
	{ value: 'university-undergraduate', label: 'University: Undergraduate' },
	{ value: 'university-postgraduate', label: 'University: Postgraduate' },
	{ value: 'university-phd', label: 'University: PhD' },
	{ value: 'skp-foundation', label: 'SKP: Foundation' },
	{ value: 'skp-diploma', label: 'SKP: Diploma' },
	{ value: 'skp-certificate', label: 'SKP: Certificate' },
	{ value: 'languages-english', label: 'Languages: English' },
	{ value: 'languages-french', label: 'Languages: French' },
	{ value: 'languages-german', label: 'Languages: German' },
	{ value: 'languages-spanish', label: 'Languages: Spanish' },
	{ value: 'ielts-academic', label: 'IELTS: Academic' },
	{ value: 'ielts-general', label: 'IELTS: General Training' },
	{ value: 'ielts-preparation', label: 'IELTS: Preparation' },
	{ value: 'other', label: 'Other / not sure yet' },
] as const

export type EnquiryCourse = (typeof enquiryCourseOptions)[number]['value']
const courseValues = enquiryCourseOptions.map((o) => o.value) as [EnquiryCourse, ...EnquiryCourse[]]

export function isEnquiryCourse(value: string | null | undefined): value is EnquiryCourse {
	return enquiryCourseOptions.some((o) => o.value === value)
}

export function enquiryCourseLabel(value: string | null | undefined) {
	return enquiryCourseOptions.find((o) => o.value === value)?.label ?? value ?? ''
}

/** SPEC.md sections 5 and 8: the enquiry's messages, verbatim. */
export const enquiryMessages = {
	requiredFields: 'Please fill in all required fields',
	invalidEmail: 'Please enter a valid email address',
	invalidMobile: 'Please enter a valid mobile number',
	failed: 'Failed to submit enquiry. Please try again.',
	thankYouTitle: 'Thank you for your enquiry!',
	thankYouBody: 'Our counsellor will contact you within 24 hours.',
} as const

export const MIN_MOBILE_LENGTH = 10

const emailFormat = z.email()

/** Shared by the dialog (before sending) and the server (always). Required fields are checked first. */
// A field left out of the form (e.g. a select still on its placeholder) counts as empty.
const text = (max: number, message: string) => z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().trim().max(max, message))

export const enquirySchema = z
	.object({
		name: text(100, 'Please keep your name under 100 characters'),
		course: text(100, enquiryMessages.requiredFields),
		email: text(254, enquiryMessages.invalidEmail),
		mobile: text(20, enquiryMessages.invalidMobile),
		tellus: text(2000, 'Please keep your message under 2,000 characters'),
	})
	.superRefine((v, ctx) => {
		if (!v.name || !v.course || !v.email || !v.mobile) {
			ctx.addIssue({ code: 'custom', message: enquiryMessages.requiredFields, path: [!v.name ? 'name' : !v.course ? 'course' : !v.email ? 'email' : 'mobile'] })
			return
		}
		if (!courseValues.includes(v.course as EnquiryCourse)) ctx.addIssue({ code: 'custom', message: enquiryMessages.requiredFields, path: ['course'] })
		// SPEC: the email must look like {email}; the same check as the contact form and newsletter.
		if (!emailFormat.safeParse(v.email).success) ctx.addIssue({ code: 'custom', message: enquiryMessages.invalidEmail, path: ['email'] })
		else if (v.mobile.length < MIN_MOBILE_LENGTH) ctx.addIssue({ code: 'custom', message: enquiryMessages.invalidMobile, path: ['mobile'] })
	})

export type EnquiryInput = z.infer<typeof enquirySchema>

export type EnquiryActionResult =
	| { ok: true; id: string }
	| { ok: false; message: string; field?: string; fields?: Record<string, string> }
