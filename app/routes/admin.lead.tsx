import { data } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireStaff } from '~/features/accounts/session.server'
import { applyLeadAction, getLead, listStaff } from '~/features/leads/admin/inbox.server'
import { type LeadActionResult, leadActionSchema, leadMessages } from '~/features/leads/admin/inbox-schema'
import { LeadDetail } from '~/features/leads/admin/LeadDetail'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.lead'

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
	return { lead, staff: await listStaff(db), me: { id: user.id, name: user.name }, siteName: config.site.name, timeZone: config.site.timeZone, now: new Date().toISOString() }
}

type ActionResult = LeadActionResult & { values?: Record<string, string> }

/** Status, assignment and notes: one form each, told apart by their intent field. */
export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireStaff(request, context)
	const form = (await readForm(request)) ?? new FormData()
	const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
	const intent = values.intent ?? ''
	const parsed = leadActionSchema.safeParse(values)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		const unknownIntent = issue?.path[0] === 'intent'
		return data(
			{ ok: false, intent, message: unknownIntent ? leadMessages.unknownIntent : (issue?.message ?? leadMessages.unknownIntent), field: issue?.path.join('.'), values } satisfies ActionResult,
			{ status: 400 },
		)
	}
	const { status, ...result } = await applyLeadAction(context.services.db, params.id, parsed.data, { id: user.id, name: user.name })
	if (!result.ok) {
		if (status === 404) throw data(null, { status: 404 })
		return data({ ...result, values } satisfies ActionResult, { status })
	}
	context.services.logger.info({ leadId: params.id, intent: result.intent, userId: user.id, requestId: context.requestId }, 'lead updated')
	return result satisfies ActionResult
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="container-page py-10">
			<LeadDetail {...loaderData} result={actionData as ActionResult | undefined} />
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
