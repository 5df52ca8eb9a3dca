import { z } from '~/lib/zod'
import { type EnquiryCourse, enquiryCourseOptions, enquiryMessages, MIN_MOBILE_LENGTH } from './enquiry'

// The course options, labels and messages the browser needs are in enquiry.ts, without zod.

const courseValues = enquiryCourseOptions.map((o) => o.value) as [EnquiryCourse, ...EnquiryCourse[]]

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
