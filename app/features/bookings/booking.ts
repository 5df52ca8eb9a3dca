import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { FormConstraint, FormResult } from '~/components/ui/form'
import { countryDirectory, shownCountryName } from '~/features/countries/country-directory'
import type { MessageKey } from '~/features/i18n/catalogue/en'
import type { Translate } from '~/features/i18n/i18n'
import { enquiryLimits } from '~/features/leads/enquiry'

/**
 * What the booking pages need without the schema (booking-schema.ts): the choices, their labels,
 * the messages, the limits and the action's answer.
 */

export const bookingModes = ['institute', 'phone', 'video'] as const
export type BookingModeValue = (typeof bookingModes)[number]

const modeLabels: Record<BookingModeValue, MessageKey> = {
	institute: 'booking.mode.institute',
	phone: 'booking.mode.phone',
	video: 'booking.mode.video',
}

/** The ways to meet, labelled in a language (the staff calendar's English, a visitor's page language). */
export function bookingModeOptions(t: Translate) {
	return bookingModes.map((value) => ({ value, label: t(modeLabels[value]) }))
}

export function bookingModeLabel(mode: string, t: Translate) {
	return mode in modeLabels ? t(modeLabels[mode as BookingModeValue]) : mode
}

export const GENERAL_TOPIC = 'general'

/**
 * The topics: general, each country guide, and the courses the page was given ('course:{id}'); the
 * countries named from `countryNames` in Punjabi and Hindi (countryNamesIn), else in English.
 */
export function bookingTopicOptions(courses: { id: string; name: string }[], t: Translate, countryNames?: Readonly<Record<string, string>> | null) {
	return [
		{ value: GENERAL_TOPIC, label: t('booking.topic.general') },
		...countryDirectory.map((c) => ({ value: `country:${c.id}`, label: t('booking.topic.country', { name: shownCountryName(c.id, countryNames) }) })),
		...courses.map((c) => ({ value: `course:${c.id}`, label: t('booking.topic.course', { name: c.name }) })),
	]
}

/** Whether a topic is one of bookingTopicOptions' (the server's check of what was sent). */
export function isBookingTopic(topic: string, courses: { id: string }[]) {
	return topic === GENERAL_TOPIC || countryDirectory.some((c) => `country:${c.id}` === topic) || courses.some((c) => `course:${c.id}` === topic)
}

export function bookingTopicLabel(topic: string, courses: { id: string; name: string }[], t: Translate, countryNames?: Readonly<Record<string, string>> | null) {
	return bookingTopicOptions(courses, t, countryNames).find((o) => o.value === topic)?.label ?? topic
}

/** The booking forms' messages as catalogue keys (messageRef), shown in the page's language; English is SPEC's. */
export const bookingMessages = {
	required: 'enquiry.error.required',
	invalidEmail: 'enquiry.error.email',
	invalidMobile: 'enquiry.error.mobile',
	chooseTime: 'booking.error.chooseTime',
	taken: 'booking.error.taken',
	invalid: 'booking.error.invalid',
} as const satisfies Record<string, MessageKey>

export const bookingLimits = { name: enquiryLimits.name, email: enquiryLimits.email, mobile: enquiryLimits.mobile, note: 1000 } as const

export type BookingField = 'mode' | 'topic' | 'startsAt' | 'name' | 'email' | 'mobile' | 'parentAttending' | 'note'

export const bookingConstraint = {
	mode: { required: true },
	topic: { required: true },
	startsAt: { required: true },
	name: { required: true, maxLength: bookingLimits.name },
	email: { required: true, maxLength: bookingLimits.email },
	mobile: { required: true, maxLength: bookingLimits.mobile },
	parentAttending: { required: false },
	note: { required: false, maxLength: bookingLimits.note },
} as const satisfies FormConstraint<BookingField>

/** A free time as the page offers it: its start (ISO, the radio's value) and the India time it reads. */
export type FreeTimeOption = { value: string; label: string }

/** The booking action's answer: when the time was taken, the next free times. */
export type BookingResult = FormResult<{ next?: FreeTimeOption[] }>

/**
 * The booking pages' shouldRevalidate: a lost race (409) means the free times changed, so the day's
 * list is read again and the lost time is no longer offered (React Router skips revalidation after
 * an error status by default).
 */
export function revalidateAfterLostRace({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return actionStatus === 409 || defaultShouldRevalidate
}

/**
 * The times to offer: after a lost race, the next free times first (they may fall on other days),
 * then the day's own, each once (a document answering a post without JavaScript already serves them).
 */
export function withNextTimes(next: readonly FreeTimeOption[], dayTimes: readonly FreeTimeOption[]): FreeTimeOption[] {
	return [...next.filter((n) => !dayTimes.some((t) => t.value === n.value)), ...dayTimes]
}
