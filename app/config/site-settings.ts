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

/** The chat link with the prefilled greeting (SPEC: enquiries go mainly through this link). */
export function whatsappLink(settings: Pick<SiteSettings, 'whatsappNumber' | 'whatsappGreeting'>, greeting?: string) {
	const text = encodeURIComponent(greeting ?? settings.whatsappGreeting)
	return `https://wa.me/${settings.whatsappNumber}?text=${text}`
}

export function telLink(phone: string) {
	return `tel:${phone.replace(/[^+0-9]/g, '')}`
}
