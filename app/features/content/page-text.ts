import type { Locale } from '~/features/i18n/locales'

/*
 * The public text that once lived in the pages' code, now edited in the studio (types 'home-page',
 * 'page-intro', 'menu'): the shapes the pages take, each block in one language (the editors'
 * translation when every text of the block has one, else the English, marked untranslated).
 */

/** A block of a page's text in one language; `lang` is the language it is in. */
type InLanguage = { lang: Locale; translated: boolean }

export type HomeHeroText = InLanguage & { eyebrow: string; title: string; text: string; enquireLabel: string; coursesLabel: string; bookLabel: string; imageAlt: string }
export type HomeAboutText = InLanguage & { eyebrow: string; title: string; text: string; features: { title: string; text: string }[]; linkLabel: string }
export type HomeTexts = { hero: HomeHeroText; about: HomeAboutText }
export type PageIntroText = InLanguage & { eyebrow: string; title: string; intro: string[] }

/** The site settings' values an editor's text may name in braces. */
export const siteDetailNames = ['name', 'city']

/** The text with `{name}` and `{city}` replaced by the institute's name and city. */
export function withSiteDetails(text: string, site: { name: string; city: string }) {
	return text.replaceAll('{name}', site.name).replaceAll('{city}', site.city)
}
