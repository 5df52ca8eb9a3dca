import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getAbout, getFeeSchedule } from '~/features/content/site-content.server'
import { getCountry } from '~/features/countries/countries.server'
import { guideIn } from '~/features/countries/guide-in-language'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { contentSeeds } from './content-seeds.server'
import { getEntry, publishEntry, seedContent } from './content-store.server'
import type { FeeScheduleDocument } from './studio-schema'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }

/** A type's seeds as they shipped before their translations: every pa and hi value empty, no guide translations. */
function englishOnly<Type extends 'about' | 'fee-schedule' | 'country-guide'>(type: Type) {
	const withoutTranslations = (value: unknown): unknown => {
		if (Array.isArray(value)) return value.map(withoutTranslations)
		if (typeof value !== 'object' || value === null) return value
		if ('en' in value && 'pa' in value && 'hi' in value) return { ...value, pa: null, hi: null }
		return Object.fromEntries(Object.entries(value).flatMap(([field, inner]) => (field === 'translations' ? [] : [[field, withoutTranslations(inner)]])))
	}
	return () => contentSeeds[type]().map((seed) => ({ key: seed.key, document: withoutTranslations(seed.document) }))
}

describe.each(testDatabaseKinds)('shipping translations in the seeds on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedContent(database.db, { about: englishOnly('about'), 'fee-schedule': englishOnly('fee-schedule'), 'country-guide': englishOnly('country-guide') })
	})
	afterAll(async () => database?.dispose())

	test('reach the entries as seeded, never one an editor has published since', async () => {
		expect((await getAbout(database.db, 'pa'))?.translated).toBe(false)
		// An editor corrects the fees' notes (in English only) and publishes.
		const fees = (await getEntry(database.db, 'fee-schedule', 'fees'))!
		const edited = { ...(fees.published as FeeScheduleDocument), notes: { en: 'All our fees include GST at 18%. Edited by an editor.', pa: null, hi: null } }
		expect((await publishEntry(database.db, 'fee-schedule', 'fees', fees.version, editor, edited)).ok).toBe(true)

		// The next start ships the translated seeds: the About page and the guides take them, the edited fees do not.
		const { refreshed } = await seedContent(database.db, { about: contentSeeds.about, 'fee-schedule': contentSeeds['fee-schedule'], 'country-guide': contentSeeds['country-guide'] })
		expect(refreshed).toBeGreaterThanOrEqual(2)
		const about = (await getAbout(database.db, 'pa'))!
		expect(about).toMatchObject({ lang: 'pa', translated: true, directorMessage: { title: 'ਸਾਡੇ ਮੈਨੇਜਿੰਗ ਡਾਇਰੈਕਟਰ ਦਾ ਸੁਨੇਹਾ' } })
		expect(await getFeeSchedule(database.db, 'hi')).toMatchObject({ lang: 'en', translated: false, notes: ['All our fees include GST at 18%. Edited by an editor.'] })
		expect(guideIn((await getCountry(database.db, 'united-kingdom'))!, 'hi').shown.whyStudy).toEqual({ lang: 'hi', translated: true })
		// Seeding again changes nothing.
		expect(await seedContent(database.db, { about: contentSeeds.about, 'fee-schedule': contentSeeds['fee-schedule'] })).toEqual({ inserted: 0, refreshed: 0 })
	})
})
