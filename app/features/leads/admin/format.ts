/** Display helpers for the staff inbox, the same on the server and in the browser. */

const absoluteFormats = new Map<string, Intl.DateTimeFormat>()

/** On the institute's clock (the site settings' time zone), so server and browser render the same time. */
export function absoluteTime(iso: string, timeZone: string) {
	let format = absoluteFormats.get(timeZone)
	if (!format) absoluteFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone })))
	return format.format(new Date(iso))
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", measured against a fixed `now` (no hydration drift). */
export function relativeTime(iso: string, nowIso: string) {
	const seconds = Math.round((new Date(nowIso).getTime() - new Date(iso).getTime()) / 1000)
	if (seconds < 60) return 'just now'
	const minutes = Math.floor(seconds / 60)
	if (minutes < 60) return `${minutes} min ago`
	const hours = Math.floor(minutes / 60)
	if (hours < 24) return `${hours} h ago`
	const days = Math.floor(hours / 24)
	return days === 1 ? '1 day ago' : `${days} days ago`
}

/** A span of time in the words the inbox uses: "45 min", "5 h", "3 days". */
export function duration(fromIso: string, nowIso: string) {
	const minutes = Math.max(0, Math.floor((new Date(nowIso).getTime() - new Date(fromIso).getTime()) / 60_000))
	if (minutes < 60) return `${minutes} min`
	const hours = Math.floor(minutes / 60)
	if (hours < 48) return `${hours} h`
	return `${Math.floor(hours / 24)} days`
}

/** How long a person has waited for a first answer, and whether the 24-hour promise is broken. */
export function waiting(waitingSince: string, nowIso: string, promiseHours: number) {
	const overdue = new Date(nowIso).getTime() - new Date(waitingSince).getTime() >= promiseHours * 60 * 60_000
	return { overdue, text: `${overdue ? 'Overdue: waiting' : 'Waiting'} ${duration(waitingSince, nowIso)}` }
}

const spreadsheetFormats = new Map<string, Intl.DateTimeFormat>()

/** "2026-11-24 05:30" on the institute's clock, as the inbox shows it, in a form spreadsheets sort and read as a time. */
export function spreadsheetTime(value: Date | string, timeZone: string) {
	let format = spreadsheetFormats.get(timeZone)
	if (!format) {
		format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
		spreadsheetFormats.set(timeZone, format)
	}
	const parts = Object.fromEntries(format.formatToParts(new Date(value)).map((p) => [p.type, p.value]))
	return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** The day on the institute's calendar at this moment, as YYYY-MM-DD (what "today" means on My day). */
export function calendarDay(value: Date | string, timeZone: string) {
	return spreadsheetTime(value, timeZone).slice(0, 10)
}

/**
 * The international digits of a mobile for wa.me and tel: links. Numbers without a country code
 * are Indian (the institute is in Punjab): 10 digits, or 11 with a leading trunk 0.
 */
export function internationalDigits(mobile: string | null | undefined) {
	if (!mobile) return null
	const trimmed = mobile.trim()
	const digits = trimmed.replace(/\D/g, '')
	if (!digits) return null
	if (trimmed.startsWith('+')) return digits
	if (trimmed.startsWith('00')) return digits.slice(2)
	if (digits.length === 10) return `91${digits}`
	if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`
	return digits
}

export function whatsAppLink(mobile: string | null | undefined, text: string) {
	const digits = internationalDigits(mobile)
	return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null
}

export function telLink(mobile: string | null | undefined) {
	const digits = internationalDigits(mobile)
	return digits ? `tel:+${digits}` : null
}

export function pluralise(count: number, one: string, many = `${one}s`) {
	return `${count} ${count === 1 ? one : many}`
}

/**
 * A mailto: link to exactly this address. An address may hold characters that mean something in
 * a mailto URL (`?` starts headers such as bcc=): each part is percent-encoded, so a visitor's
 * address can never add recipients or text to a counsellor's email.
 */
export function mailtoLink(email: string) {
	const at = email.lastIndexOf('@')
	if (at < 1) return `mailto:${encodeURIComponent(email)}`
	return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
}
