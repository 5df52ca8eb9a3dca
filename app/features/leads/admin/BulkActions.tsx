import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { useHydrated } from '~/lib/use-hydrated'
import { FormError, formProps, type FormResult, FormStatus, SelectField, SubmitButton, succeeded } from '~/components/ui/form'
import type { StaffMember } from './inbox.server'
import { leadStatusLabels } from './inbox-schema'
import { BULK_NOBODY, bulkActionConstraint, bulkActionSchema, bulkStatuses } from './lead-settings-schema'

export const BULK_FORM_ID = 'bulk-actions'

/**
 * What to do with the leads ticked in the list (each row's box belongs to this form through its
 * `form` attribute): assign them or set their status. The button pressed says which; it works
 * without JavaScript, the page coming back with the message and the list as it now is.
 */
export function BulkActionsForm({ staff, result }: { staff: StaffMember[]; result: FormResult | undefined }) {
	const navigation = useNavigation()
	const pending = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const [form, fields] = useForm({
		id: BULK_FORM_ID,
		lastResult: result,
		constraint: bulkActionConstraint,
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: bulkActionSchema }),
	})
	return (
		<Form method="post" action="/admin" {...formProps(form)} aria-labelledby="bulk-actions-title" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4">
			<h2 id="bulk-actions-title" className="font-bold text-brand-900">
				With the selected leads
			</h2>
			<div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_1fr_auto] lg:items-end">
				<SelectField
					meta={fields.assigneeId}
					label="Assign to"
					placeholder="Choose a counsellor"
					options={[...staff.map((member) => ({ value: member.id, label: member.name || member.email })), { value: BULK_NOBODY, label: 'Nobody (unassign)' }]}
				/>
				<SubmitButton name="intent" value="bulk-assign" pending={pending('bulk-assign')} pendingText="Assigning…">
					Assign selected
				</SubmitButton>
				<SelectField meta={fields.status} label="Set status to" placeholder="Choose a status" options={bulkStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))} />
				<SubmitButton name="intent" value="bulk-status" variant="secondary" pending={pending('bulk-status')} pendingText="Saving…">
					Set status of selected
				</SubmitButton>
			</div>
			<FormError form={form} className="mt-3" />
			<FormStatus className="mt-3">{succeeded(result) ? result.message : ''}</FormStatus>
		</Form>
	)
}

/** A row's box: ticks the lead for the bulk form, named after the lead for screen readers. */
export function SelectLeadCheckbox({ id, name }: { id: string; name: string }) {
	return (
		<label className="inline-flex items-center p-1">
			<input type="checkbox" name="ids" value={id} form={BULK_FORM_ID} className="size-5 rounded border-slate-400 accent-brand-700" />
			<span className="sr-only">Select {name}</span>
		</label>
	)
}

/** The list's header box: ticks or clears every row's box. It needs JavaScript, so it shows only once the page has it. */
export function SelectAllLeadsCheckbox() {
	const hydrated = useHydrated()
	if (!hydrated) return <span className="sr-only">Select</span>
	return (
		<label className="inline-flex items-center p-1">
			<input
				type="checkbox"
				className="size-5 rounded border-slate-400 accent-brand-700"
				onChange={(event) => {
					for (const box of document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="ids"][form="${BULK_FORM_ID}"]`)) box.checked = event.currentTarget.checked
				}}
			/>
			<span className="sr-only">Select all leads on this page</span>
		</label>
	)
}
