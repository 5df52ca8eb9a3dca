import type { AppLoadContext } from 'react-router'
import { translator } from '~/features/i18n/catalogues.server'
import type { Locale } from '~/features/i18n/locales'
import { hitRateLimit } from './rate-limit.server'

export const FORM_WINDOW_SECONDS = 10 * 60

export type FormRateLimit = { limited: false } | { limited: true; message: string; retryAfterSeconds: number }

/**
 * Public forms (enquiry, contact, newsletter, enrolment): at most N posts per form per IP in ten
 * minutes, counted in the database so every server process shares the count. Over the limit the
 * visitor gets a clear message (HTTP 429), in the language of the page that sent the form, and
 * nothing is stored.
 */
export async function checkFormRateLimit(context: AppLoadContext, form: string, locale: Locale): Promise<FormRateLimit> {
	const state = await hitRateLimit(context.services.db, `form:${form}:ip:${context.clientIp}`, {
		limit: context.services.config.rateLimits.formPostsPer10Minutes,
		windowSeconds: FORM_WINDOW_SECONDS,
	})
	if (!state.limited) return { limited: false }
	return {
		limited: true,
		retryAfterSeconds: state.retryAfterSeconds,
		message: translator(locale)('answer.rateLimit.form', { minutes: Math.max(1, Math.ceil(state.retryAfterSeconds / 60)) }),
	}
}

export function retryAfterHeaders(limit: FormRateLimit): HeadersInit | undefined {
	return limit.limited ? { 'Retry-After': String(limit.retryAfterSeconds) } : undefined
}

/** A form page's headers: after a refused post (429), the action's Retry-After tells the browser when to try again. */
export function retryAfterOfAction({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}
