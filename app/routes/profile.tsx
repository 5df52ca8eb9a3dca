import { data, redirect } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { accountMessages, type ProfileResult } from '~/features/accounts/account'
import { profileSchema } from '~/features/accounts/account-schema'
import { accountMail, requestEmailChange } from '~/features/accounts/account-security.server'
import { getUser } from '~/features/accounts/session.server'
import { answerWhenOffline } from '~/features/accounts/when-offline'
import { messageRef } from '~/features/i18n/i18n'
import { readSubmission } from '~/lib/form.server'
import type { Route } from './+types/profile'

export function loader() {
	throw redirect('/')
}

/** With JavaScript: a dropped connection shows 'Update failed' (SPEC section 8), not the error page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
	return answerWhenOffline(serverAction, formFailure(accountMessages.profileUpdateFailed))
}

/**
 * Edit Profile (SPEC section 3): saved on the server for the signed-in user only. A refusal reads
 * SPEC's alert 'Update failed' with the reason, which also shows at the field it is about.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await getUser(request, context)
	if (!user) return data(formFailure(accountMessages.profileUpdateFailed, messageRef('account.signedIn.profile.logInAgain')), { status: 401 })
	const read = await readSubmission(request, profileSchema)
	if (!read) return data(formFailure(accountMessages.profileInvalid), { status: 400 })
	const { submission } = read
	const hideFields = ['currentPassword']
	if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 })
	try {
		const { db, accounts } = context.services
		const result = await accounts.updateProfile(user, submission.value, { headers: request.headers, ip: context.clientIp }, async (change) =>
			requestEmailChange(db, await accountMail(context), accounts, user, change),
		)
		if (result.ok) {
			const message = result.emailChangeMessage ? messageRef('account.signedIn.profile.updatedEmailSent', { email: submission.value.email }) : accountMessages.profileUpdated
			return { status: 'success', initialValue: null, message, user: result.user, emailChangePending: Boolean(result.emailChangeMessage) } satisfies ProfileResult
		}
		return data(
			submission.reply({
				formErrors: [accountMessages.profileUpdateFailed, result.message],
				fieldErrors: result.field ? { [result.field]: [result.message] } : {},
				hideFields,
			}),
			{ status: result.status, headers: result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined },
		)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'profile update failed')
		return data(submission.reply({ formErrors: [accountMessages.profileUpdateFailed], hideFields }), { status: 500 })
	}
}
