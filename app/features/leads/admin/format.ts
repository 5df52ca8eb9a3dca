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
