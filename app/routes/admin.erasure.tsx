import { data } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { ErasePersonPage } from '~/features/privacy/ErasePersonPage'
import { eraseOnRequest, recentErasures } from '~/features/privacy/privacy-actions.server'
import { eraseRequestSchema } from '~/features/privacy/privacy-schema'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.erasure'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Erase a person’s data | Staff', description: 'Erase one person’s data on request (DPDP Act).', pathname: '/admin/erasure', origin: root.origin, siteName: root.site.name, noIndex: true })
}

/** Staff and admins erase one person's data on request (issue 16, item 7); every erasure is logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireStaff(request, context)
	return { erasures: await recentErasures(context.services.db), timeZone: context.services.config.site.timeZone }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireStaff(request, context)
	const read = await readSubmission(request, eraseRequestSchema)
	if (!read) return data(formFailure('Please try again.'), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const outcome = await eraseOnRequest(context.services.db, user, submission.value.email)
	if (!outcome.ok) return data(submission.reply({ fieldErrors: { email: [outcome.message] } }), { status: 409 })
	// A reset reply carries no status of its own.
	return data({ ...submission.reply({ resetForm: true }), status: 'success' as const, message: outcome.message })
}

export default function AdminErasure({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<StaffHeader />
			<ErasePersonPage {...loaderData} result={actionData} />
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
