import { data } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { whatsappLink } from '~/config/site-settings'
import { PageHeader } from '~/features/content/PageHeader'
import { formatSessionDate, formatSessionTime } from '~/features/bookings/availability'
import { bookingMessages, bookingModeLabel, type BookingResult, bookingTopicLabel, revalidateAfterLostRace } from '~/features/bookings/booking'
import { manageDaySchema, moveSchema } from '~/features/bookings/booking-schema'
import { bookingMail, courseTopics, dayChoices, timeOption } from '~/features/bookings/book-page.server'
import { bookingByToken, cancelBooking, counsellorName, loadAvailability, mapLink, moveBooking } from '~/features/bookings/bookings.server'
import { ManageBooking } from '~/features/bookings/ManageBooking'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/book.manage'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Your counselling session', description: 'Your booked counselling session: move or cancel it.', pathname: '/book', origin: root.origin, siteName: root.site.name, noIndex: true })
}

// A booking's page is personal: never cached, and its link is never sent on as a Referer.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

async function findBooking({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
	const booking = await bookingByToken(context.services.db, params.token)
	if (!booking) throw data('Not found', { status: 404 })
	return booking
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { db, config } = context.services
	const booking = await findBooking({ params, context })
	const url = new URL(request.url)
	const availability = await loadAvailability(db, booking.mode)
	const date = manageDaySchema.parse(url.searchParams.get('date') ?? undefined)
	const { days, date: chosen, times } = dayChoices(availability, date)
	const courses = await courseTopics(db)
	const { site } = config
	return {
		booking: {
			status: booking.status,
			when: formatSessionTime(booking.startsAt),
			how: bookingModeLabel(booking.mode),
			about: bookingTopicLabel(booking.topic, courses),
			counsellor: await counsellorName(db, booking.counsellorId),
			parentAttending: booking.parentAttending,
			address: booking.mode === 'institute' ? site.address : null,
			mapUrl: booking.mode === 'institute' ? mapLink(site) : null,
			whatsappUrl: whatsappLink(site, `Hello! About my counselling session on ${formatSessionTime(booking.startsAt)}.`),
			phone: site.phone,
		},
		justBooked: url.searchParams.get('booked') === '1',
		date: chosen,
		dateLabel: chosen ? formatSessionDate(chosen) : null,
		days,
		times,
	}
}

export const shouldRevalidate = revalidateAfterLostRace

export async function action({ request, params, context }: Route.ActionArgs) {
	const booking = await findBooking({ params, context })
	const form = await readForm(request)
	if (!form || booking.status === 'cancelled') return data(formFailure(bookingMessages.invalid) as BookingResult, { status: 400 })
	const mail = await bookingMail(context)
	if (form.get('intent') === 'cancel') {
		await cancelBooking(context.services.db, booking, mail)
		return { status: 'success', message: 'Your session is cancelled.' } as BookingResult
	}
	const move = moveSchema.safeParse(Object.fromEntries(form))
	if (!move.success) {
		return data({ status: 'error', error: { startsAt: [bookingMessages.chooseTime] } } as BookingResult, { status: 400 })
	}
	const outcome = await moveBooking(context.services.db, booking, new Date(move.data.startsAt), mail)
	if (outcome.status === 'taken') {
		return data({ status: 'error', error: { startsAt: [bookingMessages.taken] }, next: outcome.next.map(timeOption(true)) } as BookingResult, { status: 409 })
	}
	return { status: 'success', message: `Your session has moved to ${formatSessionTime(outcome.booking.startsAt)} (India time). We have emailed you the new invite.` } as BookingResult
}

export default function ManageBookingPage({ loaderData, actionData, params }: Route.ComponentProps) {
	return (
		<>
			<PageHeader eyebrow="Free counselling" title="Your counselling session" />
			<ManageBooking data={loaderData} result={actionData} path={`/book/manage/${params.token}`} />
		</>
	)
}
