import { FieldGroup, type FieldProps } from './Field'
import type { SelectOption } from './fields'
import { controlProps } from './form-meta'

/* In a module of its own: only staff pages use it, so the public pages' shared form code stays as it was. */

/**
 * Any number of a list, all in view: a fieldset named by its legend, carrying the group's invalid
 * state and messages; each option is a checkbox inside its own label, sending its value when ticked.
 * Written as RadioGroup's options are (.form-choices, no `form`: every group sits inside its form).
 */
export function CheckboxGroup({
	meta,
	legend,
	hint,
	className,
	options,
}: Omit<FieldProps, 'label' | 'surface'> & { legend: FieldProps['label']; options: readonly SelectOption[] }) {
	const { 'aria-invalid': invalid, 'aria-describedby': describedBy, name } = controlProps(meta, { hint: Boolean(hint) })
	const ticked = Array.isArray(meta.initialValue) ? meta.initialValue : typeof meta.initialValue === 'string' ? [meta.initialValue] : []
	return (
		<FieldGroup meta={meta} legend={legend} hint={hint} className={className} id={meta.id} aria-invalid={invalid} aria-describedby={describedBy}>
			<div className="form-choices">
				{options.map((option, index) => (
					<label key={option.value}>
						<input
							type="checkbox"
							name={name}
							value={option.value}
							defaultChecked={ticked.includes(option.value)}
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
