import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { users } from '~/db/schema'
import type { Locale } from '~/features/i18n/locales'

/**
 * A signed-in person who switches language gets their account emails in it from then on (issue 20).
 * A visitor without an account has only the cookie. A failure here never stops the switch.
 */
export async function rememberAccountLocale(request: Request, context: AppLoadContext, locale: Locale) {
	try {
		const user = await context.services.accounts.getSessionUser(request.headers)
		if (user) await context.services.db.update(users).set({ locale }).where(eq(users.id, user.id))
	} catch (error) {
		context.services.logger.warn({ err: error, requestId: context.requestId }, 'account language not saved')
	}
}
