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
			className={`fixed inset-x-0 top-0 z-40 transition-transform duration-300 ${scrolled ? '-translate-y-(--header-strip-height)' : ''}`}
		>
			<div
				data-testid="header-top-strip"
				aria-hidden={scrolled}
				className={`h-(--header-strip-height) bg-brand-900 text-xs text-white transition-opacity duration-300 ${scrolled ? 'invisible opacity-0' : ''}`}
			>
				<div className="container-page flex h-full items-center justify-between gap-4">
					<div className="flex min-w-0 items-center gap-4">
						<a href={telLink(site.phone)} className="inline-flex items-center gap-1.5 whitespace-nowrap hover:underline">
							<Phone aria-hidden="true" className="size-3.5" />
							{site.phone}
						</a>
						<a href={`mailto:${site.email}`} className="hidden items-center gap-1.5 hover:underline sm:inline-flex">
							<Mail aria-hidden="true" className="size-3.5" />
							{site.email}
						</a>
						<span className="hidden items-center gap-1.5 lg:inline-flex">
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
			<div className={`border-b border-slate-200 bg-white/95 backdrop-blur ${scrolled ? 'shadow-md' : ''}`}>
				<div className="mx-auto flex h-(--header-bar-height) w-full max-w-7xl items-center justify-between gap-2 px-3 sm:px-4">
					<Link to={localizedPath('/', locale)} className="flex items-center gap-2 font-extrabold text-brand-900">
						<img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
						<span className="text-lg leading-tight md:max-lg:sr-only">{site.name}</span>
					</Link>
					<DesktopNav />
					<div className="flex items-center gap-1.5">
						{/* The enquiry dialog opens from any link to /enquire; without JavaScript it is a page. */}
						<a
							href={localizedPath('/enquire', locale)}
							className="hidden whitespace-nowrap rounded-full bg-accent-500 px-3 py-2 text-xs font-bold lg:px-4 lg:text-sm text-brand-900 shadow-sm hover:bg-accent-400 sm:inline-block"
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
