import type { Submission } from '@conform-to/react'
import { type AppLoadContext, data, redirect } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { eq } from 'drizzle-orm'
import { users } from '~/db/schema'
import { requestLocale } from '~/features/i18n/language-choice.server'
import { compiledCatalogue } from '~/features/i18n/catalogues.server'
import { resolveMessage } from '~/features/i18n/i18n'
import { readSubmission } from '~/lib/form.server'
import { completePendingEnrolment } from '~/features/courses/pending-enrolment.server'
import { type AccountActionResult, type AccountResult, accountMessages, type BrowserUser } from './account'
import { accountMail, queueEmailConfirmation } from './account-security.server'
import { loginSchema, signupSchema } from './account-schema'
import type { AccountOutcome } from './accounts.server'
import { safeRedirectTarget } from './session.server'

/**
 * The login and signup actions, shared by the dialogs (fetcher posts with mode=dialog, answered
 * with data) and the /login and /signup pages (plain form posts, answered with a redirect). Both
 * check the form with the dialogs' own schema (Conform's parseWithZod) and answer with Conform's
 * submission result: a request that skips the browser gets the same rules and messages. The
 * password is never sent back.
 */
export async function handleAccountAction(kind: 'login' | 'signup', request: Request, context: AppLoadContext) {
	const { accounts } = context.services
	const requestInfo = { headers: request.headers, ip: context.clientIp }
	return kind === 'login'
		? answer(kind, request, await readSubmission(request, loginSchema), (input) => accounts.signIn(input, requestInfo), context)
		: answer(kind, request, await readSubmission(request, signupSchema), (input) => accounts.signUp(input, requestInfo), context)
}

async function answer<Input>(
	kind: 'login' | 'signup',
	request: Request,
	read: { form: FormData; submission: Submission<unknown, string[], Input> } | null,
	run: (input: Input) => Promise<AccountOutcome>,
	context: AppLoadContext,
) {
	if (!read) return data(formFailure(accountMessages.requiredFields), { status: 400 })
	const { form, submission } = read
	const hideFields = ['password']
	if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 })

	let outcome: AccountOutcome
	try {
		outcome = await run(submission.value)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, `${kind} failed`)
		return data(submission.reply({ formErrors: [failedMessage(kind)], hideFields }), { status: 500 })
	}

	const { result } = outcome
	// The password was right and a code is asked next, on its own page (for the dialog too: a
	// fetcher follows the redirect). The challenge cookie rides on the redirect.
	if (outcome.twoFactorRequired) {
		const redirectTo = safeRedirectTarget(form.get('redirectTo'), new URL(request.url).origin)
		throw redirect(`/login/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: outcome.headers })
	}
	if (result.ok) await afterSignIn(kind, request, context, result.user, outcome)
	if (!result.ok) return data(submission.reply({ ...accountFailure(kind, result), hideFields }), { status: outcome.status, headers: outcome.headers })
	if (form.get('mode') !== 'dialog') throw redirect(safeRedirectTarget(form.get('redirectTo'), new URL(request.url).origin), { headers: outcome.headers })
	// 'Login successful!' in the language of the page the dialog is on (it posts to that language's /login or /signup).
	const locale = requestLocale(request)
	const message = resolveMessage({ locale, messages: compiledCatalogue(locale) }, result.message)
	return data({ status: 'success', initialValue: null, message, user: result.user } satisfies AccountResult, {
		status: outcome.status,
		headers: outcome.headers,
	})
}

/**
 * What a sign-in or sign-up leads to (issue 16): a new account is sent its confirmation link, and
 * an Enroll Now pressed while signed out is recorded now (its cookie cleared in the same answer).
 * Neither undoes the sign-in when it fails: the account works, and both can be asked for again.
 */
async function afterSignIn(kind: 'login' | 'signup', request: Request, context: AppLoadContext, user: BrowserUser, outcome: AccountOutcome) {
	const person = { id: user.uid, name: user.name, email: user.email, mobile: user.mobile }
	if (kind === 'signup') {
		try {
			// The account's emails are written in the language of the page it was made on.
			await context.services.db.update(users).set({ locale: requestLocale(request) }).where(eq(users.id, user.uid))
			await queueEmailConfirmation(context.services.db, await accountMail(context), person)
		} catch (error) {
			context.services.logger.error({ err: error, requestId: context.requestId }, 'confirmation email not queued')
		}
	}
	const clearPending = await completePendingEnrolment(request, context, person)
	if (clearPending) (outcome.headers ??= new Headers()).append('set-cookie', clearPending)
}

const failedMessage = (kind: 'login' | 'signup') => (kind === 'login' ? accountMessages.loginFailed : accountMessages.signupFailed)

/**
 * What a refused sign-in or sign-up says, and about which fields (SPEC section 8): an unknown
 * account or a missing profile both read 'Account doesn’t exist. Please sign-up first.' at the
 * email; a wrong password is about both fields; other refusals show the service's message, or
 * SPEC's fallback when it has none.
 */
export function accountFailure(kind: 'login' | 'signup', result: Extract<AccountActionResult, { ok: false }>): { formErrors?: string[]; fieldErrors?: Record<string, string[]> } {
	const message = result.message || failedMessage(kind)
	switch (result.code) {
		case 'account-not-found':
		case 'user-not-found':
			return { fieldErrors: { email: [accountMessages.accountDoesNotExist] } }
		case 'invalid-credentials':
			return { fieldErrors: { email: [message], password: [message] } }
		default:
			return result.field ? { fieldErrors: { [result.field]: [message] } } : { formErrors: [message] }
	}
}
