import { type TrustDetails, trustFacts } from '~/config/site-settings'
import { orEnglish, useT } from '~/features/i18n/i18n'

/** The consultancy's licence, GSTIN and year founded, where set (site settings); nothing when none is. */
export function TrustFacts({ trust, className = '', tone = 'light' }: { trust: TrustDetails | undefined; className?: string; tone?: 'light' | 'dark' }) {
	const t = useT()
	const facts = trustFacts(trust)
	if (facts.length === 0) return null
	return (
		<dl className={`space-y-1 text-sm ${className}`}>
			{facts.map((fact) => (
				<div key={fact.label}>
					<dt className={`inline font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}>{orEnglish(t, fact.key, fact.label)}:</dt> <dd className="inline break-words">{fact.value}</dd>
				</div>
			))}
		</dl>
	)
}
