import { Link, useRouteLoaderData } from 'react-router'
import type { RootLoaderData } from '~/root'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'

/**
 * The short notice under every form that collects personal data (DPDP Act, 2023; issue 16, item 7):
 * what, why, for how long and whom to ask, with the full notice a link away.
 */
export function PrivacyNotice({ surface = 'light' }: { surface?: 'light' | 'dark' }) {
	const root = useRouteLoaderData<RootLoaderData>('root')
	const t = useT()
	const locale = useLocale()
	const tone = surface === 'dark' ? 'text-brand-100 [&_a]:text-white' : 'text-slate-600 [&_a]:text-brand-700'
	return (
		<p className={`text-xs leading-relaxed ${tone}`}>
			{t('privacy.notice', { months: root?.leadRetentionMonths ?? 24, email: root?.site.email ?? '' })}{' '}
			<Link to={localizedPath('/privacy', locale)} className="font-semibold underline underline-offset-2">
				{t('privacy.noticeLink')}
			</Link>
		</p>
	)
}
