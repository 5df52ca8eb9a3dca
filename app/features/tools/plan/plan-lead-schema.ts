import { MIN_MOBILE_LENGTH } from '~/features/leads/enquiry'
import { isSingleLine } from '~/lib/single-line'
import { z } from '~/lib/zod'
import type { PlanMessageKey } from './catalogue/en'
import { planLeadIntents, planLeadLimits } from './plan-lead'

type T = (key: PlanMessageKey) => string

/**
 * "Email me this plan" needs an email address; "Talk to a counsellor" an email address or a mobile
 * number. The messages are the page's language's (SPEC's English ones in English).
 */
export function planLeadSchemaIn(t: T) {
	return z
		.object({
			intent: z.enum(planLeadIntents, { error: t('plan.error.invalid') }),
			name: z
				.string({ error: t('plan.error.name') })
				.trim()
				.min(1, { error: t('plan.error.name'), abort: true })
				.max(planLeadLimits.name, t('plan.error.name'))
				.refine(isSingleLine, t('plan.error.name')),
			email: z.string().trim().toLowerCase().max(planLeadLimits.email, t('plan.error.email')).pipe(z.email(t('plan.error.email'))).optional(),
			mobile: z
				.string()
				.trim()
				.min(MIN_MOBILE_LENGTH, t('plan.error.mobile'))
				.max(planLeadLimits.mobile, t('plan.error.mobile'))
				.regex(/^\+?[\d\s()-]+$/, t('plan.error.mobile'))
				.optional(),
		})
		.superRefine((lead, ctx) => {
			if (lead.intent === 'email' && !lead.email) ctx.addIssue({ code: 'custom', path: ['email'], message: t('plan.error.email') })
			if (lead.intent === 'counsellor' && !lead.email && !lead.mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: t('plan.error.contact') })
		})
}

export type PlanLeadInput = z.infer<ReturnType<typeof planLeadSchemaIn>>
