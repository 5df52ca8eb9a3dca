import type { AppLoadContext } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { getUser } from '~/features/accounts/session.server'
import { checkFormRateLimit, retryAfterHeaders } from '~/lib/form-rate-limit.server'
import { readSubmission } from '~/lib/form.server'
import { leadOrigin } from '~/lib/request.server'
import type { EnquiryResult } from './enquiry'
import { enquiryErrors } from './enquiry'
import { enquirySchemaIn } from './enquiry-schema'
import { translator } from '~/features/i18n/catalogues.server'
import { requestLocale } from '~/features/i18n/language-choice.server'
import { idempotencyKeyFrom, leadNotification, textField } from './lead-context.server'
import { createLead, findReplay, type NewLead } from './leads.server'

export type FormOutcome<T> = { status: number; body: T; headers?: HeadersInit }

/** The thank-you answer: the form is emptied, and the stored lead's id comes along. */
const thanks = (id: string): EnquiryResult => ({ status: 'success', initialValue: null, id })

/**
 * Stores an enquiry (PRODUCT.md item 1). The visitor hears "thank you" only after the lead is
 * committed; a failure keeps what they typed (the answer carries it back with the message). Only a
 * valid, new submission counts against the per-IP limit: a typo or a retry costs the visitor nothing.
 * Shared by the /enquire page (plain form post) and the dialog's API (/api/enquiries).
 */
export async function submitEnquiry(request: Request, context: AppLoadContext): Promise<FormOutcome<EnquiryResult>> {
	// The messages in the language of the page that sent the form (its URL, or the dialog's ?lang=).
	const locale = requestLocale(request)
	const t = translator(locale)
	const failed = t('enquiry.error.failed')
	const read = await readSubmission(request, enquirySchemaIn(enquiryErrors(t)))
	if (!read) return { status: 400, body: formFailure(failed) }
	const { form, submission } = read
	// Honeypot filled in: a bot. It is told "thank you" and nothing is stored.
	if (textField(form, 'website')) return { status: 200, body: thanks('received') }
	if (submission.status !== 'success') return { status: 400, body: submission.reply() }
	const input = submission.value
	try {
		const { db } = context.services
		const user = await getUser(request, context)
		const lead: NewLead = {
			type: 'enquiry',
			name: input.name,
			email: input.email,
			mobile: input.mobile,
			course: input.course,
			message: input.tellus || null,
			userId: user?.id ?? null,
			idempotencyKey: idempotencyKeyFrom(form),
			locale,
			...leadOrigin(request, form.get('sourcePage')),
		}
		// A retry of an enquiry already stored is answered as before, without counting against the limit.
		const replay = lead.idempotencyKey ? await findReplay(db, lead.idempotencyKey, lead) : null
		if (replay && replay !== 'different') return { status: 200, body: thanks(replay.id) }
		const limit = await checkFormRateLimit(context, 'enquiry', locale)
		if (limit.limited) return { status: 429, headers: retryAfterHeaders(limit), body: submission.reply({ formErrors: [limit.message] }) }
		const stored = await createLead(db, lead, await leadNotification(context, request))
		return { status: 200, body: thanks(stored.id) }
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'enquiry could not be stored')
		return { status: 503, body: submission.reply({ formErrors: [failed] }) }
	}
}
