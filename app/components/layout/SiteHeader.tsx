import { Clock, Mail, Phone } from '~/components/ui/icons'
import { Link } from 'react-router'
import { type SiteSettings, telLink } from '~/config/site-settings'
import { useLocale, useT } from '~/features/i18n/i18n'
import { LanguageSwitcher } from '~/features/i18n/LanguageSwitcher'
import { localizedPath } from '~/features/i18n/locales'
import { DesktopNav } from './DesktopNav'
import { MobileNav } from './MobileNav'
import { useSiteDialogs } from './site-dialogs'
import { SocialLinks } from './SocialLinks'
import { useScrolledPastTop } from './use-scrolled'
import { UserMenu, type UserMenuUser } from './UserMenu'

/**
 * SPEC: a fixed header that shifts on scroll; its top strip is visible only at scroll position 0.
 * The strip slides away (transform only, so nothing below moves) and becomes invisible.
 */
export function SiteHeader({ site, user }: { site: SiteSettings; user: UserMenuUser | null }) {
	const scrolled = useScrolledPastTop()
	const t = useT()
	const locale = useLocale()
	const dialogs = useSiteDialogs()
	const openEnquiry = () => dialogs.open('enquiry')
	return (
		<header
			data-scrolled={scrolled}
			className={scrolled ? 'site-header -translate-y-(--header-strip-height)' : 'site-header'}
		>
			<div
				data-testid="header-top-strip"
				aria-hidden={scrolled}
				className={scrolled ? 'header-strip invisible opacity-0' : 'header-strip'}
			>
				<div className="container-page flex h-full items-center justify-between gap-4">
					<div className="flex min-w-0 items-center gap-4">
						<a href={telLink(site.phone)} className="strip-item inline-flex whitespace-nowrap hover:underline">
							<Phone aria-hidden="true" className="size-3.5" />
							{site.phone}
						</a>
						<a href={`mailto:${site.email}`} className="strip-item hidden hover:underline sm:inline-flex">
							<Mail aria-hidden="true" className="size-3.5" />
							{site.email}
						</a>
						<span className="strip-item hidden lg:inline-flex">
							<Clock aria-hidden="true" className="size-3.5" />
							{site.openingHours}
						</span>
					</div>
					<div className="flex items-center gap-3">
						{/* On a phone the strip has room for the phone number only: the switcher is in the footer too. */}
						<LanguageSwitcher className="hidden sm:block" />
						<SocialLinks social={site.social} />
					</div>
				</div>
			</div>
			<div className={scrolled ? 'header-bar shadow-md' : 'header-bar'}>
				<div className="header-bar-row">
					<Link to={localizedPath('/', locale)} className="flex items-center gap-2 font-extrabold text-brand-900">
						<img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
						<span className="text-lg leading-tight md:max-lg:sr-only">{site.name}</span>
					</Link>
					<DesktopNav />
					<div className="flex items-center gap-1.5">
						{/* The enquiry dialog opens from any link to /enquire; without JavaScript it is a page. */}
						<a
							href={localizedPath('/enquire', locale)}
							className="header-cta"
						>
							{t('header.getStarted')}
						</a>
						<UserMenu user={user} />
						<MobileNav onGetStarted={openEnquiry} />
					</div>
				</div>
			</div>
		</header>
	)
}
