import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { type SiteSettings, telLink, type TrustDetails } from '~/config/site-settings'
import { NewsletterForm } from '~/features/leads/NewsletterForm'
import { truncate } from '~/lib/seo'
import { educationMenu, servicesMenu } from './navigation'
import { SocialLinks } from './SocialLinks'
import { TrustFacts } from './TrustFacts'

export type FooterPost = { id: string; title: string; date: string }

/** SPEC: post titles in the footer are cut at 40 characters. */
export const FOOTER_POST_TITLE_LENGTH = 40

const quickLinks = [
	{ label: 'About us', to: '/about' },
	{ label: 'Our team', to: '/team' },
	{ label: 'Journal', to: '/journal' },
	{ label: 'Study destinations', to: '/country' },
	{ label: 'Contact', to: '/contact' },
	{ label: 'Fees & refunds', to: '/fees' },
	{ label: 'Privacy & Terms', to: '/privacy' },
]

export function SiteFooter({ site, latestPosts }: { site: SiteSettings & { trust?: TrustDetails }; latestPosts: FooterPost[] }) {
	const year = new Date().getFullYear()
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
							<a href={telLink(site.phone)} className="flex gap-2 hover:text-white hover:underline">
								<Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
								{site.phone}
							</a>
						</li>
						<li>
							<a href={`mailto:${site.email}`} className="flex gap-2 break-all hover:text-white hover:underline">
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
						Links
					</h2>
					<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1">
						{quickLinks.map((link) => (
							<li key={link.to}>
								<Link to={link.to} className="hover:text-white hover:underline">
									{link.label}
								</Link>
							</li>
						))}
						{[educationMenu.groups[0], servicesMenu.groups[0]].map((group) =>
							group ? (
								<li key={group.to}>
									<Link to={group.to} className="hover:text-white hover:underline">
										{group.label}
									</Link>
								</li>
							) : null,
						)}
					</ul>
				</nav>
				<section aria-labelledby="footer-posts">
					<h2 id="footer-posts" className="text-lg font-bold text-white">
						Latest posts
					</h2>
					<ul className="mt-3 space-y-3 text-sm">
						{latestPosts.map((post) => (
							<li key={post.id}>
								<Link to={`/journal/${post.id}`} className="font-medium text-white hover:underline" title={post.title}>
									{truncate(post.title, FOOTER_POST_TITLE_LENGTH)}
								</Link>
								<p className="text-xs text-brand-200">
									<time dateTime={post.date}>{formatDate(post.date)}</time>
								</p>
							</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="footer-newsletter">
					<h2 id="footer-newsletter" className="text-lg font-bold text-white">
						Newsletter
					</h2>
					<p className="mt-3 text-sm">Intake dates, scholarship deadlines and IELTS batches, once a month.</p>
					<NewsletterForm />
				</section>
			</div>
			<div className="border-t border-white/10">
				<p className="container-page py-4 text-xs text-brand-200">
					© {year} {site.name}, {site.city}. All rights reserved.
				</p>
			</div>
		</footer>
	)
}

export function formatDate(isoDate: string) {
	return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	})
}
