import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { FormConstraint, FormResult } from '~/components/ui/form'
import { countryDirectory } from '~/features/countries/country-directory'
import { enquiryLimits, enquiryMessages } from '~/features/leads/enquiry'

/**
 * What the booking pages need without the schema (booking-schema.ts): the choices, their labels,
 * the messages, the limits and the action's answer.
 */

export const bookingModeOptions = [
	{ value: 'institute', label: 'At the institute in Jalandhar' },
	{ value: 'phone', label: 'Phone call' },
	{ value: 'video', label: 'Video call' },
] as const
export type BookingModeValue = (typeof bookingModeOptions)[number]['value']

export function bookingModeLabel(mode: string) {
	return bookingModeOptions.find((o) => o.value === mode)?.label ?? mode
}

export const GENERAL_TOPIC = 'general'

/** The topics: general, each country guide, and the courses the page was given ('course:{id}'). */
export function bookingTopicOptions(courses: { id: string; name: string }[]) {
	return [
		{ value: GENERAL_TOPIC, label: 'General advice: not sure yet' },
		...countryDirectory.map((c) => ({ value: `country:${c.id}`, label: `Studying in ${c.name}` })),
		...courses.map((c) => ({ value: `course:${c.id}`, label: `Course: ${c.name}` })),
	]
}

export function bookingTopicLabel(topic: string, courses: { id: string; name: string }[] = []) {
	return bookingTopicOptions(courses).find((o) => o.value === topic)?.label ?? topic
}

export const bookingMessages = {
	required: enquiryMessages.requiredFields,
	invalidEmail: enquiryMessages.invalidEmail,
	invalidMobile: enquiryMessages.invalidMobile,
	chooseTime: 'Please choose a time',
	taken: 'That time was just taken',
	invalid: 'Please check the highlighted fields',
	failed: 'Sorry, we could not book your session just now. Please try again in a few minutes.',
} as const

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

/** A free time as the page shows it: its start (ISO) and the India time it reads. */
export type FreeTimeOption = { startsAt: string; label: string }

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
