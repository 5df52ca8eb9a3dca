import type { FormConstraint, FormResult } from '~/components/ui/form'
import { enquiryLimits } from '~/features/leads/enquiry'

/*
 * "Talk to a counsellor about this" on the tools (issue 19): name, email and mobile, checked by
 * the server only (the tools' pages load no zod). The tool's inputs travel as hidden fields and the
 * server works the result out again from them, so the lead carries what the family saw.
 */

export type CounsellorLeadField = 'name' | 'email' | 'mobile'

export const counsellorLeadConstraint = {
	name: { required: true, maxLength: enquiryLimits.name },
	email: { required: true, maxLength: enquiryLimits.email },
	mobile: { required: true, maxLength: enquiryLimits.mobile },
} as const satisfies FormConstraint<CounsellorLeadField>

export type CounsellorLeadResult = FormResult
