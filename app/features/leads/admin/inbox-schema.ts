import type { FormConstraint, FormResult } from '~/components/ui/form'
import { z } from '~/lib/zod'
import { type ContactChannel, contactChannels, type ContactOutcome, contactOutcomes, type LeadStatus, leadStatuses, type LeadType, leadTypes } from '~/db/schema'

/** Shared by the inbox's server code and its forms (staff pages only): filters, action inputs, limits and labels. */

export const INBOX_PAGE_SIZE = 50

/** The thank-you panel's promise (SPEC section 4): a first contact within 24 hours; later is overdue. */
export const FIRST_CONTACT_HOURS = 24

export const contactFilters = ['waiting', 'overdue'] as const
export const contactFilterLabels: Record<(typeof contactFilters)[number], string> = {
	waiting: 'Waiting for contact',
	overdue: 'Overdue (over 24 hours)',
}

/** The longest value of each staff field: the schemas check them, the forms' maxLength attributes show them. */
export const leadLimits = { search: 200, closedReason: 500, note: 2000, assigneeId: 100, contactNote: 500, nextActionNote: 200 } as const

export const leadTypeLabels: Record<LeadType, string> = {
	enquiry: 'Enquiry',
	contact: 'Contact message',
	enrolment: 'Enrolment request',
	newsletter: 'Newsletter sign-up',
	booking: 'Session booked',
}

export const leadStatusLabels: Record<LeadStatus, string> = {
	new: 'New',
	contacted: 'Contacted',
	counselling: 'Counselling',
	applied: 'Applied',
	enrolled: 'Enrolled',
	closed: 'Closed',
}

/** ?q=&type=&status=&page= : anything unknown falls back to "all" rather than failing. */
export const inboxFiltersSchema = z.object({
	q: z.string().trim().max(leadLimits.search).catch(''),
	type: z.enum(leadTypes).optional().catch(undefined),
	status: z.enum(leadStatuses).optional().catch(undefined),
	contact: z.enum(contactFilters).optional().catch(undefined),
	page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type InboxFilters = z.infer<typeof inboxFiltersSchema>
/** The filters without paging; every part optional. */
export type InboxQuery = { q?: string; type?: InboxFilters['type']; status?: InboxFilters['status']; contact?: InboxFilters['contact'] }

export function parseInboxFilters(params: URLSearchParams): InboxFilters {
	return inboxFiltersSchema.parse({
		q: params.get('q') ?? '',
		type: params.get('type') || undefined,
		status: params.get('status') || undefined,
		contact: params.get('contact') || undefined,
		page: params.get('page') ?? 1,
	})
}

/** The filters as a query string (page left off), for the CSV link and the live updates. */
export function filtersQuery(filters: InboxQuery) {
	const params = new URLSearchParams()
	if (filters.q) params.set('q', filters.q)
	if (filters.type) params.set('type', filters.type)
	if (filters.status) params.set('status', filters.status)
	if (filters.contact) params.set('contact', filters.contact)
	return params
}

export const contactChannelLabels: Record<ContactChannel, string> = { call: 'Call', whatsapp: 'WhatsApp', email: 'Email' }
export const contactOutcomeLabels: Record<ContactOutcome, string> = {
	reached: 'Reached them (spoke, or message sent)',
	'left-message': 'Left a message',
	'no-answer': 'No answer',
	'wrong-number': 'Wrong number',
}

export const leadMessages = {
	closedReasonRequired: 'Please give a reason for closing this lead.',
	statusSaved: 'Status saved.',
	assigneeInvalid: 'Please choose a staff member from the list.',
	assigned: 'Assignment saved.',
	unassigned: 'The lead is no longer assigned.',
	noteRequired: 'Please write a note before adding it.',
	noteTooLong: 'A note can be at most 2,000 characters.',
	noteAdded: 'Note added.',
	unknownIntent: 'That action is not available. Please reload the page and try again.',
	notFound: 'This lead no longer exists.',
	contactLogged: 'Contact logged.',
	contactAttemptLogged: 'Attempt logged. The lead still waits for a first contact.',
	contactNoteTooLong: `A contact note can be at most ${leadLimits.contactNote} characters.`,
	nextActionDateRequired: 'Please choose a date for the next action.',
	nextActionDateInvalid: 'Please enter a date such as 2026-12-01.',
	nextActionNoteTooLong: `A next-action note can be at most ${leadLimits.nextActionNote} characters.`,
	nextActionSaved: 'Next action saved.',
	nextActionCleared: 'Next action cleared.',
} as const

export const leadStatusSchema = z
	.object({
		intent: z.literal('status'),
		status: z.enum(leadStatuses, { error: 'Please choose a status from the list.' }),
		closedReason: z
			.string()
			.trim()
			.max(leadLimits.closedReason, `A closing reason can be at most ${leadLimits.closedReason} characters.`)
			.optional()
			.default(''),
	})
	.refine((v) => v.status !== 'closed' || v.closedReason.length >= 3, {
		message: leadMessages.closedReasonRequired,
		path: ['closedReason'],
	})

export const leadAssignSchema = z.object({
	intent: z.literal('assign'),
	// An empty choice means "nobody".
	assigneeId: z.string().trim().max(leadLimits.assigneeId).default(''),
})

export const leadNoteSchema = z.object({
	intent: z.literal('note'),
	body: z
		.string({ error: leadMessages.noteRequired })
		.trim()
		.min(1, { error: leadMessages.noteRequired, abort: true })
		.max(leadLimits.note, leadMessages.noteTooLong),
})

/** One tap: the button pressed names the channel; the outcome defaults to "reached". */
export const leadContactSchema = z.object({
	intent: z.literal('contact'),
	channel: z.enum(contactChannels, { error: 'Please choose call, WhatsApp or email.' }),
	outcome: z.enum(contactOutcomes, { error: 'Please choose an outcome from the list.' }).default('reached'),
	note: z.string().trim().max(leadLimits.contactNote, leadMessages.contactNoteTooLong).optional().default(''),
})

/** A day and what to do; both empty clears the next action. */
export const leadNextActionSchema = z
	.object({
		intent: z.literal('next-action'),
		nextActionOn: z.union([z.literal(''), z.iso.date({ error: leadMessages.nextActionDateInvalid })]).optional().default(''),
		nextActionNote: z.string().trim().max(leadLimits.nextActionNote, leadMessages.nextActionNoteTooLong).optional().default(''),
	})
	.refine((v) => v.nextActionOn !== '' || v.nextActionNote === '', { message: leadMessages.nextActionDateRequired, path: ['nextActionOn'] })

/** The lead page's forms post to one action, told apart by their `intent` field. */
export const leadActionSchema = z.discriminatedUnion('intent', [leadStatusSchema, leadAssignSchema, leadNoteSchema, leadContactSchema, leadNextActionSchema], {
	error: leadMessages.unknownIntent,
})
export type LeadActionInput = z.infer<typeof leadActionSchema>
export type LeadIntent = LeadActionInput['intent']

/** Each form's id, so the action's answer reaches the form that was sent. */
export const leadFormIds = {
	status: 'lead-status-form',
	assign: 'lead-assign-form',
	note: 'lead-note-form',
	contact: 'lead-contact-form',
	'next-action': 'lead-next-action-form',
} as const satisfies Record<LeadIntent, string>

export function leadFormId(intent: FormDataEntryValue | null): string | undefined {
	return typeof intent === 'string' && Object.hasOwn(leadFormIds, intent) ? leadFormIds[intent as LeadIntent] : undefined
}

export const leadStatusConstraint = {
	status: { required: true },
	closedReason: { required: false, maxLength: leadLimits.closedReason },
} as const satisfies FormConstraint<'status' | 'closedReason'>
export const leadAssignConstraint = { assigneeId: { required: false, maxLength: leadLimits.assigneeId } } as const satisfies FormConstraint<'assigneeId'>
export const leadNoteConstraint = { body: { required: true, maxLength: leadLimits.note } } as const satisfies FormConstraint<'body'>
export const leadContactConstraint = { outcome: { required: false }, note: { required: false, maxLength: leadLimits.contactNote } } as const satisfies FormConstraint<'outcome' | 'note'>
export const leadNextActionConstraint = {
	nextActionOn: { required: false },
	nextActionNote: { required: false, maxLength: leadLimits.nextActionNote },
} as const satisfies FormConstraint<'nextActionOn' | 'nextActionNote'>

/** What applyLeadAction says (the action turns it into a LeadFormResult). */
export type LeadActionOutcome = { ok: true; intent: string; message: string } | { ok: false; intent: string; message: string; field?: string }

/** The lead page action's answer, for the form named by its formId. */
export type LeadFormResult = FormResult

/** One row of the inbox and one item of the live updates. */
export type LeadSummary = {
	id: string
	type: LeadType
	name: string | null
	email: string | null
	mobile: string | null
	course: string | null
	status: LeadStatus
	createdAt: string
	lastActivityAt: string
	/** Since when the person has waited for a first answer; null once answered. */
	waitingSince: string | null
	assigneeName: string | null
	repeatCount: number
	repeatOfId: string | null
	/** The latest repeat's message (a repeat's own, in live updates). */
	latestRepeatMessage: string | null
}

export type LiveUpdatesResponse = { leads: LeadSummary[]; cursor: string }
