import { eq } from 'drizzle-orm'
import { data } from 'react-router'
import type { AppLoadContext } from 'react-router'
import type { Database } from '~/db/client.server'
import { users } from '~/db/schema'
import { formFailure, type FormResult } from '~/components/ui/form'
import { mailOrigin } from '~/features/mail/transactional-email.server'
import type { SessionUser } from './accounts.server'
import { createPasswordResetLink } from './account-security.server'
import type { LeadAccountView } from './LeadAccountPanel'

export type LeadAccount = LeadAccountView

/** What staff see of the account behind a lead's email: whether it exists and its address is confirmed. */
export async function leadAccount(db: Database, email: string | null, viewer: SessionUser): Promise<LeadAccount> {
	if (!email) return null
	const [account] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email.toLowerCase()))
	return account ? { verified: account.verified, canCreateResetLink: viewer.role === 'admin' } : null
}

export const RESET_LINK_FORM = 'reset-link'

/**
 * An admin makes a one-time reset link for the person behind a lead (when mail cannot reach them),
 * to pass on by phone or WhatsApp. Admins only; the link is shown once and logged without itself.
 */
export async function resetLinkForLead(context: AppLoadContext, viewer: SessionUser, email: string | null) {
	if (viewer.role !== 'admin') throw data({ forbidden: true }, { status: 403 })
	const link = email ? await createPasswordResetLink(context.services.db, mailOrigin(context.services.config), email) : null
	if (!link) return data({ ...formFailure('This person has no account.'), formId: RESET_LINK_FORM } satisfies FormResult, { status: 404 })
	context.services.logger.info({ audit: 'account.reset-link', userId: viewer.id, requestId: context.requestId }, 'audit: password reset link created')
	return { status: 'success', initialValue: null, formId: RESET_LINK_FORM, message: `Valid for ${link.hours} hours, once.`, resetLink: link.url } satisfies FormResult & { resetLink: string }
}
