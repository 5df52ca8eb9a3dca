import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentEntries } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { privacyDetailNames, type PrivacyDetails } from '~/features/content/page-text'
import { getPageSearch, getPrivacyPage, listEducationFamilies, listServices } from '~/features/content/site-content.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { contentChanged, getEntry, publishEntry, unpublishEntry } from './content-store.server'
import { contentTypes, pageSearchKeys } from './content-types'
import { documentSchemas, type EducationPageDocument, type PageSearchDocument, type PrivacyPageDocument, type ServiceDocument } from './studio-schema'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }
const text = <English extends string | null>(en: English, pa: string | null = null, hi: string | null = null) => ({ en, pa, hi })

const details: PrivacyDetails = {
	name: 'Welsh Education',
	city: 'Jalandhar',
	address: 'Model Town, Jalandhar',
	email: 'info@welsheducation.example',
	phone: '+91 98765 43210',
	phoneLink: 'tel:+919876543210',
	openingHours: 'Mon to Sat, 9:30 to 18:30',
	retentionMonths: '24',
	grievanceName: 'Gurpreet Kaur',
	grievanceEmail: 'privacy@welsheducation.example',
	grievancePhone: '+91 98765 43210',
	grievanceAddress: 'Model Town, Jalandhar',
}

const shippedSections = ['Who we are', 'What we collect', 'Why we use it', 'How long we keep it', 'Cookies', 'Your rights', 'See or delete your data yourself', 'Grievance contact', 'Terms of use', 'Contact']

describe('the privacy page’s schema', () => {
	const schema = documentSchemas['privacy-page']
	const valid = { eyebrow: text('Privacy'), title: text('Privacy'), intro: text('Last updated {updated}.'), updated: '2026-11-24', body: text('## Who we are\n\n{name} in {city}.'), metaTitle: text(null), metaDescription: text(null) }

	test('English text is required; Punjabi and Hindi are optional', () => {
		expect(schema.safeParse(valid).success).toBe(true)
		expect(schema.safeParse({ ...valid, body: text('## Who we are\n\nਅਸੀਂ ਕੌਣ ਹਾਂ', null, null) }).success).toBe(true)
		expect(schema.safeParse({ ...valid, body: text('') }).error?.issues[0]?.message).toBe('Write the text')
	})

	test('the text starts its sections with “## ” and names only the details the page fills in', () => {
		expect(schema.safeParse({ ...valid, body: text('No heading at all.') }).error?.issues[0]?.message).toBe('Start each section with a line “## Heading”.')
		const braces = schema.safeParse({ ...valid, body: text('## Who\n\n{password}') }).error?.issues[0]?.message
		expect(braces).toContain('Only these can stand in braces')
		for (const name of privacyDetailNames) expect(braces).toContain(`{${name}}`)
		expect(schema.safeParse({ ...valid, intro: text('Updated {name}.') }).error?.issues[0]?.message).toBe('Only {updated} can stand in braces here.')
		expect(schema.safeParse({ ...valid, updated: '24/11/2026' }).success).toBe(false)
	})

	test('every page without another entry has a Search engine texts entry with its own title in the studio', () => {
		expect(Object.keys(contentTypes['page-search'].keyTitles ?? {}).toSorted()).toEqual([...pageSearchKeys].toSorted())
	})
})

describe.each(testDatabaseKinds)('the privacy page and the search-engine texts as content on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	test('/privacy is seeded with the text it shipped with, its details filled in and its Markdown rendered safely', async () => {
		const page = await getPrivacyPage(database.db, 'en', details)
		expect(page).toMatchObject({ eyebrow: 'Privacy & Terms', title: 'Privacy and terms of use', updated: '2026-11-01', lang: 'en', translated: true, preamble: '' })
		expect(page.intro).toBe('What we collect when you use this website, why, how long we keep it and what you can ask of us. Last updated {updated}.')
		expect(page.sections.map((section) => section.heading)).toEqual(shippedSections)
		const section = (heading: string) => page.sections.find((s) => s.heading === heading)!.html
		expect(section('Who we are')).toContain('Welsh Education, Model Town, Jalandhar, runs this website')
		expect(section('Who we are')).toContain('<a href="mailto:info@welsheducation.example">info@welsheducation.example</a>')
		expect(section('How long we keep it')).toContain('until 24 months after we close')
		expect(section('Cookies').match(/<li>/g)).toHaveLength(4)
		expect(section('Grievance contact')).toContain('go to Gurpreet Kaur: <a href="mailto:privacy@welsheducation.example">')
		expect(section('See or delete your data yourself')).toContain('<a href="/account/data">Download my data</a>')
		expect(section('Contact')).toContain('<a href="tel:+919876543210">+91 98765 43210</a>')
		expect(page.search).toEqual({ metaTitle: null, metaDescription: null })
		// English only as shipped: the Punjabi page shows it in English, marked.
		expect(await getPrivacyPage(database.db, 'pa', details)).toMatchObject({ lang: 'en', translated: false, title: 'Privacy and terms of use' })
	})

	test('an editor’s text shows once published, in Punjabi where translated whole; unpublished, the shipped text is back', async () => {
		const entry = (await getEntry(database.db, 'privacy-page', 'privacy'))!
		const shipped = entry.published as PrivacyPageDocument
		const edited: PrivacyPageDocument = {
			...shipped,
			eyebrow: text('Privacy', 'ਨਿੱਜਤਾ', null),
			title: text('Your data with us', 'ਸਾਡੇ ਕੋਲ ਤੁਹਾਡਾ ਡਾਟਾ', null),
			intro: text('Updated on {updated}.', '{updated} ਨੂੰ ਬਦਲਿਆ।', null),
			updated: '2026-11-24',
			body: text('## Who we are\n\n{name} <script>alert(1)</script>', '## ਅਸੀਂ ਕੌਣ ਹਾਂ\n\n{name}, {city}', null),
			metaTitle: text('Privacy at {name}'),
		}
		expect((await publishEntry(database.db, 'privacy-page', 'privacy', entry.version, editor, edited)).ok).toBe(true)
		const english = await getPrivacyPage(database.db, 'en', details)
		expect(english).toMatchObject({ title: 'Your data with us', updated: '2026-11-24', search: { metaTitle: 'Privacy at {name}', metaDescription: null } })
		expect(english.sections).toEqual([{ heading: 'Who we are', html: '<p>Welsh Education &lt;script&gt;alert(1)&lt;/script&gt;</p>' }])
		expect(await getPrivacyPage(database.db, 'pa', details)).toMatchObject({ lang: 'pa', translated: true, title: 'ਸਾਡੇ ਕੋਲ ਤੁਹਾਡਾ ਡਾਟਾ', sections: [{ heading: 'ਅਸੀਂ ਕੌਣ ਹਾਂ', html: '<p>Welsh Education, Jalandhar</p>' }] })
		expect(await getPrivacyPage(database.db, 'hi', details)).toMatchObject({ lang: 'en', translated: false, title: 'Your data with us' })

		expect((await unpublishEntry(database.db, 'privacy-page', 'privacy', entry.version + 1, editor)).ok).toBe(true)
		const back = await getPrivacyPage(database.db, 'en', details)
		expect(back.title).toBe('Privacy and terms of use')
		expect(back.sections.map((s) => s.heading)).toEqual(shippedSections)
	})

	test('/enquire, /plan, /compare, /eligibility and /newsletter: no search texts of their own until an editor writes them', async () => {
		for (const key of pageSearchKeys) expect(await getPageSearch(database.db, key, 'en'), key).toEqual({ metaTitle: null, metaDescription: null })
		const entry = (await getEntry(database.db, 'page-search', 'plan'))!
		const written: PageSearchDocument = { metaTitle: text('Plan the cost of study abroad'), metaDescription: text('Tuition, living costs and funds proof, side by side.', 'ਖ਼ਰਚੇ ਦੀ ਯੋਜਨਾ', null) }
		expect((await publishEntry(database.db, 'page-search', 'plan', entry.version, editor, written)).ok).toBe(true)
		expect(await getPageSearch(database.db, 'plan', 'en')).toEqual({ metaTitle: 'Plan the cost of study abroad', metaDescription: 'Tuition, living costs and funds proof, side by side.' })
		// Read one by one: the Punjabi description where written, the English title where not.
		expect(await getPageSearch(database.db, 'plan', 'pa')).toEqual({ metaTitle: 'Plan the cost of study abroad', metaDescription: 'ਖ਼ਰਚੇ ਦੀ ਯੋਜਨਾ' })
		expect(documentSchemas['page-search'].safeParse({ metaTitle: text('{price}'), metaDescription: text(null) }).success).toBe(false)
		expect((await unpublishEntry(database.db, 'page-search', 'plan', entry.version + 1, editor)).ok).toBe(true)
		expect(await getPageSearch(database.db, 'plan', 'en')).toEqual({ metaTitle: null, metaDescription: null })
	})

	test('a service page and an Education page carry their own search texts; an English-only title leaves the Punjabi page Punjabi', async () => {
		const visa = (await getEntry(database.db, 'service', 'visa'))!
		expect((await publishEntry(database.db, 'service', 'visa', visa.version, editor, { ...(visa.published as ServiceDocument), metaTitle: text('Student visa help in {city}') })).ok).toBe(true)
		expect((await listServices(database.db, 'en')).find((s) => s.id === 'visa')?.search).toEqual({ metaTitle: 'Student visa help in {city}', metaDescription: null })
		expect((await listServices(database.db, 'pa')).find((s) => s.id === 'visa')).toMatchObject({ lang: 'pa', translated: true, search: { metaTitle: 'Student visa help in {city}' } })

		const phd = (await getEntry(database.db, 'education-page', 'university-phd'))!
		const described = { ...(phd.published as EducationPageDocument), metaDescription: text('PhD applications abroad, planned with a counsellor from Jalandhar.') }
		expect((await publishEntry(database.db, 'education-page', 'university-phd', phd.version, editor, described)).ok).toBe(true)
		const programme = (await listEducationFamilies(database.db, 'en')).flatMap((family) => family.programmes).find((page) => page.path === '/education/university/phd')
		expect(programme?.search).toEqual({ metaTitle: null, metaDescription: 'PhD applications abroad, planned with a counsellor from Jalandhar.' })
	})

	test('a service or Education page stored before its search texts reads with none', async () => {
		for (const [type, key] of [['service', 'career'], ['education-page', 'ielts-academic']] as const) {
			const entry = (await getEntry(database.db, type, key))!
			const { metaTitle: _title, metaDescription: _description, ...old } = entry.published as ServiceDocument
			await database.db.update(contentEntries).set({ published: old, seedHash: null }).where(and(eq(contentEntries.type, type), eq(contentEntries.key, key)))
		}
		contentChanged(database.db)
		expect((await listServices(database.db, 'en')).find((s) => s.id === 'career')?.search).toEqual({ metaTitle: null, metaDescription: null })
		const academic = (await listEducationFamilies(database.db, 'en')).flatMap((family) => family.programmes).find((page) => page.path === '/education/ielts/academic')
		expect(academic?.search).toEqual({ metaTitle: null, metaDescription: null })
		expect(documentSchemas.service.safeParse((await getEntry(database.db, 'service', 'career'))!.published).success).toBe(true)
	})
})
