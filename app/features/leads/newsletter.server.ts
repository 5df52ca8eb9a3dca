import type { Database } from '~/db/client.server'
import { newsletterSubscriptions } from '~/db/schema'
import { createLead, type LeadNotification } from './leads.server'
import type { NewsletterInput } from './newsletter-schema'

export type LeadOrigin = { sourcePage: string | null; utmSource: string | null }

/**
 * Stores a sign-up once per address; signing up again is not an error (PRODUCT.md item 3).
 * A first sign-up also becomes a lead in the staff inbox, in the same transaction.
 */
export async function subscribeToNewsletter(db: Database, input: NewsletterInput, origin: LeadOrigin, notify?: LeadNotification) {
	return db.transaction(async (tx) => {
		const [inserted] = await tx
			.insert(newsletterSubscriptions)
			.values({ email: input.email, sourcePage: origin.sourcePage, utmSource: origin.utmSource })
			.onConflictDoNothing({ target: newsletterSubscriptions.email })
			.returning({ id: newsletterSubscriptions.id })
		if (inserted) {
			await createLead(tx as unknown as Database, { type: 'newsletter', email: input.email, sourceId: inserted.id, ...origin }, notify)
		}
		return { alreadySubscribed: !inserted }
	})
}
