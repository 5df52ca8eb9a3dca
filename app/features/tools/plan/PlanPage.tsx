import { Form, Link } from 'react-router'
import { controlClass } from '~/components/ui/form'
import { buttonClass } from '~/components/ui/button'
import { countryDirectory, shownCountryName } from '~/features/countries/country-directory'
import { FactNote, UnconfirmedFact } from './FactNote'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'
import { type Locale, localizedPath } from '~/features/i18n/locales'
import { useHydrated } from '~/lib/use-hydrated'
import type { PlanMessageKey } from './catalogue/en'
import type { CountryPlan, PlanAmounts, PlanEntry, PlanLine, YourRate } from './plan-costs'
import type { PlanLeadResult, PlanPageData } from './plan.server'
import { cityTypes, PLAN_MAX_COUNTRIES, planLevels, planLimits } from './plan-query'
import { PlanLeadForm } from './PlanLeadForm'
import { YourFigures } from './YourFigures'

export type PlanT = (key: PlanMessageKey, values?: Record<string, unknown>) => string


/**
 * The cost and funding planner (issue 19, item 1): a GET form, so every input is in the URL and a
 * plan can be shared or printed; the figures are worked out on the server from the guides' facts.
 */
export function PlanPage({ data, locale, result }: { data: PlanPageData; locale: Locale; result: PlanLeadResult | undefined }) {
	const t: PlanT = translatorOf<PlanMessageKey>({ locale, messages: data.messages })
	const { query } = data
	return (
		<PageMessages messages={data.factNotes}>
			<header className="bg-gradient-to-b from-brand-50 to-white print:bg-none">
				<div className="container-page py-10 md:py-14 print:py-2">
					<h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{t('plan.title')}</h1>
					<p className="mt-4 max-w-2xl text-lg text-slate-700">{t('plan.intro')}</p>
				</div>
			</header>
			<div className="container-page grid gap-10 pb-14 [&>*]:min-w-0">
				<PlanForm data={data} t={t} locale={locale} />
				<section aria-labelledby="plan-result" className="grid gap-4">
					<h2 id="plan-result" className="text-2xl font-extrabold text-brand-900">
						{t('plan.result.heading', { level: t(`plan.level.${query.level}`), years: query.years, city: t(`plan.city.${query.city}`) })}
					</h2>
					{data.plans.length === 0 ? <p className="text-slate-700">{t('plan.result.empty')}</p> : <PlanTable plans={data.plans} t={t} locale={locale} countryNames={data.countryNames} />}
					<RatesUsed data={data} t={t} />
					{data.plans.length > 0 ? (
						<div className="flex flex-wrap items-center gap-4 print:hidden">
							<Link to={localizedPath(`/plan${data.search}`, locale)} className="font-semibold text-brand-700 underline underline-offset-2">
								{t('plan.share')}
							</Link>
							<PrintButton label={t('plan.print')} />
						</div>
					) : null}
					<p className="max-w-3xl text-sm text-slate-600">{t('plan.disclaimer')}</p>
				</section>
				<LoanResult data={data} t={t} />
				{data.plans.length > 0 ? <PlanLeadForm t={t} search={data.search} result={result} locale={locale} /> : null}
			</div>
		</PageMessages>
	)
}

function PrintButton({ label }: { label: string }) {
	// Printing needs the browser's own command without JavaScript; the button appears once it can work.
	if (!useHydrated()) return null
	return (
		<button type="button" onClick={() => window.print()} className={buttonClass('secondary')}>
			{label}
		</button>
	)
}

const labelClass = 'block text-sm font-semibold text-slate-800'

function PlanForm({ data, t, locale }: { data: PlanPageData; t: PlanT; locale: Locale }) {
	const { query } = data
	const loan = query.loan
	return (
		<Form method="get" action={localizedPath('/plan', locale)} aria-labelledby="plan-form" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:hidden">
			<h2 id="plan-form" className="text-2xl font-extrabold text-brand-900">
				{t('plan.form.heading')}
			</h2>
			<div className="mt-5 grid gap-4 md:grid-cols-3">
				{Array.from({ length: PLAN_MAX_COUNTRIES }, (_, index) => (
					<label key={index} className={labelClass}>
						{t('plan.form.country', { n: index + 1 })}
						<select name="country" defaultValue={query.countries[index] ?? ''} className={controlClass}>
							<option value="">{t('plan.form.noCountry')}</option>
							{countryDirectory.map((country) => (
								<option key={country.id} value={country.id}>
									{shownCountryName(country.id, data.countryNames)}
								</option>
							))}
						</select>
					</label>
				))}
				<label className={labelClass}>
					{t('plan.form.level')}
					<select name="level" defaultValue={query.level} className={controlClass}>
						{planLevels.map((level) => (
							<option key={level} value={level}>
								{t(`plan.level.${level}`)}
							</option>
						))}
					</select>
				</label>
				<label className={labelClass}>
					{t('plan.form.city')}
					<select name="city" defaultValue={query.city} className={controlClass}>
						{cityTypes.map((city) => (
							<option key={city} value={city}>
								{t(`plan.city.${city}`)}
							</option>
						))}
					</select>
				</label>
				<label className={labelClass}>
					{t('plan.form.years')}
					<input type="number" name="years" defaultValue={query.years} min={planLimits.years.min} max={planLimits.years.max} step={1} required className={controlClass} />
				</label>
			</div>
			<YourFigures data={data} t={t} />
			<fieldset className="mt-6">
				<legend className="text-lg font-bold text-brand-900">{t('plan.loan.heading')}</legend>
				<p id="plan-loan-hint" className="mt-1 text-sm text-slate-600">
					{t('plan.loan.hint')}
				</p>
				<div className="mt-3 grid gap-4 md:grid-cols-4">
					<label className={labelClass}>
						{t('plan.loan.amount')}
						<input type="number" name="loan" inputMode="numeric" defaultValue={loan?.amount ?? ''} min={planLimits.loan.min} max={planLimits.loan.max} step={1000} aria-describedby="plan-loan-hint" className={controlClass} />
					</label>
					<label className={labelClass}>
						{t('plan.loan.rate')}
						<input type="number" name="rate" inputMode="decimal" defaultValue={loan?.ratePercent ?? 10} min={planLimits.rate.min} max={planLimits.rate.max} step={0.05} className={controlClass} />
					</label>
					<label className={labelClass}>
						{t('plan.loan.tenure')}
						<input type="number" name="tenure" inputMode="numeric" defaultValue={loan?.tenureMonths ?? 120} min={planLimits.tenureMonths.min} max={planLimits.tenureMonths.max} step={1} className={controlClass} />
					</label>
					<label className={labelClass}>
						{t('plan.loan.grace')}
						<input type="number" name="grace" inputMode="numeric" defaultValue={loan?.graceMonths ?? 6} min={planLimits.graceMonths.min} max={planLimits.graceMonths.max} step={1} className={controlClass} />
					</label>
				</div>
			</fieldset>
			<button type="submit" className={`${buttonClass('primary')} mt-6`}>
				{t('plan.form.submit')}
			</button>
		</Form>
	)
}

/** Rows are the costs, columns the countries; on a phone the table scrolls sideways with the costs' names kept in view. */
function PlanTable({ plans, t, locale, countryNames }: { plans: CountryPlan[]; t: PlanT; locale: Locale; countryNames: Record<string, string> | null }) {
	const names = plans.map((plan) => shownCountryName(plan.countryId, countryNames))
	const caption = t('plan.result.caption', { countries: names.join(', ') })
	const lineIds = plans[0]?.lines.map((line) => line.id) ?? []
	return (
		<div role="region" aria-label={caption} className="relative overflow-x-auto rounded-2xl border border-slate-200 print:overflow-visible print:border-0">
			<table className="w-full min-w-max border-collapse text-left text-sm print:min-w-0">
				<caption className="sr-only">{caption}</caption>
				<thead className="bg-brand-50">
					<tr>
						<th scope="col" className="sticky left-0 z-10 w-32 bg-brand-50 p-3 font-bold text-brand-900">
							{t('plan.col.cost')}
						</th>
						{names.map((name) => (
							<th key={name} scope="col" className="w-64 max-w-64 p-3 font-bold text-brand-900">
								{name}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{lineIds.map((id) => (
						<tr key={id} className="border-t border-slate-200 align-top">
							<th scope="row" className="sticky left-0 z-10 w-32 bg-white p-3 font-semibold text-slate-900">
								{t(`plan.line.${id}`)}
								{id === 'funds' ? <span className="mt-1 block text-xs font-normal text-slate-600">{t('plan.line.fundsNote')}</span> : null}
							</th>
							{plans.map((plan) => (
								<td key={plan.countryId} className="w-64 max-w-64 p-3 whitespace-normal">
									<LineCell line={plan.lines.find((line) => line.id === id)!} plan={plan} t={t} locale={locale} />
								</td>
							))}
						</tr>
					))}
					<tr className="border-t-2 border-brand-200 bg-brand-50 align-top">
						<th scope="row" className="sticky left-0 z-10 w-32 bg-brand-50 p-3 font-bold text-brand-900">
							{t('plan.total')}
						</th>
						{plans.map((plan) => (
							<td key={plan.countryId} className="w-64 max-w-64 p-3 whitespace-normal">
								<TotalCell plan={plan} t={t} />
							</td>
						))}
					</tr>
				</tbody>
			</table>
		</div>
	)
}

/** "at your rate of ₹107.5 per GBP": said beside every rupee figure a family's own rate made, so none passes for an official one. */
const atYourRates = (rates: readonly YourRate[], t: PlanT) => rates.map((rate) => t('plan.yours.atRate', { rate: rate.rupees, currency: rate.currency })).join('; ')

function Amounts({ label, local, rupees, yourRates = [], t }: { label: string; local: string | null; rupees: string | null; yourRates?: readonly YourRate[]; t: PlanT }) {
	if (!local) return null
	return (
		<p>
			<span className="text-slate-600">{label}: </span>
			<strong className="font-semibold text-slate-900">{local}</strong>
			{rupees ? <span className="text-slate-900"> ≈ {rupees}</span> : null}
			{rupees && yourRates.length > 0 ? <span className="text-xs text-slate-600"> ({atYourRates(yourRates, t)})</span> : null}
		</p>
	)
}

/** An amount each year and for the whole course, in its currency and in rupees. */
function AmountLines({ amounts, oneOff = false, t }: { amounts: PlanAmounts; oneOff?: boolean; t: PlanT }) {
	const yourRates = amounts.yourRate ? [amounts.yourRate] : []
	return (
		<>
			{amounts.perYear ? <Amounts label={t('plan.col.perYear')} local={amounts.perYear} rupees={amounts.perYearRupees} yourRates={yourRates} t={t} /> : null}
			<Amounts label={oneOff ? t('plan.oneOff') : t('plan.col.course')} local={amounts.course} rupees={amounts.courseRupees} yourRates={yourRates} t={t} />
		</>
	)
}

function EntryFigures({ entry, t }: { entry: PlanEntry; t: PlanT }) {
	const { fact } = entry
	const hasAmount = entry.course !== null
	return (
		<div className="grid gap-0.5">
			<p className="text-xs text-slate-600">{fact.label}</p>
			{hasAmount ? (
				<>
					<AmountLines amounts={entry} oneOff={entry.oneOff} t={t} />
					<p>
						<FactNote fact={fact} />
					</p>
					{entry.rateMissing ? (
						<p className="text-xs">
							<a href={entry.rateMissing.sourceUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
								{t('plan.checkRate')} ({entry.rateMissing.currency}, {entry.rateMissing.sourceName})
							</a>
						</p>
					) : null}
				</>
			) : fact.figure !== null ? (
				<p>
					{fact.figure} <FactNote fact={fact} />
				</p>
			) : (
				<p>
					<UnconfirmedFact fact={fact} text={t('plan.checkAmount', { source: fact.sourceName })} />
				</p>
			)}
		</div>
	)
}

function LineCell({ line, plan, t, locale }: { line: PlanLine; plan: CountryPlan; t: PlanT; locale: Locale }) {
	if (line.id === 'tuition' && plan.yourTuition) {
		return (
			<div className="grid gap-3">
				<div className="grid gap-0.5">
					<p className="text-xs font-semibold text-slate-700">{t('plan.yours.figure')}</p>
					<AmountLines amounts={plan.yourTuition} t={t} />
				</div>
				{line.entries.length > 0 ? (
					<>
						<p className="text-xs text-slate-600">{t('plan.yours.usedInTotal')}</p>
						{line.entries.map((entry) => (
							<EntryFigures key={entry.fact.key} entry={entry} t={t} />
						))}
					</>
				) : null}
			</div>
		)
	}
	if (line.entries.length === 0) {
		if (line.id === 'flights') return <p className="text-slate-700">{t('plan.flights')}</p>
		return (
			<Link to={localizedPath(`/country/${plan.countryId}`, locale)} className="text-brand-700 underline underline-offset-2">
				{t('plan.noFact')}
			</Link>
		)
	}
	return (
		<div className="grid gap-3">
			{line.entries.map((entry) => (
				<EntryFigures key={entry.fact.key} entry={entry} t={t} />
			))}
			{line.id === 'funds' && plan.fundsRule?.figure ? (
				<p className="text-xs text-slate-600">
					{plan.fundsRule.label}: {plan.fundsRule.figure} <FactNote fact={plan.fundsRule} />
				</p>
			) : null}
		</div>
	)
}

function TotalCell({ plan, t }: { plan: CountryPlan; t: PlanT }) {
	const { total } = plan
	return (
		<div className="grid gap-1">
			<Amounts label={t('plan.col.perYear')} local={total.perYear ?? total.perYearRupees} rupees={total.perYear ? total.perYearRupees : null} t={t} />
			<Amounts label={t('plan.col.course')} local={total.course ?? total.courseRupees} rupees={total.course ? total.courseRupees : null} t={t} />
			{total.courseRupees && total.yourRates.length > 0 ? <p className="text-xs text-slate-600">{atYourRates(total.yourRates, t)}</p> : null}
			{total.ratesMissing.length > 0 ? <p className="text-xs text-slate-600">{t('plan.noRateTotal', { currencies: total.ratesMissing.join(', ') })}</p> : null}
			{plan.leftOut.length > 0 ? <p className="text-xs text-slate-600">{t('plan.leftOut', { lines: plan.leftOut.map((id) => t(`plan.line.${id}`)).join(', ') })}</p> : null}
		</div>
	)
}

function LoanResult({ data, t }: { data: PlanPageData; t: PlanT }) {
	const { loan } = data
	return (
		<section aria-labelledby="plan-loan" className="grid gap-3">
			<h2 id="plan-loan" className="text-2xl font-extrabold text-brand-900">
				{t('plan.loan.resultHeading')}
			</h2>
			{loan ? (
				<dl className="grid max-w-2xl gap-x-6 gap-y-2 sm:grid-cols-[1fr_auto]">
					{(
						[
							[t('plan.loan.moratoriumInterest', { months: loan.moratoriumMonths }), loan.moratoriumInterest],
							[t('plan.loan.principal'), loan.principalAtRepayment],
							[t('plan.loan.emi', { months: loan.tenureMonths }), loan.monthlyInstalment],
							[t('plan.loan.totalInterest'), loan.totalInterest],
							[t('plan.loan.totalPaid'), loan.totalPaid],
						] as const
					).map(([term, value]) => (
						<div key={term} className="contents">
							<dt className="text-slate-700">{term}</dt>
							<dd className="font-bold text-slate-900 tabular-nums">{value}</dd>
						</div>
					))}
				</dl>
			) : (
				<p className="text-slate-700 print:hidden">{t('plan.loan.empty')}</p>
			)}
		</section>
	)
}

/** The rates behind the rupee figures, printed with the plan: the family's own, or the studio's with its date and source. */
function RatesUsed({ data, t }: { data: PlanPageData; t: PlanT }) {
	if (data.rateFields.length === 0) return null
	return (
		<section aria-labelledby="plan-rates" className="max-w-3xl text-sm text-slate-700">
			<h3 id="plan-rates" className="font-bold text-brand-900">
				{t('plan.rates.heading')}
			</h3>
			<ul className="mt-1 grid gap-0.5">
				{data.rateFields.map(({ currency, yours, studio, reference }) => (
					<li key={currency}>
						{yours ? (
							t('plan.rates.yours', { rate: yours, currency })
						) : studio ? (
							<>
								{t('plan.rates.studio', { rate: studio.rupees, currency, date: studio.dateLabel })}
								{reference ? (
									<>
										{' '}
										(
										<a href={reference.sourceUrl} target="_blank" rel="noopener noreferrer" className="note-link">
											{reference.sourceName}
										</a>
										)
									</>
								) : null}
							</>
						) : (
							t('plan.rates.none', { currency })
						)}
					</li>
				))}
			</ul>
		</section>
	)
}
