import { Link, redirect } from 'react-router'
import { handleAccountAction } from '~/features/accounts/account-actions.server'
import { formFailure } from '~/components/ui/form'
import { accountMessages } from '~/features/accounts/account'
import { answerWhenOffline } from '~/features/accounts/when-offline'
import { getUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { SignupPageForm } from '~/features/accounts/SignupForm'
import { dialogMessages, pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/signup'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.page.signupTitle'), description: t('account.page.signupDescription', { site: root.site.name }), pathname: '/signup', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin)
	if (await getUser(request, context)) throw redirect(redirectTo)
	const locale = localeOfPath(url.pathname)
	// The signup dialog's texts too: this page is the dialog without JavaScript.
	return { redirectTo, messages: { ...pageOnlyMessages(locale, 'account.page.'), ...dialogMessages(locale) } }
}

export function action({ request, context }: Route.ActionArgs) {
	return handleAccountAction('signup', request, context)
}

/** With JavaScript: a dropped connection shows the dialog's failure message (SPEC section 8). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
	return answerWhenOffline(serverAction, formFailure(accountMessages.signupFailed))
}

export default function SignupPage({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { locale, site, messages } = matches[0].loaderData
	const t = translatorOf({ locale, messages: { ...messages, ...loaderData.messages } })
	return (
		<PageMessages messages={loaderData.messages}>
			<section className="container-page max-w-md py-14">
				<h1 className="text-3xl font-extrabold text-brand-900">{t('account.dialog.signupTitle', { site: site.name })}</h1>
				<p className="mt-2 text-slate-600">{t('account.dialog.signupDescription')}</p>
				<div className="mt-6">
					<SignupPageForm result={actionData} redirectTo={loaderData.redirectTo} />
				</div>
				<p className="mt-6 text-center text-sm text-slate-700">
					{t('account.page.haveAccount')}{' '}
					<Link to={`${localizedPath('/login', locale)}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`} className="font-semibold text-brand-700 underline">
						{t('account.action.logIn')}
					</Link>
				</p>
			</section>
		</PageMessages>
	)
}
