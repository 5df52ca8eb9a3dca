import { data } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireAdmin } from '~/features/accounts/session.server'
import { saveLeadSettings } from '~/features/leads/admin/assignment.server'
import { leadMessages } from '~/features/leads/admin/inbox-schema'
import { leadSettingsMessages, leadSettingsSchema } from '~/features/leads/admin/lead-settings-schema'
import { listRotation, loadLeadSettings } from '~/features/leads/admin/lead-settings.server'
import { LeadSettingsForm } from '~/features/leads/admin/LeadSettingsForm'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.lead-settings'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Lead settings', description: 'Round-robin assignment of new leads and the morning digest.', pathname: '/admin/lead-settings', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const { db, config } = context.services
	const [settings, members] = await Promise.all([loadLeadSettings(db), listRotation(db)])
	return { settings, members, timeZone: config.site.timeZone }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireAdmin(request, context)
	const read = await readSubmission(request, leadSettingsSchema)
	if (!read) return data(formFailure(leadMessages.unknownIntent), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const saved = await saveLeadSettings(context.services.db, submission.value, { timeZone: context.services.config.site.timeZone })
	if (!saved.ok) return data(submission.reply({ fieldErrors: { members: [leadSettingsMessages.memberInvalid] } }), { status: 400 })
	context.services.logger.info({ audit: 'lead-settings.save', userId: user.id, requestId: context.requestId }, 'audit: lead settings saved')
	return { ...submission.reply(), status: 'success' as const, message: leadSettingsMessages.saved }
}

export default function AdminLeadSettings({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<StaffHeader />
			<section className="container-page py-10">
				<h1 className="text-3xl font-extrabold text-brand-900">Lead settings</h1>
				<p className="mt-1 mb-6 text-slate-700">How new leads are shared among the counsellors, and when each gets the morning digest of their day.</p>
				<LeadSettingsForm {...loaderData} result={actionData} />
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
