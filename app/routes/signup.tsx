import { Link, redirect } from 'react-router'
import { handleAccountAction } from '~/features/accounts/account-actions.server'
import { formFailure } from '~/components/ui/form'
import { accountMessages } from '~/features/accounts/account'
import { answerWhenOffline } from '~/features/accounts/when-offline'
import { getUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { SignupPageForm } from '~/features/accounts/SignupForm'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/signup'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Create your account', description: `Create a free ${root.site.name} account.`, pathname: '/signup', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin)
	if (await getUser(request, context)) throw redirect(redirectTo)
	return { redirectTo }
}

export function action({ request, context }: Route.ActionArgs) {
	return handleAccountAction('signup', request, context)
}

/** With JavaScript: a dropped connection shows the dialog's failure message (SPEC section 8). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
	return answerWhenOffline(serverAction, formFailure(accountMessages.signupFailed))
}

export default function SignupPage({ loaderData, actionData, matches }: Route.ComponentProps) {
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Welcome to {matches[0].loaderData.site.name}</h1>
			<p className="mt-2 text-slate-600">Create your free account to explore courses and request enrolment.</p>
			<div className="mt-6">
				<SignupPageForm result={actionData} redirectTo={loaderData.redirectTo} />
			</div>
			<p className="mt-6 text-center text-sm text-slate-700">
				Already have an account?{' '}
				<Link to={`/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`} className="font-semibold text-brand-700 underline">
					Log in
				</Link>
			</p>
		</section>
	)
}
