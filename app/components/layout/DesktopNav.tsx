import { ChevronDown } from '~/components/ui/icons'
import { Collapsible } from '~/components/ui/disclosure'
import { type FocusEvent, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import type { NavMenu } from './navigation'
import { useNavigation } from './use-navigation'
import { useT } from '~/features/i18n/i18n'

// app.css: one short class for the list every top link and menu button carries.
const topLinkClass = 'nav-top-link'

const HOVER_OPEN_DELAY_MS = 80
const HOVER_CLOSE_DELAY_MS = 200

/**
 * The top navigation on screens wider than 768 px, as disclosure menus (a Collapsible, `ui/disclosure`: a
 * button with aria-expanded that shows a list of links). A menu opens on hover, on keyboard focus
 * and on click; Escape, a click elsewhere or focus leaving it closes it. One is open at a time.
 */
export function DesktopNav() {
	const t = useT()
	const [openMenu, setOpenMenu] = useState<string | null>(null)
	const location = useLocation()
	const navigation = useNavigation()
	useEffect(() => setOpenMenu(null), [location.pathname])

	return (
		<nav aria-label={t('frame.mainNav')} className="hidden md:block">
			<ul className="flex items-center gap-0.5">
				{navigation.map((entry) =>
					entry.kind === 'link' ? (
						<li key={entry.to}>
							<NavLink to={entry.to} end className={topLinkClass}>
								{entry.label}
							</NavLink>
						</li>
					) : (
						<DesktopMenu
							key={entry.id}
							menu={entry}
							open={openMenu === entry.id}
							onOpenChange={(open) => setOpenMenu((current) => (open ? entry.id : current === entry.id ? null : current))}
						/>
					),
				)}
			</ul>
		</nav>
	)
}

function DesktopMenu({ menu, open, onOpenChange }: { menu: NavMenu; open: boolean; onOpenChange(open: boolean): void }) {
	const itemRef = useRef<HTMLLIElement>(null)
	const triggerRef = useRef<HTMLButtonElement>(null)
	const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const suppressFocusOpen = useRef(false)

	useEffect(() => () => clearTimeout(hoverTimer.current), [])

	// A click or tap outside the open menu closes it.
	useEffect(() => {
		if (!open) return
		const onPointerDown = (event: PointerEvent) => {
			if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false)
		}
		document.addEventListener('pointerdown', onPointerDown)
		return () => document.removeEventListener('pointerdown', onPointerDown)
	}, [open, onOpenChange])

	const schedule = (next: boolean, delay: number) => {
		clearTimeout(hoverTimer.current)
		hoverTimer.current = setTimeout(() => onOpenChange(next), delay)
	}

	return (
		// The item listens for hover, focus leaving and Escape on behalf of its button and links.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<li
			ref={itemRef}
			className="relative"
			onPointerEnter={(event) => event.pointerType === 'mouse' && schedule(true, HOVER_OPEN_DELAY_MS)}
			onPointerLeave={(event) => event.pointerType === 'mouse' && schedule(false, HOVER_CLOSE_DELAY_MS)}
			onBlur={(event: FocusEvent) => {
				if (!itemRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false)
			}}
			onKeyDown={(event) => {
				if (event.key === 'Escape' && open) {
					event.stopPropagation()
					onOpenChange(false)
					suppressFocusOpen.current = true
					triggerRef.current?.focus()
				}
			}}
		>
			<Collapsible.Root open={open} onOpenChange={onOpenChange}>
				<Collapsible.Trigger
					ref={triggerRef}
					className={topLinkClass}
					onClick={() => clearTimeout(hoverTimer.current)}
					onFocus={(event) => {
						if (suppressFocusOpen.current) {
							suppressFocusOpen.current = false
							return
						}
						// Keyboard focus opens the menu; a mouse click toggles it instead.
						if (event.currentTarget.matches(':focus-visible')) onOpenChange(true)
					}}
				>
					{menu.label}
					<ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
				</Collapsible.Trigger>
				<Collapsible.Content className="nav-menu-panel">
					<MenuPanel menu={menu} />
				</Collapsible.Content>
			</Collapsible.Root>
		</li>
	)
}

function MenuPanel({ menu }: { menu: NavMenu }) {
	const group = menu.groups[0]
	if (menu.groups.length === 1 && group) {
		const wide = group.links.length > 8
		return (
			<div className={wide ? 'w-[34rem]' : 'w-64'}>
				<ul className={wide ? 'grid grid-cols-3 gap-1' : 'grid gap-1'}>
					{group.links.map((link) => (
						<li key={link.to}>
							<MenuLink to={link.to}>{link.label}</MenuLink>
						</li>
					))}
				</ul>
				<OverviewLink menu={menu} />
			</div>
		)
	}
	return (
		<div className="w-[44rem]">
			<ul className="grid grid-cols-4 gap-4">
				{menu.groups.map((g) => (
					<li key={g.to}>
						<MenuLink to={g.to} heading>
							{g.label}
						</MenuLink>
						<ul className="mt-1 grid gap-0.5">
							{g.links.map((link) => (
								<li key={link.to}>
									<MenuLink to={link.to}>{link.label}</MenuLink>
								</li>
							))}
						</ul>
					</li>
				))}
			</ul>
			<OverviewLink menu={menu} />
		</div>
	)
}

function OverviewLink({ menu }: { menu: NavMenu }) {
	return (
		<div className="mt-4 border-t border-slate-100 pt-3">
			<MenuLink to={menu.overview.to}>{menu.overview.label} →</MenuLink>
		</div>
	)
}

function MenuLink({ to, heading, children }: { to: string; heading?: boolean; children: React.ReactNode }) {
	return (
		<Link
			to={to}
			className={`block rounded-md px-2 py-1.5 text-sm hover:bg-brand-50 hover:text-brand-800 ${heading ? 'font-bold text-brand-800' : 'text-slate-700'}`}
		>
			{children}
		</Link>
	)
}
