import type { AppLoadContext } from 'react-router'
import { leadNotification } from '~/features/leads/lead-context.server'
import { type EnrolmentUser, requestEnrolment } from './enrolments.server'

/**
 * Enroll Now pressed while signed out (issue 16, item 8): the course waits in a short-lived cookie
 * while the visitor logs in or signs up, and the sign-in records the request. The cookie is
 * cleared by the sign-in that uses it, and the database keeps one request per user and course, so
 * the request is made exactly once however the sign-in is retried. The cookie names only a course
 * and the page it was pressed on; an edited one can enrol its own holder in another course, no more.
 */
const COOKIE = 'welsh.pending_enrolment'
const MINUTES = 60
const MAX_VALUE = 600

type Pending = { courseId: string; sourcePage: string | null }

export function pendingEnrolmentCookie(context: AppLoadContext, pending: Pending) {
	const value = Buffer.from(JSON.stringify(pending)).toString('base64url').slice(0, MAX_VALUE)
	return `${COOKIE}=${value}; Path=/; Max-Age=${MINUTES * 60}; HttpOnly; SameSite=Lax${secure(context)}`
}

function clearCookie(context: AppLoadContext) {
	return `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(context)}`
}

const secure = (context: AppLoadContext) => (context.services.config.publicUrl?.startsWith('https:') ? '; Secure' : '')

function readPending(headers: Headers): Pending | null {
	const raw = (headers.get('cookie') ?? '')
		.split(/;\s*/)
		.find((cookie) => cookie.startsWith(`${COOKIE}=`))
		?.slice(COOKIE.length + 1)
	if (!raw || raw.length > MAX_VALUE) return null
	try {
		const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Pending>
		if (typeof parsed.courseId !== 'string' || !parsed.courseId || parsed.courseId.length > 200) return null
		const page = typeof parsed.sourcePage === 'string' && parsed.sourcePage.startsWith('/') && !parsed.sourcePage.startsWith('//') ? parsed.sourcePage.slice(0, 500) : null
		return { courseId: parsed.courseId, sourcePage: page }
	} catch {
		return null
	}
}

/**
 * After a sign-in or sign-up: records the enrolment the visitor asked for while signed out, if any,
 * and returns the Set-Cookie that clears the cookie (null when there was none).
 */
export async function completePendingEnrolment(request: Request, context: AppLoadContext, user: EnrolmentUser) {
	const pending = readPending(request.headers)
	if (!pending && !request.headers.get('cookie')?.includes(`${COOKIE}=`)) return null
	if (pending) {
		try {
			await requestEnrolment(context.services.db, user, pending.courseId, { sourcePage: pending.sourcePage, utmSource: null }, await leadNotification(context, request))
		} catch (error) {
			// The sign-in itself worked: the visitor can still press Enroll Now again.
			context.services.logger.error({ err: error, requestId: context.requestId }, 'pending enrolment failed')
		}
	}
	return clearCookie(context)
}
