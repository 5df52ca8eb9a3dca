import { type ComponentProps, createContext, type MouseEvent, useContext, useId, useState } from 'react'

/**
 * The site's disclosures (decision 003): a button with aria-expanded that shows and hides a panel.
 * Same parts, props and markup (data-state, ids) as Radix's Collapsible (accordion.tsx, its single
 * collapsible Accordion, keeps only the ARIA markup), which they replace on public pages: Radix's copies, with their
 * shared collection, presence and slot code, were in every page's first download for what is a
 * button and a `hidden` attribute (with Radix's dialog, now loaded when idle, /about's first load
 * went 152.7 → 135.0 KB gzip: docs/performance.md, "Radix out of the first load").
 */

type State = 'open' | 'closed'
export const stateOf = (open: boolean): State => (open ? 'open' : 'closed')

/** Controlled (`open` with `onOpenChange`) or not (`defaultOpen`). */
export function useOpenState<T>(value: T | undefined, defaultValue: T, onChange: ((next: T) => void) | undefined) {
	const [own, setOwn] = useState(defaultValue)
	const current = value === undefined ? own : value
	const set = (next: T) => {
		if (value === undefined) setOwn(next)
		onChange?.(next)
	}
	return [current, set] as const
}

export function withClick<E extends MouseEvent>(own: ((event: E) => void) | undefined, then: () => void) {
	return (event: E) => {
		own?.(event)
		if (!event.defaultPrevented) then()
	}
}

type CollapsibleValue = { open: boolean; toggle(): void; contentId: string }
const CollapsibleContext = createContext<CollapsibleValue | null>(null)

function useCollapsible() {
	const value = useContext(CollapsibleContext)
	if (!value) throw new Error('Collapsible parts must be inside Collapsible.Root')
	return value
}

function CollapsibleRoot({
	open: openProp,
	defaultOpen = false,
	onOpenChange,
	children,
	...props
}: Omit<ComponentProps<'div'>, 'onChange'> & { open?: boolean; defaultOpen?: boolean; onOpenChange?(open: boolean): void }) {
	const [open, setOpen] = useOpenState(openProp, defaultOpen, onOpenChange)
	const contentId = useId()
	return (
		<CollapsibleContext value={{ open, toggle: () => setOpen(!open), contentId }}>
			<div data-state={stateOf(open)} {...props}>
				{children}
			</div>
		</CollapsibleContext>
	)
}

function CollapsibleTrigger({ onClick, ...props }: ComponentProps<'button'>) {
	const { open, toggle, contentId } = useCollapsible()
	return <button type="button" aria-controls={contentId} aria-expanded={open} data-state={stateOf(open)} {...props} onClick={withClick(onClick, toggle)} />
}

/** Closed, the panel is an empty element with `hidden` (its content is drawn once open), unless `forceMount`. */
function CollapsibleContent({ forceMount, children, ...props }: ComponentProps<'div'> & { forceMount?: boolean }) {
	const { open, contentId } = useCollapsible()
	return (
		<div data-state={stateOf(open)} id={contentId} hidden={!open} {...props}>
			{open || forceMount ? children : null}
		</div>
	)
}

export const Collapsible = { Root: CollapsibleRoot, Trigger: CollapsibleTrigger, Content: CollapsibleContent }
