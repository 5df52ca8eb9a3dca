import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leadRotation, leadSettings, profiles, users } from '~/db/schema'
import { DEFAULT_DIGEST_TIME } from './lead-settings-schema'
import { activeCounsellor } from './active-staff.server'

/** The admins' leads settings as stored (issue 18 item 3, docs/decisions/014). */

export type LeadSettings = { roundRobin: boolean; digestTime: string }

/** The settings row, or the defaults before an admin first saves. */
export async function loadLeadSettings(db: Database): Promise<LeadSettings> {
	const [row] = await db.select({ roundRobin: leadSettings.roundRobin, digestTime: leadSettings.digestTime }).from(leadSettings).where(eq(leadSettings.id, 1))
	return row ?? { roundRobin: false, digestTime: DEFAULT_DIGEST_TIME }
}

export type RotationMember = { id: string; name: string; email: string; inRotation: boolean }

/** Staff members (and admins) with whether each takes new leads in turn. */
export async function listRotation(db: Database): Promise<RotationMember[]> {
	return db
		.select({ id: users.id, name: profiles.name, email: users.email, inRotation: sql<boolean>`coalesce(${leadRotation.active}, false)`.mapWith(Boolean) })
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.leftJoin(leadRotation, eq(leadRotation.userId, profiles.userId))
		.where(activeCounsellor)
		.orderBy(asc(profiles.name), asc(users.email))
}

