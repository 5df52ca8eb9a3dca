import { Link, redirect } from 'react-router'
import { handleAccountAction } from '~/features/accounts/account-actions.server'
import { formFailure } from '~/components/ui/form'
import { accountMessages } from '~/features/accounts/account'
import { answerWhenOffline } from '~/features/accounts/when-offline'
import { LoginPageForm } from '~/features/accounts/LoginForm'
import { getUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/login'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Log in', description: `Log in to your ${root.site.name} account.`, pathname: '/login', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin)
	// confirm=1: a signed-in user asked for the password again (requireRecentSignIn) gets the form.
	const confirming = url.searchParams.get('confirm') === '1'
	if ((await getUser(request, context)) && !confirming) throw redirect(redirectTo)
	return { redirectTo, confirming }
}

export function action({ request, context }: Route.ActionArgs) {
	return handleAccountAction('login', request, context)
}

/** With JavaScript: a dropped connection shows the dialog's failure message (SPEC section 8). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
	return answerWhenOffline(serverAction, formFailure(accountMessages.loginFailed))
}

/** The login dialog as a page, for visitors without JavaScript and for shared links. */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Welcome Back</h1>
			<p className="mt-2 text-slate-600">
				{loaderData.confirming ? 'For your security, please enter your password again to continue.' : 'Log in to see your courses and services.'}
			</p>
			<div className="mt-6">
				<LoginPageForm result={actionData} redirectTo={loaderData.redirectTo} reloadDocument={loaderData.confirming} />
			</div>
			<p className="mt-4 text-center text-sm">
				<Link to="/forgot-password" className="font-semibold text-brand-700 underline">
					Forgot password?
				</Link>
			</p>
			<p className="mt-6 text-center text-sm text-slate-700">
				New here?{' '}
				<Link to={`/signup?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`} className="font-semibold text-brand-700 underline">
					Create Account
				</Link>
			</p>
		</section>
	)
}
