import crypto from 'node:crypto'
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { accountAudit, type AccountAuditAction, outboxEmails, profiles, sessions, staffInvites, users } from '~/db/schema'
import type { Accounts } from '~/features/accounts/accounts.server'
import { INVITE_DAYS, roleLabels, type Role, staffUsersMessages } from './staff-users'
import type { StaffUsersAction } from './staff-users-schema'

export type Actor = { id: string; name: string }

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** One line of the account audit log, written in the transaction that makes the change. */
export async function writeAccountAudit(tx: Database | Tx, actor: Actor | null, action: AccountAuditAction, subjectId: string | null, detail: string) {
	await tx.insert(accountAudit).values({ action, actorId: actor?.id ?? null, actorName: actor?.name ?? 'The site', subjectId, detail })
}

/** The people with a staff role (and deactivated accounts), with what the admin's list shows. */
export async function listStaff(db: Database) {
	const rows = await db
		.select({
			id: users.id,
			name: profiles.name,
			email: users.email,
			role: profiles.role,
			emailVerified: users.emailVerified,
			twoFactorEnabled: users.twoFactorEnabled,
			lastSignInAt: profiles.lastSignInAt,
			deactivatedAt: profiles.deactivatedAt,
		})
		.from(users)
		.innerJoin(profiles, eq(profiles.userId, users.id))
		.where(sql`${profiles.role} <> 'student' or ${profiles.deactivatedAt} is not null`)
		.orderBy(profiles.name)
	const invites = await db
		.select({ id: staffInvites.id, name: staffInvites.name, email: staffInvites.email, role: staffInvites.role, expiresAt: staffInvites.expiresAt })
		.from(staffInvites)
		.where(and(isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, sql`now()`)))
		.orderBy(desc(staffInvites.createdAt))
	const audit = await db.select().from(accountAudit).orderBy(desc(accountAudit.createdAt)).limit(50)
	const iso = (d: Date | null) => d?.toISOString() ?? null
	return {
		people: rows.map((r) => ({ ...r, lastSignInAt: iso(r.lastSignInAt), deactivatedAt: iso(r.deactivatedAt) })),
		invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
		audit: audit.map((a) => ({ id: a.id, action: a.action, actorName: a.actorName, detail: a.detail, createdAt: a.createdAt.toISOString() })),
	}
}

export type StaffUsersOutcome = { ok: boolean; status: number; message: string; field?: string }

class LastAdminError extends Error {}

/**
 * The last-admin rule, inside the transaction that makes the change: the active admins' rows are
 * locked (FOR UPDATE, in one order) before the changed person's row, so two admins demoting each
 * other at the same moment are taken one after the other, without a deadlock, and the second sees
 * the first's change and is refused.
 */
async function lockActiveAdmins(tx: Tx) {
	const admins = await tx
		.select({ id: profiles.userId })
		.from(profiles)
		.where(and(eq(profiles.role, 'admin'), isNull(profiles.deactivatedAt)))
		.orderBy(profiles.userId)
		.for('update')
	return {
		assertNotLast(userId: string) {
			if (admins.some((a) => a.id === userId) && admins.length <= 1) throw new LastAdminError()
		},
	}
}

/** Runs one admin action of /admin/users; each change and its audit line commit together. */
export async function applyStaffUsersAction(
	db: Database,
	actor: Actor,
	input: StaffUsersAction,
	mail: { origin: string; siteName: string },
): Promise<StaffUsersOutcome> {
	try {
		switch (input.intent) {
			case 'invite': {
				const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
				if (existing) return { ok: false, status: 409, field: 'email', message: staffUsersMessages.alreadyHasAccount }
				const token = crypto.randomBytes(32).toString('base64url')
				await db.transaction(async (tx) => {
					await tx.insert(staffInvites).values({
						email: input.email,
						name: input.name,
						role: input.role,
						tokenHash: hashInviteToken(token),
						invitedById: actor.id,
						expiresAt: sql`now() + make_interval(days => ${INVITE_DAYS})`,
					})
					await tx.insert(outboxEmails).values({
						to: input.email,
						subject: `Your ${roleLabels[input.role].toLowerCase()} account on the ${mail.siteName} website`,
						text: [
							`Hello ${input.name},`,
							`${actor.name} has invited you to the ${mail.siteName} website as ${roleLabels[input.role].toLowerCase()}.`,
							`Choose your password here (the link works once, for ${INVITE_DAYS} days):\n${mail.origin}/invite/${token}`,
							'At your first sign-in you will set up an authenticator app on your phone for the second step of signing in.',
							'If you did not expect this, ignore this email.',
						].join('\n\n'),
					})
					await writeAccountAudit(tx, actor, 'invite', null, `Invited ${input.email} as ${roleLabels[input.role]}`)
				})
				return { ok: true, status: 200, message: staffUsersMessages.invited }
			}
			case 'role': {
				const done = await db.transaction(async (tx) => {
					const admins = await lockActiveAdmins(tx)
					const [person] = await tx.select({ role: profiles.role, email: profiles.email }).from(profiles).where(eq(profiles.userId, input.userId)).for('update')
					if (!person) return false
					if (person.role === input.role) return true
					if (input.role !== 'admin') admins.assertNotLast(input.userId)
					await tx.update(profiles).set({ role: input.role as Role }).where(eq(profiles.userId, input.userId))
					// A new role is a new set of doors: the person signs in again (and a staff role asks for two-factor).
					await tx.delete(sessions).where(eq(sessions.userId, input.userId))
					await writeAccountAudit(tx, actor, 'role', input.userId, `Changed ${person.email} from ${roleLabels[person.role]} to ${roleLabels[input.role as Role]}`)
					return true
				})
				return done ? { ok: true, status: 200, message: staffUsersMessages.roleChanged } : { ok: false, status: 404, message: staffUsersMessages.notFound }
			}
			case 'deactivate': {
				if (input.userId === actor.id) return { ok: false, status: 400, message: staffUsersMessages.self }
				const done = await db.transaction(async (tx) => {
					const admins = await lockActiveAdmins(tx)
					const [person] = await tx.select({ email: profiles.email }).from(profiles).where(and(eq(profiles.userId, input.userId), isNull(profiles.deactivatedAt))).for('update')
					if (!person) return false
					admins.assertNotLast(input.userId)
					await tx.update(profiles).set({ deactivatedAt: sql`now()` }).where(eq(profiles.userId, input.userId))
					await tx.delete(sessions).where(eq(sessions.userId, input.userId))
					await writeAccountAudit(tx, actor, 'deactivate', input.userId, `Deactivated ${person.email}`)
					return true
				})
				return done ? { ok: true, status: 200, message: staffUsersMessages.deactivated } : { ok: false, status: 404, message: staffUsersMessages.notFound }
			}
			case 'reactivate': {
				const [person] = await db
					.update(profiles)
					.set({ deactivatedAt: null })
					.where(and(eq(profiles.userId, input.userId), isNotNull(profiles.deactivatedAt)))
					.returning({ email: profiles.email })
				if (!person) return { ok: false, status: 404, message: staffUsersMessages.notFound }
				await writeAccountAudit(db, actor, 'reactivate', input.userId, `Reactivated ${person.email}`)
				return { ok: true, status: 200, message: staffUsersMessages.reactivated }
			}
		}
	} catch (error) {
		if (error instanceof LastAdminError) return { ok: false, status: 409, message: staffUsersMessages.lastAdmin }
		throw error
	}
}

export function hashInviteToken(token: string) {
	return crypto.createHash('sha256').update(token).digest('base64url')
}

/** The invitation a link names, while it is open (not used, not expired). */
export async function findOpenInvite(db: Database, token: string) {
	const [invite] = await db
		.select({ id: staffInvites.id, email: staffInvites.email, name: staffInvites.name, role: staffInvites.role })
		.from(staffInvites)
		.where(and(eq(staffInvites.tokenHash, hashInviteToken(token)), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, sql`now()`)))
	return invite ?? null
}

/**
 * Accepts an invitation: the link is claimed first (one conditional update, so it works once even
 * when posted twice at the same moment), then the account is made with the invited role. An
 * address that has an account by now is not given the role (decision 005's rule for user:create).
 */
export async function acceptInvite(db: Database, accounts: Accounts, token: string, password: string): Promise<{ ok: true; email: string } | { ok: false; status: number; message: string }> {
	const [invite] = await db
		.update(staffInvites)
		.set({ acceptedAt: sql`now()` })
		.where(and(eq(staffInvites.tokenHash, hashInviteToken(token)), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, sql`now()`)))
		.returning()
	if (!invite) return { ok: false, status: 410, message: 'This invitation link has expired or has been used. Ask an admin for a new one.' }
	const result = await accounts.createOrPromoteUser({ email: invite.email, password, name: invite.name, role: invite.role })
	if (result.outcome !== 'created') return { ok: false, status: 409, message: staffUsersMessages.alreadyHasAccount }
	return { ok: true, email: invite.email }
}
