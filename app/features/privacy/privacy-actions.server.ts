import { desc, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { accountAudit, profiles, users } from '~/db/schema'
import type { SessionUser } from '~/features/accounts/accounts.server'
import { writeAccountAudit } from '~/features/staff-users/staff-users.server'
import type { AppServices } from '~/services.server'
import { erasePersonData } from './privacy.server'

/**
 * A person deletes their own account: the password again (under the account's back-off), then in
 * one transaction their personal data in leads and bookings is erased and the account (profile,
 * sessions, enrolment requests) removed; the log keeps that it happened, not who.
 */
export async function deleteOwnAccount(services: Pick<AppServices, 'db' | 'accounts'>, user: SessionUser, password: string, headers: Headers) {
	const check = await services.accounts.checkCurrentPassword(user, password)
	if (!check.ok) return check
	const { leadsErased } = await services.db.transaction(async (tx) => {
		const erased = await erasePersonData(tx as unknown as Database, { userId: user.id, email: user.email })
		await tx.delete(users).where(eq(users.id, user.id))
		return erased
	})
	await writeAccountAudit(services.db, null, 'delete-own-account', null, `A ${user.role} account was deleted by its owner (${leadsErased} lead${leadsErased === 1 ? '' : 's'} anonymised)`)
	// The session row went with the account; the browser's cookie is cleared too.
	return { ok: true as const, headers: await services.accounts.signOut(headers) }
}

/** Staff (and admins) erase one person's data on request (by the address they wrote from); logged with who did it. */
export async function eraseOnRequest(db: Database, actor: { id: string; name: string }, email: string) {
	return db.transaction(async (tx) => {
		const [account] = await tx.select({ id: users.id, role: profiles.role }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.email, email))
		// A staff account is deactivated, never erased from here (its leads' history would lose its author).
		if (account && account.role !== 'student') return { ok: false as const, message: 'That address belongs to a staff account: deactivate it instead.' }
		const { leadsErased } = await erasePersonData(tx as unknown as Database, { userId: account?.id, email })
		if (account) await tx.delete(users).where(eq(users.id, account.id))
		await writeAccountAudit(tx, actor, 'erase', null, `Erased the personal data of a person on request (${leadsErased} lead${leadsErased === 1 ? '' : 's'}${account ? ', and their account' : ''})`)
		return { ok: true as const, message: `Erased: ${leadsErased} lead${leadsErased === 1 ? '' : 's'} anonymised${account ? ' and the account deleted' : ''}.` }
	})
}

/** The last erasures on request, for the page that makes them (the log names who did it, never whose data). */
export async function recentErasures(db: Database) {
	const rows = await db.select().from(accountAudit).where(eq(accountAudit.action, 'erase')).orderBy(desc(accountAudit.createdAt)).limit(50)
	return rows.map((row) => ({ id: row.id, actorName: row.actorName, detail: row.detail, createdAt: row.createdAt.toISOString() }))
}
