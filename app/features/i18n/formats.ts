import { intlLocales, type Locale } from './locales'

/**
 * Numbers, money, dates and plural categories in a page's language, all through Intl with Indian
 * conventions (en-IN, pa-IN, hi-IN): lakh and crore grouping (12,50,000), day-month-year dates.
 * Digits stay Western (Intl's default for these locales), as Indian forms and documents print them.
 */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
	return new Intl.NumberFormat(intlLocales[locale], options).format(value)
}

/** Rupees, whole by default: `formatMoney(1250000, 'hi')` → "₹12,50,000". Other currencies by code. */
export function formatMoney(amount: number, locale: Locale, currency = 'INR', options?: Intl.NumberFormatOptions) {
	return new Intl.NumberFormat(intlLocales[locale], { style: 'currency', currency, maximumFractionDigits: 0, ...options }).format(amount)
}

/** Date formats made once per language and options: making one costs far more than using it (the footer's dates on every page). */
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
	const key = `${locale}|${JSON.stringify(options)}`
	let format = dateFormats.get(key)
	if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocales[locale], options)))
	return format
}

/** A calendar date (YYYY-MM-DD, no time zone) as people write it: "5 March 2026", "5 ਮਾਰਚ 2026". */
export function formatDate(isoDate: string, locale: Locale, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }) {
	return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

/** A moment's date and time in a time zone, "25 Nov 2026, 9:14 am" (a student's sessions on /account/security). */
export function formatDateTimeInTimeZone(moment: string | Date, timeZone: string, locale: Locale) {
	return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(moment))
}

/** A moment as the date it was at the institute (`site.timeZone`): stored timestamps are UTC. */
export function formatDateInTimeZone(moment: string | Date, timeZone: string, locale: Locale) {
	return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(moment))
}

/**
 * The plural category of a count in a language (Hindi and Punjabi, like English, say "one" for 1,
 * and also for 0 in Hindi and Punjabi). The catalogue's `{count, plural, …}` messages use the same
 * rules through Lingui; this is for code that picks a text itself.
 */
export function pluralCategory(count: number, locale: Locale) {
	return new Intl.PluralRules(intlLocales[locale]).select(count)
}
