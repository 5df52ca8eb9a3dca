import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leadRotation, leadSettings, profiles } from '~/db/schema'
import { rescheduleDigest } from './digest.server'
import { type Actor, applyLeadAction } from './inbox.server'
import { leadStatusLabels } from './inbox-schema'
import { pluralise } from './format'
import { type BulkActionInput, type LeadSettingsInput } from './lead-settings-schema'
import { listRotation, loadLeadSettings } from './lead-settings.server'
import { activeCounsellor } from './active-staff.server'

/* Round-robin assignment of new leads, the admins' leads settings and the inbox's bulk actions
 * (issue 18 item 3, docs/decisions/014). */

/**
 * Saves the settings and who takes part. A counsellor taken out keeps their row (and the time of
 * their last lead), so coming back puts them where the turn order would have them. A changed
 * digest time moves the digest already queued.
 */
export async function saveLeadSettings(db: Database, input: LeadSettingsInput, { timeZone }: { timeZone: string }) {
	const staff = await listRotation(db)
	const chosen = new Set(input.members)
	if (input.members.some((id) => !staff.some((member) => member.id === id))) return { ok: false as const }
	await db.transaction(async (tx) => {
		await tx
			.insert(leadSettings)
			.values({ id: 1, roundRobin: input.roundRobin, digestTime: input.digestTime })
			.onConflictDoUpdate({ target: leadSettings.id, set: { roundRobin: input.roundRobin, digestTime: input.digestTime, updatedAt: sql`now()` } })
		for (const member of staff) {
			const active = chosen.has(member.id)
			if (active === member.inRotation) continue
			await tx.insert(leadRotation).values({ userId: member.id, active }).onConflictDoUpdate({ target: leadRotation.userId, set: { active } })
		}
		await rescheduleDigest(tx as unknown as Database, { digestTime: input.digestTime, timeZone })
	})
	return { ok: true as const }
}

/**
 * The counsellor the next new lead goes to when round-robin is on: the active one in the rotation
 * who has waited longest since their last lead (never had one: first). Called inside the lead's
 * transaction; a transaction-scoped advisory lock makes concurrent leads, in any process, take
 * their turns one after another, and clock_timestamp() (not the transaction's start) orders them.
 */
export async function nextInRotation(tx: Database): Promise<string | null> {
	const settings = await loadLeadSettings(tx)
	if (!settings.roundRobin) return null
	await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('lead-rotation', 0))`)
	const [next] = await tx
		.select({ userId: leadRotation.userId })
		.from(leadRotation)
		.innerJoin(profiles, eq(profiles.userId, leadRotation.userId))
		.where(and(eq(leadRotation.active, true), activeCounsellor))
		.orderBy(sql`${leadRotation.lastAssignedAt} asc nulls first`, asc(leadRotation.userId))
		.limit(1)
	if (!next) return null
	await tx.update(leadRotation).set({ lastAssignedAt: sql`clock_timestamp()` }).where(eq(leadRotation.userId, next.userId))
	return next.userId
}

/**
 * Assigns, or sets the status of, the ticked leads: each lead goes through the lead page's own
 * action, so a bulk change does exactly what the same change on each lead would.
 */
export async function applyBulkAction(db: Database, input: BulkActionInput, actor: Actor) {
	let changed = 0
	for (const id of new Set(input.ids)) {
		const outcome =
			input.intent === 'bulk-assign'
				? await applyLeadAction(db, id, { intent: 'assign', assigneeId: input.assigneeId }, actor)
				: await applyLeadAction(db, id, { intent: 'status', status: input.status, closedReason: '' }, actor)
		if (!outcome.ok && outcome.status !== 404) return { ok: false as const, message: outcome.message, field: outcome.field }
		if (outcome.ok) changed++
	}
	if (input.intent === 'bulk-status') return { ok: true as const, message: `Status set to ${leadStatusLabels[input.status]} on ${pluralise(changed, 'lead')}.` }
	if (!input.assigneeId) return { ok: true as const, message: `${pluralise(changed, 'lead')} no longer assigned.` }
	const [assignee] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, input.assigneeId))
	return { ok: true as const, message: `${pluralise(changed, 'lead')} assigned to ${assignee?.name ?? 'the chosen counsellor'}.` }
}
