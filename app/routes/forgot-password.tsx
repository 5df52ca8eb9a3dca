import { data, Link } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import { accountMail, requestPasswordReset } from '~/features/accounts/account-security.server'
import { forgotPasswordSchema } from '~/features/accounts/account-schema'
import { accountMessages } from '~/features/accounts/account'
import { ForgotPasswordForm } from '~/features/accounts/AccountSecurityForms'
import { RESET_LINK_HOURS } from '~/features/accounts/account-tokens.server'
import { telLink, whatsappPageLink } from '~/config/site-settings'
import { readSubmission } from '~/lib/form.server'
import { accountFormMessages, pageOnlyMessages, translator } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'
import { requestLocale } from '~/features/i18n/language-choice.server'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/forgot-password'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.page.forgotTitle'), description: t('account.page.forgotDescription', { site: root.site.name }), pathname: '/forgot-password', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

export function loader({ request, context }: Route.LoaderArgs) {
	const locale = localeOfPath(new URL(request.url).pathname)
	// Without SMTP no link can be mailed: the page says how to get one from the institute instead.
	return { mailAvailable: Boolean(context.services.config.mail.smtpUrl), messages: { ...pageOnlyMessages(locale, 'account.page.'), ...accountFormMessages(locale) } }
}

export async function action({ request, context }: Route.ActionArgs) {
	const read = await readSubmission(request, forgotPasswordSchema)
	if (!read) return data(formFailure(accountMessages.requiredFields), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const outcome = await requestPasswordReset(context.services.db, await accountMail(context), submission.value.email, context.clientIp)
	if (outcome.status === 'rate-limited')
		return data(submission.reply({ formErrors: [outcome.message] }), { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } })
	const t = translator(requestLocale(request))
	if (outcome.status === 'unavailable') return data(submission.reply({ formErrors: [t('account.page.noMail')] }), { status: 503 })
	return {
		status: 'success',
		initialValue: null,
		message: t('account.page.forgotSent', { email: submission.value.email, hours: RESET_LINK_HOURS }),
	} satisfies FormResult
}

export default function ForgotPassword({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { site, locale } = matches[0].loaderData
	const t = translatorOf({ locale, messages: loaderData.messages })
	return (
		// The forms inside show the page's own texts too.
		<PageMessages messages={loaderData.messages}>
			<section className="container-page max-w-md py-14">
				<h1 className="text-3xl font-extrabold text-brand-900">{t('account.page.forgotTitle')}</h1>
				{loaderData.mailAvailable ? (
					<>
						<p className="mt-2 text-slate-600">{t('account.page.forgotIntro')}</p>
						<div className="mt-6">
							<ForgotPasswordForm result={actionData} />
						</div>
					</>
				) : (
					<div className="mt-4 space-y-3 text-slate-700">
						<p>{t('account.page.noMail')}</p>
						<p>{t('account.page.noMailContact', { phone: site.phone, email: site.email, hours: site.openingHours })}</p>
						<ul className="flex flex-wrap gap-4">
							<li>
								<a href={telLink(site.phone)} className="font-semibold text-brand-700 underline">{site.phone}</a>
							</li>
							<li>
								<a href={whatsappPageLink(site, t('account.page.noMailWhatsapp'))} className="font-semibold text-brand-700 underline">
									WhatsApp
								</a>
							</li>
							<li>
								<a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">{site.email}</a>
							</li>
						</ul>
					</div>
				)}
				<p className="mt-6 text-center text-sm text-slate-700">
					{t('account.page.remembered')}{' '}
					<Link to={localizedPath('/login', locale)} className="font-semibold text-brand-700 underline">
						{t('account.action.logIn')}
					</Link>
				</p>
			</section>
		</PageMessages>
	)
}
