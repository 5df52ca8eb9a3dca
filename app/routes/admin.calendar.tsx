import { data } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { addDays, formatSessionDate, formatSessionTime, indiaDate, indiaInstant, isoWeekday } from '~/features/bookings/availability'
import { bookingModeLabel, bookingTopicLabel } from '~/features/bookings/booking'
import { bookingMail, courseTopics } from '~/features/bookings/book-page.server'
import { bookingById, cancelBooking, listBookings, listCounsellors, moveBooking, updateBookingByStaff } from '~/features/bookings/bookings.server'
import { calendarActionSchema, calendarQuerySchema } from '~/features/bookings/calendar-schema'
import { StaffCalendar } from '~/features/bookings/StaffCalendar'
import { readForm } from '~/lib/form.server'
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
	await requireStaff(request, context)
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
				how: bookingModeLabel(booking.mode),
				about: bookingTopicLabel(booking.topic, courses),
				status: booking.status,
				parentAttending: booking.parentAttending,
				note: booking.note,
				staffNote: booking.staffNote,
				leadId: booking.leadId,
			})),
	}))
	return {
		view: query.view,
		date,
		previous: addDays(first, -dayCount),
		next: addDays(first, dayCount),
		counsellor: counsellor ?? '',
		counsellors,
		days,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	await requireStaff(request, context)
	const { db } = context.services
	const form = await readForm(request)
	const parsed = calendarActionSchema.safeParse(form ? Object.fromEntries(form) : {})
	if (!parsed.success) return data({ ok: false as const, id: null, message: parsed.error.issues[0]?.message ?? 'Please check the form' }, { status: 400 })
	const input = parsed.data
	const booking = await bookingById(db, input.id)
	if (!booking) return data({ ok: false as const, id: input.id, message: 'This booking no longer exists' }, { status: 404 })
	const mail = await bookingMail(context)
	switch (input.intent) {
		case 'status':
			await updateBookingByStaff(db, booking.id, { status: input.status })
			return { ok: true as const, id: booking.id, message: 'Status saved.' }
		case 'note':
			await updateBookingByStaff(db, booking.id, { staffNote: input.staffNote || null })
			return { ok: true as const, id: booking.id, message: 'Note saved.' }
		case 'cancel':
			await cancelBooking(db, booking, mail)
			return { ok: true as const, id: booking.id, message: 'Session cancelled; the student has been emailed.' }
		case 'move': {
			const outcome = await moveBooking(db, booking, indiaInstant(input.date, input.time), mail)
			if (outcome.status === 'taken') {
				const next = outcome.next.map((t) => formatSessionTime(t.startsAt)).join('; ')
				return data({ ok: false as const, id: booking.id, message: `That time is not free. Next free times: ${next || 'none in the coming weeks'}.` }, { status: 409 })
			}
			return { ok: true as const, id: booking.id, message: `Moved to ${formatSessionTime(outcome.booking.startsAt)}; the student has been emailed.` }
		}
	}
}

export default function AdminCalendar({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<StaffHeader />
			<section className="container-page py-10">
				<h1 className="text-3xl font-extrabold text-brand-900">Counselling calendar</h1>
				<p className="mt-1 text-slate-700">Booked sessions in India time. Mark attended or no-show, add a note, move or cancel (the student is emailed).</p>
				<StaffCalendar data={loaderData} result={actionData} />
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
