import { data } from 'react-router'
import type { AppLoadContext } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import { readForm } from '~/lib/form.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { messageRef } from '~/features/i18n/i18n'
import { changeEmailSchema, changePasswordSchema } from './account-schema'
import type { SessionUser } from './accounts.server'
import { accountMail, changePassword, endOtherSessions, requestEmailChange, resendEmailConfirmation } from './account-security.server'

const retryAfter = (seconds: number | undefined) => (seconds ? { 'Retry-After': String(seconds) } : undefined)

/**
 * The security page's one action: change the password, change the email, end the other sessions,
 * or send the confirmation link again. Each answer names its form (`formId`), so the page shows it
 * under the form that was sent.
 */
export async function accountSecurityAction(request: Request, context: AppLoadContext, user: SessionUser) {
	const { db, accounts } = context.services
	const form = await readForm(request)
	if (!form) return data(formFailure(messageRef('account.security.tryAgain')), { status: 400 })
	const intent = String(form.get('intent') ?? '')
	const answer = (formId: string, result: FormResult, status = 200, headers?: HeadersInit) => data({ ...result, formId } satisfies FormResult, { status, headers })

	switch (intent) {
		case 'change-password': {
			const submission = parseWithZod(form, { schema: changePasswordSchema })
			const hideFields = ['currentPassword', 'password']
			if (submission.status !== 'success') return answer(intent, submission.reply({ hideFields }), 400)
			const outcome = await changePassword(db, accounts, user, submission.value)
			if (!outcome.ok)
				return answer(intent, submission.reply({ fieldErrors: { [outcome.field ?? '']: [outcome.message] }, hideFields }), outcome.status, retryAfter(outcome.retryAfterSeconds))
			return answer(intent, { status: 'success', initialValue: null, message: messageRef('account.security.passwordChanged') })
		}
		case 'change-email': {
			const submission = parseWithZod(form, { schema: changeEmailSchema })
			const hideFields = ['currentPassword']
			if (submission.status !== 'success') return answer(intent, submission.reply({ hideFields }), 400)
			const outcome = await requestEmailChange(db, await accountMail(context), accounts, user, submission.value)
			if (!outcome.ok)
				return answer(intent, submission.reply({ fieldErrors: { [outcome.field ?? '']: [outcome.message] }, hideFields }), outcome.status, retryAfter(outcome.retryAfterSeconds))
			return answer(intent, { status: 'success', initialValue: null, message: outcome.message })
		}
		case 'sign-out-others': {
			const ended = await endOtherSessions(db, user)
			return answer(intent, { status: 'success', initialValue: null, message: messageRef('account.security.signedOutOthers', { count: ended }) })
		}
		case 'resend-confirmation': {
			const outcome = await resendEmailConfirmation(db, await accountMail(context), user)
			if (!outcome.ok) return answer(intent, formFailure(outcome.message), outcome.status, retryAfter(outcome.retryAfterSeconds))
			return answer(intent, { status: 'success', initialValue: null, message: outcome.message })
		}
		default:
			return data(formFailure(messageRef('account.security.tryAgain')), { status: 400 })
	}
}
