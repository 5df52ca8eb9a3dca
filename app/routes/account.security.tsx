import { data } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import { ActiveSessions, ChangeEmailForm, ChangePasswordForm, ResendConfirmation } from '~/features/accounts/AccountSecurityForms'
import { accountSecurityAction } from '~/features/accounts/account-security-action.server'
import { listSessions } from '~/features/accounts/account-security.server'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/account.security'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Account security', description: 'Your password, email address and the devices signed in to your account.', pathname: '/account/security', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	return { email: user.email, emailVerified: user.emailVerified, sessions: await listSessions(context.services.db, user) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context)
	try {
		return await accountSecurityAction(request, context, user)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'account security change failed')
		return data(formFailure('Sorry, that did not work. Please try again.') satisfies FormResult, { status: 500 })
	}
}

export const ErrorBoundary = ProtectedRouteBoundary

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="container-page max-w-2xl space-y-10 py-12">
			<div>
				<h1 className="text-3xl font-extrabold text-brand-900">Account security</h1>
				<p className="mt-2 text-slate-600">Your password, your email address and the devices signed in to your account.</p>
			</div>
			{loaderData.emailVerified ? null : <ResendConfirmation email={loaderData.email} result={actionData} />}
			<ChangePasswordForm result={actionData} />
			<ChangeEmailForm result={actionData} email={loaderData.email} />
			<ActiveSessions sessions={loaderData.sessions} result={actionData} />
		</section>
	)
}
