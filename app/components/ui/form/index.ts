/*
 * The site's form components and the one form contract (docs/decisions/011-one-form-contract.md).
 * Nothing here imports zod or Conform's runtime: the public pages' first load may use all of it.
 */
export { controlClass, Field, FieldErrors, FieldGroup, type FieldProps, inlineControlClass, type Surface } from './Field'
export { CheckboxGroup } from './CheckboxGroup'
export { CheckboxField, FileField, HiddenField, RadioGroup, type SelectOption, SelectField, TextAreaField, TextField } from './fields'
export {
	controlProps,
	type FieldConstraint,
	type FieldMeta,
	type FormConstraint,
	formFailure,
	type FormMeta,
	formMessages,
	formProps,
	type FormResult,
	initialText,
	succeeded,
} from './form-meta'
export { FormError, FormStatus } from './FormMessages'
export { SubmitButton } from './SubmitButton'
export { useServerForm } from './use-server-form'
