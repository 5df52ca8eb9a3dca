import { data, Form, Link, redirect } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { needsSecondFactor, requireUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/account.backup-codes'

// Backup codes are never kept in a cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Backup codes', description: 'One-time codes for signing in without your phone.', pathname: '/account/backup-codes', origin: root.origin, siteName: root.site.name, noIndex: true })
}

async function requireTwoFactorUser(request: Request, context: Route.LoaderArgs['context']) {
	const user = await requireUser(request, context)
	// Students have no second factor, so no backup codes: refused as on the set-up page.
	if (!needsSecondFactor(user.role)) throw data({ forbidden: true }, { status: 403 })
	if (!user.twoFactorEnabled) throw redirect('/account/two-factor')
	return user
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireTwoFactorUser(request, context)
	const url = new URL(request.url)
	return { redirectTo: safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin, '/admin') }
}

/** New backup codes, shown once (the stored copy is encrypted); the earlier ones stop working. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireTwoFactorUser(request, context)
	return { backupCodes: await context.services.accounts.twoFactor.issueBackupCodes(user.id) }
}

export default function BackupCodes({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="container-page max-w-xl py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Two-factor sign-in is on</h1>
			{actionData ? (
				<>
					<p role="status" className="mt-2 text-slate-700">
						Keep these backup codes somewhere safe, away from your phone. Each one signs you in once if you lose your phone. They are shown only now.
					</p>
					<ul aria-label="Backup codes" className="mt-6 grid grid-cols-2 gap-2 font-mono text-lg">
						{actionData.backupCodes.map((code) => (
							<li key={code} className="rounded border border-slate-300 px-3 py-2">
								{code}
							</li>
						))}
					</ul>
					<Link to={loaderData.redirectTo} className="mt-8 inline-block font-semibold text-brand-700 underline">
						I have saved my backup codes: continue
					</Link>
				</>
			) : (
				<>
					<p className="mt-2 text-slate-700">
						Now make your backup codes: ten one-time codes for signing in when your phone is not at hand. Making new ones cancels any you had before.
					</p>
					<Form method="post" className="mt-6">
						<button type="submit" className={buttonClass('primary')}>
							Show my backup codes
						</button>
					</Form>
				</>
			)}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
