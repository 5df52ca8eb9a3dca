import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDatabase } from '~/db/seed.server'
import { getJournalPost, listJournalPosts } from '~/features/content/journal/journal.server'
import { getAbout, getFeeSchedule, listEducationFamilies, listFaqs, listServices, listTestimonials } from '~/features/content/site-content.server'
import { listSitemapEntries } from '~/features/seo/sitemap.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { createEntry, getEntry, listAudit, publishEntry, saveDraft, unpublishEntry } from './content-store.server'
import type { FaqDocument, ServiceDocument } from './studio-schema'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }
const text = (en: string) => ({ en, pa: null, hi: null })

describe.each(testDatabaseKinds)('the new content types on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	test('the pages read the seeded testimonials, FAQ, service pages and about page from the store', async () => {
		expect((await listTestimonials(database.db)).map((t) => t.id)).toEqual(['simran-kaur', 'arjun-sharma', 'manpreet-singh'])
		expect(await listFaqs(database.db)).toHaveLength(10)
		expect((await listServices(database.db)).map((s) => s.id)).toEqual(['visa', 'accommodation', 'career', 'test-prep', 'documents', 'insurance'])
		expect((await getAbout(database.db))?.directorMessage.signedBy).toBe('Harjit Singh Sandhu')
	})

	test('a service figure published shows on its page; unpublished, the page is gone from the list', async () => {
		const visa = (await getEntry(database.db, 'service', 'visa'))!
		const document = { ...(visa.published as ServiceDocument), figures: text('97% | Visa success rate for files we prepared') }
		expect((await publishEntry(database.db, 'service', 'visa', visa.version, editor, document)).ok).toBe(true)
		expect((await listServices(database.db)).find((s) => s.id === 'visa')?.stats).toEqual([{ value: '97%', label: 'Visa success rate for files we prepared' }])
		expect((await unpublishEntry(database.db, 'service', 'visa', visa.version + 1, editor)).ok).toBe(true)
		expect((await listServices(database.db)).map((s) => s.id)).not.toContain('visa')
	})

	test('a new FAQ item: created empty and off the site, then saved and published in its place', async () => {
		expect(await createEntry(database.db, 'faq', 'sunday-classes', editor)).toEqual({ ok: true })
		expect(await createEntry(database.db, 'faq', 'sunday-classes', editor)).toEqual({ ok: false, reason: 'taken' })
		const created = (await getEntry(database.db, 'faq', 'sunday-classes'))!
		expect(created).toMatchObject({ state: 'draft', published: null, draft: null })
		const faq: FaqDocument = { question: text('Do you teach on Sundays?'), answer: text('Yes: the weekend IELTS batch meets on Saturdays and Sundays.'), position: 15 }
		expect((await saveDraft(database.db, 'faq', 'sunday-classes', created.version, faq, editor)).ok).toBe(true)
		expect((await listFaqs(database.db)).map((f) => f.id)).not.toContain('sunday-classes')
		expect((await publishEntry(database.db, 'faq', 'sunday-classes', created.version + 1, editor)).ok).toBe(true)
		// Display order 15 puts it between the first (10) and the second (20).
		expect((await listFaqs(database.db)).map((f) => f.id).slice(0, 3)).toEqual(['counselling-fee', 'sunday-classes', 'when-to-start'])
		expect((await listAudit(database.db)).filter((row) => row.key === 'sunday-classes').map((row) => row.action)).toEqual(['publish', 'save', 'create'])
	})

	test('a new journal post, once published, leads /journal and joins the sitemap; unpublished, it leaves both', async () => {
		expect((await createEntry(database.db, 'journal-post', 'open-day-2030', editor)).ok).toBe(true)
		const created = (await getEntry(database.db, 'journal-post', 'open-day-2030'))!
		const post = {
			title: text('Open day at the institute'),
			summary: text('Meet our counsellors and trainers.'),
			body: text('Bring your **marksheets**.'),
			author: 'Welsh Education',
			date: '2030-01-05',
			type: 'admin',
			comments: '0 Comments',
			cover: '/images/journal/ielts-plan.svg',
			coverAlt: text('A study plan on a desk'),
		}
		expect((await publishEntry(database.db, 'journal-post', 'open-day-2030', created.version, editor, post)).ok).toBe(true)
		expect((await listJournalPosts(database.db))[0]?.id).toBe('open-day-2030')
		expect((await getJournalPost(database.db, 'open-day-2030'))?.html).toContain('<strong>marksheets</strong>')
		expect(await listSitemapEntries(database.db)).toContainEqual({ path: '/journal/open-day-2030', lastmod: '2030-01-05' })

		expect((await unpublishEntry(database.db, 'journal-post', 'open-day-2030', created.version + 1, editor)).ok).toBe(true)
		expect(await getJournalPost(database.db, 'open-day-2030')).toBeUndefined()
		expect((await listSitemapEntries(database.db)).map((entry) => entry.path)).not.toContain('/journal/open-day-2030')
	})

	test('an unpublished Education programme leaves its family and the sitemap; a fee change shows in the schedule', async () => {
		const paths = async () => (await listSitemapEntries(database.db)).map((entry) => entry.path).filter((path) => path.startsWith('/education/'))
		expect(await paths()).toHaveLength(4 + 13)
		const phd = (await getEntry(database.db, 'education-page', 'university-phd'))!
		expect((await unpublishEntry(database.db, 'education-page', 'university-phd', phd.version, editor)).ok).toBe(true)
		expect(await paths()).not.toContain('/education/university/phd')
		const university = (await listEducationFamilies(database.db)).find((family) => family.path === '/education/university')!
		expect(university.programmes.map((programme) => programme.path)).toEqual(['/education/university/undergraduate', '/education/university/postgraduate'])

		const fees = (await getEntry(database.db, 'fee-schedule', 'fees'))!
		const document = fees.published as { fees: { en: string } }
		const changed = { ...document, fees: { ...document.fees, en: document.fees.en.replace('Single full mock test | Marked, with written feedback | 500', 'Single full mock test | Marked, with written feedback | 450') } }
		expect((await publishEntry(database.db, 'fee-schedule', 'fees', fees.version, editor, changed)).ok).toBe(true)
		const mock = (await getFeeSchedule(database.db))!.groups.flatMap((group) => group.fees).find((fee) => fee.kind === 'service' && fee.name === 'Single full mock test')
		expect(mock).toMatchObject({ amountInr: 450, unit: 'per test' })
	})

	test('a new course joins the sitemap once published', async () => {
		expect((await createEntry(database.db, 'course', 'ielts-sunday-batch', editor)).ok).toBe(true)
		const created = (await getEntry(database.db, 'course', 'ielts-sunday-batch'))!
		const seeded = (await getEntry(database.db, 'course', 'ielts-weekend-batch'))!.published as Record<string, unknown>
		expect((await publishEntry(database.db, 'course', 'ielts-sunday-batch', created.version, editor, { ...seeded, ProgramName: text('IELTS Sunday batch') })).ok).toBe(true)
		expect((await listSitemapEntries(database.db)).map((entry) => entry.path)).toContain('/course/ielts-sunday-batch')
	})
})
