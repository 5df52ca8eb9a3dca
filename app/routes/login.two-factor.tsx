import { data, Link, redirect } from 'react-router'
import { accountFailure } from '~/features/accounts/account-actions.server'
import { twoFactorCodeSchema } from '~/features/accounts/two-factor-schema'
import { TwoFactorCodeForm } from '~/features/accounts/TwoFactorForms'
import { safeRedirectTarget } from '~/features/accounts/session.server'
import { formFailure } from '~/components/ui/form'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageMessages } from '~/features/i18n/i18n'
import { twoFactorMessages } from '~/features/accounts/two-factor'
import type { Route } from './+types/login.two-factor'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Two-factor sign-in', description: 'Enter the code from your authenticator app.', pathname: '/login/two-factor', origin: root.origin, siteName: root.site.name, noIndex: true })
}

/** The challenge cookie better-auth's two-factor plugin sets after a right password (any prefix). */
function hasChallenge(request: Request) {
	return /(?:^|;\s*)[^=;]*\.two_factor=/.test(request.headers.get('cookie') ?? '')
}

export function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin)
	// Without a password step under way there is nothing to confirm: start at the password.
	if (!hasChallenge(request)) throw redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)
	// The code form's label, hint and errors are catalogue keys (the staff's setup page has /pa and /hi versions).
	return { redirectTo, messages: pageOnlyMessages('en', 'account.twoFactor.') }
}

export async function action({ request, context }: Route.ActionArgs) {
	const read = await readSubmission(request, twoFactorCodeSchema)
	if (!read) return data(formFailure(twoFactorMessages.codeRequired), { status: 400 })
	const { form, submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const outcome = await context.services.accounts.verifySecondFactor(submission.value.code, { headers: request.headers, ip: context.clientIp })
	if (!outcome.result.ok) return data(submission.reply(accountFailure('login', outcome.result)), { status: outcome.status, headers: outcome.headers })
	throw redirect(safeRedirectTarget(form.get('redirectTo'), new URL(request.url).origin), { headers: outcome.headers })
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<TwoFactorSignInPage {...loaderData} result={actionData} />
		</PageMessages>
	)
}

function TwoFactorSignInPage({ redirectTo, result }: { redirectTo: string; result: Route.ComponentProps['actionData'] }) {
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Two-factor sign-in</h1>
			<p className="mt-2 text-slate-700">Open your authenticator app and enter the 6-digit code it shows for this site. No phone to hand? Enter one of your backup codes instead; each works once.</p>
			<div className="mt-6">
				<TwoFactorCodeForm result={result} redirectTo={redirectTo} submitLabel="Verify" />
			</div>
			<p className="mt-6 text-center text-sm text-slate-700">
				Lost your phone and your backup codes? Ask an admin of the institute to reset your second factor.{' '}
				<Link to="/login" className="font-semibold text-brand-700 underline">
					Start again
				</Link>
			</p>
		</section>
	)
}
