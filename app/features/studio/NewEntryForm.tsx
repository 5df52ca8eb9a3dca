import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { FormError, type FormResult, SubmitButton, TextField } from '~/components/ui/form'
import { newEntrySchema } from './studio-schema'

export const newEntryFormId = 'content-new-entry'

/** Starts a new entry of a type under a key (its address on the site), then opens its editor. */
export function NewEntryForm({ label, publicPathExample, result }: { label: string; publicPathExample: string | null; result: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = useForm<{ intent: 'create'; key: string }>({
		id: newEntryFormId,
		lastResult: result?.formId === newEntryFormId ? result : undefined,
		constraint: getZodConstraint(newEntrySchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: newEntrySchema }),
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} aria-labelledby="new-entry" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
			<h2 id="new-entry" className="text-xl font-bold text-brand-900">
				New {label.toLowerCase()}
			</h2>
			<input type="hidden" name="intent" value="create" />
			<div className="mt-3 flex flex-wrap items-end gap-3">
				<TextField
					meta={fields.key}
					label="Key"
					hint={`${publicPathExample ? `Its address on the site, such as ${publicPathExample}` : 'A short name that tells it apart'}: lowercase letters, digits and hyphens. It cannot change later.`}
					className="min-w-60 flex-1"
					autoComplete="off"
					spellCheck={false}
				/>
				<SubmitButton pending={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create'} pendingText="Creating…">
					Create
				</SubmitButton>
			</div>
			<FormError form={form} />
		</Form>
	)
}
