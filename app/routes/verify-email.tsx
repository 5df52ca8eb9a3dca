import { Link } from 'react-router'
import { confirmEmail } from '~/features/accounts/account-security.server'
import { getUser } from '~/features/accounts/session.server'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { translatorOf } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/verify-email'

/** The link is a key to the account: the page is never cached, and the URL is never sent to another site as a referrer. */
// Not no-referrer: with it a browser sends `Origin: null` on the page's own form posts, which the
// cross-site check refuses (server/origin-check.ts), so the form failed without JavaScript; same-origin keeps the link off other sites.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' })

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.verify.title'), description: t('account.verify.description', { site: root.site.name }), pathname: '/verify-email', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

/**
 * Opening the mailed link confirms the address (the link is the proof, and it works once). A new
 * address replaces the old one; the browser that opens it stays signed in, every other session ends.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await getUser(request, context)
	const outcome = await confirmEmail(context.services.db, params.token, user?.sessionId ?? null)
	return { ...outcome, messages: pageOnlyMessages(localeOfPath(new URL(request.url).pathname), 'account.verify.') }
}

export default function VerifyEmail({ loaderData, matches }: Route.ComponentProps) {
	const { locale } = matches[0].loaderData
	const t = translatorOf({ locale, messages: loaderData.messages })
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">{t('account.verify.title')}</h1>
			{loaderData.status === 'verified' || loaderData.status === 'changed' ? (
				<p role="status" className="mt-4 text-green-800">
					{t(`account.verify.${loaderData.status}`, { email: loaderData.email })}
				</p>
			) : (
				<p role="alert" className="mt-4 text-red-800">
					{loaderData.status === 'taken' ? t('account.verify.taken') : t('account.verify.expired')}
				</p>
			)}
			<p className="mt-6">
				<Link to={localizedPath('/account/security', locale)} className="font-semibold text-brand-700 underline">
					{t('account.verify.securityLink')}
				</Link>
			</p>
		</section>
	)
}
