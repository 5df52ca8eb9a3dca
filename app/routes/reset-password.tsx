import { data, Link } from 'react-router'
import { formFailure, type FormResult, succeeded } from '~/components/ui/form'
import { resetPassword } from '~/features/accounts/account-security.server'
import { resetPasswordSchema } from '~/features/accounts/account-schema'
import { readAccountToken } from '~/features/accounts/account-tokens.server'
import { accountMessages, LINK_EXPIRED } from '~/features/accounts/account'
import { ResetPasswordForm } from '~/features/accounts/AccountSecurityForms'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/reset-password'

/** The link is a key to the account: the page is never cached, and the URL is never sent on as a referrer. */
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Choose a new password', description: `Choose a new password for your ${root.site.name} account.`, pathname: '/reset-password', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ params, context }: Route.LoaderArgs) {
	return { valid: Boolean(await readAccountToken(context.services.db, 'reset-password', params.token)) }
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
	const done: FormResult = { status: 'success', initialValue: null, message: 'Your password has been changed, and every device signed in to your account was signed out.' }
	return done
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
	const done = succeeded(actionData)
	const expired = !done && (!loaderData.valid || actionData?.error?.['']?.includes(LINK_EXPIRED))
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Choose a new password</h1>
			{done ? (
				<div className="mt-4 space-y-4">
					<p role="status" className="text-green-800">
						{actionData?.message}
					</p>
					<Link to="/login" className="inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
						Log in with your new password
					</Link>
				</div>
			) : expired ? (
				<div className="mt-4 space-y-4">
					<p role="alert" className="text-red-800">
						{LINK_EXPIRED}
					</p>
					<Link to="/forgot-password" className="font-semibold text-brand-700 underline">
						Ask for a new link
					</Link>
				</div>
			) : (
				<div className="mt-6">
					<ResetPasswordForm result={actionData} />
				</div>
			)}
		</section>
	)
}
