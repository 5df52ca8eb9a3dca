import { cloneElement, type ComponentProps, createContext, type KeyboardEvent, type ReactElement, type ReactNode, useContext, useId } from 'react'
import { stateOf, useOpenState, withClick } from './disclosure'

/**
 * Radix's single collapsible Accordion, as disclosure.tsx (same parts and props; of its markup, the
 * attributes styles, tests and assistive technology read: no `data-orientation`, which nothing reads,
 * and no state on the item, on pages that list ten questions).
 */

type AccordionValue = { value: string; setValue(value: string): void }
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
 */
function AccordionRoot({
	type: _type,
	collapsible: _collapsible,
	value: valueProp,
	defaultValue = '',
	onValueChange,
	children,
	onKeyDown,
	...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & {
	type: 'single'
	collapsible: true
	value?: string
	defaultValue?: string
	onValueChange?(value: string): void
}) {
	const [value, setValue] = useOpenState(valueProp, defaultValue, onValueChange)
	return (
		<AccordionContext value={{ value, setValue }}>
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

const triggerSelector = '[data-accordion-trigger]'

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
	const id = useId()
	const item = { open, toggle: () => accordion.setValue(open ? '' : value), triggerId: `${id}t`, contentId: `${id}c` }
	return (
		<ItemContext value={item}>
			<div {...props}>{children}</div>
		</ItemContext>
	)
}

/** The heading around a trigger: an `h3`, or with `asChild` the one heading element given. */
function AccordionHeader({ asChild, children, ...props }: ComponentProps<'h3'> & { asChild?: boolean }) {
	const { open } = useItem()
	const own = { 'data-state': stateOf(open), ...props }
	if (asChild) return cloneElement(children as ReactElement<Record<string, unknown>>, own)
	return <h3 {...own}>{children}</h3>
}

function AccordionTrigger({ onClick, ...props }: ComponentProps<'button'>) {
	const { open, toggle, triggerId, contentId } = useItem()
	return (
		<button
			type="button"
			aria-controls={contentId}
			aria-expanded={open}
			data-state={stateOf(open)}
			id={triggerId}
			data-accordion-trigger=""
			{...props}
			onClick={withClick(onClick, toggle)}
		/>
	)
}

/** A region named by its question; `hidden` while closed. `forceMount` keeps closed answers in the HTML. */
function AccordionContent({ forceMount, children, ...props }: ComponentProps<'div'> & { forceMount?: boolean; children?: ReactNode }) {
	const { open, triggerId, contentId } = useItem()
	return (
		<div data-state={stateOf(open)} role="region" aria-labelledby={triggerId} id={contentId} hidden={!open} {...props}>
			{open || forceMount ? children : null}
		</div>
	)
}

export const Accordion = { Root: AccordionRoot, Item: AccordionItem, Header: AccordionHeader, Trigger: AccordionTrigger, Content: AccordionContent }
