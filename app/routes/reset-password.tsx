import { data, Link } from 'react-router'
import { formFailure, type FormResult, succeeded } from '~/components/ui/form'
import { resetPassword } from '~/features/accounts/account-security.server'
import { resetPasswordSchema } from '~/features/accounts/account-schema'
import { readAccountToken } from '~/features/accounts/account-tokens.server'
import { accountMessages, LINK_EXPIRED } from '~/features/accounts/account'
import { ResetPasswordForm } from '~/features/accounts/AccountSecurityForms'
import { readSubmission } from '~/lib/form.server'
import { accountFormMessages, pageOnlyMessages, translator } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'
import { requestLocale } from '~/features/i18n/language-choice.server'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/reset-password'

/** The link is a key to the account: the page is never cached, and the URL is never sent to another site as a referrer. */
// Not no-referrer: with it a browser sends `Origin: null` on the page's own form posts, which the
// cross-site check refuses (server/origin-check.ts), so the form failed without JavaScript; same-origin keeps the link off other sites.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' })

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.page.resetTitle'), description: t('account.page.resetDescription', { site: root.site.name }), pathname: '/reset-password', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	return {
		valid: Boolean(await readAccountToken(context.services.db, 'reset-password', params.token)),
		messages: { ...pageOnlyMessages(localeOfPath(new URL(request.url).pathname), 'account.page.'), ...accountFormMessages(localeOfPath(new URL(request.url).pathname)) },
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const read = await readSubmission(request, resetPasswordSchema)
	if (!read) return data(formFailure(accountMessages.requiredFields), { status: 400 })
	const { submission } = read
	const hideFields = ['password']
	if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 })
	const outcome = await resetPassword(context.services.db, context.services.accounts.auth, params.token, submission.value.password)
	if (!outcome.ok)
		return data(submission.reply({ formErrors: outcome.field ? [] : [outcome.message], fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {}, hideFields }), {
			status: outcome.status,
		})
	const done: FormResult = { status: 'success', initialValue: null, message: translator(requestLocale(request))('account.page.resetDone') }
	return done
}

export default function ResetPassword({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { locale } = matches[0].loaderData
	const t = translatorOf({ locale, messages: loaderData.messages })
	const done = succeeded(actionData)
	const expired = !done && (!loaderData.valid || actionData?.error?.['']?.includes(LINK_EXPIRED))
	return (
		// The forms inside show the page's own texts too.
		<PageMessages messages={loaderData.messages}>
			<section className="container-page max-w-md py-14">
				<h1 className="text-3xl font-extrabold text-brand-900">{t('account.page.resetTitle')}</h1>
				{done ? (
					<div className="mt-4 space-y-4">
						<p role="status" className="text-green-800">
							{actionData?.message}
						</p>
						<Link to={localizedPath('/login', locale)} className="inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
							{t('account.page.resetLogIn')}
						</Link>
					</div>
				) : expired ? (
					<div className="mt-4 space-y-4">
						<p role="alert" className="text-red-800">
							{t(LINK_EXPIRED)}
						</p>
						<Link to={localizedPath('/forgot-password', locale)} className="font-semibold text-brand-700 underline">
							{t('account.page.askNewLink')}
						</Link>
					</div>
				) : (
					<div className="mt-6">
						<ResetPasswordForm result={actionData} />
					</div>
				)}
			</section>
		</PageMessages>
	)
}
