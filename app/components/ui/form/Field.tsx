import type { FieldsetHTMLAttributes, ReactNode } from 'react'
import { useMessage } from '~/features/i18n/i18n'
import type { FieldMeta } from './form-meta'

/** Where a form sits: on the page's white (light) or on a dark band such as the footer. */
export type Surface = 'light' | 'dark'

export type FieldProps = {
	meta: FieldMeta
	label: ReactNode
	/** Said under the label, and read with the control (aria-describedby). */
	hint?: ReactNode
	className?: string
	surface?: Surface
}

const labelClass: Record<Surface, string> = {
	light: 'form-label',
	dark: 'block text-sm font-medium text-white',
}
const hintClass: Record<Surface, string> = {
	light: 'mt-0.5 text-xs text-slate-600',
	dark: 'mt-0.5 text-xs text-brand-100',
}
const errorClass: Record<Surface, string> = {
	light: 'mt-1 text-sm font-medium text-red-700',
	dark: 'mt-1 text-sm font-medium text-accent-400',
}

// app.css: the control's look is one short class, as a form page carries many controls.
const controlLook = 'form-control'

/** The one look of a text input, select or text area, under its label. */
export const controlClass = `mt-1 w-full ${controlLook}`

/** The same look for a control that shares its line with a button (a search box, the newsletter box). */
export const inlineControlClass = `min-w-0 flex-1 ${controlLook}`

/**
 * A field: its visible label, its hint, the control (children, given controlProps(meta)) and,
 * under it, what is wrong with it. Every field component is built on this; a form with a layout
 * of its own (a button beside the input) uses it directly.
 */
export function Field({ meta, label, hint, className, surface = 'light', children }: FieldProps & { children: ReactNode }) {
	return (
		<div className={className}>
			<label htmlFor={meta.id} className={labelClass[surface]}>
				{label}
			</label>
			<FieldHint meta={meta} hint={hint} surface={surface} />
			{children}
			<FieldErrors meta={meta} surface={surface} />
		</div>
	)
}

/**
 * Fields that belong together under one legend (a radio group, the language versions of one text,
 * a date in parts). Given `meta`, it says what is wrong with the group as a whole.
 */
export function FieldGroup({
	meta,
	legend,
	hint,
	className,
	surface = 'light',
	children,
	...fieldset
}: Omit<FieldProps, 'meta' | 'label'> & { meta?: FieldMeta; legend: ReactNode; children: ReactNode } & Pick<
		FieldsetHTMLAttributes<HTMLFieldSetElement>,
		'role' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'id'
	>) {
	return (
		<fieldset className={className} {...fieldset}>
			<legend className={labelClass[surface]}>{legend}</legend>
			{meta ? <FieldHint meta={meta} hint={hint} surface={surface} /> : hint ? <p className={hintClass[surface]}>{hint}</p> : null}
			{children}
			{meta ? <FieldErrors meta={meta} surface={surface} /> : null}
		</fieldset>
	)
}

function FieldHint({ meta, hint, surface }: { meta: FieldMeta; hint: ReactNode; surface: Surface }) {
	if (!hint) return null
	return (
		<p id={meta.descriptionId} className={hintClass[surface]}>
			{hint}
		</p>
	)
}

/** The field's messages, under it; only there while it has some, so it is described by them only then. */
export function FieldErrors({ meta, surface = 'light' }: { meta: FieldMeta; surface?: Surface }) {
	const say = useMessage()
	if (!meta.errors?.length) return null
	return (
		<div id={meta.errorId} className={errorClass[surface]}>
			{meta.errors.map((message) => (
				<p key={message}>{say(message)}</p>
			))}
		</div>
	)
}
