import { Menu } from '~/components/ui/icons'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { lazyWithPreload, LoadBoundary, whenIdleAfterLoad } from '~/components/ui/LazyForm'
import { useHydrated } from '~/lib/use-hydrated'
import { preloadEnquiry } from '~/features/leads/lazy-enquiry-form'
import { useT } from '~/features/i18n/i18n'

const toggleClassName = 'header-button rounded-md text-slate-700 md:hidden'

/**
 * The open menu (Radix's dialog) is not part of a page's first download: it is loaded when the
 * page is idle on a screen that shows the toggle, or when the visitor points at, focuses or
 * presses the toggle, and opens as soon as it is there.
 */
const LazyMobileNavPanel = lazyWithPreload(() => import('./MobileNavPanel').then((module) => module.MobileNavPanel))

/** The menu of screens 768 px wide or less: a toggle button and a panel whose menus open on tap. */
export function MobileNav({ onGetStarted }: { onGetStarted: () => void }) {
	const [open, setOpen] = useState(false)
	const [used, setUsed] = useState(false)
	const toggle = useRef<HTMLButtonElement>(null)
	const location = useLocation()
	const t = useT()
	useEffect(() => setOpen(false), [location.pathname])
	useEffect(
		() =>
			whenIdleAfterLoad(() => {
				// Tailwind's md breakpoint: the toggle is shown below it.
				if (!window.matchMedia('(min-width: 48rem)').matches) void LazyMobileNavPanel.preload()
			}),
		[],
	)
	const hydrated = useHydrated()

	if (!hydrated) {
		// Until the page is interactive (a slow phone, or no JavaScript) a tap on the toggle would do
		// nothing; as a link it takes the visitor to the footer's links instead.
		return (
			<a href="#footer-links" className={toggleClassName}>
				<Menu aria-hidden="true" className="size-6" />
				<span className="sr-only">{t('nav.openMenu')}</span>
			</a>
		)
	}

	const onOpenChange = (next: boolean) => {
		setOpen(next)
		// The menu's GET STARTED opens the enquiry: its dialog and form load while the menu is open.
		if (next) preloadEnquiry()
	}
	return (
		<>
			<button
				ref={toggle}
				type="button"
				aria-haspopup="dialog"
				aria-expanded={open}
				data-state={open ? 'open' : 'closed'}
				className={toggleClassName}
				onPointerEnter={() => void LazyMobileNavPanel.preload()}
				onFocus={() => void LazyMobileNavPanel.preload()}
				onClick={() => {
					setUsed(true)
					onOpenChange(true)
				}}
			>
				<Menu aria-hidden="true" className="size-6" />
				<span className="sr-only">{t('nav.openMenu')}</span>
			</button>
			{used ? (
				<LoadBoundary
					onFail={() => {
						// Offline: the menu does not open; the next press loads it again.
						setUsed(false)
						setOpen(false)
					}}
				>
					<Suspense fallback={null}>
						<LazyMobileNavPanel open={open} onOpenChange={onOpenChange} toggle={toggle} onGetStarted={onGetStarted} />
					</Suspense>
				</LoadBoundary>
			) : null}
		</>
	)
}
