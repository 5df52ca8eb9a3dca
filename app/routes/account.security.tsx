import { data } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import { ActiveSessions, ChangeEmailForm, ChangePasswordForm, ResendConfirmation } from '~/features/accounts/AccountSecurityForms'
import { accountSecurityAction } from '~/features/accounts/account-security-action.server'
import { listSessions } from '~/features/accounts/account-security.server'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { messageRef, PageMessages, translatorOf, useT } from '~/features/i18n/i18n'
import { formatDateTimeInTimeZone } from '~/features/i18n/formats'
import { localeOfPath } from '~/features/i18n/locales'
import type { PersonalPageHandle } from '~/lib/rendered-page-cache.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/account.security'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

// Rendered once per what it shows (the account's email and its sessions), like My Courses; both are
// dropped by a NOTIFY when they change, so a repeat is answered before the routes run (decision 025).
export const handle: PersonalPageHandle = { storeSignedInPage: true, answerBeforeRoutes: true }

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.security.title'), description: t('account.security.description'), pathname: '/account/security', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	const locale = localeOfPath(new URL(request.url).pathname)
	// Times written by the server, in India time: a browser without Punjabi date data would write them otherwise.
	const when = (moment: string) => formatDateTimeInTimeZone(moment, 'Asia/Kolkata', locale)
	const sessions = (await listSessions(context.services.db, user, locale)).map(({ signedInAt, lastActiveAt, ...session }) => ({
		...session,
		signedIn: when(signedInAt),
		lastActive: when(lastActiveAt),
	}))
	return { email: user.email, emailVerified: user.emailVerified, sessions, messages: pageOnlyMessages(locale, 'account.security.') }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context)
	try {
		return await accountSecurityAction(request, context, user)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'account security change failed')
		return data(formFailure(messageRef('account.security.failed')) satisfies FormResult, { status: 500 })
	}
}

export const ErrorBoundary = ProtectedRouteBoundary

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<AccountSecurityPage {...loaderData} result={actionData} />
		</PageMessages>
	)
}

function AccountSecurityPage({ email, emailVerified, sessions, result }: Omit<Route.ComponentProps['loaderData'], 'messages'> & { result: FormResult | undefined }) {
	const t = useT()
	return (
		<section className="container-page max-w-2xl space-y-10 py-12">
			<div>
				<h1 className="text-3xl font-extrabold text-brand-900">{t('account.security.title')}</h1>
				<p className="mt-2 text-slate-600">{t('account.security.intro')}</p>
			</div>
			{emailVerified ? null : <ResendConfirmation email={email} result={result} />}
			<ChangePasswordForm result={result} />
			<ChangeEmailForm result={result} email={email} />
			<ActiveSessions sessions={sessions} result={result} />
		</section>
	)
}
