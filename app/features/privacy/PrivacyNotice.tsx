import { Link, useRouteLoaderData } from 'react-router'
import type { RootLoaderData } from '~/root'

/**
 * The short notice under every form that collects personal data (DPDP Act, 2023; issue 16, item 7):
 * what, why, for how long and whom to ask, with the full notice a link away.
 */
export function PrivacyNotice({ surface = 'light' }: { surface?: 'light' | 'dark' }) {
	const root = useRouteLoaderData<RootLoaderData>('root')
	const tone = surface === 'dark' ? 'text-brand-100 [&_a]:text-white' : 'text-slate-600 [&_a]:text-brand-700'
	return (
		<p className={`text-xs leading-relaxed ${tone}`}>
			We use the details in this form only to answer you, never sell them, and keep them until {root?.leadRetentionMonths ?? 24} months after
			we close your enquiry. Questions or requests: {root?.site.email}.{' '}
			<Link to="/privacy" className="font-semibold underline underline-offset-2">
				Privacy notice
			</Link>
		</p>
	)
}
