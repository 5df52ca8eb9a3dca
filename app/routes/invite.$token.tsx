import { data, redirect } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { accountMessages } from '~/features/accounts/account'
import { isCommonPassword } from '~/features/accounts/common-passwords.server'
import { AcceptInviteForm } from '~/features/staff-users/AcceptInviteForm'
import { acceptInviteSchema } from '~/features/staff-users/staff-users-schema'
import { acceptInvite, findOpenInvite } from '~/features/staff-users/staff-users.server'
import { accountFormMessages } from '~/features/i18n/catalogues.server'
import { PageMessages } from '~/features/i18n/i18n'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/invite.$token'

// The token is in the path: the site's referrer policy sends other sites the origin only.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Your staff account', description: 'Choose the password of your staff account.', pathname: '/invite', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ params, context }: Route.LoaderArgs) {
	const invite = await findOpenInvite(context.services.db, params.token)
	// The form's errors (a short or common password) are the account forms', which no public page's data carries.
	return { invite: invite && { name: invite.name, email: invite.email }, messages: accountFormMessages('en') }
}

/** Sets the password, makes the account with the invited role, and signs in (the second factor is set up next). */
export async function action({ request, params, context }: Route.ActionArgs) {
	const read = await readSubmission(request, acceptInviteSchema)
	if (!read) return data(formFailure(accountMessages.requiredFields), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
	const { password } = submission.value
	if (isCommonPassword(password)) return data(submission.reply({ fieldErrors: { password: [accountMessages.commonPassword] }, hideFields: ['password'] }), { status: 400 })
	const { accounts, db } = context.services
	const accepted = await acceptInvite(db, accounts, params.token, password)
	if (!accepted.ok) return data(submission.reply({ formErrors: [accepted.message], hideFields: ['password'] }), { status: accepted.status })
	const signedIn = await accounts.signIn({ email: accepted.email, password }, { headers: request.headers, ip: context.clientIp })
	throw redirect(signedIn.result.ok ? '/account/two-factor?redirectTo=%2Fadmin' : '/login', { headers: signedIn.headers })
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
	const { invite } = loaderData
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Your staff account</h1>
			{invite ? (
				<>
					<p className="mt-2 text-slate-700">
						Welcome, {invite.name}. Choose the password for {invite.email}; next you will set up the authenticator app for the second step of signing in.
					</p>
					<div className="mt-6">
						<PageMessages messages={loaderData.messages}>
							<AcceptInviteForm result={actionData} />
						</PageMessages>
					</div>
				</>
			) : (
				<p className="mt-2 text-slate-700">This invitation link has expired or has been used. Ask an admin for a new one.</p>
			)}
		</section>
	)
}
