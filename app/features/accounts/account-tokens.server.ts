import crypto from 'node:crypto'
import { and, eq, gt, like, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { verifications } from '~/db/schema'

/**
 * The links mailed for a password reset ('reset-password') and for confirming an address
 * ('confirm-email': the account's own address, or a new one it asked to change to). They live in
 * better-auth's verifications table, but only as SHA-256 of the token (as sessions are), so a copy
 * of the database opens no account. A token is used once: taking it deletes its row.
 */
export type TokenPurpose = 'reset-password' | 'confirm-email'

export const RESET_LINK_HOURS = 1
/** A reset link an admin makes by hand, to pass on by phone or WhatsApp, lasts a day. */
export const ADMIN_RESET_LINK_HOURS = 24
export const CONFIRM_EMAIL_LINK_HOURS = 24

export type TokenPayload = { userId: string; email?: string }

const identifier = (purpose: TokenPurpose, token: string) => `${purpose}:${crypto.createHash('sha256').update(token).digest('base64url')}`

/** A new token for `payload`, valid `hours`; only its hash is stored. */
export async function issueAccountToken(db: Database, purpose: TokenPurpose, payload: TokenPayload, hours: number) {
	const token = crypto.randomBytes(32).toString('base64url')
	await db.insert(verifications).values({
		id: crypto.randomUUID(),
		identifier: identifier(purpose, token),
		value: JSON.stringify(payload),
		expiresAt: sql`now() + make_interval(hours => ${hours})`,
	})
	return token
}

/** The token's payload while it is unused and unexpired, without using it (to show the form it opens). */
export async function readAccountToken(db: Database, purpose: TokenPurpose, token: string): Promise<TokenPayload | null> {
	const [row] = await db
		.select({ value: verifications.value })
		.from(verifications)
		.where(and(eq(verifications.identifier, identifier(purpose, token)), gt(verifications.expiresAt, sql`now()`)))
	return row ? (JSON.parse(row.value) as TokenPayload) : null
}

/** Uses the token: its payload once (the row is deleted in the same statement), null when unknown, used or expired. */
export async function takeAccountToken(db: Database, purpose: TokenPurpose, token: string): Promise<TokenPayload | null> {
	const [row] = await db
		.delete(verifications)
		.where(eq(verifications.identifier, identifier(purpose, token)))
		.returning({ value: verifications.value, live: sql<boolean>`${verifications.expiresAt} > now()` })
	if (!row?.live) return null
	return JSON.parse(row.value) as TokenPayload
}

/** Every unused token of one purpose for an account (after a reset, the other reset links stop working). */
export async function dropAccountTokens(db: Database, purpose: TokenPurpose, userId: string) {
	await db.delete(verifications).where(and(like(verifications.identifier, `${purpose}:%`), sql`(${verifications.value})::jsonb ->> 'userId' = ${userId}`))
}
