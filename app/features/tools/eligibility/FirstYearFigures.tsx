import { useLocale, useT } from '~/features/i18n/i18n'
import { formatRupeeEstimate } from '~/lib/money'
import { feeParam, rateParam } from '../plan/plan-query'
import { figureFieldId } from '../plan/YourFigures'
import type { CountryResult, Reason } from './eligibility'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

/**
 * The figures behind a first-year budget rule: each figure with its amount and rupees (at the
 * family's rate, said so, where theirs made them), the guide's source and date (written by the
 * server, as the guides write it); and for each line with no figure in rupees what is missing and
 * how to supply it: the family's rate or tuition (a link to its field on the form above), or the
 * official page to check an amount no official page confirmed for us.
 */
export function FirstYearFigures({ firstYear, country, fieldIdPrefix }: { firstYear: NonNullable<Reason['firstYear']>; country: CountryResult['country']; fieldIdPrefix: string }) {
	const t = useT()
	const locale = useLocale()
	const lineName = (line: 'funds' | 'tuition') => t(`tools.eligibility.firstYear.${line}`)
	return (
		<div className="mt-1 text-sm text-slate-700">
			{firstYear.parts.length > 0 ? <p>{t('tools.eligibility.firstYear.known', { rupees: formatRupeeEstimate(firstYear.knownLakhs * 100_000, locale) })}</p> : null}
			<ul className="mt-1 list-disc space-y-1 pl-5">
				{firstYear.parts.map((part) => {
					const values = { line: part.fact ? lineName(part.line) : t('tools.eligibility.firstYear.yourTuition'), amount: part.amount, rupees: formatRupeeEstimate(part.rupees, locale) }
					return (
						<li key={part.line}>
							{part.yourRate
								? t('tools.eligibility.firstYear.partAtRate', { ...values, rate: part.yourRate.rupees, currency: part.yourRate.currency })
								: t('tools.eligibility.firstYear.part', values)}
							{part.fact ? (
								<>
									{' '}
									<a href={part.fact.sourceUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
										{part.fact.sourceName}
									</a>{' '}
									(<time dateTime={part.fact.asOf}>{t('tools.eligibility.asOf', { date: part.fact.asOfLabel })}</time>)
								</>
							) : null}
						</li>
					)
				})}
				{firstYear.gaps.map((gap) => (
					<li key={gap.line}>
						{lineName(gap.line)}:{' '}
						{gap.kind === 'rate' && gap.currency ? (
							<>
								{gap.amount}.{' '}
								<a href={`#${figureFieldId(rateParam(gap.currency), fieldIdPrefix)}`} className={linkClass}>
									{t('tools.eligibility.firstYear.enterRate', { currency: gap.currency })}
								</a>
							</>
						) : gap.kind === 'fee' && gap.currency ? (
							<>
								{t('tools.eligibility.firstYear.noSingleFee')}{' '}
								<a href={`#${figureFieldId(feeParam(country), fieldIdPrefix)}`} className={linkClass}>
									{t('tools.eligibility.firstYear.enterFee', { currency: gap.currency })}
								</a>{' '}
								(
								<a href={gap.sourceUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
									{gap.sourceName}
								</a>
								)
							</>
						) : (
							<>
								{t('tools.eligibility.firstYear.noAmount')}{' '}
								<a href={gap.sourceUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
									{t('tools.eligibility.firstYear.check')}
								</a>{' '}
								({gap.sourceName})
							</>
						)}
					</li>
				))}
			</ul>
		</div>
	)
}
