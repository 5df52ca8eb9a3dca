import type { AppLoadContext } from 'react-router'
import { leadNotification } from '~/features/leads/lead-context.server'
import { siteSettings } from '~/features/studio/site-settings.server'
import { type AvailabilityInput, bookableDates, formatSessionDate, formatSessionTime, freeTimesOn, type FreeTime } from './availability'
import { type FreeTimeOption, GENERAL_TOPIC, isBookingTopic } from './booking'
import { translator } from '~/features/i18n/catalogues.server'
import type { Locale } from '~/features/i18n/locales'
import { bookingDaySchema } from './booking-schema'
import type { BookingMail } from './bookings.server'

export type DayOption = { value: string; label: string }

/** The days with free times (for the day list) and the free times of the chosen day, in the page's language. */
export function dayChoices(availability: AvailabilityInput, chosen: string | undefined, locale: Locale) {
	const t = translator(locale)
	const days: DayOption[] = []
	for (const date of bookableDates(availability.now, availability.settings)) {
		const free = freeTimesOn(date, availability).length
		if (free > 0) days.push({ value: date, label: t('booking.dayOption', { date: formatSessionDate(date, locale), count: free }) })
	}
	const date = chosen && days.some((d) => d.value === chosen) ? chosen : days[0]?.value
	const times = date ? freeTimesOn(date, availability).map(timeOption(false, locale)) : []
	return { days, date: date ?? null, dateLabel: date ? formatSessionDate(date, locale) : null, chosenWasFull: Boolean(chosen && date !== chosen), times }
}

export const timeOption =
	(withDate: boolean, locale: Locale) =>
	(time: FreeTime): FreeTimeOption => ({ value: time.startsAt.toISOString(), label: formatSessionTime(time.startsAt, undefined, withDate, locale) })

/** The GET form's choices, read leniently: ?country= and ?course= preset the topic (the guides' and course pages' links). */
export function readDayChoice(url: URL, courseList: { id: string; name: string }[]) {
	const params = Object.fromEntries(url.searchParams)
	const choice = bookingDaySchema.parse(params)
	const preset = params.country ? `country:${params.country}` : params.course ? `course:${params.course}` : choice.topic
	return { ...choice, topic: isBookingTopic(preset, courseList) ? preset : GENERAL_TOPIC }
}

/**
 * The emails' settings. Links in them are built on PUBLIC_URL, never on the request's Host header,
 * which is the sender's to choose (anyone may book with someone else's address).
 */
export async function bookingMail(context: AppLoadContext): Promise<BookingMail> {
	const { config } = context.services
	return {
		site: await siteSettings(context),
		origin: config.publicUrl ?? `http://localhost:${config.port}`,
		sendMail: Boolean(config.mail.smtpUrl),
		staff: await leadNotification(context),
	}
}
