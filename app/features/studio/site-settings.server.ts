import type { AppLoadContext } from 'react-router'
import { noTrustDetails, type PublishedSiteSettings, type SiteSettings } from '~/config/site-settings'
import type { Database } from '~/db/client.server'
import { entryIn } from '~/features/i18n/localised-text'
import type { Locale } from '~/features/i18n/locales'
import { listPublished } from './content-store.server'
import { SITE_SETTINGS_KEY } from './content-types'
import type { SiteSettingsDocument } from './studio-schema'

/**
 * The institute's details as the site shows them: the published site-settings entry of the studio
 * (its seed the SITE_* variables), read through the content cache, so a publish shows everywhere
 * (header, footer, contact, map, WhatsApp, fees, structured data, emails) at once. Before the
 * first seed, or if the entry is unpublished, the SITE_* settings. The time zone is the server's.
 */
export async function publishedSiteSettings(db: Database, configured: SiteSettings, locale: Locale = 'en'): Promise<PublishedSiteSettings> {
	const document = await publishedSiteDocument(db)
	if (!document) return { ...configured, trust: noTrustDetails }
	return siteSettingsFromDocument(document, configured.timeZone, locale)
}

/** The published site-settings document (through the content cache), if there is one. */
export async function publishedSiteDocument(db: Database): Promise<SiteSettingsDocument | undefined> {
	const entry = (await listPublished(db, 'site-settings')).find((published) => published.key === SITE_SETTINGS_KEY)
	return entry?.document as SiteSettingsDocument | undefined
}

/**
 * The settings a site-settings document says (the published one, or a draft in the preview). In
 * Punjabi or Hindi (the frame of a /pa or /hi page: header, footer, chat button) the tagline, city,
 * address, opening hours and WhatsApp greeting are the document's translation where it has one;
 * the names stay as in English.
 */
export function siteSettingsFromDocument(document: SiteSettingsDocument, timeZone: string, locale: Locale = 'en'): PublishedSiteSettings {
	return {
		name: document.name.en,
		shortName: document.shortName.en,
		...siteTextsIn(document, locale),
		phone: document.phone,
		whatsappNumber: document.whatsappNumber,
		email: document.email,
		timeZone,
		map: { latitude: document.latitude, longitude: document.longitude },
		social: { facebook: document.facebook, instagram: document.instagram, youtube: document.youtube, linkedin: document.linkedin },
		trust: {
			licenceNumber: document.licenceNumber,
			gstin: document.gstin,
			yearFounded: document.yearFounded,
			grievanceOfficer: document.grievanceOfficerName && document.grievanceOfficerEmail ? { name: document.grievanceOfficerName, email: document.grievanceOfficerEmail } : null,
		},
	}
}

/** The document's texts in `locale`: each its translation where it has one, else the English. */
export function siteTextsIn(document: SiteSettingsDocument, locale: Locale) {
	const shown = (text: { en: string; pa?: string | null; hi?: string | null }) => (locale !== 'en' && text[locale]?.trim()) || text.en
	return {
		tagline: shown(document.tagline),
		city: shown(document.city),
		address: shown(document.address),
		whatsappGreeting: shown(document.whatsappGreeting),
		openingHours: shown(document.openingHours),
	}
}

/**
 * The contact page's address and opening hours in the page's language (issue 20), from the published
 * site settings; the SPEC's English ones before the first seed.
 */
export async function visitingDetailsIn(db: Database, configured: SiteSettings, locale: Locale) {
	const document = await publishedSiteDocument(db)
	const english = (text: string) => ({ en: text, pa: null, hi: null })
	const { entry: details, lang, translated } = entryIn(
		{ address: document?.address ?? english(configured.address), openingHours: document?.openingHours ?? english(configured.openingHours) },
		locale,
	)
	return { ...details, lang, translated }
}

/** The one read every loader, action and email uses; the root's in the page's language. */
export function siteSettings(context: AppLoadContext, locale: Locale = 'en') {
	return publishedSiteSettings(context.services.db, context.services.config.site, locale)
}
