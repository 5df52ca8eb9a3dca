import { Mail, MapPin, Phone } from '~/components/ui/icons'
import { Link } from 'react-router'
import { type SiteSettings, telLink, type TrustDetails } from '~/config/site-settings'
import type { MessageKey } from '~/features/i18n/catalogue/en'
import { formatDate as formatDateIn } from '~/features/i18n/formats'
import { useLocale, useT } from '~/features/i18n/i18n'
import { DEFAULT_LOCALE, localizedPath } from '~/features/i18n/locales'
import { LanguageSwitcher } from '~/features/i18n/LanguageSwitcher'
import { NewsletterForm } from '~/features/leads/NewsletterForm'
import { truncate } from '~/lib/seo'
import { educationMenu, publishedLink, servicesMenu, usePublishedLinks } from './navigation'
import { SocialLinks } from './SocialLinks'
import { TrustFacts } from './TrustFacts'

/** A post as the footer lists it; `dateLabel` is its date in the page's language, written by the server. */
/** `english`: a Punjabi or Hindi page shows the post's English title. */
export type FooterPost = { id: string; title: string; date: string; dateLabel: string; english?: true }

/** SPEC: post titles in the footer are cut at 40 characters. */
export const FOOTER_POST_TITLE_LENGTH = 40

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

export function SiteFooter({ site, latestPosts }: { site: SiteSettings & { trust?: TrustDetails }; latestPosts: FooterPost[] }) {
	const year = new Date().getFullYear()
	const t = useT()
	const locale = useLocale()
	const publishedLinks = usePublishedLinks()
	return (
		<footer className="mt-16 bg-brand-900 text-brand-100">
			<div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
				<section aria-labelledby="footer-about">
					<h2 id="footer-about" className="text-lg font-bold text-white">
						{site.name}
					</h2>
					<p className="mt-3 text-sm leading-relaxed">{site.tagline}.</p>
					<ul className="mt-4 space-y-2 text-sm">
						<li className="flex gap-2">
							<MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
							<span>{site.address}</span>
						</li>
						<li>
							<a href={telLink(site.phone)} className="footer-link flex gap-2">
								<Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
								{site.phone}
							</a>
						</li>
						<li>
							<a href={`mailto:${site.email}`} className="footer-link flex gap-2 break-all">
								<Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
								{site.email}
							</a>
						</li>
					</ul>
					<TrustFacts trust={site.trust} tone="dark" className="mt-4" />
					<SocialLinks social={site.social} className="mt-4 -ml-2 text-white" />
				</section>
				<nav aria-labelledby="footer-links">
					<h2 id="footer-links" className="text-lg font-bold text-white">
						{t('footer.links')}
					</h2>
					<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1">
						{quickLinks.flatMap((link) => (publishedLink(link, publishedLinks) ? [link] : [])).map((link) => (
							<li key={link.to}>
								<Link to={localizedPath(link.to, locale)} className="footer-link">
									{(locale === DEFAULT_LOCALE && publishedLinks?.labels[link.to]) || t(link.label)}
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<section aria-labelledby="footer-posts">
					<h2 id="footer-posts" className="text-lg font-bold text-white">
						{t('footer.latestPosts')}
					</h2>
					<ul className="mt-3 space-y-3 text-sm">
						{latestPosts.map((post) => (
							<li key={post.id}>
								<Link
									to={localizedPath(`/journal/${post.id}`, locale)}
									lang={post.english ? 'en' : undefined}
									className="font-medium text-white hover:underline"
									title={post.title}
								>
									{truncate(post.title, FOOTER_POST_TITLE_LENGTH)}
								</Link>
								<p className="text-xs text-brand-200">
									<time dateTime={post.date}>{post.dateLabel}</time>
								</p>
							</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="footer-newsletter">
					<h2 id="footer-newsletter" className="text-lg font-bold text-white">
						{t('footer.newsletter')}
					</h2>
					<p className="mt-3 text-sm">{t('footer.newsletterBlurb')}</p>
					<NewsletterForm />
				</section>
			</div>
			<div className="border-t border-white/10">
				<div className="container-page flex flex-wrap items-center justify-between gap-3 py-4 text-xs text-brand-200">
					<p>{t('footer.rights', { year: String(year), name: site.name, city: site.city })}</p>
					<LanguageSwitcher className="text-sm" />
				</div>
			</div>
		</footer>
	)
}

export function formatDate(isoDate: string) {
	return formatDateIn(isoDate, 'en')
}
