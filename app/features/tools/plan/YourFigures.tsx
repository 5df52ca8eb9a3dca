import { TextField } from '~/components/ui/form'
import { countryDirectory } from '~/features/countries/country-directory'
import type { PlanT } from './PlanPage'
import type { FeeField, PlanPageData, RateField } from './plan.server'
import { planLimits } from './plan-query'

const countryName = (id: string) => countryDirectory.find((country) => country.id === id)?.name ?? id

/** A field's wiring from its URL name (fx.GBP → plan-fx-GBP): the same ids on the server and in the browser. */
function metaOf(field: RateField | FeeField, error: string, limits: { min: number; max: number }) {
	const id = `plan-${field.name.replace('.', '-')}`
	return {
		id,
		name: field.name,
		errorId: `${id}-error`,
		descriptionId: `${id}-description`,
		errors: field.invalid ? [error] : undefined,
		initialValue: field.value,
		min: limits.min,
		max: limits.max,
		step: 'any',
	}
}

/**
 * The family's own figures (issue 19): today's rate for each currency the plan uses and, where the
 * guide has no single confirmed tuition, the yearly fee from an offer letter. Part of the plan's GET
 * form, so they travel in its URL; a figure out of range comes back in its field with a message.
 */
export function YourFigures({ data, t }: { data: PlanPageData; t: PlanT }) {
	if (data.rateFields.length === 0 && data.feeFields.length === 0) return null
	return (
		<fieldset className="mt-6" aria-describedby="plan-yours-intro">
			<legend className="text-lg font-bold text-brand-900">{t('plan.yours.heading')}</legend>
			<p id="plan-yours-intro" className="mt-1 max-w-3xl text-sm text-slate-600">
				{t('plan.yours.intro')}
			</p>
			<div className="mt-3 grid gap-4 md:grid-cols-3">
				{data.rateFields.map((field) => (
					<TextField
						key={field.name}
						type="number"
						inputMode="decimal"
						meta={metaOf(field, t('plan.error.rate'), planLimits.exchangeRate)}
						label={t('plan.yours.rate', { currency: field.currency })}
						hint={<RateHint field={field} t={t} />}
					/>
				))}
				{data.feeFields.map((field) => (
					<TextField
						key={field.name}
						type="number"
						inputMode="decimal"
						meta={metaOf(field, t('plan.error.fee'), planLimits.fee)}
						label={t('plan.yours.fee', { country: countryName(field.countryId), currency: field.currency })}
						hint={t('plan.yours.feeHint')}
					/>
				))}
			</div>
		</fieldset>
	)
}

function RateHint({ field, t }: { field: RateField; t: PlanT }) {
	return (
		<>
			{t('plan.yours.rateHint')}
			{field.studio ? ` ${t('plan.yours.studioRate', { rate: field.studio.rupees, date: field.studio.dateLabel })}` : null}
			{field.reference ? (
				<>
					{' '}
					<a href={field.reference.sourceUrl} target="_blank" rel="noopener noreferrer" className="note-link">
						{t('plan.yours.reference', { source: field.reference.sourceName })}
					</a>
				</>
			) : null}
		</>
	)
}
