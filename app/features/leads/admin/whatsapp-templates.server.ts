import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import type { Seeder } from '~/db/seed.server'
import { whatsAppTemplates as templatesTable } from '~/db/schema'
import { defaultWhatsAppTemplateTexts, whatsAppTemplateIds, type WhatsAppTemplateTexts } from './whatsapp-templates'
import type { WhatsAppTemplatesInput } from './whatsapp-templates-schema'

/** The stored texts; a template not stored yet reads its default. */
export async function loadWhatsAppTemplateTexts(db: Database): Promise<WhatsAppTemplateTexts> {
	const rows = await db.select({ id: templatesTable.id, text: templatesTable.text }).from(templatesTable)
	const texts = { ...defaultWhatsAppTemplateTexts }
	for (const row of rows) if (whatsAppTemplateIds.includes(row.id)) texts[row.id] = row.text
	return texts
}

/** Saves the admins' texts, with who changed them last. */
export async function saveWhatsAppTemplates(db: Database, input: WhatsAppTemplatesInput, actor: { name: string }) {
	await db
		.insert(templatesTable)
		.values(whatsAppTemplateIds.map((id) => ({ id, text: input[id], updatedByName: actor.name })))
		.onConflictDoUpdate({
			target: templatesTable.id,
			set: { text: sql`excluded.text`, updatedByName: sql`excluded.updated_by_name`, updatedAt: sql`now()` },
			// Only the texts that changed record the admin.
			setWhere: sql`${templatesTable.text} is distinct from excluded.text`,
		})
}

/** Writes today's texts where a template is missing; never touches one an admin has saved. */
export const whatsAppTemplateSeeder: Seeder = {
	name: 'whatsapp-templates',
	async run(db) {
		await db
			.insert(templatesTable)
			.values(whatsAppTemplateIds.map((id) => ({ id, text: defaultWhatsAppTemplateTexts[id] })))
			.onConflictDoNothing()
	},
}
