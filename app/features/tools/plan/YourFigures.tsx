import { TextField } from '~/components/ui/form'
import { countryDirectory } from '~/features/countries/country-directory'
import type { PlanT } from './PlanPage'
import type { FeeField, PlanPageData, RateField } from './plan.server'
import { planLimits } from './plan-query'

const countryName = (id: string) => countryDirectory.find((country) => country.id === id)?.name ?? id

/** A field's id from its URL name (fx.GBP → plan-fx-GBP): the same on the server and in the browser, and a link's target. */
export const figureFieldId = (name: string, idPrefix = 'plan') => `${idPrefix}-${name.replace('.', '-')}`

/** A field's wiring from its URL name. */
function metaOf(field: RateField | FeeField, error: string, limits: { min: number; max: number }, idPrefix: string) {
	const id = figureFieldId(field.name, idPrefix)
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

/** The words a page puts around the fields: the planner's own unless the page gives its own. */
export type YourFiguresTexts = { heading: string; intro: string; feeHint: string }

/**
 * The family's own figures (issue 19): today's rate for each currency the plan uses and, where the
 * guide has no single confirmed tuition, the yearly fee from an offer letter. Part of the plan's GET
 * form, so they travel in its URL; a figure out of range comes back in its field with a message. The
 * eligibility check shows the same fields (`idPrefix` and its own `texts`), with the same URL names.
 */
export function YourFigures({
	data,
	t,
	idPrefix = 'plan',
	texts,
}: {
	data: Pick<PlanPageData, 'rateFields' | 'feeFields'>
	t: PlanT
	idPrefix?: string
	texts?: YourFiguresTexts
}) {
	if (data.rateFields.length === 0 && data.feeFields.length === 0) return null
	const introId = `${idPrefix}-yours-intro`
	return (
		<fieldset className="mt-6" aria-describedby={introId}>
			<legend className="text-lg font-bold text-brand-900">{texts?.heading ?? t('plan.yours.heading')}</legend>
			<p id={introId} className="mt-1 max-w-3xl text-sm text-slate-600">
				{texts?.intro ?? t('plan.yours.intro')}
			</p>
			<div className="mt-3 grid gap-4 md:grid-cols-3">
				{data.rateFields.map((field) => (
					<TextField
						key={field.name}
						type="number"
						inputMode="decimal"
						meta={metaOf(field, t('plan.error.rate'), planLimits.exchangeRate, idPrefix)}
						label={t('plan.yours.rate', { currency: field.currency })}
						hint={<RateHint field={field} t={t} />}
					/>
				))}
				{data.feeFields.map((field) => (
					<TextField
						key={field.name}
						type="number"
						inputMode="decimal"
						meta={metaOf(field, t('plan.error.fee'), planLimits.fee, idPrefix)}
						label={t('plan.yours.fee', { country: countryName(field.countryId), currency: field.currency })}
						hint={texts?.feeHint ?? t('plan.yours.feeHint')}
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
