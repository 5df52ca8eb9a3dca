import type { MetaDescriptor } from 'react-router'

export type PageMetaInput = {
	title: string
	description: string
	/** Path of the canonical URL, such as /about; query strings are left off. */
	pathname: string
	origin: string
	siteName: string
	image?: string
	type?: 'website' | 'article'
	noIndex?: boolean
}

/** Title, description, canonical URL and social tags for one page. */
export function pageMeta({ title, description, pathname, origin, siteName, image, type = 'website', noIndex }: PageMetaInput): MetaDescriptor[] {
	const url = new URL(pathname, origin).toString()
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
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: fullTitle },
		{ name: 'twitter:description', content: description },
	]
	if (image) {
		const imageUrl = new URL(image, origin).toString()
		tags.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl })
	}
	if (noIndex) tags.push({ name: 'robots', content: 'noindex' })
	return tags
}

export function truncate(text: string, max: number) {
	return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text
}
