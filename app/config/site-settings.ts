import type { z } from 'zod'
import type { siteSettingsSchema } from './site-settings-schema'

/**
 * The institute's identity: every name, number and address the site shows comes from here
 * (PRODUCT.md "Identity and settings"). Defaults are demo values; each can be overridden by an
 * environment variable, checked at start-up by site-settings-schema.ts.
 *
 * The browser imports this module, so zod is imported here for its types only (erased at build).
 */
export type SiteSettings = z.infer<typeof siteSettingsSchema>

export const defaultSiteSettings: SiteSettings = {
	name: 'Welsh Education',
	shortName: 'Welsh',
	tagline: 'Courses, IELTS and study-abroad guidance in Jalandhar, Punjab',
	city: 'Jalandhar',
	address: 'SCO 14, Model Town Road, Jalandhar, Punjab 144003, India',
	phone: '+91 98765 43210',
	whatsappNumber: '919876543210',
	whatsappGreeting: 'Hello! I would like to know more about your courses and study-abroad services.',
	email: 'info@welsheducation.example',
	openingHours: 'Monday to Saturday, 9:30 am to 6:30 pm',
	timeZone: 'Asia/Kolkata',
	map: { latitude: 31.3256, longitude: 75.5792 },
	social: {
		facebook: 'https://www.facebook.com/',
		instagram: 'https://www.instagram.com/',
		youtube: 'https://www.youtube.com/',
		linkedin: 'https://www.linkedin.com/',
	},
}

/**
 * The details families check before they trust a consultancy (issue 14): each set by the editors
 * in the studio's site settings, shown in the footer, contact and fees pages only when set.
 */
export type TrustDetails = {
	/** Registration or licence number under Punjab's Travel Professionals (Regulation) Act. */
	licenceNumber: string | null
	gstin: string | null
	yearFounded: number | null
	/** Named on the privacy page: who answers complaints about personal data. */
	grievanceOfficer: { name: string; email: string } | null
}

/** The settings the site shows: the published studio entry (its defaults the SITE_* variables). */
export type PublishedSiteSettings = SiteSettings & { trust: TrustDetails }

export const noTrustDetails: TrustDetails = { licenceNumber: null, gstin: null, yearFounded: null, grievanceOfficer: null }

/** The trust details that are set, as label (its English and its catalogue key, `footer.trust.`, issue 20) and value, in the order pages show them. */
export function trustFacts(trust: TrustDetails | undefined): { label: string; key: 'footer.trust.licence' | 'footer.trust.gstin' | 'footer.trust.founded'; value: string }[] {
	if (!trust) return []
	return [
		...(trust.licenceNumber ? [{ label: 'Licence under the Punjab Travel Professionals (Regulation) Act', key: 'footer.trust.licence' as const, value: trust.licenceNumber }] : []),
		...(trust.gstin ? [{ label: 'GSTIN', key: 'footer.trust.gstin' as const, value: trust.gstin }] : []),
		...(trust.yearFounded ? [{ label: 'Founded', key: 'footer.trust.founded' as const, value: String(trust.yearFounded) }] : []),
	]
}

/**
 * The chat link with the prefilled greeting (SPEC: enquiries go mainly through this link), as a
 * page writes it: only the greeting's ASCII is percent-encoded (spaces, `&`, `?`…), its Punjabi or
 * Hindi letters stay as they are, a third of their encoded weight. A URL may carry them in its
 * query (WHATWG URL), and the browser sends them UTF-8 percent-encoded, as wa.me expects.
 */
export function whatsappPageLink(settings: Pick<SiteSettings, 'whatsappNumber' | 'whatsappGreeting'>, greeting?: string) {
	const text = (greeting ?? settings.whatsappGreeting).replace(/[^\u0080-\uffff]+/g, encodeURIComponent)
	return `https://wa.me/${settings.whatsappNumber}?text=${text}`
}

/** The chat link all in ASCII, as emails write it (a mail client may not link a URL with other letters). */
export function whatsappMailLink(settings: Pick<SiteSettings, 'whatsappNumber' | 'whatsappGreeting'>, greeting?: string) {
	return new URL(whatsappPageLink(settings, greeting)).href
}

export function telLink(phone: string) {
	return `tel:${phone.replace(/[^+0-9]/g, '')}`
}
