import { data, Link } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import { accountMail, requestPasswordReset } from '~/features/accounts/account-security.server'
import { forgotPasswordSchema } from '~/features/accounts/account-schema'
import { accountMessages } from '~/features/accounts/account'
import { ForgotPasswordForm } from '~/features/accounts/AccountSecurityForms'
import { RESET_LINK_HOURS } from '~/features/accounts/account-tokens.server'
import { telLink, whatsappLink } from '~/config/site-settings'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/forgot-password'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Forgot password', description: `Reset the password of your ${root.site.name} account.`, pathname: '/forgot-password', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export function loader({ context }: Route.LoaderArgs) {
	// Without SMTP no link can be mailed: the page says how to get one from the institute instead.
	return { mailAvailable: Boolean(context.services.config.mail.smtpUrl) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const read = await readSubmission(request, forgotPasswordSchema)
	if (!read) return data(formFailure(accountMessages.requiredFields), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const outcome = await requestPasswordReset(context.services.db, await accountMail(context), submission.value.email, context.clientIp)
	if (outcome.status === 'rate-limited')
		return data(submission.reply({ formErrors: [outcome.message] }), { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } })
	if (outcome.status === 'unavailable') return data(submission.reply({ formErrors: [NO_MAIL] }), { status: 503 })
	return {
		status: 'success',
		initialValue: null,
		message: `If ${submission.value.email} has an account with us, we have sent it a link to choose a new password. The link works once, for ${RESET_LINK_HOURS} hour. Please check your spam folder too.`,
	} satisfies FormResult
}

const NO_MAIL = 'Password reset emails cannot be sent from this site at the moment. Please contact us and we will send you a reset link.'

export default function ForgotPassword({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { site } = matches[0].loaderData
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Forgot password</h1>
			{loaderData.mailAvailable ? (
				<>
					<p className="mt-2 text-slate-600">Enter the email address of your account and we will email you a link to choose a new password.</p>
					<div className="mt-6">
						<ForgotPasswordForm result={actionData} />
					</div>
				</>
			) : (
				<div className="mt-4 space-y-3 text-slate-700">
					<p>{NO_MAIL}</p>
					<p>
						Call <a href={telLink(site.phone)} className="font-semibold text-brand-700 underline">{site.phone}</a>, chat on{' '}
						<a href={whatsappLink(site, 'Hello! I cannot sign in to my account and need a password reset link.')} className="font-semibold text-brand-700 underline">
							WhatsApp
						</a>{' '}
						or write to <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">{site.email}</a> ({site.openingHours}). Tell us the email address of your account.
					</p>
				</div>
			)}
			<p className="mt-6 text-center text-sm text-slate-700">
				Remembered it?{' '}
				<Link to="/login" className="font-semibold text-brand-700 underline">
					Log in
				</Link>
			</p>
		</section>
	)
}
