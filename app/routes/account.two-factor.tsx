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
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf, useLocale, useT } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { twoFactorMessages } from '~/features/accounts/two-factor'
import type { Route } from './+types/account.two-factor'

// The secret and the backup codes are never kept in a cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.twoFactor.title'), description: t('account.twoFactor.description'), pathname: '/account/two-factor', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

/** Staff, editors and admins set up their second factor here before any staff page (issue 16, item 4). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	if (!needsSecondFactor(user.role)) throw data({ forbidden: true }, { status: 403 })
	const url = new URL(request.url)
	const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo'), url.origin, '/admin')
	const setup = user.twoFactorEnabled ? null : await context.services.accounts.twoFactor.setupFor(user)
	return {
		redirectTo,
		setup: setup && { secret: groupedSecret(setup.secret), uri: setup.uri, qrCode: qrCodeShape(setup.uri) },
		messages: pageOnlyMessages(localeOfPath(url.pathname), 'account.twoFactor.'),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context)
	if (!needsSecondFactor(user.role)) throw data({ forbidden: true }, { status: 403 })
	const read = await readSubmission(request, twoFactorCodeSchema)
	if (!read) return data(formFailure(twoFactorMessages.codeRequired), { status: 400 })
	const { form, submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const outcome = await context.services.accounts.confirmTwoFactorSetup(user, submission.value.code, { headers: request.headers, ip: context.clientIp })
	if (!outcome.ok) return data(submission.reply({ fieldErrors: { code: [outcome.message] } }), { status: outcome.status })
	const redirectTo = safeRedirectTarget(form.get('redirectTo'), new URL(request.url).origin, '/admin')
	// The plugin replaced the session: the next page is loaded with the new cookie.
	const backupCodes = localizedPath('/account/backup-codes', localeOfPath(new URL(request.url).pathname))
	throw redirect(`${backupCodes}?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: outcome.headers })
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<TwoFactorSetupPage {...loaderData} result={actionData} />
		</PageMessages>
	)
}

function TwoFactorSetupPage({ setup, redirectTo, result }: Omit<Route.ComponentProps['loaderData'], 'messages'> & { result: Route.ComponentProps['actionData'] }) {
	const t = useT()
	const locale = useLocale()
	return (
		<section className="container-page max-w-xl py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">{t('account.twoFactor.title')}</h1>
			{setup ? (
				<>
					<p className="mt-2 text-slate-700">{t('account.twoFactor.intro')}</p>
					<ol className="mt-6 list-decimal space-y-4 pl-6 text-slate-800">
						<li>
							{t('account.twoFactor.scan')}
							<SetupQrCode shape={setup.qrCode} />
							<p className="mt-3">{t('account.twoFactor.typeKey')}</p>
							<p className="mt-2 rounded border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg break-all" aria-label={t('account.twoFactor.keyLabel')}>
								{setup.secret}
							</p>
							<p className="mt-2 text-sm">
								{t('account.twoFactor.onThisPhone')}{' '}
								<a href={setup.uri} className="text-brand-700 underline">
									{t('account.twoFactor.openKey')}
								</a>
							</p>
						</li>
						<li>{t('account.twoFactor.enterCode')}</li>
					</ol>
					<div className="mt-6">
						<TwoFactorCodeForm result={result} redirectTo={redirectTo} submitLabel={t('account.twoFactor.submit')} hint={t('account.twoFactor.setupHint')} />
					</div>
				</>
			) : (
				<>
					<p className="mt-2 text-slate-700">{t('account.twoFactor.alreadyOn')}</p>
					<Link to={localizedPath(redirectTo, locale)} className="mt-6 inline-block font-semibold text-brand-700 underline">
						{t('account.twoFactor.continue')}
					</Link>
				</>
			)}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
