import { Form } from 'react-router'
import { CheckboxGroup, FormError, formProps, SelectField, TextField, useServerForm } from '~/components/ui/form'
import { PageHeader } from '~/features/content/PageHeader'
import { countryDirectory, shownCountryName } from '~/features/countries/country-directory'
import { type CompiledMessage, translatorOf, useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { CounsellorLeadForm } from '../counsellor-lead/CounsellorLeadForm'
import type { CounsellorLeadResult } from '../counsellor-lead/counsellor-lead'
import {
	cgpaScales,
	type CountryResult,
	type EligibilityField,
	englishTests,
	type ParsedEligibility,
	percentageOf,
	qualifications,
	type Reason,
	scoreKinds,
	streams,
	type Verdict,
} from './eligibility'
import type { PlanMessageKey } from '../plan/catalogue/en'
import type { PlanPageData } from '../plan/plan.server'
import type { FigureMessageKey } from '../plan/plan-messages.server'
import type { PlanT } from '../plan/PlanPage'
import { YourFigures } from '../plan/YourFigures'
import { FirstYearFigures } from './FirstYearFigures'
import { RuleExplanation } from './RuleExplanation'

/** The family's figure fields' ids (eligibility-fx-GBP), which a missing figure's reason links to. */
const FIGURE_ID_PREFIX = 'eligibility'

const verdictClass: Record<Verdict | 'none', string> = {
	likely: 'bg-green-100 text-green-900',
	possible: 'bg-amber-100 text-amber-950',
	unlikely: 'bg-red-100 text-red-900',
	none: 'bg-slate-100 text-slate-800',
}

function VerdictLabel({ verdict }: { verdict: Verdict | null }) {
	const t = useT()
	return <span className={`rounded-full px-3 py-1 text-sm font-bold ${verdictClass[verdict ?? 'none']}`}>{t(`tools.eligibility.verdict.${verdict ?? 'none'}`)}</span>
}

/**
 * /eligibility: a GET form (the answers live in the URL, so a result can be shared) and, once
 * answered, each country's verdict with its reasons, the rule and source behind each, and what
 * would close the gap; then the notice that a counsellor confirms, and "Talk to a counsellor".
 */
export function EligibilityPage({
	parsed,
	results,
	figures,
	query,
	countryNames,
	leadResult,
}: {
	parsed: ParsedEligibility
	results: CountryResult[] | null
	/** The family's own rates and tuition for the chosen countries, in the planner's fields and words. */
	figures: Pick<PlanPageData, 'rateFields' | 'feeFields'> & { messages: Partial<Record<FigureMessageKey, CompiledMessage>> | null }
	query: string
	/** The countries' names in a Punjabi or Hindi page's language (null in English). */
	countryNames: Record<string, string> | null
	leadResult: CounsellorLeadResult | undefined
}) {
	const t = useT()
	const locale = useLocale()
	const planT: PlanT = translatorOf<PlanMessageKey>({ locale, messages: figures.messages ?? {} })
	const pagePath = localizedPath('/eligibility', locale)
	const problems = parsed.status === 'invalid' ? parsed.problems : {}
	const lastResult =
		parsed.status === 'empty'
			? undefined
			: { ...parsed.result, error: Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, [t(`tools.eligibility.problem.${problem}`)]])) }
	const [form, fields] = useServerForm<Record<EligibilityField, string>>({ lastResult })
	/** What the family's own answer was, as far as the rule weighs one. */
	const yoursText = (reason: Reason) => {
		const measure = reason.rule.measure
		if (measure === 'set-by-university' || measure === 'note') return null
		if (measure === 'budget-first-year' || measure === 'budget-lakhs') return t('tools.eligibility.yoursBudget', { value: reason.yours ?? 0 })
		return reason.yours === null ? t('tools.eligibility.noTest') : t('tools.eligibility.yours', { value: reason.yours })
	}
	const options = <Value extends string>(values: readonly Value[], label: (value: Value) => string) => values.map((value) => ({ value, label: label(value) }))

	return (
		<>
			<PageHeader title={t('tools.eligibility.title')}>
				<p>{t('tools.eligibility.intro')}</p>
			</PageHeader>
			<div className="container-page space-y-8 pb-16">
				<Form method="get" action={pagePath} {...formProps(form)} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
					<div className="grid gap-4 md:grid-cols-2">
						<SelectField
							meta={fields.qualification}
							label={t('tools.eligibility.qualification')}
							placeholder=""
							options={options(qualifications, (value) => t(`tools.eligibility.qualification.${value}`))}
						/>
						<TextField meta={fields.year} label={t('tools.eligibility.year')} type="number" inputMode="numeric" />
						<SelectField meta={fields.scoreKind} label={t('tools.eligibility.scoreKind')} options={options(scoreKinds, (value) => t(`tools.eligibility.scoreKind.${value}`))} />
						<TextField meta={fields.score} label={t('tools.eligibility.score')} hint={t('tools.eligibility.scoreHint')} type="number" step="any" inputMode="decimal" />
						<SelectField meta={fields.cgpaScale} label={t('tools.eligibility.cgpaScale')} options={options(cgpaScales, (value) => value)} />
						<SelectField meta={fields.stream} label={t('tools.eligibility.stream')} placeholder="" options={options(streams, (value) => t(`tools.eligibility.stream.${value}`))} />
						<SelectField meta={fields.englishTest} label={t('tools.eligibility.englishTest')} options={options(englishTests, (value) => t(`tools.eligibility.test.${value}`))} />
						<TextField
							meta={fields.englishScore}
							label={t('tools.eligibility.englishScore')}
							hint={t('tools.eligibility.englishScoreHint')}
							type="number"
							step="any"
							inputMode="decimal"
						/>
						<TextField meta={fields.gapYears} label={t('tools.eligibility.gapYears')} type="number" inputMode="numeric" />
						<TextField
							meta={fields.budgetLakhs}
							label={t('tools.eligibility.budgetLakhs')}
							hint={t('tools.eligibility.budgetHint')}
							type="number"
							step="any"
							inputMode="decimal"
						/>
					</div>
					<CheckboxGroup
						meta={fields.country}
						legend={t('tools.eligibility.countries')}
						options={countryDirectory.map((country) => ({ value: country.id, label: shownCountryName(country.id, countryNames) }))}
						className="mt-4 [&>div]:grid [&>div]:grid-cols-2 [&>div]:gap-2 [&>div]:space-y-0 sm:[&>div]:grid-cols-4"
					/>
					<YourFigures
						data={figures}
						t={planT}
						idPrefix={FIGURE_ID_PREFIX}
						texts={{ heading: t('tools.eligibility.yours.heading'), intro: t('tools.eligibility.yours.intro'), feeHint: t('tools.eligibility.yours.feeHint') }}
					/>
					<FormError form={form} invalidMessage={t('tools.eligibility.problem.form')} className="mt-4" />
					<button type="submit" className="mt-4 rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2">
						{t('tools.eligibility.submit')}
					</button>
				</Form>

				{results && parsed.status === 'valid' ? (
					<>
						<section aria-labelledby="eligibility-results" className="space-y-4">
							<h2 id="eligibility-results" className="text-2xl font-extrabold text-brand-900">
								{t('tools.eligibility.results')}
							</h2>
							<p role="note" className="rounded-lg border border-brand-200 bg-brand-50 p-3 font-semibold text-brand-900">
								{t('tools.eligibility.counsellorNotice')}
							</p>
							{parsed.input.scoreKind === 'cgpa' ? <p className="text-sm text-slate-600">{t('tools.eligibility.cgpaNote', { percent: percentageOf(parsed.input) })}</p> : null}
							{results.map((result) => (
								<section key={result.country} aria-labelledby={`result-${result.country}`} className="rounded-2xl border border-slate-200 bg-white p-4">
									<h3 id={`result-${result.country}`} className="flex flex-wrap items-center gap-3 text-lg font-bold text-brand-900">
										<span>
											{shownCountryName(result.country, countryNames)}, {t(`tools.eligibility.level.${result.level}`)}:
										</span>
										<VerdictLabel verdict={result.verdict} />
									</h3>
									{result.reasons.length > 0 ? (
										<ul className="mt-3 space-y-4">
											{result.reasons.map((reason) => (
												<li key={reason.rule.key} className="border-l-4 border-slate-200 pl-3">
													<p className="flex flex-wrap items-center gap-2">
														{reason.verdict ? <VerdictLabel verdict={reason.verdict} /> : null}
														<span className="text-sm text-slate-700">{yoursText(reason)}</span>
														{reason.firstYear && reason.verdict === null ? <span className="text-sm font-semibold text-slate-800">{t('tools.eligibility.firstYear.undecided')}</span> : null}
													</p>
													<div className="mt-1">
														<RuleExplanation rule={reason.rule} showCloseGap={reason.verdict !== 'likely' && reason.rule.measure !== 'note'} />
														{reason.firstYear ? <FirstYearFigures firstYear={reason.firstYear} country={result.country} fieldIdPrefix={FIGURE_ID_PREFIX} /> : null}
													</div>
												</li>
											))}
										</ul>
									) : null}
									{result.unweighed ? (
										<p className="mt-2 text-sm text-slate-700">{t('tools.eligibility.unweighed', { test: t(`tools.eligibility.test.${result.unweighed.test}`) })}</p>
									) : null}
									{result.verdict !== null && !result.englishAssessed && !result.unweighed ? <p className="mt-2 text-sm text-slate-700">{t('tools.eligibility.noEnglishRule')}</p> : null}
									{result.verdict === null && !result.unweighed ? <p className="mt-2 text-slate-700">{t('tools.eligibility.noRules')}</p> : null}
								</section>
							))}
						</section>
						<CounsellorLeadForm action={`${pagePath}?${query}`} result={leadResult}>
							{[...new URLSearchParams(query)].map(([name, value], index) => (
								<input key={`${name}-${index}`} type="hidden" name={name} value={value} />
							))}
						</CounsellorLeadForm>
					</>
				) : null}
			</div>
		</>
	)
}
