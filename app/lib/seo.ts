import type { MetaDescriptor } from 'react-router'
import { DEFAULT_LOCALE, hasLanguageVersions, type Locale, locales, localizedPath } from '~/features/i18n/locales'

/** Share images by page type, shipped in public/og (social sites want PNG or JPEG, not SVG). */
export const shareImages = {
	organisation: { path: '/og/organisation.png', alt: 'courses, IELTS and study abroad in Jalandhar, Punjab' },
	course: { path: '/og/course.png', alt: 'classroom courses in Jalandhar' },
	country: { path: '/og/country.png', alt: 'study abroad guides for Indian students' },
	article: { path: '/og/article.png', alt: 'the Journal: IELTS plans, visa checklists and student stories' },
	page: { path: '/og/page.png', alt: 'education and study-abroad advice' },
} as const

export type ShareImageKind = keyof typeof shareImages

export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

/** The square logo for structured data (Google wants a raster logo of at least 112 px). */
export const LOGO_PATH = '/og/logo.png'

export function shareImage(kind: ShareImageKind, origin: string, siteName: string) {
	const image = shareImages[kind]
	return { url: new URL(image.path, origin).toString(), alt: `${siteName}: ${image.alt}`, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT }
}

export type PageMetaInput = {
	title: string
	description: string
	/** Path of the canonical URL, such as /about; query strings are left off. */
	pathname: string
	origin: string
	siteName: string
	/** Which share image the page gets (Open Graph and Twitter); a generic one when left out. */
	image?: ShareImageKind
	type?: 'website' | 'article'
	noIndex?: boolean
	/** The page's language (the root loader's `locale`): its canonical URL is that language's version. */
	locale?: Locale
}

/** Title, description, canonical URL and social tags for one page. */
export function pageMeta({ title, description, pathname, origin, siteName, image = 'page', type = 'website', noIndex, locale = DEFAULT_LOCALE }: PageMetaInput): MetaDescriptor[] {
	const url = new URL(localizedPath(pathname, locale), origin).toString()
	const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`
	const tags: MetaDescriptor[] = [
		{ title: fullTitle },
		{ name: 'description', content: description },
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:title', content: fullTitle },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		{ property: 'og:type', content: type },
		{ property: 'og:site_name', content: siteName },
		// No twitter:title or twitter:description: X reads og:title and og:description when they are
		// absent, and a Punjabi or Hindi description would be in every page's head three times.
		{ name: 'twitter:card', content: 'summary_large_image' },
	]
	const share = shareImage(image, origin, siteName)
	tags.push(
		{ property: 'og:image', content: share.url },
		{ property: 'og:image:type', content: 'image/png' },
		{ property: 'og:image:width', content: String(share.width) },
		{ property: 'og:image:height', content: String(share.height) },
		{ property: 'og:image:alt', content: share.alt },
		{ name: 'twitter:image', content: share.url },
		{ name: 'twitter:image:alt', content: share.alt },
	)
	if (noIndex) tags.push({ name: 'robots', content: 'noindex' })
	// Every language version names all of them, English as the default (issue 20).
	else if (hasLanguageVersions(pathname)) {
		for (const hrefLang of locales) tags.push({ tagName: 'link', rel: 'alternate', hrefLang, href: new URL(localizedPath(pathname, hrefLang), origin).toString() })
		tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: new URL(pathname, origin).toString() })
	}
	return tags
}

export function truncate(text: string, max: number) {
	return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text
}
