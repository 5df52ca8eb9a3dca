import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { contactMessages, leads } from '~/db/schema'
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
		expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), replayed: false })

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

	test('the same form sent again with its idempotency key is stored once, even when the retries race', async () => {
		const input = { name: 'Harleen Kaur', email: 'harleen@example.com', subject: 'Fees', message: 'What does the IELTS course cost?' }
		const origin = { sourcePage: '/contact', utmSource: null }
		const first = await createContactMessage(database.db, input, origin, undefined, 'contact-key-0001')
		const again = await createContactMessage(database.db, input, origin, undefined, 'contact-key-0001')
		expect(again).toEqual({ id: first.id, replayed: true })
		const racing = await Promise.all(
			Array.from({ length: 5 }, () => createContactMessage(database.db, { ...input, subject: 'Race' }, origin, undefined, 'contact-key-0002')),
		)
		expect(new Set(racing.map((r) => r.id)).size).toBe(1)
		const rows = await database.db.select().from(contactMessages).where(eq(contactMessages.email, 'harleen@example.com'))
		expect(rows).toHaveLength(2)
		expect(await database.db.select().from(leads).where(eq(leads.email, 'harleen@example.com'))).toHaveLength(2)
	})

	test('a key sent again with a different message is a new message, not lost as a retry', async () => {
		const origin = { sourcePage: '/contact', utmSource: null }
		const base = { name: 'Jaspreet', email: 'jaspreet@example.com', subject: 'Visa', message: 'First version' }
		const first = await createContactMessage(database.db, base, origin, undefined, 'contact-key-0003')
		const edited = await createContactMessage(database.db, { ...base, message: 'Corrected version' }, origin, undefined, 'contact-key-0003')
		expect(edited.replayed).toBe(false)
		expect(edited.id).not.toBe(first.id)
		const rows = await database.db.select().from(contactMessages).where(eq(contactMessages.email, 'jaspreet@example.com'))
		expect(rows.map((r) => r.message).sort()).toEqual(['Corrected version', 'First version'])
	})
})
