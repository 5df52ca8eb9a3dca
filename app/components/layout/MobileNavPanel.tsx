import { ChevronDown, X } from '~/components/ui/icons'
import { Dialog } from 'radix-ui'
import { Accordion } from '~/components/ui/accordion'
import type { RefObject } from 'react'
import { Link, NavLink } from 'react-router'
import { useT } from '~/features/i18n/i18n'
import { useNavigation } from './use-navigation'

/**
 * The open menu of screens 768 px wide or less (Radix Dialog, its sections an Accordion, `ui/accordion`, that
 * toggles on tap); loaded by MobileNav.tsx when the page is idle or the toggle is first pressed.
 */
export function MobileNavPanel({
	open,
	onOpenChange,
	toggle,
	onGetStarted,
}: {
	open: boolean
	onOpenChange(open: boolean): void
	/** The toggle button, which gets the focus back when the menu closes. */
	toggle: RefObject<HTMLButtonElement | null>
	onGetStarted(): void
}) {
	const t = useT()
	const navigation = useNavigation()
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
				<Dialog.Content
					aria-describedby={undefined}
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						toggle.current?.focus()
					}}
					className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-white shadow-2xl"
				>
					<div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
						<Dialog.Title className="text-lg font-bold text-brand-900">{t('nav.menu')}</Dialog.Title>
						<Dialog.Close className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100">
							<X aria-hidden="true" className="size-6" />
							<span className="sr-only">{t('nav.closeMenu')}</span>
						</Dialog.Close>
					</div>
					<nav aria-label={t('frame.mainNav')} className="flex-1 px-2 py-2">
						<Accordion.Root type="single" collapsible>
							<ul>
								{navigation.map((entry) =>
									entry.kind === 'link' ? (
										<li key={entry.to}>
											<NavLink
												to={entry.to}
												end
												className="block rounded-md px-3 py-3 font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:text-brand-700"
											>
												{entry.label}
											</NavLink>
										</li>
									) : (
										<li key={entry.id}>
											<Accordion.Item value={entry.id}>
												<h3>
													<Accordion.Trigger className="group flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-semibold text-slate-800 hover:bg-brand-50">
														{entry.label}
														<ChevronDown aria-hidden="true" className="size-5 transition-transform group-aria-expanded:rotate-180" />
													</Accordion.Trigger>
												</h3>
												<Accordion.Content className="pb-2 pl-3">
													<ul>
														{entry.groups.map((group) => (
															<li key={group.to}>
																{entry.groups.length > 1 ? (
																	<Link to={group.to} className="block px-3 py-2 text-sm font-bold text-brand-800">
																		{group.label}
																	</Link>
																) : null}
																<ul className={entry.groups.length > 1 ? 'pl-3' : ''}>
																	{group.links.map((link) => (
																		<li key={link.to}>
																			<Link to={link.to} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50">
																				{link.label}
																			</Link>
																		</li>
																	))}
																</ul>
															</li>
														))}
														<li>
															<Link to={entry.overview.to} className="block rounded-md px-3 py-2 text-sm font-semibold text-brand-700">
																{entry.overview.label} →
															</Link>
														</li>
													</ul>
												</Accordion.Content>
											</Accordion.Item>
										</li>
									),
								)}
							</ul>
						</Accordion.Root>
					</nav>
					<div className="border-t border-slate-100 p-4">
						<button
							type="button"
							onClick={() => {
								onOpenChange(false)
								onGetStarted()
							}}
							className="w-full rounded-full bg-accent-500 px-5 py-3 font-bold text-brand-900 hover:bg-accent-400"
						>
							{t('header.getStarted')}
						</button>
					</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
