import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { FieldGroup, FormError, formProps, type FormResult, FormStatus, HiddenField, SubmitButton, succeeded, TextField } from '~/components/ui/form'
import { exchangeRatesFormSchema } from './fact-schema'

export type EditableRate = { currency: string; rate: number | null; rateDate: string | null; sourceName: string; sourceUrl: string; version: number }

/**
 * The exchange-rate table: rupees for one unit of each currency the guides use, with the date it
 * was published for and its source. A currency left without a rate shows no rupee amount.
 */
export function ExchangeRatesEditor({ rates, result }: { rates: EditableRate[]; result: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'exchange-rates',
		lastResult: result,
		defaultValue: {
			rates: rates.map((rate) => ({
				currency: rate.currency,
				version: String(rate.version),
				rate: rate.rate === null ? '' : String(rate.rate),
				rateDate: rate.rateDate ?? '',
				sourceName: rate.sourceName,
				sourceUrl: rate.sourceUrl,
			})),
		},
		// Checked on submit, then again as the editor types: a message that went on blur would move the
		// Save button between press and release, and the click would be lost.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: exchangeRatesFormSchema }),
	})
	const rows = fields.rates.getFieldList()
	return (
		<Form method="post" {...formProps(form)} className="max-w-4xl space-y-5">
			{rows.map((row, i) => {
				const cells = row.getFieldset()
				const currency = rates[i]?.currency ?? ''
				return (
					<FieldGroup key={row.key} legend={currency} className="rounded-2xl border border-slate-200 bg-white p-5">
						<HiddenField meta={cells.currency} />
						<HiddenField meta={cells.version} />
						<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
							<TextField meta={cells.rate} type="number" step="0.0001" min="0" label={`Rupees for 1 ${currency}`} inputMode="decimal" />
							<TextField meta={cells.rateDate} type="date" label={`Date of the ${currency} rate`} />
							<TextField meta={cells.sourceName} label={`Source of the ${currency} rate`} />
							<TextField meta={cells.sourceUrl} type="url" label={`Address of the ${currency} source`} />
						</div>
					</FieldGroup>
				)
			})}
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton pending={navigation.state === 'submitting'} pendingText="Saving…">
				Save exchange rates
			</SubmitButton>
		</Form>
	)
}
