import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { whatsAppTemplates } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { defaultWhatsAppTemplateTexts } from './whatsapp-templates'
import { loadWhatsAppTemplateTexts, saveWhatsAppTemplates, whatsAppTemplateSeeder } from './whatsapp-templates.server'

describe.each(testDatabaseKinds)('WhatsApp templates in the database on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => database?.dispose())

	test("seeded from today's texts; an admin's edit is kept by the next start's seeding and records who changed which", async () => {
		const db = database.db
		expect(await loadWhatsAppTemplateTexts(db)).toEqual(defaultWhatsAppTemplateTexts)
		await whatsAppTemplateSeeder.run(db)
		expect(await loadWhatsAppTemplateTexts(db)).toEqual(defaultWhatsAppTemplateTexts)
		const edited = { ...defaultWhatsAppTemplateTexts, greeting: 'Sat sri akal {name}!' }
		await saveWhatsAppTemplates(db, edited, { name: 'Meera Admin' })
		await whatsAppTemplateSeeder.run(db)
		expect(await loadWhatsAppTemplateTexts(db)).toEqual(edited)
		const rows = await db.select({ id: whatsAppTemplates.id, by: whatsAppTemplates.updatedByName }).from(whatsAppTemplates).orderBy(whatsAppTemplates.id)
		expect(rows).toEqual([
			{ id: 'booking', by: null },
			{ id: 'documents', by: null },
			{ id: 'follow-up', by: null },
			{ id: 'greeting', by: 'Meera Admin' },
		])
	})
})
