import { cloneElement, type ComponentProps, createContext, type KeyboardEvent, type ReactElement, type ReactNode, useContext, useId } from 'react'
import { useOpenState, withClick } from './disclosure'

/**
 * Radix's single collapsible Accordion, as disclosure.tsx (same parts and props), with only the
 * markup that assistive technology and tests read, since pages list ten questions: the trigger's
 * `aria-expanded` and `aria-controls`, the answer's region named by its trigger and `hidden` while
 * closed. Styles read those too (no `data-state`, `data-orientation` or heading part: the heading
 * around a trigger is a plain `h3`).
 */

type AccordionValue = { value: string; setValue(value: string): void; idPrefix: string }
const AccordionContext = createContext<AccordionValue | null>(null)
type ItemValue = { open: boolean; toggle(): void; triggerId: string; contentId: string }
const ItemContext = createContext<ItemValue | null>(null)

function useItem() {
	const value = useContext(ItemContext)
	if (!value) throw new Error('Accordion parts must be inside Accordion.Item')
	return value
}

/**
 * One item open at a time; pressing the open one closes it (SPEC.md section 4: Radix's
 * `type="single" collapsible`). Up and Down arrows, Home and End move between the questions.
 * Each item's trigger is `${idPrefix}-${value}` and its answer `${idPrefix}-${value}-a`: a short
 * prefix unique in the page (a question list's, `faq`) keeps them shorter than useId's.
 */
function AccordionRoot({
	type: _type,
	collapsible: _collapsible,
	value: valueProp,
	defaultValue = '',
	onValueChange,
	idPrefix,
	children,
	onKeyDown,
	...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & {
	type: 'single'
	collapsible: true
	value?: string
	defaultValue?: string
	onValueChange?(value: string): void
	idPrefix?: string
}) {
	const [value, setValue] = useOpenState(valueProp, defaultValue, onValueChange)
	const ownId = useId()
	return (
		<AccordionContext value={{ value, setValue, idPrefix: idPrefix ?? ownId }}>
			{/* The root listens for the arrow keys on behalf of its triggers (buttons). */}
			{/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
			<div
				data-accordion=""
				{...props}
				onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
					onKeyDown?.(event)
					moveBetweenTriggers(event)
				}}
			>
				{children}
			</div>
		</AccordionContext>
	)
}

/** A trigger is the one button with `aria-expanded` in its item (the answers hold none). */
const triggerSelector = 'button[aria-expanded]'

function moveBetweenTriggers(event: KeyboardEvent<HTMLDivElement>) {
	const target = event.target as HTMLElement
	if (event.defaultPrevented || !target.matches(triggerSelector) || target.closest('[data-accordion]') !== event.currentTarget) return
	const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(triggerSelector)].filter(
		(trigger) => trigger.closest('[data-accordion]') === event.currentTarget,
	)
	const at = triggers.indexOf(target as HTMLButtonElement)
	const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[event.key]
	if (next === undefined) return
	event.preventDefault()
	triggers[(next + triggers.length) % triggers.length]?.focus()
}

function AccordionItem({ value, children, ...props }: ComponentProps<'div'> & { value: string }) {
	const accordion = useContext(AccordionContext)
	if (!accordion) throw new Error('Accordion.Item must be inside Accordion.Root')
	const open = accordion.value === value
	const triggerId = `${accordion.idPrefix}-${value}`
	const item = { open, toggle: () => accordion.setValue(open ? '' : value), triggerId, contentId: `${triggerId}-a` }
	return (
		<ItemContext value={item}>
			<div {...props}>{children}</div>
		</ItemContext>
	)
}

/** What a part gives the one element it is drawn as, with `asChild` (an island, say). */
type AsChild = { asChild: true; children: ReactElement<Record<string, unknown>> }

/** A button, or with `asChild` the one element given (its own click handler is replaced). */
function AccordionTrigger({ onClick, asChild, children, ...props }: (ComponentProps<'button'> & { asChild?: false }) | (Omit<ComponentProps<'button'>, 'children'> & AsChild)) {
	const { open, toggle, triggerId, contentId } = useItem()
	const own = { type: 'button' as const, 'aria-controls': contentId, 'aria-expanded': open, id: triggerId, ...props, onClick: withClick(onClick, toggle) }
	if (asChild) return cloneElement(children, own)
	return <button {...own}>{children}</button>
}

/**
 * A region named by its trigger; `hidden` while closed. Its content is drawn once open; with
 * `asChild` the region is the one element given, always drawn, so closed answers stay in the
 * server's HTML (for search engines).
 */
function AccordionContent({ asChild, children, ...props }: (ComponentProps<'div'> & { asChild?: false; children?: ReactNode }) | (Omit<ComponentProps<'div'>, 'children'> & AsChild)) {
	const { open, triggerId, contentId } = useItem()
	const own = { role: 'region', 'aria-labelledby': triggerId, id: contentId, hidden: !open, ...props }
	if (asChild) return cloneElement(children, own)
	return <div {...own}>{open ? children : null}</div>
}

export const Accordion = { Root: AccordionRoot, Item: AccordionItem, Trigger: AccordionTrigger, Content: AccordionContent }
