import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactMessages } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { createContactMessage } from './contact.server'
import { contactSchema } from './contact-schema'

describe.each(testDatabaseKinds)('createContactMessage on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => {
		await database?.dispose()
	})

	test('stores the checked message with where it came from', async () => {
		const input = contactSchema.parse({
			name: '  Asha Verma ',
			email: 'Asha@Example.com',
			subject: 'IELTS weekend batch',
			message: 'Is there a weekend IELTS batch starting in December?',
		})
		const stored = await createContactMessage(database.db, input, { sourcePage: '/contact?utm_source=instagram', utmSource: 'instagram' })
		expect(stored.id).toMatch(/^[0-9a-f-]{36}$/)
		expect(stored.createdAt).toBeInstanceOf(Date)

		const rows = await database.db.select().from(contactMessages)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			id: stored.id,
			name: 'Asha Verma',
			email: 'asha@example.com',
			subject: 'IELTS weekend batch',
			message: 'Is there a weekend IELTS batch starting in December?',
			sourcePage: '/contact?utm_source=instagram',
			utmSource: 'instagram',
		})
	})

	test('keeps every message, even the same one twice, and stores text as plain data', async () => {
		const input = { name: "Robert'); DROP TABLE contact_messages;--", email: 'r@example.com', subject: 'Hello', message: 'Same text' }
		await createContactMessage(database.db, input, { sourcePage: null, utmSource: null })
		await createContactMessage(database.db, input, { sourcePage: null, utmSource: null })
		const rows = await database.db.select().from(contactMessages)
		expect(rows).toHaveLength(3)
		expect(rows.filter((r) => r.name === input.name)).toHaveLength(2)
	})
})
