import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultSiteSettings, noTrustDetails } from '~/config/site-settings'
import { seedDatabase } from '~/db/seed.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { siteSettingsSeed } from './content-seeds.server'
import { getEntry, publishEntry } from './content-store.server'
import { publishedSiteSettings } from './site-settings.server'
import { type SiteSettingsDocument, siteSettingsDocumentSchema } from './studio-schema'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }
const seed = siteSettingsSeed(defaultSiteSettings)
const messagesFor = (change: Record<string, unknown>) =>
	siteSettingsDocumentSchema.safeParse({ ...seed, ...change }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('the site settings schema', () => {
	test('the SITE_* defaults are a valid document with no trust details', () => {
		expect(siteSettingsDocumentSchema.parse(seed)).toMatchObject({ phone: defaultSiteSettings.phone, licenceNumber: null, gstin: null, yearFounded: null })
	})

	test('the map location must be on the globe, with a clear message', () => {
		expect(messagesFor({ latitude: 90, longitude: -180 })).toEqual([])
		expect(messagesFor({ latitude: 90.1 })).toEqual([['latitude', 'The latitude must be between -90 and 90.']])
		expect(messagesFor({ longitude: -180.5 })).toEqual([['longitude', 'The longitude must be between -180 and 180.']])
		expect(messagesFor({ latitude: 'north' })).toEqual([['latitude', 'Enter the latitude as a number, such as 31.3256.']])
	})

	test('a GSTIN is 15 characters in its format, read in capitals', () => {
		expect(siteSettingsDocumentSchema.parse({ ...seed, gstin: ' 03abcde1234f1z5 ' }).gstin).toBe('03ABCDE1234F1Z5')
		for (const gstin of ['03ABCDE1234F1Z', '03ABCDE1234F1X5', 'AAABCDE1234F1Z5'])
			expect(messagesFor({ gstin })).toEqual([['gstin', 'Enter the GSTIN as 15 characters, such as 03ABCDE1234F1Z5: state code, PAN, entity number, Z and a check character.']])
	})

	test('the year founded is a past year; the grievance officer’s email an email', () => {
		expect(messagesFor({ yearFounded: new Date().getFullYear() + 1 })).toEqual([['yearFounded', 'The year founded cannot be in the future.']])
		expect(messagesFor({ grievanceOfficerEmail: 'not an email' })).toEqual([['grievanceOfficerEmail', 'Enter an email address such as privacy@example.com.']])
	})
})

describe.each(testDatabaseKinds)('the published site settings on %s', (kind) => {
	let database: TestDatabase
	const phone = process.env.SITE_PHONE
	beforeAll(async () => {
		process.env.SITE_PHONE = '+91 181 400 5000'
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => {
		if (phone === undefined) delete process.env.SITE_PHONE
		else process.env.SITE_PHONE = phone
		await database?.dispose()
	})

	test('are seeded from SITE_*, and a publish changes what every page reads', async () => {
		expect(await publishedSiteSettings(database.db, defaultSiteSettings)).toEqual({ ...defaultSiteSettings, phone: '+91 181 400 5000', trust: noTrustDetails })
		const entry = (await getEntry(database.db, 'site-settings', 'site'))!
		const document: SiteSettingsDocument = {
			...(entry.published as SiteSettingsDocument),
			phone: '+91 181 222 3344',
			licenceNumber: 'PTP-JAL-0042',
			gstin: '03ABCDE1234F1Z5',
			yearFounded: 2012,
			grievanceOfficerName: 'Gurpreet Sandhu',
			grievanceOfficerEmail: 'privacy@welsheducation.example',
		}
		expect((await publishEntry(database.db, 'site-settings', 'site', entry.version, editor, document)).ok).toBe(true)
		expect(await publishedSiteSettings(database.db, { ...defaultSiteSettings, timeZone: 'Europe/London' })).toEqual({
			...defaultSiteSettings,
			timeZone: 'Europe/London',
			phone: '+91 181 222 3344',
			trust: { licenceNumber: 'PTP-JAL-0042', gstin: '03ABCDE1234F1Z5', yearFounded: 2012, grievanceOfficer: { name: 'Gurpreet Sandhu', email: 'privacy@welsheducation.example' } },
		})
	})
})
