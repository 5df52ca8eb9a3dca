import { z } from '~/lib/zod'
import { type LeadStatus, leadStatuses, type LeadType, leadTypes } from '~/db/schema'

/** Shared by the inbox's server code and its forms: filters, action inputs and labels. */

export const INBOX_PAGE_SIZE = 50

export const leadTypeLabels: Record<LeadType, string> = {
	enquiry: 'Enquiry',
	contact: 'Contact message',
	enrolment: 'Enrolment request',
	newsletter: 'Newsletter sign-up',
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
	q: z.string().trim().max(200).catch(''),
	type: z.enum(leadTypes).optional().catch(undefined),
	status: z.enum(leadStatuses).optional().catch(undefined),
	page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type InboxFilters = z.infer<typeof inboxFiltersSchema>
/** The filters without paging; every part optional. */
export type InboxQuery = { q?: string; type?: InboxFilters['type']; status?: InboxFilters['status'] }

export function parseInboxFilters(params: URLSearchParams): InboxFilters {
	return inboxFiltersSchema.parse({
		q: params.get('q') ?? '',
		type: params.get('type') || undefined,
		status: params.get('status') || undefined,
		page: params.get('page') ?? 1,
	})
}

/** The filters as a query string (page left off), for the CSV link and the live updates. */
export function filtersQuery(filters: InboxQuery) {
	const params = new URLSearchParams()
	if (filters.q) params.set('q', filters.q)
	if (filters.type) params.set('type', filters.type)
	if (filters.status) params.set('status', filters.status)
	return params
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
} as const

export const leadActionSchema = z.discriminatedUnion('intent', [
	z
		.object({
			intent: z.literal('status'),
			status: z.enum(leadStatuses, { message: 'Please choose a status from the list.' }),
			closedReason: z.string().trim().max(500, 'A closing reason can be at most 500 characters.').optional().default(''),
		})
		.refine((v) => v.status !== 'closed' || v.closedReason.length >= 3, {
			message: leadMessages.closedReasonRequired,
			path: ['closedReason'],
		}),
	z.object({
		intent: z.literal('assign'),
		// An empty choice means "nobody".
		assigneeId: z.string().trim().max(100).default(''),
	}),
	z.object({
		intent: z.literal('note'),
		body: z.string().trim().min(1, leadMessages.noteRequired).max(2000, leadMessages.noteTooLong),
	}),
])
export type LeadActionInput = z.infer<typeof leadActionSchema>

export type LeadActionResult = { ok: true; intent: string; message: string } | { ok: false; intent: string; message: string; field?: string }

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
	assigneeName: string | null
	repeatCount: number
	repeatOfId: string | null
}

export type LiveUpdatesResponse = { leads: LeadSummary[]; cursor: string }
