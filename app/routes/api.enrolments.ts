import { redirect } from 'react-router'
import { requestEnrolment } from '~/features/courses/enrolments.server'
import { pendingEnrolmentCookie } from '~/features/courses/pending-enrolment.server'
import { getUser, safeRedirectTarget } from '~/features/accounts/session.server'
import { leadNotification, readForm, textField } from '~/features/leads/lead-context.server'
import { checkFormRateLimit, retryAfterHeaders } from '~/lib/form-rate-limit.server'
import { leadOrigin } from '~/lib/request.server'
import { translator } from '~/features/i18n/catalogues.server'
import { localeOfPath } from '~/features/i18n/locales'
import type { Route } from './+types/api.enrolments'

/**
 * The API's answer, written in the language of the page it came from (`sourcePage`), so a page
 * carries none of these texts before a tap: `message` for the button to say, and on success
 * `requestedLabel`, the button's label from then on.
 */
export type EnrolmentApiResult =
	| { ok: true; status: 'requested' | 'already-requested'; message: string; requestedLabel: string }
	| { ok: false; loginRequired?: boolean; message: string }

/**
 * POST courseId: Enroll Now for the signed-in user. Signed out, the course is kept (a cookie) and
 * recorded once the visitor has logged in or signed up (issue 16, item 8): the button's fetch
 * hears 401 and opens the login dialog; a plain form post (no JavaScript) is sent to /login and
 * back to the page. A plain form post that is signed in comes back to its page too.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const json = (body: EnrolmentApiResult, status = 200, headers?: HeadersInit) => Response.json(body, { status, headers })
	const form = await readForm(request)
	const origin = leadOrigin(request, form?.get('sourcePage') ?? null)
	const locale = localeOfPath(origin.sourcePage ?? '/')
	const t = translator(locale)
	const courseId = form ? textField(form, 'courseId', 200) : ''
	if (!courseId) return json({ ok: false, message: t('course.enroll.chooseCourse') }, 400)
	const page = safeRedirectTarget(origin.sourcePage, new URL(request.url).origin, `/course/${encodeURIComponent(courseId)}`)
	const plainFormPost = request.headers.get('accept')?.includes('text/html') ?? false
	const user = await getUser(request, context)
	if (!user) {
		const headers = { 'Set-Cookie': pendingEnrolmentCookie(context, { courseId, sourcePage: origin.sourcePage }) }
		if (plainFormPost) return redirect(`/login?redirectTo=${encodeURIComponent(page)}`, { status: 303, headers })
		return json({ ok: false, loginRequired: true, message: t('course.enroll.logIn') }, 401, headers)
	}
	const limit = await checkFormRateLimit(context, 'enrolment', locale)
	if (limit.limited) return json({ ok: false, message: limit.message }, 429, retryAfterHeaders(limit))
	try {
		const outcome = await requestEnrolment(context.services.db, user, courseId, origin, await leadNotification(context, request))
		// Without JavaScript the course page shows the request ('Enrolment requested').
		if (plainFormPost && outcome.status !== 'unknown-course') return redirect(page, 303)
		if (outcome.status === 'unknown-course') return json({ ok: false, message: t('course.enroll.notFound') }, 404)
		return json({
			ok: true,
			status: outcome.status,
			message: t(outcome.status === 'requested' ? 'course.enroll.requested' : 'course.enroll.alreadyRequested'),
			requestedLabel: t('course.enroll.requestedLabel'),
		})
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'enrolment request failed')
		return json({ ok: false, message: t('course.enroll.failed') }, 500)
	}
}

export function loader() {
	return Response.json({ ok: false, message: 'Send an enrolment request with POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
