import type { MessageKey } from '~/features/i18n/catalogue/en'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import type { CompiledCatalogue } from '~/features/i18n/i18n'
import type { Locale } from '~/features/i18n/locales'

function enrolMessagesOf(locale: Locale, keys: MessageKey[]): CompiledCatalogue {
	const all = pageOnlyMessages(locale, 'course.enroll.')
	return Object.fromEntries(keys.flatMap((key) => (all[key] === undefined ? [] : [[key, all[key]]])))
}

/**
 * What Enroll Now draws before the server has answered: its label, 'Requesting...' while it asks,
 * the alert when the request cannot be sent, and 'Enrolment requested' where the student has asked
 * for a course before (`anyRequested`). The server's answers come written in the page's language
 * (api.enrolments), so a page need not carry them before a tap.
 */
export function enrollButtonMessages(locale: Locale, { anyRequested }: { anyRequested: boolean }): CompiledCatalogue {
	const keys: MessageKey[] = ['course.enroll.button', 'course.enroll.requesting', 'course.enroll.failed']
	return enrolMessagesOf(locale, anyRequested ? [...keys, 'course.enroll.requestedLabel'] : keys)
}

/** A card's texts' own words (CourseCardText: its rating and class size); an English page needs none, its code holds them. */
export function courseCardTextMessages(locale: Locale): CompiledCatalogue {
	return enrolMessagesOf(locale, ['course.enroll.rating', 'course.enroll.students'])
}
