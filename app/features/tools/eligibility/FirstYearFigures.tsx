import { useT } from '~/features/i18n/i18n'
import { formatRupeeEstimate } from '~/lib/money'
import type { Reason } from './eligibility'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

/**
 * The figures behind a first-year budget rule: each of the guide's facts with its amount, rupees,
 * source and date (written by the server, as the guides write it), and for a line with no usable
 * figure "check the current amount" with its link.
 */
export function FirstYearFigures({ firstYear }: { firstYear: NonNullable<Reason['firstYear']> }) {
	const t = useT()
	return (
		<div className="mt-1 text-sm text-slate-700">
			{firstYear.parts.length > 0 ? <p>{t('tools.eligibility.firstYear.known', { rupees: formatRupeeEstimate(firstYear.knownLakhs * 100_000) })}</p> : null}
			<ul className="mt-1 list-disc space-y-1 pl-5">
				{firstYear.parts.map((part) => (
					<li key={part.line}>
						{t('tools.eligibility.firstYear.part', { line: t(`tools.eligibility.firstYear.${part.line}`), amount: part.amount, rupees: formatRupeeEstimate(part.rupees) })}{' '}
						<a href={part.fact.sourceUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
							{part.fact.sourceName}
						</a>{' '}
						(<time dateTime={part.fact.asOf}>{t('tools.eligibility.asOf', { date: part.fact.asOfLabel })}</time>)
					</li>
				))}
				{firstYear.gaps.map((gap) => (
					<li key={gap.line}>
						{t(`tools.eligibility.firstYear.${gap.line}`)}:{' '}
						<a href={gap.sourceUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
							{t('tools.eligibility.firstYear.check')}
						</a>{' '}
						({gap.sourceName})
					</li>
				))}
			</ul>
		</div>
	)
}
