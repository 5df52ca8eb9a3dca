import {
	cloneElement,
	type ComponentProps,
	createContext,
	type FocusEvent,
	type KeyboardEvent,
	type MouseEvent,
	type ReactElement,
	useContext,
	useId,
} from 'react'
import { useOpenState } from './disclosure'

/**
 * Tabs with the parts, props and markup of Radix's Tabs as the country guides use them
 * (horizontal, activation on focus, roving focus: Left and Right arrows, Home and End move between
 * the tabs and choose them): Radix's copy, with its roving focus, collection, presence and slot
 * code, was 8.6 KB gzip of a guide's first load (docs/performance.md, "Radix out of the first load").
 */

type TabsValue = { value: string; choose(value: string): void; baseId: string }
const TabsContext = createContext<TabsValue | null>(null)

function useTabs() {
	const value = useContext(TabsContext)
	if (!value) throw new Error('Tabs parts must be inside Tabs.Root')
	return value
}

const horizontal = { 'data-orientation': 'horizontal' } as const
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`

function TabsRoot({
	value: valueProp,
	defaultValue = '',
	onValueChange,
	activationMode: _activationMode,
	...props
}: Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
	value?: string
	defaultValue?: string
	onValueChange?(value: string): void
	/** Only 'automatic' (a tab is chosen when it gets the focus), as the guides use it. */
	activationMode?: 'automatic'
}) {
	const [value, choose] = useOpenState(valueProp, defaultValue, onValueChange)
	const baseId = useId()
	return (
		<TabsContext value={{ value, choose: (next) => next !== value && choose(next), baseId }}>
			<div dir="ltr" {...horizontal} {...props} />
		</TabsContext>
	)
}

const triggerSelector = '[data-tabs-trigger]'
const moves: Record<string, (at: number, count: number) => number> = {
	ArrowRight: (at, count) => (at + 1) % count,
	ArrowLeft: (at, count) => (at - 1 + count) % count,
	Home: () => 0,
	PageUp: () => 0,
	End: (_at, count) => count - 1,
	PageDown: (_at, count) => count - 1,
}

function TabsList({ onKeyDown, ...props }: ComponentProps<'div'>) {
	return (
		// The tabs in it take the focus (one at a time, roving), not the list: the WAI tabs pattern.
		// eslint-disable-next-line jsx-a11y/interactive-supports-focus
		<div
			role="tablist"
			aria-orientation="horizontal"
			{...horizontal}
			{...props}
			onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
				onKeyDown?.(event)
				const move = moves[event.key]
				const target = event.target as HTMLElement
				if (!move || event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey || !target.matches(triggerSelector)) return
				const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>(triggerSelector)]
				event.preventDefault()
				// Focus chooses the tab (activation on focus).
				triggers[move(triggers.indexOf(target), triggers.length)]?.focus()
			}}
		/>
	)
}

function compose<E extends { defaultPrevented: boolean }>(own: ((event: E) => void) | undefined, then: (event: E) => void) {
	return (event: E) => {
		own?.(event)
		if (!event.defaultPrevented) then(event)
	}
}

/** A tab: a button, or with `asChild` the one element given (the guides' links), with the tab's role and state. */
function TabsTrigger({
	value,
	asChild,
	children,
	className,
	onMouseDown,
	onKeyDown,
	onFocus,
	...props
}: ComponentProps<'button'> & { value: string; asChild?: boolean }) {
	const tabs = useTabs()
	const selected = tabs.value === value
	const own = {
		type: 'button' as const,
		role: 'tab',
		'aria-selected': selected,
		'aria-controls': contentId(tabs.baseId, value),
		'data-state': selected ? 'active' : 'inactive',
		...horizontal,
		id: triggerId(tabs.baseId, value),
		tabIndex: selected ? 0 : -1,
		'data-tabs-trigger': '',
		...props,
		onMouseDown: compose(onMouseDown, (event: MouseEvent) => {
			// As Radix: a plain left press chooses the tab; other presses do not take the focus.
			if (event.button === 0 && !event.ctrlKey) tabs.choose(value)
			else event.preventDefault()
		}),
		onKeyDown: compose(onKeyDown, (event: KeyboardEvent) => {
			if (event.key === 'Enter' || event.key === ' ') tabs.choose(value)
		}),
		onFocus: compose(onFocus, (_event: FocusEvent) => tabs.choose(value)),
	}
	if (asChild) {
		const child = children as ReactElement<{ className?: string }>
		return cloneElement(child, { ...own, className: [className, child.props.className].filter(Boolean).join(' ') || undefined })
	}
	return (
		<button {...own} className={className}>
			{children}
		</button>
	)
}

/** A tab's panel, named by its tab; `hidden` while another is chosen. `forceMount` keeps it in the HTML. */
function TabsContent({ value, forceMount, children, ...props }: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
	const tabs = useTabs()
	const selected = tabs.value === value
	return (
		<div
			data-state={selected ? 'active' : 'inactive'}
			{...horizontal}
			role="tabpanel"
			aria-labelledby={triggerId(tabs.baseId, value)}
			hidden={!selected}
			id={contentId(tabs.baseId, value)}
			tabIndex={0}
			{...props}
		>
			{selected || forceMount ? children : null}
		</div>
	)
}

export const Tabs = { Root: TabsRoot, List: TabsList, Trigger: TabsTrigger, Content: TabsContent }
