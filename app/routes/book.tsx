import { data, redirect } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { getUser } from '~/features/accounts/session.server'
import { PageIntroHeader } from '~/features/content/PageHeader'
import { getPageIntro } from '~/features/content/site-content.server'
import { bookingMessages, type BookingResult, bookingTopicOptions, isBookingTopic, revalidateAfterLostRace } from '~/features/bookings/booking'
import { pageOnlyMessages, translator } from '~/features/i18n/catalogues.server'
import { messageRef, PageMessages, translatorOf } from '~/features/i18n/i18n'
import type { MessageKey } from '~/features/i18n/catalogue/en'
import type { SearchTexts } from '~/features/content/page-text'
import { requestLocale } from '~/features/i18n/language-choice.server'
import { island } from '~/lib/islands.server'
import { Island } from '~/lib/island'
import { type Locale, localeOfPath, localizedPath } from '~/features/i18n/locales'
import { bookingSchema } from '~/features/bookings/booking-schema'
import { BookingPage } from '~/features/bookings/BookingPage'
import { countryNamesIn } from '~/features/countries/country-page.server'
import { bookingMail, dayChoices, readDayChoice, timeOption } from '~/features/bookings/book-page.server'
import { courseTopics } from '~/features/bookings/booking-topics.server'
import { createBooking, loadAvailability } from '~/features/bookings/bookings.server'
import { idempotencyKeyFrom } from '~/features/leads/lead-context.server'
import { checkFormRateLimit, retryAfterHeaders } from '~/lib/form-rate-limit.server'
import { readSubmission } from '~/lib/form.server'
import { leadOrigin } from '~/lib/request.server'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr } from '~/features/content/page-text'
import type { Route } from './+types/book'
import { siteSettings } from '~/features/studio/site-settings.server'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({
		...searchTextsOr(loaderData?.search, root.site, {
			title: t('booking.title'),
			description: t('booking.description', { name: root.site.name, city: root.site.city }),
		}),
		pathname: '/book',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
	})
}

// Free times change by the minute: never served from a cache.
export function headers({ actionHeaders }: Route.HeadersArgs) {
	const retryAfter = actionHeaders.get('Retry-After')
	return { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) }
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.services
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const courses = await courseTopics(db, locale)
	const choice = readDayChoice(url, courses)
	const [availability, intro] = await Promise.all([loadAvailability(db, choice.mode), getPageIntro(db, 'book', locale)])
	const { days, date, dateLabel, chosenWasFull, times } = dayChoices(availability, choice.date, locale)
	return {
		// The page's heading and introduction are read-only: their markup is sent once (an island), their search texts for meta.
		intro: island(context, 'book-intro', intro),
		search: intro.search,
		mode: choice.mode,
		topic: choice.topic,
		date,
		dateLabel,
		chosenWasFull,
		// The selects' options travel once, as markup (useServedOptions).
		topics: island(context, 'book-topics', bookingTopicOptions(courses, translator(locale), countryNamesIn(locale))),
		days: island(context, 'book-days', days),
		// The free times travel once too, as their radios.
		times: island(context, 'book-times', times),
		messages: shownMessages(locale, { days: days.length, times: times.length, dateLabel, chosenWasFull, search: intro.search }),
	}
}

type ShownState = { days: number; times: number; dateLabel: string | null; chosenWasFull: boolean; search: SearchTexts | undefined }

/**
 * The booking texts this state of the page can show. Without the manage page's, the texts the server
 * writes into the options (topics, days) and the manage page's heading; and without the notes for
 * states the page is not in (no days, no times, a full day) and the title and description the
 * studio's own search texts replace: each answer of the loader brings the texts for its own state
 * (Punjabi and Hindi take three bytes a letter, issue 21).
 */
function shownMessages(locale: Locale, state: ShownState) {
	const messages = { ...pageOnlyMessages(locale, 'booking.', ['booking.manage.', 'booking.topic.', 'booking.dayOption', 'booking.eyebrow']) }
	const unshown: MessageKey[] = [
		...(state.days > 0 ? (['booking.noDays'] as const) : []),
		...(state.times > 0 ? (['booking.noTimes'] as const) : []),
		...(state.chosenWasFull ? [] : (['booking.chosenWasFull'] as const)),
		state.dateLabel ? 'booking.freeTimes' : 'booking.freeTimesOn',
		...(state.search?.metaTitle ? (['booking.title'] as const) : []),
		...(state.search?.metaDescription ? (['booking.description'] as const) : []),
	]
	for (const key of unshown) delete messages[key]
	return messages
}

export const shouldRevalidate = revalidateAfterLostRace

export async function action({ request, context }: Route.ActionArgs) {
	const read = await readSubmission(request, bookingSchema)
	if (!read) return data(formFailure(bookingMessages.invalid) as BookingResult, { status: 400 })
	const { form, submission } = read
	if (form.get('website')) return data(formFailure(bookingMessages.invalid) as BookingResult, { status: 400 })
	if (submission.status !== 'success') return data(submission.reply() as BookingResult, { status: 400 })
	const { db, logger } = context.services
	const value = submission.value
	const locale = requestLocale(request)
	if (!isBookingTopic(value.topic, await courseTopics(db))) {
		return data(submission.reply({ fieldErrors: { topic: [bookingMessages.required] } }) as BookingResult, { status: 400 })
	}
	const limit = await checkFormRateLimit(context, 'booking', locale)
	if (limit.limited) return data(submission.reply({ formErrors: [limit.message] }) as BookingResult, { status: 429, headers: retryAfterHeaders(limit) })
	try {
		const user = await getUser(request, context).catch(() => null)
		const outcome = await createBooking(
			db,
			{
				mode: value.mode,
				topic: value.topic,
				startsAt: new Date(value.startsAt),
				name: value.name,
				email: value.email,
				mobile: value.mobile,
				parentAttending: value.parentAttending === 'on',
				note: value.note || null,
				// Staff booking for a caller is not the caller's account.
				userId: user?.role === 'student' ? user.id : null,
				idempotencyKey: idempotencyKeyFrom(form),
				locale,
				...leadOrigin(request, form.get('sourcePage')),
			},
			await bookingMail(context),
		)
		if (outcome.status === 'booked') return redirect(localizedPath(`/book/manage/${outcome.token}?booked=1`, locale))
		const reply = submission.reply({ fieldErrors: { startsAt: [bookingMessages.taken] } })
		return data({ ...reply, next: outcome.next.map(timeOption(true, locale)) } as BookingResult, { status: 409 })
	} catch (error) {
		logger.error({ err: error }, 'could not store a booking')
		return data(submission.reply({ formErrors: [messageRef('booking.error.failed', { phone: (await siteSettings(context)).phone })] }) as BookingResult, { status: 503 })
	}
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<Island name="book-intro" value={loaderData.intro}>
				{(intro) => <PageIntroHeader intro={intro} />}
			</Island>
			<BookingPage data={loaderData} result={actionData} />
		</PageMessages>
	)
}
