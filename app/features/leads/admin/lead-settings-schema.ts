import type { FormConstraint } from '~/components/ui/form'
import { z } from '~/lib/zod'
import { INBOX_PAGE_SIZE, leadLimits, leadMessages } from './inbox-schema'

/** The admins' leads settings (round-robin, who takes part, the digest's time) and the inbox's bulk actions. */

export const DEFAULT_DIGEST_TIME = '08:00'

export const leadSettingsMessages = {
	digestTimeInvalid: 'Please enter a time such as 08:00.',
	memberInvalid: 'Please choose counsellors from the list.',
	saved: 'Settings saved.',
	selectLeads: 'Please select at least one lead.',
	tooManyLeads: `Please select at most ${INBOX_PAGE_SIZE} leads (one page).`,
	bulkAssigneeRequired: 'Please choose a counsellor, or Nobody.',
	bulkStatusInvalid: 'Please choose a status from the list. To close leads, close each on its own page with a reason.',
} as const

export const leadSettingsSchema = z.object({
	roundRobin: z.boolean().default(false),
	digestTime: z
		.string({ error: leadSettingsMessages.digestTimeInvalid })
		.trim()
		.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, leadSettingsMessages.digestTimeInvalid),
	// Ticked counsellors' ids; none ticked sends nothing.
	members: z.array(z.string().trim().min(1).max(leadLimits.assigneeId, leadSettingsMessages.memberInvalid)).max(200).default([]),
})
export type LeadSettingsInput = z.infer<typeof leadSettingsSchema>

export const leadSettingsConstraint: FormConstraint<'digestTime'> = { digestTime: { required: true } }

/** The assignee choice that takes the selected leads off everyone's list. */
export const BULK_NOBODY = 'nobody'

/** Statuses a selection of leads can be moved to: closing asks for a reason per lead. */
export const bulkStatuses = ['new', 'contacted', 'counselling', 'applied', 'enrolled'] as const

const selectedLeads = z
	.array(z.uuid({ error: leadSettingsMessages.selectLeads }), { error: leadSettingsMessages.selectLeads })
	.min(1, leadSettingsMessages.selectLeads)
	.max(INBOX_PAGE_SIZE, leadSettingsMessages.tooManyLeads)

/** The inbox's bulk form: the button pressed (its intent) says what to do with the ticked leads. */
export const bulkActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({
			intent: z.literal('bulk-assign'),
			ids: selectedLeads,
			// "Nobody" is a choice of its own, so a forgotten choice never unassigns a page of leads.
			assigneeId: z
				.string({ error: leadSettingsMessages.bulkAssigneeRequired })
				.trim()
				.max(leadLimits.assigneeId)
				.transform((id) => (id === BULK_NOBODY ? '' : id)),
		}),
		z.object({ intent: z.literal('bulk-status'), ids: selectedLeads, status: z.enum(bulkStatuses, { error: leadSettingsMessages.bulkStatusInvalid }) }),
	],
	{ error: leadMessages.unknownIntent },
)
export type BulkActionInput = z.output<typeof bulkActionSchema>
export const bulkActionConstraint: FormConstraint<'ids' | 'assigneeId' | 'status'> = { ids: { required: true, multiple: true }, assigneeId: {}, status: {} }
