import { type AppLoadContext, data, redirect } from 'react-router'
import type { z } from 'zod'
import { firstMessage, loginSchema, signupSchema } from './account-schema'
import { type AccountActionResult, accountMessages } from './account'
import type { AccountOutcome } from './accounts.server'
import { readForm } from '~/lib/form.server'
import { safeRedirectTarget } from './session.server'

/**
 * The login and signup actions, shared by the dialogs (fetcher posts with mode=dialog, answered
 * with data) and the /login and /signup pages (plain form posts, answered with a redirect).
 * A request that skips the browser gets the same rules and messages.
 */
export async function handleAccountAction(kind: 'login' | 'signup', request: Request, context: AppLoadContext) {
	const form = (await readForm(request)) ?? new FormData()
	const dialog = form.get('mode') === 'dialog'
	const redirectTo = safeRedirectTarget(form.get('redirectTo'))
	const fields = Object.fromEntries(['name', 'email', 'password', 'dob', 'mobile'].map((k) => [k, stringField(form, k)]))

	let outcome: AccountOutcome
	try {
		const accounts = context.services.accounts
		const requestInfo = { headers: request.headers, ip: context.clientIp }
		if (kind === 'login') {
			const parsed = loginSchema.safeParse(fields)
			outcome = parsed.success ? await accounts.signIn(parsed.data, requestInfo) : invalid(parsed.error)
		} else {
			const parsed = signupSchema.safeParse(fields)
			outcome = parsed.success ? await accounts.signUp(parsed.data, requestInfo) : invalid(parsed.error)
		}
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, `${kind} failed`)
		outcome = { status: 500, result: { ok: false, code: 'failed', message: kind === 'login' ? accountMessages.loginFailed : accountMessages.signupFailed } }
	}

	if (outcome.result.ok && !dialog) throw redirect(redirectTo, { headers: outcome.headers })
	// The password is never sent back; the other fields are, so a failed form keeps them.
	const { password: _password, ...kept } = fields
	return data({ ...outcome.result, fields: kept } satisfies AccountActionResult & { fields: Record<string, string> }, {
		status: outcome.status,
		headers: outcome.headers,
	})
}

function invalid(error: z.ZodError): AccountOutcome {
	const path = error.issues[0]?.path[0]
	return { status: 400, result: { ok: false, code: 'invalid', message: firstMessage(error, accountMessages.requiredFields), field: path === undefined ? undefined : String(path) } }
}

function stringField(form: FormData, name: string) {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}
