import type { FormConstraint, FormResult } from '~/components/ui/form'
import type { Translate } from '~/features/i18n/i18n'

/**
 * What the site needs of an enquiry without its schema: the course options and their labels, the
 * messages, the limits and the action's answer. The site frame (the enquiry dialog's links) and course pages
 * import this; the schema that checks a form (enquiry-schema.ts) is loaded only with the form.
 */

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

/** What the enquiry schema says of each mistake (enquiry-schema.ts), in one language. */
export type EnquiryErrors = { required: string; invalidEmail: string; invalidMobile: string; nameTooLong: string; nameOneLine: string; tellusTooLong: string }

/** The enquiry's error messages in the page's language, from the catalogue (English: SPEC's, verbatim). */
export function enquiryErrors(t: Translate): EnquiryErrors {
	return {
		required: t('enquiry.error.required'),
		invalidEmail: t('enquiry.error.email'),
		invalidMobile: t('enquiry.error.mobile'),
		nameTooLong: t('enquiry.error.nameTooLong', { max: enquiryLimits.name }),
		nameOneLine: t('enquiry.error.nameOneLine'),
		tellusTooLong: t('enquiry.error.tellusTooLong', { max: enquiryLimits.tellus }),
	}
}

export type EnquiryField = 'name' | 'course' | 'email' | 'mobile' | 'tellus'

/** The longest value of each field: the schema checks them, the forms' maxLength attributes show them. */
export const enquiryLimits = { name: 100, email: 254, mobile: 20, tellus: 2000 } as const

/** The enquiry forms' constraint attributes (enquiry-schema.test.ts checks the schema agrees). */
export const enquiryConstraint = {
	name: { required: true, maxLength: enquiryLimits.name },
	course: { required: true },
	email: { required: true, maxLength: enquiryLimits.email },
	mobile: { required: true, maxLength: enquiryLimits.mobile },
	tellus: { required: false, maxLength: enquiryLimits.tellus },
} as const satisfies FormConstraint<EnquiryField>

/** The enquiry action's answer (the page's and the API's): a success carries the stored lead's id. */
export type EnquiryResult = FormResult<{ id: string }>
