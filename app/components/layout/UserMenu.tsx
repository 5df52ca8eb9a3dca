import { CircleUserRound } from '~/components/ui/icons'
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { whenIdleAfterLoad } from '~/components/ui/LazyForm'
import { preloadAccountForms } from '~/features/accounts/lazy-account-forms'
import type { UserMenuDropdown } from './UserMenuDropdown'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'

export type UserMenuUser = { email: string; name: string; role?: string }

export const userMenuButtonClass = 'header-button rounded-full text-brand-800 data-[state=open]:bg-brand-50'

export function UserMenuButtonContent({ user }: { user: UserMenuUser | null }) {
	const t = useT()
	return (
		<>
			<CircleUserRound aria-hidden="true" className="size-7" />
			<span className="sr-only">{user ? t('account.signedIn.menu') : t('account.menu.signedOut')}</span>
		</>
	)
}

type Dropdown = typeof UserMenuDropdown
let loadingDropdown: Promise<Dropdown> | undefined

function loadDropdown(): Promise<Dropdown> {
	return (loadingDropdown ??= import('./UserMenuDropdown').then(
		(module) => module.UserMenuDropdown,
		(error: unknown) => {
			loadingDropdown = undefined
			throw error
		},
	))
}

/**
 * The account menu (UserMenuDropdown.tsx: Radix's dropdown menu, with its positioning code) is
 * not part of a page's first download. Until it is loaded this stand-in shows the same button; it
 * loads when the page is idle after load, or at once when the visitor points at, focuses or
 * presses the button, and then takes its place (open, if it was pressed; focused, if it was).
 */
export function UserMenu({ user }: { user: UserMenuUser | null }) {
	const [menu, setMenu] = useState<{ Dropdown: Dropdown; open: boolean; focus: boolean } | null>(null)
	const button = useRef<HTMLButtonElement>(null)
	const openWhenLoaded = useRef(false)

	const load = useCallback(() => {
		void loadDropdown().then(
			(Dropdown) => {
				const replacement = { Dropdown, open: openWhenLoaded.current, focus: document.activeElement === button.current }
				// The idle preload may have finished just before a press, its menu not yet shown: the
				// press still opens it (read when the update applies, not when the load finished).
				setMenu((current) => {
					if (!current) return replacement
					return openWhenLoaded.current && !current.open ? { ...current, open: true } : current
				})
			},
			() => {
				// Offline: the stand-in stays; the next pointer, focus or press tries again.
				openWhenLoaded.current = false
			},
		)
	}, [])
	useEffect(() => whenIdleAfterLoad(load), [load])
	const hydrated = useHydrated()
	const locale = useLocale()

	if (!hydrated) {
		// Until the page is interactive (a slow phone, or no JavaScript) a press could not open the
		// menu; as a link it goes to the page that does the same work: log in, or the visitor's courses.
		return (
			<a href={localizedPath(user ? '/my-courses' : '/login', locale)} className={userMenuButtonClass}>
				<UserMenuButtonContent user={user} />
			</a>
		)
	}
	if (menu) return <menu.Dropdown user={user} defaultOpen={menu.open} focusTrigger={menu.focus} />

	const reachFor = () => {
		preloadAccountForms(user !== null)
		load()
	}
	const press = () => {
		openWhenLoaded.current = true
		reachFor()
	}
	return (
		<button
			ref={button}
			type="button"
			aria-haspopup="menu"
			aria-expanded={false}
			data-state="closed"
			onPointerEnter={reachFor}
			onFocus={reachFor}
			// The same moments Radix's trigger opens on: a primary pointer press, Enter, Space, ArrowDown.
			onPointerDown={(event: PointerEvent) => {
				if (event.button === 0 && !event.ctrlKey) press()
			}}
			onKeyDown={(event: KeyboardEvent) => {
				if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
					event.preventDefault()
					press()
				}
			}}
			className={userMenuButtonClass}
		>
			<UserMenuButtonContent user={user} />
		</button>
	)
}
