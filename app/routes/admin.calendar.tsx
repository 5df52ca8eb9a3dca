import { data, Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { addDays, formatSessionDate, formatSessionTime, type FreeTime, indiaDate, indiaInstant, isoWeekday } from '~/features/bookings/availability'
import { bookingMessages, bookingModeLabel, bookingTopicLabel, bookingTopicOptions, isBookingTopic } from '~/features/bookings/booking'
import { pageOnlyMessages, translator } from '~/features/i18n/catalogues.server'
import { PageMessages } from '~/features/i18n/i18n'
import { bookingMail } from '~/features/bookings/book-page.server'
import { courseTopics } from '~/features/bookings/booking-topics.server'
import { bookingById, cancelBooking, counsellorName, createBooking, listBookings, listCounsellors, moveBooking, updateBookingByStaff } from '~/features/bookings/bookings.server'
import { calendarActionSchema, calendarFormId, calendarQuerySchema } from '~/features/bookings/calendar-schema'
import { type CalendarResult, StaffCalendar } from '~/features/bookings/StaffCalendar'
import { formFailure } from '~/components/ui/form'
import { readSubmission } from '~/lib/form.server'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.calendar'

// Bookings are personal data: never kept in a browser's or proxy's cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Counselling calendar', description: 'Booked counselling sessions by day and week.', pathname: '/admin/calendar', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	// The staff area is in English.
	const english = translator('en')
	const user = await requireStaff(request, context)
	const { db } = context.services
	const query = calendarQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const date = query.date ?? indiaDate(new Date())
	// A week starts on Monday.
	const first = query.view === 'week' ? addDays(date, 1 - isoWeekday(date)) : date
	const dayCount = query.view === 'week' ? 7 : 1
	const counsellors = await listCounsellors(db)
	const counsellor = counsellors.some((c) => c.id === query.counsellor) ? query.counsellor : undefined
	const rows = await listBookings(db, indiaInstant(first, '00:00'), indiaInstant(addDays(first, dayCount), '00:00'), counsellor)
	const courses = await courseTopics(db)
	const days = Array.from({ length: dayCount }, (_, i) => addDays(first, i)).map((day) => ({
		date: day,
		label: formatSessionDate(day),
		sessions: rows
			.filter((r) => indiaDate(r.booking.startsAt) === day)
			.map(({ booking, counsellorName }) => ({
				id: booking.id,
				time: `${formatSessionTime(booking.startsAt, undefined, false)} to ${formatSessionTime(booking.endsAt, undefined, false)}`,
				counsellor: counsellorName,
				name: booking.name,
				email: booking.email,
				mobile: booking.mobile,
				how: bookingModeLabel(booking.mode, english),
				about: bookingTopicLabel(booking.topic, courses, english),
				status: booking.status,
				parentAttending: booking.parentAttending,
				note: booking.note,
				staffNote: booking.staffNote,
				leadId: booking.leadId,
			})),
	}))
	return {
		// Only admins set availability (its page refuses staff).
		canSetAvailability: user.role === 'admin',
		view: query.view,
		date,
		previous: addDays(first, -dayCount),
		next: addDays(first, dayCount),
		counsellor: counsellor ?? '',
		counsellors,
		topics: bookingTopicOptions(courses, english),
		days,
		// The booking form's options and errors (the staff area is in English).
		messages: pageOnlyMessages('en', 'booking.'),
	}
}

/** The session forms and the booking for a caller: told apart by their intent; each answer names its form. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireStaff(request, context)
	const read = await readSubmission(request, calendarActionSchema)
	if (!read) return data(formFailure(bookingMessages.invalid) as CalendarResult, { status: 400 })
	const { form, submission } = read
	const formId = calendarFormId(form.get('intent'), form.get('id'))
	if (submission.status !== 'success') return data({ ...submission.reply(), formId } as CalendarResult, { status: 400 })
	const { db } = context.services
	const input = submission.value
	const mail = await bookingMail(context)
	const done = (text: string, reset = false) => ({ ...submission.reply({ resetForm: reset }), status: 'success', formId, message: text }) as CalendarResult
	const refuse = (status: number, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => data({ ...submission.reply(errors), formId } as CalendarResult, { status })
	const nextTimes = (next: FreeTime[]) => `Next free times: ${next.map((t) => formatSessionTime(t.startsAt)).join('; ') || 'none in the coming weeks'}.`

	if (input.intent === 'book') {
		if (!isBookingTopic(input.topic, await courseTopics(db))) return refuse(400, { fieldErrors: { topic: [bookingMessages.required] } })
		const outcome = await createBooking(
			db,
			{
				mode: input.mode,
				topic: input.topic,
				startsAt: indiaInstant(input.date, input.time),
				name: input.name,
				email: input.email,
				mobile: input.mobile,
				parentAttending: input.parentAttending === 'on',
				note: input.note || null,
				// Booked by staff: not the staff member's own session, and no account of the caller's.
				userId: null,
				sourcePage: '/admin/calendar',
			},
			mail,
		)
		if (outcome.status === 'taken') return refuse(409, { fieldErrors: { time: [`That time is not free. ${nextTimes(outcome.next)}`] } })
		context.services.logger.info({ bookingId: outcome.booking.id, userId: user.id, requestId: context.requestId }, 'booking made for a caller')
		return done(`Booked ${input.name} on ${formatSessionTime(outcome.booking.startsAt)} with ${await counsellorName(db, outcome.booking.counsellorId)}.`, true)
	}

	const booking = await bookingById(db, input.id)
	if (!booking) return refuse(404, { formErrors: ['This booking no longer exists'] })
	switch (input.intent) {
		case 'status':
			await updateBookingByStaff(db, booking.id, { status: input.status })
			return done('Status saved.')
		case 'note':
			await updateBookingByStaff(db, booking.id, { staffNote: input.staffNote || null })
			return done('Note saved.')
		case 'cancel':
			await cancelBooking(db, booking, mail)
			return done('Session cancelled; the student has been emailed.')
		case 'move': {
			const outcome = await moveBooking(db, booking, indiaInstant(input.date, input.time), mail)
			if (outcome.status === 'taken') return refuse(409, { fieldErrors: { time: [`That time is not free. ${nextTimes(outcome.next)}`] } })
			return done(`Moved to ${formatSessionTime(outcome.booking.startsAt)}; the student has been emailed.`, true)
		}
	}
}

export default function AdminCalendar({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<StaffHeader />
			<section className="container-page py-10">
				<h1 className="text-3xl font-extrabold text-brand-900">Counselling calendar</h1>
				<p className="mt-1 text-slate-700">Booked sessions in India time. Mark attended or no-show, add a note, move or cancel (the student is emailed), or book for a caller.</p>
				{loaderData.canSetAvailability ? (
					<p className="mt-1">
						<Link to="/admin/calendar/availability" className="font-semibold text-brand-700 underline">
							Set availability: counsellors' weeks, days off, holidays and session settings
						</Link>
					</p>
				) : null}
				<StaffCalendar data={loaderData} result={actionData} />
			</section>
		</PageMessages>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
