import { enquirySchemaIn } from '~/features/leads/enquiry-schema'
import type { EnquiryErrors } from '~/features/leads/enquiry'

/** The enquiry's own checks and messages for the three contact fields: one rule for every public form. */
export function counsellorLeadSchemaIn(errors: EnquiryErrors) {
	return enquirySchemaIn(errors).pick({
		name: true,
		email: true,
		mobile: true,
	})
}
