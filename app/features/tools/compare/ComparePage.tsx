import { Form, Link } from 'react-router'
import { PageHeader } from '~/features/content/PageHeader'
import { countryDirectory, shownCountryName } from '~/features/countries/country-directory'
import { GuideFactsProvider, GuideText } from '~/features/countries/facts/GuideText'
import { useLocale, useT } from '~/features/i18n/i18n'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { localizedPath } from '~/features/i18n/locales'
import { CounsellorLeadForm } from '../counsellor-lead/CounsellorLeadForm'
import type { CounsellorLeadResult } from '../counsellor-lead/counsellor-lead'
import { type CompareColumn, type CountryChoice, compareRows } from './compare-rows'

const buttonClass = 'rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * /compare: a GET form (the choice lives in the URL, so a comparison can be shared) and, for 2 to
 * 4 countries, one section per row with a cell per country. Each cell is the guide's facts with
 * their as-of notes (GuideText), or says the guide has no figure yet; each links to the guide's tab.
 * On a phone the cells stack under the row's heading; on wider screens they stand side by side.
 */
export function ComparePage({
	choice,
	columns,
	countryNames,
	leadResult,
}: {
	choice: CountryChoice
	columns: CompareColumn[] | null
	/** The countries' names in a Punjabi or Hindi page's language (null in English). */
	countryNames: Record<string, string> | null
	leadResult: CounsellorLeadResult | undefined
}) {
	const t = useT()
	const locale = useLocale()
	const chosen = new Set<string>(choice.countries)
	const pagePath = localizedPath('/compare', locale)
	return (
		<>
			<PageHeader title={t('tools.compare.title')}>
				<p>{t('tools.compare.intro')}</p>
			</PageHeader>
			<div className="container-page space-y-8 pb-16">
				<Form method="get" action={pagePath} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
					<fieldset aria-describedby={choice.problem ? 'compare-problem' : undefined}>
						<legend className="font-bold text-brand-900">{t('tools.compare.countries')}</legend>
						<div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
							{countryDirectory.map((country) => (
								<label key={country.id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
									<input type="checkbox" name="country" value={country.id} defaultChecked={chosen.has(country.id)} className="h-4 w-4" />
									{shownCountryName(country.id, countryNames)}
								</label>
							))}
						</div>
					</fieldset>
					{choice.problem ? (
						<p id="compare-problem" role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
							{t(choice.problem === 'tooFew' ? 'tools.compare.tooFew' : 'tools.compare.tooMany')}
						</p>
					) : null}
					<button type="submit" className={`mt-4 ${buttonClass}`}>
						{t('tools.compare.submit')}
					</button>
				</Form>

				{columns ? (
					<>
						<section aria-labelledby="compare-result" className="space-y-6">
							<h2 id="compare-result" className="text-2xl font-extrabold text-brand-900">
								{columns.map((column) => shownCountryName(column.countryId, countryNames)).join(' · ')}
							</h2>
							<p className="text-sm text-slate-600">{t('tools.compare.notice')}</p>
							{/* The guides' facts are named in English only (the studio has no translation of their names). */}
							{locale === 'en' ? null : <UntranslatedNote />}
							{compareRows.map((row) => (
								<section key={row} aria-labelledby={`row-${row}`} className="rounded-2xl border border-slate-200 bg-white p-4">
									<h3 id={`row-${row}`} className="text-lg font-bold text-brand-900">
										{t(`tools.compare.row.${row}`)}
									</h3>
									<dl className={`mt-3 grid gap-4 ${columns.length === 2 ? 'md:grid-cols-2' : columns.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4'}`}>
										{columns.map((column) => {
											const cell = column.cells[row]
											return (
												<div key={column.countryId} className="min-w-0 break-words">
													<dt className="font-semibold text-slate-900">{shownCountryName(column.countryId, countryNames)}</dt>
													<dd className="mt-1 text-slate-700 [&_small]:whitespace-normal">
														{cell.facts.length > 0 ? (
															<GuideFactsProvider facts={Object.fromEntries(cell.facts.map((fact) => [fact.key, fact]))}>
																<ul className="space-y-1">
																	{cell.facts.map((fact) => (
																		<li key={fact.key}>
																			{locale === 'en' ? fact.label : <span lang="en">{fact.label}</span>}: <GuideText text={`{fact:${fact.key}}`} />
																		</li>
																	))}
																</ul>
															</GuideFactsProvider>
														) : (
															<p>{t('tools.compare.noFact')}</p>
														)}
														<Link to={localizedPath(cell.guidePath, locale)} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
															{t('tools.compare.readGuide', {
																country: shownCountryName(column.countryId, countryNames),
															})}
															<span className="sr-only">: {t(`tools.compare.row.${row}`)}</span>
														</Link>
													</dd>
												</div>
											)
										})}
									</dl>
								</section>
							))}
						</section>
						<CounsellorLeadForm action={`${pagePath}?${choice.countries.map((id) => `country=${id}`).join('&')}`} result={leadResult}>
							{choice.countries.map((id) => (
								<input key={id} type="hidden" name="country" value={id} />
							))}
						</CounsellorLeadForm>
					</>
				) : null}
			</div>
		</>
	)
}
