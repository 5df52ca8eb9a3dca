import type { Locale } from '~/features/i18n/locales'
import type { Database } from '~/db/client.server'
import { contactMessages } from '~/db/schema'
import type { ContactInput } from './contact-schema'
import { createLead, findReplay, type LeadNotification, type NewLead } from './leads.server'
import type { LeadOrigin } from './newsletter.server'

export type StoredContactMessage = { id: string; replayed: boolean }

/**
 * Stores a message from the contact page (PRODUCT.md item 2) and, in the same transaction, its
 * lead. A form sent twice with one idempotency key (a retry, a double tap) is stored once.
 */
export async function createContactMessage(
	db: Database,
	input: ContactInput,
	origin: LeadOrigin,
	notify?: LeadNotification,
	idempotencyKey?: string | null,
	locale?: Locale,
): Promise<StoredContactMessage> {
	const lead = contactLead(input, origin, idempotencyKey)
	if (lead.idempotencyKey) {
		const replay = await findContactReplay(db, lead)
		if (replay === 'different') lead.idempotencyKey = null
		else if (replay) return replay
	}
	try {
		return await db.transaction(async (tx) => {
			const row = await insertContactMessage(tx as unknown as Database, input, origin)
			// The person's language: their acknowledgement comes in it.
			const stored = await createLead(tx as unknown as Database, { ...lead, sourceId: row.id, locale }, notify)
			// The same form committed by a racing retry in the meantime: undo this copy.
			if (stored.replayed) throw new StoredByRetry(stored.id)
			return { id: row.id, replayed: false }
		})
	} catch (error) {
		if (!(error instanceof StoredByRetry) || !lead.idempotencyKey) throw error
		const replay = await findContactReplay(db, lead)
		if (replay && replay !== 'different') return replay
		throw error
	}
}

function contactLead(input: ContactInput, origin: LeadOrigin, idempotencyKey?: string | null): NewLead {
	return {
		type: 'contact',
		name: input.name,
		email: input.email,
		message: `${input.subject}\n\n${input.message}`,
		...origin,
		idempotencyKey: idempotencyKey ?? null,
	}
}

async function findContactReplay(db: Database, lead: NewLead): Promise<StoredContactMessage | 'different' | null> {
	if (!lead.idempotencyKey) return null
	const replay = await findReplay(db, lead.idempotencyKey, lead)
	if (replay === 'different') return 'different'
	return replay?.sourceId ? { id: replay.sourceId, replayed: true } : null
}

/** The message already stored for this very form (a retry), if any: answered without counting it again. */
export async function findStoredContactMessage(db: Database, input: ContactInput, origin: LeadOrigin, idempotencyKey: string | null) {
	const replay = await findContactReplay(db, contactLead(input, origin, idempotencyKey))
	return replay === 'different' ? null : replay
}

class StoredByRetry extends Error {
	constructor(readonly leadId: string) {
		super('stored by a retry of the same form')
	}
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
		.returning({ id: contactMessages.id })
	if (!row) throw new Error('The contact message was not stored')
	return row
}
