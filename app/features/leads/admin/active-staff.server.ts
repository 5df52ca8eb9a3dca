import { and, inArray, isNull } from 'drizzle-orm'
import { profiles } from '~/db/schema'

/**
 * Who works the leads: staff and admins whose accounts are not deactivated (issue 16). A
 * deactivated counsellor keeps their leads until reassigned, but is offered no new ones: not in
 * the assignee lists, the round-robin or the morning digest.
 */
export const activeCounsellor = and(inArray(profiles.role, ['staff', 'admin']), isNull(profiles.deactivatedAt))
