import type { MessageKey } from '~/features/i18n/catalogue/en'
import type { FooterContent, FooterPost } from './SiteFooter'
import { translator, trustLabelMessages } from '~/features/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale, localizedPath } from '~/features/i18n/locales'
import { educationMenu, type PublishedLinks, publishedLink, servicesMenu } from './navigation'

/** The footer's quick links. */
const quickLinks: { label: MessageKey; to: string }[] = [
	{ label: 'footer.about', to: '/about' },
	{ label: 'footer.team', to: '/team' },
	{ label: 'footer.journal', to: '/journal' },
	{ label: 'footer.destinations', to: '/country' },
	{ label: 'footer.contact', to: '/contact' },
	{ label: 'footer.fees', to: '/fees' },
	{ label: 'footer.privacy', to: '/privacy' },
	{ label: 'footer.universityCourses', to: educationMenu.groups[0]?.to ?? '/education/university' },
	{ label: 'footer.services', to: servicesMenu.overview.to },
]

/**
 * The footer's read-only part in the page's language, written on the server: a document gets it
 * as markup only (a static island), so its texts, links and posts are in no page's data or catalogue.
 */
export function footerContent(locale: Locale, site: { name: string; city: string }, publishedLinks: PublishedLinks | undefined, posts: FooterPost[]): FooterContent {
	const t = translator(locale)
	return {
		links: quickLinks.flatMap((link) =>
			publishedLink(link, publishedLinks)
				? [{ to: localizedPath(link.to, locale), label: (locale === DEFAULT_LOCALE && publishedLinks?.labels[link.to]) || t(link.label) }]
				: [],
		),
		posts,
		messages: trustLabelMessages(locale),
		texts: {
			links: t('footer.links'),
			latestPosts: t('footer.latestPosts'),
			newsletterBlurb: t('footer.newsletterBlurb'),
			rights: t('footer.rights', { year: String(new Date().getFullYear()), name: site.name, city: site.city }),
		},
	}
}
