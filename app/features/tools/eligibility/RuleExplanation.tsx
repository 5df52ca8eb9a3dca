import { Link } from 'react-router'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import type { EligibilityRule } from './eligibility'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

/**
 * A rule as a family reads it under a result: the rule in words, whether it is an official
 * threshold or a general guide, its source (a link, with the date it holds from) and what would
 * close the gap. The studio's preview shows a rule the same way.
 */
export function RuleExplanation({ rule, showCloseGap = true }: { rule: EligibilityRule; showCloseGap?: boolean }) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<p>{rule.rule}</p>
			<p className="mt-1 text-sm text-slate-600">
				<strong className="font-semibold">{t(rule.measure === 'set-by-university' ? 'tools.eligibility.basis.none' : rule.basis === 'official' ? 'tools.eligibility.basis.official' : 'tools.eligibility.basis.guide')}</strong> ·{' '}
				<a href={rule.source.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
					{rule.source.name}
				</a>{' '}
				(<time dateTime={rule.source.asOf}>{t('tools.eligibility.asOf', { date: rule.source.asOfLabel })}</time>)
			</p>
			{showCloseGap && rule.closeGap ? (
				<p className="mt-1 text-sm">
					{t('tools.eligibility.closeGap')}{' '}
					{rule.closeGapLink ? (
						<Link to={localizedPath(rule.closeGapLink, locale)} className={linkClass}>
							{rule.closeGap}
						</Link>
					) : (
						rule.closeGap
					)}
				</p>
			) : null}
		</>
	)
}
