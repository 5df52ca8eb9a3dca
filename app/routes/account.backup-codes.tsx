import { data, Form, Link, redirect } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { needsSecondFactor, requireUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { pageMeta } from '~/lib/seo'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf, useLocale, useT } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import type { Route } from './+types/account.backup-codes'

// Backup codes are never kept in a cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.backupCodes.title'), description: t('account.backupCodes.description'), pathname: '/account/backup-codes', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

async function requireTwoFactorUser(request: Request, context: Route.LoaderArgs['context']) {
	const user = await requireUser(request, context)
	// Students have no second factor, so no backup codes: refused as on the set-up page.
	if (!needsSecondFactor(user.role)) throw data({ forbidden: true }, { status: 403 })
	if (!user.twoFactorEnabled) throw redirect(localizedPath('/account/two-factor', localeOfPath(new URL(request.url).pathname)))
	return user
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireTwoFactorUser(request, context)
	const url = new URL(request.url)
	return { redirectTo: safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin, '/admin'), messages: pageOnlyMessages(localeOfPath(url.pathname), 'account.backupCodes.') }
}

/** New backup codes, shown once (the stored copy is encrypted); the earlier ones stop working. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireTwoFactorUser(request, context)
	return { backupCodes: await context.services.accounts.twoFactor.issueBackupCodes(user.id) }
}

export default function BackupCodes({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<BackupCodesPage redirectTo={loaderData.redirectTo} backupCodes={actionData?.backupCodes} />
		</PageMessages>
	)
}

function BackupCodesPage({ redirectTo, backupCodes }: { redirectTo: string; backupCodes: string[] | undefined }) {
	const t = useT()
	const locale = useLocale()
	return (
		<section className="container-page max-w-xl py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">{t('account.backupCodes.heading')}</h1>
			{backupCodes ? (
				<>
					<p role="status" className="mt-2 text-slate-700">
						{t('account.backupCodes.keepSafe')}
					</p>
					<ul aria-label={t('account.backupCodes.list')} className="mt-6 grid grid-cols-2 gap-2 font-mono text-lg">
						{backupCodes.map((code) => (
							<li key={code} className="rounded border border-slate-300 px-3 py-2">
								{code}
							</li>
						))}
					</ul>
					<Link to={localizedPath(redirectTo, locale)} className="mt-8 inline-block font-semibold text-brand-700 underline">
						{t('account.backupCodes.saved')}
					</Link>
				</>
			) : (
				<>
					<p className="mt-2 text-slate-700">{t('account.backupCodes.makeNow')}</p>
					<Form method="post" className="mt-6">
						<button type="submit" className={buttonClass('primary')}>
							{t('account.backupCodes.show')}
						</button>
					</Form>
				</>
			)}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
