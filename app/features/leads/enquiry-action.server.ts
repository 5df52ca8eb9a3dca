import type { AppLoadContext } from 'react-router'
import { getUser } from '~/features/accounts/session.server'
import { checkFormRateLimit, retryAfterHeaders } from '~/lib/form-rate-limit.server'
import { leadOrigin } from '~/lib/request.server'
import { enquirySchema } from './enquiry-schema'
import { type EnquiryActionResult, enquiryMessages } from './enquiry'
import { idempotencyKeyFrom, leadNotification, readForm, textField } from './lead-context.server'
import { createLead, findReplay, type NewLead } from './leads.server'

export type FormOutcome<T> = { status: number; body: T; headers?: HeadersInit }

/**
 * Stores an enquiry (PRODUCT.md item 1). The visitor hears "thank you" only after the lead is
 * committed; a failure keeps what they typed (the fields come back with the message). Only a
 * valid, new submission counts against the per-IP limit: a typo or a retry costs the visitor nothing.
 * Shared by the /enquire page (plain form post) and the dialog's API (/api/enquiries).
 */
export async function submitEnquiry(request: Request, context: AppLoadContext): Promise<FormOutcome<EnquiryActionResult>> {
	const form = await readForm(request)
	if (!form) return { status: 400, body: { ok: false, message: enquiryMessages.failed } }
	const fields = {
		name: textField(form, 'name', 200),
		course: textField(form, 'course', 100),
		email: textField(form, 'email', 300),
		mobile: textField(form, 'mobile', 40),
		tellus: textField(form, 'tellus', 4000),
	}
	// Honeypot filled in: a bot. It is told "thank you" and nothing is stored.
	if (textField(form, 'website')) return { status: 200, body: { ok: true, id: 'received' } }

	const parsed = enquirySchema.safeParse(fields)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		return { status: 400, body: { ok: false, message: issue?.message ?? enquiryMessages.requiredFields, field: String(issue?.path[0] ?? ''), fields } }
	}
	try {
		const { db } = context.services
		const user = await getUser(request, context)
		const lead: NewLead = {
			type: 'enquiry',
			name: parsed.data.name,
			email: parsed.data.email,
			mobile: parsed.data.mobile,
			course: parsed.data.course,
			message: parsed.data.tellus || null,
			userId: user?.id ?? null,
			idempotencyKey: idempotencyKeyFrom(form),
			...leadOrigin(request, form.get('sourcePage')),
		}
		// A retry of an enquiry already stored is answered as before, without counting against the limit.
		const replay = lead.idempotencyKey ? await findReplay(db, lead.idempotencyKey, lead) : null
		if (replay && replay !== 'different') return { status: 200, body: { ok: true, id: replay.id } }
		const limit = await checkFormRateLimit(context, 'enquiry')
		if (limit.limited) return { status: 429, headers: retryAfterHeaders(limit), body: { ok: false, message: limit.message, fields } }
		const stored = await createLead(db, lead, leadNotification(context, request))
		return { status: 200, body: { ok: true, id: stored.id } }
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'enquiry could not be stored')
		return { status: 503, body: { ok: false, message: enquiryMessages.failed, fields } }
	}
}
