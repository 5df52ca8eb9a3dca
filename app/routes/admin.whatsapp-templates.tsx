import { data } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireAdmin } from '~/features/accounts/session.server'
import { leadMessages } from '~/features/leads/admin/inbox-schema'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { loadWhatsAppTemplateTexts, saveWhatsAppTemplates } from '~/features/leads/admin/whatsapp-templates.server'
import { whatsAppTemplateMessages, whatsAppTemplatesSchema } from '~/features/leads/admin/whatsapp-templates-schema'
import { WhatsAppTemplatesForm } from '~/features/leads/admin/WhatsAppTemplatesForm'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.whatsapp-templates'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'WhatsApp templates', description: "The counsellors' WhatsApp messages.", pathname: '/admin/whatsapp-templates', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return { texts: await loadWhatsAppTemplateTexts(context.services.db) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireAdmin(request, context)
	const read = await readSubmission(request, whatsAppTemplatesSchema)
	if (!read) return data(formFailure(leadMessages.unknownIntent), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	await saveWhatsAppTemplates(context.services.db, submission.value, user)
	context.services.logger.info({ audit: 'whatsapp-templates.save', userId: user.id, requestId: context.requestId }, 'audit: WhatsApp templates saved')
	return { ...submission.reply(), status: 'success' as const, message: whatsAppTemplateMessages.saved }
}

export default function AdminWhatsAppTemplates({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<StaffHeader />
			<section className="container-page py-10">
				<h1 className="text-3xl font-extrabold text-brand-900">WhatsApp templates</h1>
				<p className="mt-1 mb-6 text-slate-700">The messages counsellors send from a lead’s page, with the student’s details filled in.</p>
				<WhatsAppTemplatesForm texts={loaderData.texts} result={actionData} />
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
