import type { ReactNode } from 'react'
import type { SiteSettings } from '~/config/site-settings'
import { useT } from '~/features/i18n/i18n'
import { ChatButton } from './ChatButton'
import { NewTabNote } from './NewTabNote'
import type { Islanded } from '~/lib/island'
import { type FooterContent, SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SiteDialogsProvider } from './site-dialogs'
import type { UserMenuUser } from './UserMenu'

export type SiteFrameProps = {
	site: SiteSettings
	/** The footer's read-only part (site-footer.server.ts). */
	footer: Islanded<FooterContent>
	user: UserMenuUser | null
	/** A staff member on a staff page: no public header, footer or chat button over the work (the page brings its own bar). */
	staffPage?: boolean
	/** The site's modal dialogs, rendered inside the dialog provider. */
	dialogs?: ReactNode
	children: ReactNode
}

/** Header, main content, footer and chat button around every page (SPEC.md section 2). */
export function SiteFrame({ site, footer, user, staffPage = false, dialogs, children }: SiteFrameProps) {
	const t = useT()
	return (
		<SiteDialogsProvider>
			<a href="#main" className="skip-link">
				{t('frame.skipToContent')}
			</a>
			{staffPage ? null : <SiteHeader site={site} user={user} />}
			<main id="main" tabIndex={-1} className={staffPage ? 'outline-none' : 'below-header'}>
				{children}
			</main>
			{staffPage ? null : <SiteFooter site={site} content={footer} />}
			{staffPage ? null : <ChatButton site={site} />}
			{staffPage ? null : <NewTabNote />}
			{dialogs}
		</SiteDialogsProvider>
	)
}
