import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { subscribeToNewsletter } from '~/features/leads/newsletter.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../tests/support/test-database'
import { newsletterSubscriptions } from './schema'

describe.each(testDatabaseKinds)('database on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => {
		await database?.dispose()
	})

	test('the committed migrations create the schema', async () => {
		const result = await database.db.execute<{ table_name: string }>(
			sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
		)
		const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)
		expect(tables).toEqual(expect.arrayContaining(['newsletter_subscriptions', 'rate_limits']))
	})

	test('migrating again is a no-op', async () => {
		await expect(database.migrate()).resolves.toBeUndefined()
	})

	test('the health check pings the database', async () => {
		expect(await database.ping()).toBe(true)
	})

	test('a newsletter address is stored once; signing up again is not an error', async () => {
		const origin = { sourcePage: '/?utm_source=instagram', utmSource: 'instagram' }
		expect(await subscribeToNewsletter(database.db, { email: 'asha@example.com' }, origin)).toEqual({ alreadySubscribed: false })
		expect(await subscribeToNewsletter(database.db, { email: 'asha@example.com' }, origin)).toEqual({ alreadySubscribed: true })
		const rows = await database.db.select().from(newsletterSubscriptions)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ email: 'asha@example.com', sourcePage: '/?utm_source=instagram', utmSource: 'instagram' })
	})
})

test('a database that cannot be reached fails to open with a clear error', async () => {
	const { openDatabase } = await import('./client.server')
	const handle = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' })
	await expect(handle.migrate()).rejects.toThrow()
	expect(await handle.ping()).toBe(false)
	await handle.close()
})
