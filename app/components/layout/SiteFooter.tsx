import type { ReactNode } from 'react'
import { Mail, MapPin, Phone } from '~/components/ui/icons'
import { Link } from 'react-router'
import { type SiteSettings, telLink, type TrustDetails } from '~/config/site-settings'
import { type CompiledCatalogue, PageMessages, useT } from '~/features/i18n/i18n'
import { LanguageSwitcher } from '~/features/i18n/LanguageSwitcher'
import { NewsletterForm } from '~/features/leads/NewsletterForm'
import { Island, type Islanded } from '~/lib/island'
import { truncate } from '~/lib/seo'
import { SocialLinks } from './SocialLinks'
import { TrustFacts } from './TrustFacts'

/**
 * A post as the footer lists it: `to` its page in the page's language, `dateLabel` its date in that
 * language, written by the server; `english`: a Punjabi or Hindi page shows the post's English title.
 */
export type FooterPost = { id: string; to: string; title: string; date: string; dateLabel: string; english?: true }

/** SPEC: post titles in the footer are cut at 40 characters. */
export const FOOTER_POST_TITLE_LENGTH = 40

/** The footer's read-only part, written by the server in the page's language (site-footer.server.ts). */
export type FooterContent = {
	/** Localised addresses, published pages only. */
	links: { to: string; label: string }[]
	posts: FooterPost[]
	/** The trust details' labels in the page's language (trustLabelMessages). */
	messages: CompiledCatalogue
	texts: { links: string; latestPosts: string; newsletterBlurb: string; rights: string }
}

/**
 * Everything but the newsletter form and the language switcher is read-only: a document carries it
 * once, as markup (three static islands of one content; decision 023), not again in the root's data.
 */
export function SiteFooter({ site, content }: { site: SiteSettings & { trust?: TrustDetails }; content: Islanded<FooterContent> }) {
	const t = useT()
	return (
		<footer className="mt-16 bg-brand-900 text-brand-100">
			<div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
				<Island name="frame-footer" value={content} className="contents">
					{(footer) => <FooterColumns site={site} footer={footer} />}
				</Island>
				<section aria-labelledby="footer-newsletter">
					<h2 id="footer-newsletter" className="footer-heading">
						{t('footer.newsletter')}
					</h2>
					<Island name="frame-footer-blurb" value={content} tag="p" className="mt-3 text-sm">
						{(footer) => footer.texts.newsletterBlurb}
					</Island>
					<NewsletterForm />
				</section>
			</div>
			<div className="border-t border-white/10">
				<div className="container-page flex flex-wrap items-center justify-between gap-3 py-4 text-xs text-brand-200">
					<Island name="frame-footer-rights" value={content} tag="p">
						{(footer) => footer.texts.rights}
					</Island>
					<LanguageSwitcher className="text-sm" />
				</div>
			</div>
		</footer>
	)
}

function FooterColumns({ site, footer }: { site: SiteSettings & { trust?: TrustDetails }; footer: FooterContent }) {
	return (
		<>
			<section aria-labelledby="footer-about">
				<h2 id="footer-about" className="footer-heading">
					{site.name}
				</h2>
				<p className="mt-3 text-sm leading-relaxed">{site.tagline}.</p>
				<ul className="mt-4 space-y-2 text-sm">
					<li className="flex gap-2">
						<MapPin aria-hidden="true" className="footer-icon" />
						<span>{site.address}</span>
					</li>
					<li>
						<a href={telLink(site.phone)} className="footer-link flex gap-2">
							<Phone aria-hidden="true" className="footer-icon" />
							{site.phone}
						</a>
					</li>
					<li>
						<a href={`mailto:${site.email}`} className="footer-link flex gap-2 break-all">
							<Mail aria-hidden="true" className="footer-icon" />
							{site.email}
						</a>
					</li>
				</ul>
				<PageMessages messages={footer.messages}>
					<TrustFacts trust={site.trust} tone="dark" className="mt-4" />
				</PageMessages>
				<SocialLinks social={site.social} className="mt-4 -ml-2 text-white" />
			</section>
			<FooterList as="nav" id="footer-links" heading={footer.texts.links} className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1">
				{footer.links.map((link) => (
					<li key={link.to}>
						<Link to={link.to} className="footer-link">
							{link.label}
						</Link>
					</li>
				))}
			</FooterList>
			<FooterList as="section" id="footer-posts" heading={footer.texts.latestPosts} className="space-y-3">
				{footer.posts.map((post) => (
					<li key={post.id}>
						<Link to={post.to} lang={post.english ? 'en' : undefined} className="font-medium text-white hover:underline" title={post.title}>
							{truncate(post.title, FOOTER_POST_TITLE_LENGTH)}
						</Link>
						<p className="text-xs text-brand-200">
							<time dateTime={post.date}>{post.dateLabel}</time>
						</p>
					</li>
				))}
			</FooterList>
		</>
	)
}

/** A footer column of one list under its heading (the quick links, the latest posts). */
function FooterList({ as: Column, id, heading, className, children }: { as: 'nav' | 'section'; id: string; heading: string; className: string; children: ReactNode }) {
	return (
		<Column aria-labelledby={id}>
			<h2 id={id} className="footer-heading">
				{heading}
			</h2>
			<ul className={`mt-3 text-sm ${className}`}>{children}</ul>
		</Column>
	)
}
