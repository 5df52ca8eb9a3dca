import type { FormConstraint } from '~/components/ui/form'

/** The plan's two requests: the plan by email, or a counsellor's call about it. Both store a lead. */
export const planLeadIntents = ['email', 'counsellor'] as const
export type PlanLeadIntent = (typeof planLeadIntents)[number]
export type PlanLeadField = 'name' | 'email' | 'mobile'

export const planLeadLimits = { name: 100, email: 254, mobile: 20 } as const

/** The form's constraint attributes; the page ships no schema (zod stays out of its first load). */
export const planLeadConstraint: FormConstraint<PlanLeadField> = {
	name: { required: true, maxLength: planLeadLimits.name },
	email: { maxLength: planLeadLimits.email },
	mobile: { maxLength: planLeadLimits.mobile },
}
