import { data, type AppLoadContext } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { getUser } from '~/features/accounts/session.server'
import { translator } from '~/features/i18n/catalogues.server'
import { requestLocale } from '~/features/i18n/language-choice.server'
import { enquiryErrors } from '~/features/leads/enquiry'
import { idempotencyKeyFrom, leadNotification, textField } from '~/features/leads/lead-context.server'
import { createLead, findReplay, type NewLead } from '~/features/leads/leads.server'
import { checkFormRateLimit, retryAfterHeaders } from '~/lib/form-rate-limit.server'
import { readSubmission } from '~/lib/form.server'
import { leadOrigin } from '~/lib/request.server'
import type { CounsellorLeadResult } from './counsellor-lead'
import { counsellorLeadSchemaIn } from './counsellor-lead-schema'

/** The lead's message is the tool's inputs and result in words; a long comparison is cut, not refused. */
const MAX_MESSAGE = 5000

/** The rate limit's name, one per tool, like the site's other public forms. */
export type Tool = 'compare' | 'eligibility'

export type ToolLead = {
	/** The tool's inputs and result in words, worked out on the server from the posted inputs. */
	message: string
	/** The tool's URL with its inputs: opening it shows the counsellor what the family saw. */
	sourcePage: string
}

/**
 * Stores "Talk to a counsellor about this" through createLead, as an enquiry whose message and
 * source page carry the tool's inputs and result. Like the enquiry form: a bot's honeypot is
 * thanked and dropped, a retry with the same idempotency key is answered as before, and only a
 * valid new submission counts against the per-IP limit.
 */
export async function submitCounsellorLead(request: Request, context: AppLoadContext, tool: Tool, describe: (form: FormData) => Promise<ToolLead>) {
	const t = translator(requestLocale(request))
	const thanks: CounsellorLeadResult = {
		status: 'success',
		initialValue: null,
	}
	const failed = t('enquiry.error.failed')
	const read = await readSubmission(request, counsellorLeadSchemaIn(enquiryErrors(t)))
	if (!read) return data(formFailure(failed), { status: 400 })
	const { form, submission } = read
	if (textField(form, 'website')) return thanks
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	try {
		const lead = await describe(form)
		const { db } = context.services
		const user = await getUser(request, context)
		const newLead: NewLead = {
			type: 'enquiry',
			...submission.value,
			course: 'other',
			message: lead.message.slice(0, MAX_MESSAGE),
			userId: user?.id ?? null,
			idempotencyKey: idempotencyKeyFrom(form),
			...leadOrigin(request, lead.sourcePage),
		}
		const replay = newLead.idempotencyKey ? await findReplay(db, newLead.idempotencyKey, newLead) : null
		if (replay && replay !== 'different') return thanks
		const limit = await checkFormRateLimit(context, tool, requestLocale(request))
		if (limit.limited)
			return data(submission.reply({ formErrors: [limit.message] }), {
				status: 429,
				headers: retryAfterHeaders(limit),
			})
		await createLead(db, newLead, await leadNotification(context, request))
		return thanks
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, `${tool} lead could not be stored`)
		return data(submission.reply({ formErrors: [failed] }), { status: 503 })
	}
}
