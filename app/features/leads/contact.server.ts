import type { Database } from '~/db/client.server'
import { contactMessages } from '~/db/schema'
import type { ContactInput } from './contact-schema'
import { createLead, type LeadNotification } from './leads.server'
import type { LeadOrigin } from './newsletter.server'

/** Stores a message from the contact page (PRODUCT.md item 2) and, in the same transaction, its lead. */
export async function createContactMessage(db: Database, input: ContactInput, origin: LeadOrigin, notify?: LeadNotification) {
	return db.transaction(async (tx) => {
		const row = await insertContactMessage(tx as unknown as Database, input, origin)
		await createLead(
			tx as unknown as Database,
			{ type: 'contact', name: input.name, email: input.email, message: `${input.subject}\n\n${input.message}`, sourceId: row.id, ...origin },
			notify,
		)
		return row
	})
}

async function insertContactMessage(db: Database, input: ContactInput, origin: LeadOrigin) {
	const [row] = await db
		.insert(contactMessages)
		.values({
			name: input.name,
			email: input.email,
			subject: input.subject,
			message: input.message,
			sourcePage: origin.sourcePage,
			utmSource: origin.utmSource,
		})
		.returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
	if (!row) throw new Error('The contact message was not stored')
	return row
}
