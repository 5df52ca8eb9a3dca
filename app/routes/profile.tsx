import { data, redirect } from 'react-router'
import { profileSchema } from '~/features/accounts/account-schema'
import { accountMessages } from '~/features/accounts/account'
import type { ProfileActionResult } from '~/features/accounts/EditProfileForm'
import { getUser } from '~/features/accounts/session.server'
import { answerWhenOffline } from '~/features/accounts/when-offline'
import { readForm } from '~/lib/form.server'
import type { Route } from './+types/profile'

export function loader() {
	throw redirect('/')
}

/** With JavaScript: a dropped connection shows 'Update failed' (SPEC section 8), not the error page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
	return answerWhenOffline(serverAction, { ok: false, message: accountMessages.profileUpdateFailed } satisfies ProfileActionResult)
}

/** Edit Profile (SPEC section 3): saved on the server for the signed-in user only. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await getUser(request, context)
	if (!user) return data({ ok: false, message: accountMessages.profileUpdateFailed, detail: 'Please log in again.' } satisfies ProfileActionResult, { status: 401 })
	const form = await readForm(request)
	const parsed = profileSchema.safeParse(form ? Object.fromEntries(form) : {})
	if (!parsed.success) return data({ ok: false, message: accountMessages.profileInvalid } satisfies ProfileActionResult, { status: 400 })
	try {
		const result = await context.services.accounts.updateProfile(user, parsed.data, request.headers)
		if (result.ok) return { ok: true, user: result.user } satisfies ProfileActionResult
		return data({ ok: false, message: accountMessages.profileUpdateFailed, detail: result.message, field: result.field } satisfies ProfileActionResult, {
			status: result.status,
			headers: result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined,
		})
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'profile update failed')
		return data({ ok: false, message: accountMessages.profileUpdateFailed } satisfies ProfileActionResult, { status: 500 })
	}
}
