import { Link, redirect } from 'react-router'
import { handleAccountAction } from '~/features/accounts/account-actions.server'
import { formFailure } from '~/components/ui/form'
import { accountMessages } from '~/features/accounts/account'
import { answerWhenOffline } from '~/features/accounts/when-offline'
import { LoginPageForm } from '~/features/accounts/LoginForm'
import { getUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { translatorOf, useT } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/login'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.page.loginTitle'), description: t('account.page.loginDescription', { site: root.site.name }), pathname: '/login', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin)
	// confirm=1: a signed-in user asked for the password again (requireRecentSignIn) gets the form.
	const confirming = url.searchParams.get('confirm') === '1'
	if ((await getUser(request, context)) && !confirming) throw redirect(redirectTo)
	return { redirectTo, confirming, messages: pageOnlyMessages(localeOfPath(url.pathname), 'account.page.') }
}

export function action({ request, context }: Route.ActionArgs) {
	return handleAccountAction('login', request, context)
}

/** With JavaScript: a dropped connection shows the dialog's failure message (SPEC section 8). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
	return answerWhenOffline(serverAction, formFailure(accountMessages.loginFailed))
}

/** The login dialog as a page, for visitors without JavaScript and for shared links. */
export default function LoginPage({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { locale } = matches[0].loaderData
	const t = translatorOf({ locale, messages: loaderData.messages })
	const root = useT()
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">{root('account.dialog.loginTitle')}</h1>
			<p className="mt-2 text-slate-600">{loaderData.confirming ? t('account.page.loginConfirm') : root('account.dialog.loginDescription')}</p>
			<div className="mt-6">
				<LoginPageForm result={actionData} redirectTo={loaderData.redirectTo} reloadDocument={loaderData.confirming} />
			</div>
			<p className="mt-4 text-center text-sm">
				<Link to={localizedPath('/forgot-password', locale)} className="font-semibold text-brand-700 underline">
					{root('account.dialog.forgotLink')}
				</Link>
			</p>
			<p className="mt-6 text-center text-sm text-slate-700">
				{root('account.dialog.newHere')}{' '}
				<Link to={`${localizedPath('/signup', locale)}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`} className="font-semibold text-brand-700 underline">
					{root('account.action.createAccount')}
				</Link>
			</p>
		</section>
	)
}
