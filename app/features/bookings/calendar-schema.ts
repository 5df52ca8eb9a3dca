import type { BookingStatus } from '~/db/schema'
import { z } from '~/lib/zod'
import { bookingSchema } from './booking-schema'

/** The staff calendar's query and forms (staff pages only). */

export const staffNoteLimit = 2000

export const calendarQuerySchema = z.object({
	view: z.enum(['day', 'week']).catch('week'),
	date: z.iso.date().optional().catch(undefined),
	counsellor: z.string().max(100).optional().catch(undefined),
})

const id = z.uuid()
// The statuses staff mark (cancelling is its own form, which emails the student); the browser loads this, never ~/db/schema.
const markable = ['booked', 'attended', 'no-show'] as const satisfies readonly Exclude<BookingStatus, 'cancelled'>[]

/** A day and an India time (HH:MM), as the move and book forms ask for them. */
const day = z.iso.date({ error: 'Please choose a day' })
const time = z.string({ error: 'Please choose a time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time')

export const calendarStatusSchema = z.object({ intent: z.literal('status'), id, status: z.enum(markable) })
export const calendarNoteSchema = z.object({
	intent: z.literal('note'),
	id,
	staffNote: z.string().trim().max(staffNoteLimit, `Please keep the note under ${staffNoteLimit} characters`).optional(),
})
export const calendarMoveSchema = z.object({ intent: z.literal('move'), id, date: day, time })
export const calendarCancelSchema = z.object({ intent: z.literal('cancel'), id })
/** Booking on behalf of a caller: the visitor's form, with a day and a time typed in place of a free time chosen. */
export const calendarBookSchema = bookingSchema.omit({ startsAt: true }).extend({ intent: z.literal('book'), date: day, time })

export const calendarActionSchema = z.discriminatedUnion('intent', [calendarStatusSchema, calendarNoteSchema, calendarMoveSchema, calendarCancelSchema, calendarBookSchema])
export type CalendarIntent = z.infer<typeof calendarActionSchema>['intent']

export const CALENDAR_BOOK_FORM = 'calendar-book'

/** Which form an answer is for: the booking form, or one session's form of that intent. */
export function calendarFormId(intent: FormDataEntryValue | null, sessionId: FormDataEntryValue | null): string | undefined {
	if (intent === 'book') return CALENDAR_BOOK_FORM
	if (typeof intent !== 'string' || typeof sessionId !== 'string' || !['status', 'note', 'move', 'cancel'].includes(intent)) return undefined
	return sessionFormId(intent as Exclude<CalendarIntent, 'book'>, sessionId)
}

export const sessionFormId = (intent: Exclude<CalendarIntent, 'book'>, sessionId: string) => `${intent}-${sessionId}`

export const bookingStatusLabels: Record<BookingStatus, string> = { booked: 'Booked', attended: 'Attended', 'no-show': 'No-show', cancelled: 'Cancelled' }
