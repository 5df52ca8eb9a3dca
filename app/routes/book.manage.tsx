import { data } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { whatsappPageLink } from '~/config/site-settings'
import { PageHeader } from '~/features/content/PageHeader'
import { formatSessionTime } from '~/features/bookings/availability'
import { pageOnlyMessages, translator } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf, useLocale, useT } from '~/features/i18n/i18n'
import { requestLocale } from '~/features/i18n/language-choice.server'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { bookingMessages, bookingModeLabel, type BookingResult, revalidateAfterLostRace } from '~/features/bookings/booking'
import { manageDaySchema, moveSchema } from '~/features/bookings/booking-schema'
import { bookingMail, dayChoices, timeOption } from '~/features/bookings/book-page.server'
import { bookingByToken, bookingTopicIn, cancelBooking, counsellorName, loadAvailability, mapLink, moveBooking } from '~/features/bookings/bookings.server'
import { ManageBooking } from '~/features/bookings/ManageBooking'
import { siteSettings } from '~/features/studio/site-settings.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/book.manage'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('booking.manage.title'), description: t('booking.manage.description'), pathname: '/book', origin: root.origin, siteName: root.site.name, noIndex: true })
}

// A booking's page is personal: never cached, and its link is never sent to another site as a Referer.
// Not no-referrer: with it a browser sends `Origin: null` on the page's own form posts, which the
// cross-site check refuses (server/origin-check.ts), so the form failed without JavaScript; same-origin keeps the link off other sites.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' })

async function findBooking({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
	const booking = await bookingByToken(context.services.db, params.token)
	if (!booking) throw data('Not found', { status: 404 })
	return booking
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { db } = context.services
	const booking = await findBooking({ params, context })
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const t = translator(locale)
	const availability = await loadAvailability(db, booking.mode)
	const date = manageDaySchema.parse(url.searchParams.get('date') ?? undefined)
	const { days, date: chosen, dateLabel, times } = dayChoices(availability, date, locale)
	// The institute's address in the page's language (the published site settings' translation).
	const site = await siteSettings(context, locale)
	const when = formatSessionTime(booking.startsAt, undefined, true, locale)
	return {
		booking: {
			status: booking.status,
			when,
			how: bookingModeLabel(booking.mode, t),
			about: await bookingTopicIn(db, booking.topic, locale),
			counsellor: await counsellorName(db, booking.counsellorId),
			parentAttending: booking.parentAttending,
			address: booking.mode === 'institute' ? site.address : null,
			mapUrl: booking.mode === 'institute' ? mapLink(site) : null,
			whatsappUrl: whatsappPageLink(site, t('booking.manage.whatsappGreeting', { when })),
			phone: site.phone,
		},
		justBooked: url.searchParams.get('booked') === '1',
		date: chosen,
		dateLabel,
		days,
		times,
		messages: pageOnlyMessages(locale, 'booking.'),
	}
}

export const shouldRevalidate = revalidateAfterLostRace

export async function action({ request, params, context }: Route.ActionArgs) {
	const booking = await findBooking({ params, context })
	const form = await readForm(request)
	if (!form || booking.status === 'cancelled') return data(formFailure(bookingMessages.invalid) as BookingResult, { status: 400 })
	const mail = await bookingMail(context)
	const locale = requestLocale(request)
	const t = translator(locale)
	if (form.get('intent') === 'cancel') {
		await cancelBooking(context.services.db, booking, mail)
		return { status: 'success', message: t('booking.manage.isCancelled') } as BookingResult
	}
	const move = moveSchema.safeParse(Object.fromEntries(form))
	if (!move.success) {
		return data({ status: 'error', error: { startsAt: [bookingMessages.chooseTime] } } as BookingResult, { status: 400 })
	}
	const outcome = await moveBooking(context.services.db, booking, new Date(move.data.startsAt), mail)
	if (outcome.status === 'taken') {
		return data({ status: 'error', error: { startsAt: [bookingMessages.taken] }, next: outcome.next.map(timeOption(true, locale)) } as BookingResult, { status: 409 })
	}
	return { status: 'success', message: t('booking.manage.moved', { when: formatSessionTime(outcome.booking.startsAt, undefined, true, locale) }) } as BookingResult
}

export default function ManageBookingPage({ loaderData, actionData, params }: Route.ComponentProps) {
	const locale = useLocale()
	return (
		<PageMessages messages={loaderData.messages}>
			<ManageBookingHeader />
			<ManageBooking data={loaderData} result={actionData} path={localizedPath(`/book/manage/${params.token}`, locale)} />
		</PageMessages>
	)
}

function ManageBookingHeader() {
	const t = useT()
	return <PageHeader eyebrow={t('booking.eyebrow')} title={t('booking.manage.title')} />
}
