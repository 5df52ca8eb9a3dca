import type { Locale } from '~/features/i18n/locales'

/**
 * The one place amounts of money become text. Rupees use the Indian grouping (₹1,00,000) and, for
 * estimates, lakhs and crores (₹18.5 lakh) as families in Punjab say them; other currencies use
 * their own symbol or code.
 */

const exactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

/** ₹9,500 or ₹1,25,000: an exact amount (a fee) in Indian grouping. */
export function formatRupees(amount: number) {
	return exactRupees.format(amount)
}

const LAKH = 100_000
const CRORE = 10_000_000
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

/** "lakh" and "crore" as each language writes them. */
const bigUnits: Record<Locale, { lakh: string; crore: string }> = {
	en: { lakh: 'lakh', crore: 'crore' },
	pa: { lakh: 'ਲੱਖ', crore: 'ਕਰੋੜ' },
	hi: { lakh: 'लाख', crore: 'करोड़' },
}

/**
 * A converted or estimated amount: ₹18.5 lakh, ₹1.2 crore (₹18.5 ਲੱਖ, ₹1.2 करोड़ on a Punjabi or
 * Hindi page), or below a lakh ₹45,000 (rounded to the hundred), since a rate of exchange makes
 * any closer figure look surer than it is.
 */
export function formatRupeeEstimate(amount: number, locale: Locale = 'en') {
	if (amount >= CRORE) return `₹${oneDecimal.format(amount / CRORE)} ${bigUnits[locale].crore}`
	if (amount >= LAKH) return `₹${oneDecimal.format(amount / LAKH)} ${bigUnits[locale].lakh}`
	return exactRupees.format(Math.round(amount / 100) * 100)
}

const rateFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 4 })

/** ₹107.5 or ₹0.2345: an exchange rate (rupees for one unit of a currency) as it was entered, up to four decimals. */
export function formatRupeeRate(rate: number) {
	return rateFormat.format(rate)
}

const formats = new Map<string, Intl.NumberFormat>()

/** £1,529, €11,904, US$20,000 or A$29,710 style: whole amounts without decimals, others with two. */
export function formatMoney(amount: number, currency: string) {
	if (currency === 'INR') return formatRupees(amount)
	const fractionDigits = Number.isInteger(amount) ? 0 : 2
	const id = `${currency}:${fractionDigits}`
	let format = formats.get(id)
	if (!format) {
		// en-GB writes US$, A$, CA$, NZ$ (a dollar is never ambiguous) and a foreign amount in its own grouping.
		format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })
		formats.set(id, format)
	}
	return format.format(amount)
}
