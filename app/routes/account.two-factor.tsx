import { data, Link, redirect } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { needsSecondFactor, requireUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { groupedSecret } from '~/features/accounts/two-factor'
import { twoFactorCodeSchema } from '~/features/accounts/two-factor-schema'
import { qrCodeShape } from '~/features/accounts/qr-code.server'
import { SetupQrCode, TwoFactorCodeForm } from '~/features/accounts/TwoFactorForms'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/account.two-factor'

// The secret and the backup codes are never kept in a cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Set up two-factor sign-in', description: 'Protect your staff account with an authenticator app.', pathname: '/account/two-factor', origin: root.origin, siteName: root.site.name, noIndex: true })
}

/** Staff, editors and admins set up their second factor here before any staff page (issue 16, item 4). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	if (!needsSecondFactor(user.role)) throw data({ forbidden: true }, { status: 403 })
	const url = new URL(request.url)
	const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin, '/admin')
	const setup = user.twoFactorEnabled ? null : await context.services.accounts.twoFactor.setupFor(user)
	return { redirectTo, setup: setup && { secret: groupedSecret(setup.secret), uri: setup.uri, qrCode: qrCodeShape(setup.uri) } }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context)
	if (!needsSecondFactor(user.role)) throw data({ forbidden: true }, { status: 403 })
	const read = await readSubmission(request, twoFactorCodeSchema)
	if (!read) return data(formFailure('Please enter the code.'), { status: 400 })
	const { form, submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const outcome = await context.services.accounts.confirmTwoFactorSetup(user, submission.value.code, { headers: request.headers, ip: context.clientIp })
	if (!outcome.ok) return data(submission.reply({ fieldErrors: { code: [outcome.message] } }), { status: outcome.status })
	const redirectTo = safeRedirectTarget(form.get('redirectTo'), new URL(request.url).origin, '/admin')
	// The plugin replaced the session: the next page is loaded with the new cookie.
	throw redirect(`/account/backup-codes?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: outcome.headers })
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
	const { setup } = loaderData
	return (
		<section className="container-page max-w-xl py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Set up two-factor sign-in</h1>
			{setup ? (
				<>
					<p className="mt-2 text-slate-700">
						Staff accounts open students’ personal data, so they need a second step at sign-in: a code from an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or any TOTP app).
					</p>
					<ol className="mt-6 list-decimal space-y-4 pl-6 text-slate-800">
						<li>
							In the app, add an account by scanning this QR code:
							<SetupQrCode shape={setup.qrCode} />
							<p className="mt-3">Or, if you cannot scan it, enter this key (time-based):</p>
							<p className="mt-2 rounded border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg break-all" aria-label="Setup key">
								{setup.secret}
							</p>
							<p className="mt-2 text-sm">
								On this phone? <a href={setup.uri} className="text-brand-700 underline">Open the key in your authenticator app</a>.
							</p>
						</li>
						<li>Enter the 6-digit code the app now shows.</li>
					</ol>
					<div className="mt-6">
						<TwoFactorCodeForm result={actionData} redirectTo={loaderData.redirectTo} submitLabel="Turn on two-factor sign-in" hint="The 6-digit code from your authenticator app." />
					</div>
				</>
			) : (
				<>
					<p className="mt-2 text-slate-700">Two-factor sign-in is on for your account.</p>
					<Link to={loaderData.redirectTo} className="mt-6 inline-block font-semibold text-brand-700 underline">
						Continue
					</Link>
				</>
			)}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
