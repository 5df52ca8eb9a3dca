import { submitEnquiry } from '~/features/leads/enquiry-action.server'
import type { Route } from './+types/api.enquiries'

/** POST: the enquiry dialog's endpoint (form fields in, JSON out). */
export async function action({ request, context }: Route.ActionArgs) {
	const outcome = await submitEnquiry(request, context)
	return Response.json(outcome.body, { status: outcome.status, headers: outcome.headers })
}

export function loader() {
	return Response.json({ ok: false, message: 'Send an enquiry with POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
