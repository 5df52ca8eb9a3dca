import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { controlClass, Field, FieldErrors, FieldGroup, type FieldProps } from './Field'
import { controlProps, type FieldMeta, initialText } from './form-meta'

/*
 * The field components. Each takes the field's metadata (`meta`: from Conform's useForm or from
 * useServerForm), a visible label and an optional hint; name, id, first value, constraints and the
 * aria wiring come from the metadata, so a form never restates them. Other attributes (autoComplete,
 * inputMode, placeholder, rows, onChange...) pass through to the control.
 */

/** Attributes the metadata decides, so a caller cannot set them by mistake. */
type Decided = 'id' | 'name' | 'form' | 'required' | 'defaultValue' | 'defaultChecked' | 'aria-invalid' | 'aria-describedby'

type TextType = 'text' | 'email' | 'tel' | 'password' | 'number' | 'date' | 'datetime-local' | 'time' | 'url' | 'search'

/** A one-line input: text, email, tel, password, number, date, url, search. A password never shows a value sent back. */
export function TextField({
	meta,
	label,
	hint,
	className,
	surface,
	type = 'text',
	...input
}: FieldProps & { type?: TextType } & Omit<InputHTMLAttributes<HTMLInputElement>, Decided | 'type'>) {
	return (
		<Field meta={meta} label={label} hint={hint} className={className} surface={surface}>
			<input
				{...controlProps(meta, { hint: Boolean(hint) })}
				type={type}
				defaultValue={type === 'password' || input.value !== undefined ? undefined : initialText(meta)}
				minLength={meta.minLength}
				maxLength={meta.maxLength}
				min={meta.min}
				max={meta.max}
				step={meta.step}
				pattern={meta.pattern}
				className={controlClass}
				{...input}
			/>
		</Field>
	)
}

/** Several lines of text. */
export function TextAreaField({
	meta,
	label,
	hint,
	className,
	surface,
	rows = 4,
	...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Decided>) {
	return (
		<Field meta={meta} label={label} hint={hint} className={className} surface={surface}>
			<textarea
				{...controlProps(meta, { hint: Boolean(hint) })}
				rows={rows}
				defaultValue={textarea.value !== undefined ? undefined : initialText(meta)}
				minLength={meta.minLength}
				maxLength={meta.maxLength}
				className={controlClass}
				{...textarea}
			/>
		</Field>
	)
}

export type SelectOption = { value: string; label: string }

/**
 * A choice from a list. `placeholder` is a first option that cannot be chosen back ("Choose a
 * course"): while it shows, the form sends no value for the field, which the schema reads as missing.
 */
export function SelectField({
	meta,
	label,
	hint,
	className,
	surface,
	options,
	placeholder,
	...select
}: FieldProps & { options: readonly SelectOption[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, Decided | 'children'>) {
	return (
		<Field meta={meta} label={label} hint={hint} className={className} surface={surface}>
			<select
				{...controlProps(meta, { hint: Boolean(hint) })}
				defaultValue={select.value !== undefined ? undefined : (initialText(meta) ?? (placeholder !== undefined ? '' : undefined))}
				className={controlClass}
				{...select}
			>
				{placeholder !== undefined ? (
					<option value="" disabled>
						{placeholder}
					</option>
				) : null}
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</Field>
	)
}

/** One box to tick; the label follows it. Sends `value` ('on' unless given) when ticked, nothing otherwise. */
export function CheckboxField({
	meta,
	label,
	hint,
	className,
	value = 'on',
	...input
}: Omit<FieldProps, 'surface'> & Omit<InputHTMLAttributes<HTMLInputElement>, Decided | 'type' | 'value'> & { value?: string }) {
	const checked = meta.initialValue === value || meta.initialValue === true || (Array.isArray(meta.initialValue) && meta.initialValue.includes(value))
	return (
		<div className={className}>
			<div className="flex items-start gap-3">
				<input
					{...controlProps(meta, { hint: Boolean(hint) })}
					type="checkbox"
					value={value}
					defaultChecked={input.checked !== undefined ? undefined : checked}
					className="form-checkbox mt-0.5"
					{...input}
				/>
				<div>
					<label htmlFor={meta.id} className="form-option-label">
						{label}
					</label>
					{hint ? (
						<p id={meta.descriptionId} className="text-xs text-slate-600">
							{hint}
						</p>
					) : null}
				</div>
			</div>
			<div className="pl-8">
				<FieldErrors meta={meta} />
			</div>
		</div>
	)
}

/**
 * One choice of a few, all in view: a fieldset named by its legend (role radiogroup), which carries
 * the group's invalid state and messages; each option is a radio inside its own label. A radio's
 * attributes are written per option (a day's free times are many), so what the group can say once
 * is said once: the look by the group's class (.form-choices), `required` on the first radio (it
 * makes the whole group required), and no `form` (every group sits inside its form).
 */
export function RadioGroup({
	meta,
	legend,
	hint,
	className,
	options,
}: Omit<FieldProps, 'label' | 'surface'> & { legend: FieldProps['label']; options: readonly SelectOption[] }) {
	const { 'aria-invalid': invalid, 'aria-describedby': describedBy, required, name } = controlProps(meta, { hint: Boolean(hint) })
	const chosen = initialText(meta)
	return (
		<FieldGroup meta={meta} legend={legend} hint={hint} className={className} role="radiogroup" id={meta.id} aria-invalid={invalid} aria-describedby={describedBy} aria-required={required}>
			<div className="form-choices">
				{options.map((option, index) => (
					<label key={option.value}>
						<input
							type="radio"
							name={name}
							value={option.value}
							required={index === 0 ? required : undefined}
							defaultChecked={chosen === option.value}
							// The first radio takes the focus the group is given when it is invalid.
							// eslint-disable-next-line jsx-a11y/no-autofocus -- see controlProps: focus goes to the field that needs fixing
							autoFocus={index === 0 && invalid ? true : undefined}
						/>
						{option.label}
					</label>
				))}
			</div>
		</FieldGroup>
	)
}

/** A file to send (the form posts as multipart/form-data). A file is never sent back: after a refusal the field is empty again. */
export function FileField({
	meta,
	label,
	hint,
	className,
	surface,
	...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, Decided | 'type' | 'value'>) {
	return (
		<Field meta={meta} label={label} hint={hint} className={className} surface={surface}>
			<input {...controlProps(meta, { hint: Boolean(hint) })} type="file" className={controlClass} {...input} />
		</Field>
	)
}

/** A value the form sends without showing it (a version number, a key). Its messages show at the form's level. */
export function HiddenField({ meta, value }: { meta: FieldMeta; value?: string }) {
	return <input type="hidden" name={meta.name} form={meta.formId} value={value ?? initialText(meta) ?? ''} />
}

