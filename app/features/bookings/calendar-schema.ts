import { bookingStatuses, type BookingStatus } from '~/db/schema'
import { z } from '~/lib/zod'

/** The staff calendar's query and actions (staff pages only). */

export const staffNoteLimit = 2000

export const calendarQuerySchema = z.object({
	view: z.enum(['day', 'week']).catch('week'),
	date: z.iso.date().optional().catch(undefined),
	counsellor: z.string().max(100).optional().catch(undefined),
})

const id = z.uuid()
const markable = bookingStatuses.filter((s): s is Exclude<BookingStatus, 'cancelled'> => s !== 'cancelled') as [Exclude<BookingStatus, 'cancelled'>, ...Exclude<BookingStatus, 'cancelled'>[]]

export const calendarActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('status'), id, status: z.enum(markable) }),
	z.object({ intent: z.literal('note'), id, staffNote: z.string().trim().max(staffNoteLimit, `Please keep the note under ${staffNoteLimit} characters`).optional() }),
	z.object({ intent: z.literal('move'), id, date: z.iso.date({ error: 'Please choose a day' }), time: z.string().regex(/^\d{2}:\d{2}$/, 'Please choose a time') }),
	z.object({ intent: z.literal('cancel'), id }),
])

export const bookingStatusLabels: Record<BookingStatus, string> = { booked: 'Booked', attended: 'Attended', 'no-show': 'No-show', cancelled: 'Cancelled' }
