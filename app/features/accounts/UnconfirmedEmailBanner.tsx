import { Link } from 'react-router'
import { useLocale, useT, withElements } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'

/** Signed in with an address not confirmed yet: the account works, and this says how to confirm it. */
export function UnconfirmedEmailBanner({ email }: { email: string }) {
	const t = useT()
	const locale = useLocale()
	return (
		<section aria-label={t('account.signedIn.confirmLabel')} className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-slate-800">
			{withElements(t, 'account.signedIn.confirmText', {}, { email: <strong>{email}</strong> })}{' '}
			<Link to={localizedPath('/account/security', locale)} className="font-semibold text-brand-800 underline">
				{t('account.signedIn.sendAgain')}
			</Link>
		</section>
	)
}
