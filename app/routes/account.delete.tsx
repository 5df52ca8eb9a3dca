import { data, redirect } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { DeleteAccountForm } from '~/features/privacy/DeleteAccountForm'
import { deleteAccountSchema } from '~/features/privacy/privacy-schema'
import { deleteOwnAccount } from '~/features/privacy/privacy-actions.server'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf, useT } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import type { Route } from './+types/account.delete'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.delete.title'), description: t('account.delete.description'), pathname: '/account/delete', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	return { email: user.email, messages: pageOnlyMessages(localeOfPath(new URL(request.url).pathname), 'account.delete.') }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context)
	const read = await readSubmission(request, deleteAccountSchema)
	if (!read) return data(formFailure('account.delete.passwordRequired'), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
	const outcome = await deleteOwnAccount(context.services, user, submission.value.password, request.headers)
	if (!outcome.ok) return data(submission.reply({ fieldErrors: { password: [outcome.message] }, hideFields: ['password'] }), { status: outcome.status })
	throw redirect(localizedPath('/account/deleted', localeOfPath(new URL(request.url).pathname)), { headers: outcome.headers })
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<DeleteAccountPage email={loaderData.email} result={actionData} />
		</PageMessages>
	)
}

function DeleteAccountPage({ email, result }: { email: string; result: Route.ComponentProps['actionData'] }) {
	const t = useT()
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">{t('account.delete.title')}</h1>
			<p className="mt-2 text-slate-700">{t('account.delete.body', { email })}</p>
			<p className="mt-2 text-slate-700">
				{t('account.delete.copyFirst')}{' '}
				<a href="/account/data" className="font-semibold text-brand-700 underline">
					{t('account.delete.download')}
				</a>
			</p>
			<div className="mt-6">
				<DeleteAccountForm result={result} />
			</div>
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
