import { formatDateInTimeZone as formatDateIn } from '~/features/i18n/formats'
import type { Locale } from '~/features/i18n/locales'

/**
 * A moment as the date it was at the institute, e.g. "5 March 2026". Timestamps are stored in UTC;
 * a request made at 01:00 in Jalandhar is still the previous day in UTC, so slicing the ISO string
 * would show the wrong day. The time zone comes from the site settings (`site.timeZone`).
 */
export function formatDateInTimeZone(moment: string | Date, timeZone: string, locale: Locale = 'en') {
	return formatDateIn(moment, timeZone, locale)
}

