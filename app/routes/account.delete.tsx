import { data, redirect } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { DeleteAccountForm } from '~/features/privacy/DeleteAccountForm'
import { deleteAccountSchema } from '~/features/privacy/privacy-schema'
import { deleteOwnAccount } from '~/features/privacy/privacy-actions.server'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/account.delete'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Delete my account', description: 'Delete your account and the personal data in your enquiries.', pathname: '/account/delete', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	return { email: user.email }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context)
	const read = await readSubmission(request, deleteAccountSchema)
	if (!read) return data(formFailure('Please enter your password.'), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
	const outcome = await deleteOwnAccount(context.services, user, submission.value.password, request.headers)
	if (!outcome.ok) return data(submission.reply({ fieldErrors: { password: [outcome.message] }, hideFields: ['password'] }), { status: outcome.status })
	throw redirect('/account/deleted', { headers: outcome.headers })
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Delete my account</h1>
			<p className="mt-2 text-slate-700">
				This deletes the account {loaderData.email}, your profile and enrolment requests, and removes your name, email, mobile number and messages from your
				enquiries and bookings. We keep only anonymous counts. It cannot be undone.
			</p>
			<p className="mt-2 text-slate-700">
				Want a copy first?{' '}
				<a href="/account/data" className="font-semibold text-brand-700 underline">
					Download my data
				</a>
			</p>
			<div className="mt-6">
				<DeleteAccountForm result={actionData} />
			</div>
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
