import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { type LeadType, leads, outboxEmails } from '~/db/schema'

/** How long a second submission from the same email or mobile counts as a repeat of the first. */
export const REPEAT_WINDOW_HOURS = 24

export type NewLead = {
	type: LeadType
	name?: string | null
	email?: string | null
	mobile?: string | null
	course?: string | null
	message?: string | null
	userId?: string | null
	sourceId?: string | null
	sourcePage?: string | null
	utmSource?: string | null
	idempotencyKey?: string | null
}

export type LeadNotification = { to: string; siteName: string; adminUrl: string }

export type CreatedLead = { id: string; repeatOfId: string | null; replayed: boolean }

/**
 * Stores a lead and, in the same transaction, the staff notification email. It is committed
 * before the caller tells the visitor it worked. A retried submission (same idempotency key)
 * returns the lead stored the first time; a repeat from the same email or mobile within 24 hours
 * is stored too (nothing is dropped) but linked to the first lead instead of counting as new.
 */
export async function createLead(db: Database, input: NewLead, notify?: LeadNotification): Promise<CreatedLead> {
	if (input.idempotencyKey) {
		const replay = await findByIdempotencyKey(db, input.idempotencyKey)
		if (replay) return replay
	}
	try {
		return await db.transaction(async (tx) => {
			const repeatOf = await findRecentLead(tx as unknown as Database, input)
			const [row] = await tx
				.insert(leads)
				.values({
					type: input.type,
					name: input.name ?? null,
					email: input.email?.toLowerCase() ?? null,
					mobile: normaliseMobile(input.mobile),
					course: input.course ?? null,
					message: input.message ?? null,
					userId: input.userId ?? null,
					sourceId: input.sourceId ?? null,
					sourcePage: input.sourcePage ?? null,
					utmSource: input.utmSource ?? null,
					idempotencyKey: input.idempotencyKey ?? null,
					repeatOfId: repeatOf,
				})
				.returning({ id: leads.id })
			if (!row) throw new Error('lead was not stored')
			if (notify && !repeatOf) {
				await tx.insert(outboxEmails).values({ leadId: row.id, to: notify.to, ...notificationEmail(input, row.id, notify) })
			}
			return { id: row.id, repeatOfId: repeatOf, replayed: false }
		})
	} catch (error) {
		// Two retries racing with one key: the loser finds the winner's row.
		if (input.idempotencyKey && isUniqueViolation(error)) {
			const replay = await findByIdempotencyKey(db, input.idempotencyKey)
			if (replay) return replay
		}
		throw error
	}
}

async function findByIdempotencyKey(db: Database, key: string): Promise<CreatedLead | null> {
	const [row] = await db.select({ id: leads.id, repeatOfId: leads.repeatOfId }).from(leads).where(eq(leads.idempotencyKey, key))
	return row ? { ...row, replayed: true } : null
}

async function findRecentLead(db: Database, input: NewLead): Promise<string | null> {
	if (input.type === 'newsletter') return null
	const email = input.email?.toLowerCase()
	const mobile = normaliseMobile(input.mobile)
	const sameContact = [email ? eq(leads.email, email) : undefined, mobile ? eq(leads.mobile, mobile) : undefined].filter(Boolean)
	if (sameContact.length === 0) return null
	const [first] = await db
		.select({ id: leads.id })
		.from(leads)
		.where(
			and(
				or(...sameContact),
				isNull(leads.repeatOfId),
				sql`${leads.type} <> 'newsletter'`,
				gt(leads.createdAt, sql`now() - make_interval(hours => ${REPEAT_WINDOW_HOURS})`),
			),
		)
		.orderBy(desc(leads.createdAt))
		.limit(1)
	return first?.id ?? null
}

/** Digits only (with a leading + kept), so "+91 98765-43210" and "+919876543210" match. */
export function normaliseMobile(mobile: string | null | undefined) {
	if (!mobile) return null
	const trimmed = mobile.trim()
	const digits = trimmed.replace(/\D/g, '')
	return digits ? (trimmed.startsWith('+') ? `+${digits}` : digits) : null
}

const typeLabels: Record<LeadType, string> = {
	enquiry: 'New enquiry',
	contact: 'New contact message',
	enrolment: 'New enrolment request',
	newsletter: 'New newsletter sign-up',
}

function notificationEmail(input: NewLead, id: string, notify: LeadNotification) {
	const lines = [
		`${typeLabels[input.type]} on the ${notify.siteName} website.`,
		'',
		input.name ? `Name: ${input.name}` : null,
		input.email ? `Email: ${input.email}` : null,
		input.mobile ? `Mobile: ${input.mobile}` : null,
		input.course ? `Course: ${input.course}` : null,
		input.message ? `Message:\n${input.message}` : null,
		input.sourcePage ? `Sent from: ${input.sourcePage}` : null,
		input.utmSource ? `Campaign (utm_source): ${input.utmSource}` : null,
		'',
		`Open it in the staff inbox: ${notify.adminUrl}/admin/leads/${id}`,
	].filter((line): line is string => line !== null)
	return { subject: `${typeLabels[input.type]}: ${input.name ?? input.email ?? 'website visitor'}`, text: lines.join('\n') }
}

function isUniqueViolation(error: unknown) {
	const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
	return code === '23505'
}
