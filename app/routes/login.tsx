import { Link, redirect } from 'react-router'
import { handleAccountAction } from '~/features/accounts/account-actions.server'
import { formFailure } from '~/components/ui/form'
import { accountMessages } from '~/features/accounts/account'
import { answerWhenOffline } from '~/features/accounts/when-offline'
import { LoginPageForm } from '~/features/accounts/LoginForm'
import { getUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { dialogMessages, pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'
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
	const locale = localeOfPath(url.pathname)
	// The login dialog's texts too: this page is the dialog without JavaScript.
	return { redirectTo, confirming, messages: { ...pageOnlyMessages(locale, 'account.page.'), ...dialogMessages(locale) } }
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
	const { locale, messages } = matches[0].loaderData
	const t = translatorOf({ locale, messages: { ...messages, ...loaderData.messages } })
	return (
		<PageMessages messages={loaderData.messages}>
			<section className="container-page max-w-md py-14">
				<h1 className="text-3xl font-extrabold text-brand-900">{t('account.dialog.loginTitle')}</h1>
				<p className="mt-2 text-slate-600">{loaderData.confirming ? t('account.page.loginConfirm') : t('account.dialog.loginDescription')}</p>
				<div className="mt-6">
					<LoginPageForm result={actionData} redirectTo={loaderData.redirectTo} reloadDocument={loaderData.confirming} />
				</div>
				<p className="mt-4 text-center text-sm">
					<Link to={localizedPath('/forgot-password', locale)} className="font-semibold text-brand-700 underline">
						{t('account.dialog.forgotLink')}
					</Link>
				</p>
				<p className="mt-6 text-center text-sm text-slate-700">
					{t('account.dialog.newHere')}{' '}
					<Link to={`${localizedPath('/signup', locale)}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`} className="font-semibold text-brand-700 underline">
						{t('account.action.createAccount')}
					</Link>
				</p>
			</section>
		</PageMessages>
	)
}
