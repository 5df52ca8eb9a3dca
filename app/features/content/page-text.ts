import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import type { Locale } from '~/features/i18n/locales'
import type { HomeSectionName } from '~/features/studio/content-types'

/*
 * The public text that once lived in the pages' code, now edited in the studio (types 'home-page',
 * 'page-intro', 'menu'): the shapes the pages take, each block in one language (the editors'
 * translation when every text of the block has one, else the English, marked untranslated).
 */

/** A block of a page's text in one language; `lang` is the language it is in. */
type InLanguage = { lang: Locale; translated: boolean }

export type HomeHeroText = InLanguage & { eyebrow: string; title: string; text: string; enquireLabel: string; coursesLabel: string; bookLabel: string; image: ResponsiveImage; imageAlt: string }
export type HomeAboutText = InLanguage & { eyebrow: string; title: string; text: string; features: { title: string; text: string }[]; linkLabel: string }
/** A section's heading, the line above it and its lead text (empty where the section has none). */
export type HomeSectionText = { lang: Locale; eyebrow: string; title: string; lead: string }
/**
 * A page's title and description for search engines as its editors wrote them, in the page's
 * language where translated (else the English); null where they wrote none.
 */
export type SearchTexts = { metaTitle: string | null; metaDescription: string | null }
export type HomeTexts = { hero: HomeHeroText; about: HomeAboutText; sections: Record<HomeSectionName, HomeSectionText>; search: SearchTexts }
/** `sectionTitle`, `linkLabel` and `note` are one page's (/about's story heading and link to /team, /services' foot note); empty elsewhere. */
export type PageIntroText = InLanguage & { eyebrow: string; title: string; intro: string[]; sectionTitle: string; linkLabel: string; note: string; search: SearchTexts }

/**
 * The privacy page (type 'privacy-page'): its band's texts, the date it was last updated (`{updated}`
 * in the intro marks where it shows), and its sections, each a heading and safe HTML rendered on the server.
 */
export type PrivacyPageView = InLanguage & {
	eyebrow: string
	title: string
	intro: string
	updated: string
	preamble: string
	sections: { heading: string; html: string }[]
	search: SearchTexts
}

/** The site settings' values an editor's text may name in braces. */
export const siteDetailNames = ['name', 'city']

/** What the privacy page's text may name in braces: the institute's details and the grievance contact (privacy.server.ts), and how long enquiries are kept. */
export const privacyDetailNames = [
	'name',
	'city',
	'address',
	'email',
	'phone',
	'phoneLink',
	'openingHours',
	'retentionMonths',
	'grievanceName',
	'grievanceEmail',
	'grievancePhone',
	'grievanceAddress',
] as const
export type PrivacyDetails = Record<(typeof privacyDetailNames)[number], string>

/** The text with every `{detail}` of the privacy page replaced by its value. */
export function withPrivacyDetails(text: string, details: PrivacyDetails) {
	return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => (name in details ? details[name as keyof PrivacyDetails] : whole))
}

/** The text with `{name}` and `{city}` replaced by the institute's name and city. */
export function withSiteDetails(text: string, site: { name: string; city: string }) {
	return text.replaceAll('{name}', site.name).replaceAll('{city}', site.city)
}

/** A Punjabi or Hindi page's search texts from its loader (metaTexts), the site's details filled in; null on an English page. */
export function withSiteFacts(texts: { title: string; description: string } | null | undefined, site: { name: string; city: string; address: string; phone: string }) {
	if (!texts) return null
	const fill = (text: string) => text.replaceAll('{site}', site.name).replaceAll('{city}', site.city).replaceAll('{address}', site.address).replaceAll('{phone}', site.phone)
	return { title: fill(texts.title), description: fill(texts.description) }
}

/** A home page section's heading with `{name}` and `{city}` filled in. */
export function sectionWithSiteDetails(section: HomeSectionText, site: { name: string; city: string }): HomeSectionText {
	return { ...section, eyebrow: withSiteDetails(section.eyebrow, site), title: withSiteDetails(section.title, site), lead: withSiteDetails(section.lead, site) }
}

export function sectionsWithSiteDetails(sections: HomeTexts['sections'], site: { name: string; city: string }): HomeTexts['sections'] {
	return Object.fromEntries(Object.entries(sections).map(([name, section]) => [name, sectionWithSiteDetails(section, site)])) as HomeTexts['sections']
}

/** The page's title and description for search engines: its editors' where they wrote them, else the page's usual ones. */
export function searchTextsOr(edited: SearchTexts | undefined, site: { name: string; city: string }, usual: { title: string; description: string }) {
	return {
		title: edited?.metaTitle ? withSiteDetails(edited.metaTitle, site) : usual.title,
		description: edited?.metaDescription ? withSiteDetails(edited.metaDescription, site) : usual.description,
	}
}
