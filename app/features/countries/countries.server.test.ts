import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { countries } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { getCountry, InvalidCountryDocumentError, listCountries, seedCountries, upsertCountry } from './countries.server'
import { countrySeeds } from './seed'

describe.each(testDatabaseKinds)('country guides on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => {
		await database?.dispose()
	})

	test('seeding inserts every guide once and is idempotent', async () => {
		expect(await seedCountries(database.db)).toEqual({ inserted: countrySeeds.length, refreshed: 0 })
		expect(await seedCountries(database.db)).toEqual({ inserted: 0, refreshed: 0 })
		const rows = await database.db.select({ id: countries.id }).from(countries)
		expect(rows).toHaveLength(countrySeeds.length)
	})

	test('a guide is read back by id with its whole document; a missing id is null', async () => {
		const uk = await getCountry(database.db, 'united-kingdom')
		expect(uk?.name).toBe('UK')
		expect(uk?.costOfLiving.expances.length).toBeGreaterThan(0)
		expect(uk).toEqual(countrySeeds.find((seed) => seed.id === 'united-kingdom'))
		expect(await getCountry(database.db, 'atlantis')).toBeNull()
	})

	test('the list names every stored guide with its review date', async () => {
		const list = await listCountries(database.db)
		expect(list.map((c) => c.id)).toEqual(countrySeeds.map((s) => s.id).sort())
		expect(list.find((c) => c.id === 'united-kingdom')).toMatchObject({ name: 'UK', reviewedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
	})

	test('seeding never overwrites a staff edit', async () => {
		const uk = (await getCountry(database.db, 'united-kingdom'))!
		await upsertCountry(database.db, { ...uk, fastFacts: { ...uk.fastFacts, currency: 'Pound sterling (edited)' } })
		await seedCountries(database.db)
		expect((await getCountry(database.db, 'united-kingdom'))?.fastFacts.currency).toBe('Pound sterling (edited)')
	})

	test('a corrected seed reaches a seeded guide on the next start, never an edited one', async () => {
		// The UK guide was edited by staff in the test above; Canada is still the seed's.
		const corrected = countrySeeds.map((seed) =>
			seed.id === 'ca' || seed.id === 'united-kingdom' ? { ...seed, fastFacts: { ...seed.fastFacts, dialingCode: '+0 (corrected)' } } : seed,
		)
		expect(await seedCountries(database.db, corrected)).toEqual({ inserted: 0, refreshed: 1 })
		expect((await getCountry(database.db, 'ca'))?.fastFacts.dialingCode).toBe('+0 (corrected)')
		expect((await getCountry(database.db, 'united-kingdom'))?.fastFacts.currency).toBe('Pound sterling (edited)')
		expect(await seedCountries(database.db)).toEqual({ inserted: 0, refreshed: 1 })
		expect(await getCountry(database.db, 'ca')).toEqual(countrySeeds.find((seed) => seed.id === 'ca'))
	})

	test('an invalid document is refused on write and nothing is stored', async () => {
		const uk = (await getCountry(database.db, 'united-kingdom'))!
		const invalid = { ...uk, id: 'broken-guide', faqs: [] }
		await expect(upsertCountry(database.db, invalid)).rejects.toBeInstanceOf(InvalidCountryDocumentError)
		await expect(upsertCountry(database.db, { id: 'nothing' })).rejects.toThrow(/invalid/)
		expect(await getCountry(database.db, 'broken-guide')).toBeNull()
	})

	test('a staff write is held to the same minimums as the seeds', async () => {
		const uk = (await getCountry(database.db, 'united-kingdom'))!
		const thin = { ...uk, id: 'thin-guide', topUniversities: uk.topUniversities.slice(0, 1), faqs: uk.faqs.slice(0, 1) }
		await expect(upsertCountry(database.db, thin)).rejects.toThrow(/topUniversities needs at least 6 top universities; faqs needs at least 6 FAQs/)
		expect(await getCountry(database.db, 'thin-guide')).toBeNull()
	})

	test('an invalid seed is refused before anything is written', async () => {
		const uk = countrySeeds[0]!
		await expect(seedCountries(database.db, [{ ...uk, id: 'bad-seed', scholarships: [{ name: 'x', link: 'http://x' }] }])).rejects.toThrow(
			InvalidCountryDocumentError,
		)
		expect(await getCountry(database.db, 'bad-seed')).toBeNull()
	})
	test('a stored guide that no longer fits the schema fails only its own page', async () => {
		const uk = (await getCountry(database.db, 'united-kingdom'))!
		// Written around the app (a bad manual edit); the next write through the app refreshes the cache.
		await database.db.insert(countries).values({ id: 'corrupt-guide', document: { ...uk, id: 'corrupt-guide', faqs: [] } })
		await upsertCountry(database.db, uk)
		await expect(getCountry(database.db, 'corrupt-guide')).rejects.toBeInstanceOf(InvalidCountryDocumentError)
		expect((await getCountry(database.db, 'usa'))?.name).toBe('USA')
		expect((await listCountries(database.db)).map((c) => c.id)).not.toContain('corrupt-guide')
	})
})
