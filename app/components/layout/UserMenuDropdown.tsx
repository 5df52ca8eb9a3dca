import { DropdownMenu } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { preloadAccountForms } from '~/features/accounts/lazy-account-forms'
import { useLogout } from '~/features/accounts/use-logout'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { useSiteDialogs } from './site-dialogs'
import { UserMenuButtonContent, userMenuButtonClass, type UserMenuUser } from './UserMenu'

const itemClass =
	'flex cursor-pointer select-none items-center rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800'

/**
 * SPEC: signed out Log in and Sign up; signed in a welcome line, the email and the account links.
 * Loaded by UserMenu.tsx when the visitor first reaches for the menu (or the page is idle), in
 * place of its stand-in button: `defaultOpen` when the menu was asked for while loading, and
 * `focusTrigger` when the stand-in had the focus.
 */
export function UserMenuDropdown({ user, defaultOpen, focusTrigger }: { user: UserMenuUser | null; defaultOpen: boolean; focusTrigger: boolean }) {
	const t = useT()
	const locale = useLocale()
	const dialogs = useSiteDialogs()
	const logout = useLogout()
	const trigger = useRef<HTMLButtonElement>(null)
	// Pointing at or focusing the menu loads the forms it opens, so they are ready when chosen.
	const preloadForms = () => preloadAccountForms(user !== null)
	useEffect(() => {
		if (focusTrigger && !defaultOpen) trigger.current?.focus()
		// Only when this replaces the stand-in button, on mount.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
	return (
		<DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
			<DropdownMenu.Trigger ref={trigger} onPointerEnter={preloadForms} onFocus={preloadForms} className={userMenuButtonClass}>
				<UserMenuButtonContent user={user} />
			</DropdownMenu.Trigger>
			<DropdownMenu.Portal>
				<DropdownMenu.Content
					align="end"
					sideOffset={8}
					className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
				>
					{user ? (
						<>
							<div className="px-3 py-2">
								<p className="font-semibold text-brand-900">{t('account.signedIn.welcome', { name: user.name })}</p>
								<p className="truncate text-sm text-slate-600">{user.email}</p>
							</div>
							<DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
							<DropdownMenu.Item asChild className={itemClass}>
								<Link to={localizedPath('/my-courses', locale)}>{t('account.signedIn.myCourses')}</Link>
							</DropdownMenu.Item>
							{user.role === 'staff' || user.role === 'admin' ? (
								<DropdownMenu.Item asChild className={itemClass}>
									<Link to="/admin">Staff inbox</Link>
								</DropdownMenu.Item>
							) : null}
							{user.role === 'editor' || user.role === 'admin' ? (
								<DropdownMenu.Item asChild className={itemClass}>
									<Link to="/admin/content">Content studio</Link>
								</DropdownMenu.Item>
							) : null}
							<DropdownMenu.Item className={itemClass} onSelect={() => dialogs.open('profile')}>
								{t('account.signedIn.editProfile')}
							</DropdownMenu.Item>
							<DropdownMenu.Item className={itemClass} onSelect={logout}>
								{t('account.signedIn.logOut')}
							</DropdownMenu.Item>
							<DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
							<DropdownMenu.Item asChild className={itemClass}>
								<Link to={localizedPath('/privacy', locale)}>{t('footer.privacy')}</Link>
							</DropdownMenu.Item>
						</>
					) : (
						<>
							<DropdownMenu.Item className={itemClass} onSelect={() => dialogs.open('login')}>
								{t('account.menu.logIn')}
							</DropdownMenu.Item>
							<DropdownMenu.Item className={itemClass} onSelect={() => dialogs.open('signup')}>
								{t('account.menu.signUp')}
							</DropdownMenu.Item>
						</>
					)}
				</DropdownMenu.Content>
			</DropdownMenu.Portal>
		</DropdownMenu.Root>
	)
}
