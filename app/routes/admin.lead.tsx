import { data } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { applyLeadAction, getLead, listStaff } from '~/features/leads/admin/inbox.server'
import { formFailure } from '~/components/ui/form'
import { leadActionSchema, leadFormId, type LeadFormResult, leadMessages } from '~/features/leads/admin/inbox-schema'
import { LeadDetail } from '~/features/leads/admin/LeadDetail'
import { readForm, readSubmission } from '~/lib/form.server'
import { leadAccount, RESET_LINK_FORM, resetLinkForLead } from '~/features/accounts/lead-account.server'
import { LeadAccountPanel } from '~/features/accounts/LeadAccountPanel'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { loadWhatsAppTemplateTexts } from '~/features/leads/admin/whatsapp-templates.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.lead'
import { siteSettings } from '~/features/studio/site-settings.server'

// Leads are personal data: never kept in a browser's or proxy's cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const name = loaderData?.lead.name || loaderData?.lead.email || 'Lead'
	return pageMeta({ title: `${name} | Leads inbox`, description: 'One lead of the staff inbox.', pathname: `/admin/leads/${params.id}`, origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireStaff(request, context)
	const { db, config } = context.services
	const lead = await getLead(db, params.id)
	if (!lead) throw data(null, { status: 404 })
	// Who opened which lead: an audit line with ids only, never the lead's contents.
	context.services.logger.info({ audit: 'lead.view', userId: user.id, leadId: lead.id, requestId: context.requestId }, 'audit: lead viewed')
	const [account, staff, templateTexts, site] = await Promise.all([leadAccount(db, lead.email, user), listStaff(db), loadWhatsAppTemplateTexts(db), siteSettings(context)])
	// The WhatsApp messages name the institute as its editors publish it (SITE_NAME is only the default).
	return { lead, account, staff, templateTexts, me: { id: user.id, name: user.name }, siteName: site.name, timeZone: config.site.timeZone, now: new Date().toISOString() }
}

/** Status, assignment and notes: one form each, told apart by their intent field; each answer names its form. */
export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireStaff(request, context)
	// The account panel's form (admins only) is answered apart from the lead's own forms.
	if ((await readForm(request.clone()))?.get('intent') === RESET_LINK_FORM) {
		const lead = await getLead(context.services.db, params.id)
		if (!lead) throw data(null, { status: 404 })
		return resetLinkForLead(context, user, lead.email)
	}
	const read = await readSubmission(request, leadActionSchema)
	if (!read) return data(formFailure(leadMessages.unknownIntent), { status: 400 })
	const { form, submission } = read
	const formId = leadFormId(form.get('intent'))
	if (submission.status !== 'success') return data({ ...submission.reply(), formId } satisfies LeadFormResult, { status: 400 })
	const { status, ...outcome } = await applyLeadAction(context.services.db, params.id, submission.value, { id: user.id, name: user.name })
	if (!outcome.ok) {
		if (status === 404) throw data(null, { status: 404 })
		const errors = outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] }
		return data({ ...submission.reply(errors), formId } satisfies LeadFormResult, { status })
	}
	context.services.logger.info({ leadId: params.id, intent: outcome.intent, userId: user.id, requestId: context.requestId }, 'lead updated')
	// A note added empties its box; the status and assignment forms keep what they now say.
	const reply = submission.value.intent === 'note' ? submission.reply({ resetForm: true }) : submission.reply()
	return { ...reply, status: 'success', formId, message: outcome.message } satisfies LeadFormResult
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<StaffHeader />
			<section className="container-page py-10">
				<LeadDetail {...loaderData} result={actionData} />
				<LeadAccountPanel account={loaderData.account} result={actionData} />
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
