import { isSingleLine } from '~/lib/single-line'
import { z } from '~/lib/zod'
import { messageRef } from '~/features/i18n/i18n'
import { bookingLimits, bookingMessages, bookingModes } from './booking'
import { MIN_MOBILE_LENGTH } from '~/features/leads/enquiry'

const required = bookingMessages.required

const requiredText = (max: number, tooLong: string) =>
	z
		.string({ error: required })
		.trim()
		.min(1, { error: required, abort: true })
		.max(max, tooLong)

/** The topic's shape; that it names a known country or course is checked by the server. */
export const topicSchema = z.string({ error: required }).regex(/^(general|country:[a-z-]{2,40}|course:[A-Za-z0-9_-]{1,100})$/, required)

/**
 * The booking form, as the visitor and the staff calendar send it; the server always checks with it.
 * Its messages are catalogue keys, shown in the page's language (messageRef).
 */
export const bookingSchema = z.object({
	mode: z.enum(bookingModes, { error: required }),
	topic: topicSchema,
	startsAt: z.iso.datetime({ error: bookingMessages.chooseTime, offset: true }),
	name: requiredText(bookingLimits.name, messageRef('enquiry.error.nameTooLong', { max: bookingLimits.name })).refine(isSingleLine, messageRef('enquiry.error.nameOneLine')),
	email: requiredText(bookingLimits.email, bookingMessages.invalidEmail).pipe(z.email(bookingMessages.invalidEmail)),
	mobile: requiredText(bookingLimits.mobile, bookingMessages.invalidMobile).min(MIN_MOBILE_LENGTH, bookingMessages.invalidMobile).refine(isSingleLine, bookingMessages.invalidMobile),
	parentAttending: z.literal('on').optional(),
	note: z.string().trim().max(bookingLimits.note, messageRef('booking.error.noteTooLong', { max: bookingLimits.note })).optional(),
})

export type BookingInput = z.infer<typeof bookingSchema>

/** The day chooser (a GET form): how, what about and which day. */
export const bookingDaySchema = z.object({
	mode: z.enum(bookingModes).catch('institute'),
	topic: topicSchema.catch('general'),
	date: z.iso.date().optional().catch(undefined),
})

/** A booking's page: the day asked for (?date=) and a move to another time. */
export const manageDaySchema = z.iso.date().optional().catch(undefined)
export const moveSchema = z.object({ intent: z.literal('move'), startsAt: z.iso.datetime({ offset: true }) })
