import { FieldGroup, type FieldProps } from './Field'
import type { SelectOption } from './fields'
import { controlProps } from './form-meta'

/* In a module of its own: only staff pages use it, so the public pages' shared form code stays as it was. */

/**
 * Any number of a list, all in view: a fieldset named by its legend, carrying the group's invalid
 * state and messages; each option is a checkbox with its own label, sending its value when ticked.
 */
export function CheckboxGroup({
	meta,
	legend,
	hint,
	className,
	options,
}: Omit<FieldProps, 'label' | 'surface'> & { legend: FieldProps['label']; options: readonly SelectOption[] }) {
	const { 'aria-invalid': invalid, 'aria-describedby': describedBy, form, name } = controlProps(meta, { hint: Boolean(hint) })
	const ticked = Array.isArray(meta.initialValue) ? meta.initialValue : typeof meta.initialValue === 'string' ? [meta.initialValue] : []
	return (
		<FieldGroup meta={meta} legend={legend} hint={hint} className={className} id={meta.id} aria-invalid={invalid} aria-describedby={describedBy}>
			<div className="mt-2 space-y-2">
				{options.map((option, index) => (
					<div key={option.value} className="form-option">
						<input
							type="checkbox"
							id={`${meta.id}-${index}`}
							name={name}
							form={form}
							value={option.value}
							defaultChecked={ticked.includes(option.value)}
							// eslint-disable-next-line jsx-a11y/no-autofocus -- see controlProps: focus goes to the field that needs fixing
							autoFocus={index === 0 && invalid ? true : undefined}
							className="form-checkbox"
						/>
						<label htmlFor={`${meta.id}-${index}`} className="form-option-label">
							{option.label}
						</label>
					</div>
				))}
			</div>
		</FieldGroup>
	)
}
