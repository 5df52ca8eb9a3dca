import { data } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireAdmin } from '~/features/accounts/session.server'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { StaffUsersPage, type StaffUsersResult } from '~/features/staff-users/StaffUsersPage'
import { staffUsersActionSchema } from '~/features/staff-users/staff-users-schema'
import { applyStaffUsersAction, listStaff } from '~/features/staff-users/staff-users.server'
import { formFailure } from '~/components/ui/form'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.users'
import { siteSettings } from '~/features/studio/site-settings.server'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'People | Staff', description: 'Staff accounts, invitations and roles.', pathname: '/admin/users', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireAdmin(request, context)
	return { ...(await listStaff(context.services.db)), selfId: user.id, timeZone: context.services.config.site.timeZone }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireAdmin(request, context)
	const read = await readSubmission(request, staffUsersActionSchema)
	if (!read) return data(formFailure('Please try again.'), { status: 400 })
	const { form, submission } = read
	const intent = String(form.get('intent') ?? '')
	if (submission.status !== 'success') return data({ ...submission.reply(), intent }, { status: 400 })
	const { config, db } = context.services
	const input = submission.value
	const outcome = await applyStaffUsersAction(db, user, input, { origin: config.publicUrl ?? new URL(request.url).origin, siteName: (await siteSettings(context)).name })
	if (!outcome.ok)
		return data({ ...submission.reply(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] }), intent }, { status: outcome.status })
	// A reset reply carries no status of its own.
	return data({ ...submission.reply({ resetForm: intent === 'invite' }), status: 'success' as const, message: outcome.message, intent })
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<StaffHeader />
			<StaffUsersPage {...loaderData} result={actionData as StaffUsersResult | undefined} />
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
