import { expect, test } from 'vitest'
import { bulkActionSchema, leadSettingsMessages, leadSettingsSchema } from './lead-settings-schema'

const id = '0b8f1c3e-5a7d-4e2f-9c1b-2d3e4f5a6b7c'
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

test('the digest time is HH:MM on a 24-hour clock', () => {
	expect(leadSettingsSchema.parse({ digestTime: '07:30' })).toEqual({ roundRobin: false, digestTime: '07:30', members: [] })
	for (const digestTime of ['7:30', '24:00', '08:60', 'eight']) expect(messages(leadSettingsSchema.safeParse({ digestTime }))).toEqual([['digestTime', leadSettingsMessages.digestTimeInvalid]])
})

test('a bulk action needs ticked leads and its own choice; "Nobody" unassigns, a forgotten choice does not', () => {
	expect(bulkActionSchema.parse({ intent: 'bulk-assign', ids: [id], assigneeId: 'nobody' })).toEqual({ intent: 'bulk-assign', ids: [id], assigneeId: '' })
	expect(messages(bulkActionSchema.safeParse({ intent: 'bulk-assign', ids: [id] }))).toEqual([['assigneeId', leadSettingsMessages.bulkAssigneeRequired]])
	expect(messages(bulkActionSchema.safeParse({ intent: 'bulk-status', status: 'contacted' }))).toEqual([['ids', leadSettingsMessages.selectLeads]])
	expect(messages(bulkActionSchema.safeParse({ intent: 'bulk-status', ids: [id], status: 'closed' }))).toEqual([['status', leadSettingsMessages.bulkStatusInvalid]])
	expect(messages(bulkActionSchema.safeParse({ intent: 'bulk-status', ids: Array(51).fill(id), status: 'new' }))).toEqual([['ids', leadSettingsMessages.tooManyLeads]])
})
