import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { FormError, formProps, type FormResult, FormStatus, HiddenField, SelectField, SubmitButton, succeeded, TextAreaField, TextField } from '~/components/ui/form'
import { factFormConstraint, factFormSchema, figureText, type FactRecord } from './fact-schema'

/** What the editor shows and edits of a stored fact. */
type EditableFact = Omit<FactRecord, 'countryId' | 'key' | 'updatedByName' | 'updatedAt'>

const statusOptions = [
	{ value: 'confirmed', label: 'Confirmed against the official source' },
	{ value: 'unconfirmed', label: 'Unconfirmed: the guide says “check the current amount”' },
] as const

/** One fact: the figure, its as-of date and official source, when it was checked. Saved from the version opened. */
export function FactEditor({ fact, result }: { fact: EditableFact; result: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'fact-editor',
		lastResult: result,
		defaultValue: {
			version: String(fact.version),
			label: fact.label,
			figure: figureText(fact.value),
			currency: fact.currency ?? '',
			unit: fact.unit ?? '',
			asOf: fact.asOf,
			sourceName: fact.sourceName,
			sourceUrl: fact.sourceUrl,
			checkedOn: fact.checkedOn,
			status: fact.status,
			note: fact.note ?? '',
		},
		constraint: factFormConstraint,
		// Checked on submit, then again as the editor types: a message that went on blur would move the
		// Save button between press and release, and the click would be lost.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: factFormSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} className="max-w-3xl space-y-5 rounded-2xl border border-slate-200 bg-white p-6">
			<HiddenField meta={fields.version} />
			<TextField meta={fields.label} label="What the figure is" />
			<div className="grid gap-5 sm:grid-cols-3">
				<TextField
					meta={fields.figure}
					label="Figure"
					hint="A number (1529), a range (15000 – 38000) or a short phrase. Empty only while unconfirmed."
					className="sm:col-span-2"
				/>
				<TextField meta={fields.currency} label="Currency" hint="Three letters, e.g. GBP; empty if not money." autoCapitalize="characters" />
			</div>
			<TextField meta={fields.unit} label="Per" hint="What the amount is for, e.g. month, year, application." />
			<div className="grid gap-5 sm:grid-cols-2">
				<TextField meta={fields.asOf} type="date" label="As of" hint="The date the figure took effect or was published." />
				<TextField meta={fields.checkedOn} type="date" label="Checked on" hint="The date you checked it against the source." />
			</div>
			<div className="grid gap-5 sm:grid-cols-2">
				<TextField meta={fields.sourceName} label="Official source" hint="Shown on the guide, e.g. GOV.UK." />
				<TextField meta={fields.sourceUrl} type="url" label="Source address" hint="The official page, https." />
			</div>
			<SelectField meta={fields.status} label="Status" options={statusOptions} />
			<TextAreaField meta={fields.note} label="Note for reviewers" hint="What changed and why; not shown on the guide." rows={3} />
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton pending={navigation.state === 'submitting'} pendingText="Saving…">
				Save fact
			</SubmitButton>
		</Form>
	)
}
