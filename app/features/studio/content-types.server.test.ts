import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDatabase } from '~/db/seed.server'
import { getJournalPost, listJournalPosts } from '~/features/content/journal/journal.server'
import { getAbout, getFeeSchedule, getHomeTexts, listEducationFamilies, listFaqs, listOnlineCourses, listPublishedLinks, listServices, listTeam, listTestimonials } from '~/features/content/site-content.server'
import { listSitemapEntries } from '~/features/seo/sitemap.server'
import { aboutContent } from '~/features/content/about'
import { featuredCourses } from '~/features/content/featured-courses'
import { homeHeroImage, homePageTexts } from '~/features/content/page-texts'
import { teamFounders } from '~/features/content/team'
import { homeTestimonials } from '~/features/content/testimonials'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { createEntry, getEntry, listAudit, publishEntry, saveDraft, unpublishEntry } from './content-store.server'
import { mediaPath } from './images'
import { storeImage } from './images.server'
import { HOME_PAGE_KEY } from './content-types'
import type { AboutDocument, EducationPageDocument, FaqDocument, HomePageDocument, ServiceDocument } from './studio-schema'

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

	test('a new install shows the pictures shipped with the site, at the size the page gives', async () => {
		expect((await listTestimonials(database.db)).map((t) => t.photoImage)).toEqual(homeTestimonials.map((t) => ({ src: t.photo })))
		expect((await listTeam(database.db)).map((m) => m.photoImage)).toEqual(teamFounders.map((m) => ({ src: m.photo })))
		expect((await listOnlineCourses(database.db)).map((c) => c.picture)).toEqual(featuredCourses.map((c) => ({ src: c.image })))
		expect((await getAbout(database.db))?.slides.map((slide) => slide.image)).toEqual(aboutContent.slides.map((slide) => ({ src: slide.src })))
		expect((await getHomeTexts(database.db, 'en')).hero.image).toEqual({ src: homeHeroImage })
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

	test('an Education page’s menu label, as published, is the link text; an unpublished page, About or fees leaves the links and the sitemap', async () => {
		const languages = (await getEntry(database.db, 'education-page', 'languages-french'))!
		const document = { ...(languages.published as EducationPageDocument), label: text('French (A1 to B2)') }
		expect((await publishEntry(database.db, 'education-page', 'languages-french', languages.version, editor, document)).ok).toBe(true)
		const links = await listPublishedLinks(database.db)
		expect(links.labels['/education/languages/french']).toBe('French (A1 to B2)')
		expect(links.labels['/services/documents']).toBe('Document Verification')
		const languagesFamily = (await listEducationFamilies(database.db)).find((family) => family.path === '/education/languages')!
		expect(languagesFamily.programmes.find((programme) => programme.path === '/education/languages/french')?.label).toBe('French (A1 to B2)')

		for (const [type, key] of [['about', 'about'], ['fee-schedule', 'fees']] as const) {
			const entry = (await getEntry(database.db, type, key))!
			expect((await unpublishEntry(database.db, type, key, entry.version, editor)).ok).toBe(true)
		}
		expect(await getAbout(database.db)).toBeUndefined()
		expect(await getFeeSchedule(database.db)).toBeUndefined()
		const paths = (await listSitemapEntries(database.db)).map((entry) => entry.path)
		expect(paths).not.toContain('/about')
		expect(paths).not.toContain('/fees')
		expect(paths).toContain('/team')
		expect((await listPublishedLinks(database.db)).offSite).toEqual(expect.arrayContaining(['/about', '/fees', '/education/university/phd', '/services/visa']))

		for (const [type, key] of [['about', 'about'], ['fee-schedule', 'fees']] as const) {
			const entry = (await getEntry(database.db, type, key))!
			expect((await publishEntry(database.db, type, key, entry.version, editor)).ok).toBe(true)
		}
		expect((await listSitemapEntries(database.db)).map((entry) => entry.path)).toEqual(expect.arrayContaining(['/about', '/fees']))
	})

	test('an uploaded image chosen for a testimonial, a portrait, an online course, a slide and the home hero shows with its copies and size', async () => {
		const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#1e3a8a' } }).png().toBuffer()
		const stored = await storeImage(database.db, png, text('A student smiling in front of the institute'), editor)
		if (!stored.ok) throw new Error('not stored')
		const photo = mediaPath(stored.hash)
		const choose = async (type: 'testimonial' | 'team-member' | 'online-course' | 'about' | 'home-page', key: string, change: Record<string, unknown>) => {
			const entry = (await getEntry(database.db, type, key))!
			expect((await publishEntry(database.db, type, key, entry.version, editor, { ...(entry.published as object), ...change })).ok).toBe(true)
		}
		await choose('testimonial', 'simran-kaur', { photo })
		await choose('team-member', 'harjit-singh-sandhu', { photo })
		await choose('online-course', 'ielts-online-intensive', { image: photo })
		await choose('about', 'about', { slide2: photo, slide2Alt: text('Students in the IELTS classroom'), signerPhoto: photo } satisfies Partial<AboutDocument>)
		await choose('home-page', HOME_PAGE_KEY, { heroImage: photo } satisfies Partial<HomePageDocument>)
		const expected = {
			src: `/media/${stored.hash}-700.webp`,
			srcSet: `/media/${stored.hash}-320.webp 320w, /media/${stored.hash}-640.webp 640w, /media/${stored.hash}-700.webp 700w`,
			avifSrcSet: `/media/${stored.hash}-320.avif 320w, /media/${stored.hash}-640.avif 640w, /media/${stored.hash}-700.avif 700w`,
			width: 700,
			height: 500,
		}
		expect((await listTestimonials(database.db)).find((t) => t.id === 'simran-kaur')?.photoImage).toEqual(expected)
		expect((await listTeam(database.db)).find((m) => m.id === 'harjit-singh-sandhu')?.photoImage).toEqual(expected)
		expect((await listOnlineCourses(database.db)).find((c) => c.id === 'ielts-online-intensive')?.picture).toEqual(expected)
		const about = (await getAbout(database.db))!
		expect(about.slides[1]).toEqual({ src: photo, alt: 'Students in the IELTS classroom', image: expected })
		expect(about.signerPhoto).toEqual(expected)
		// The other slides still show the pictures shipped with the site.
		expect(about.slides[0]).toMatchObject({ src: '/images/about/slide-1.svg', image: { src: '/images/about/slide-1.svg' } })
		expect((await getHomeTexts(database.db, 'en')).hero).toMatchObject({ image: expected, imageAlt: homePageTexts.heroImageAlt.en })
	})

	test('a new course joins the sitemap once published', async () => {
		expect((await createEntry(database.db, 'course', 'ielts-sunday-batch', editor)).ok).toBe(true)
		const created = (await getEntry(database.db, 'course', 'ielts-sunday-batch'))!
		const seeded = (await getEntry(database.db, 'course', 'ielts-weekend-batch'))!.published as Record<string, unknown>
		expect((await publishEntry(database.db, 'course', 'ielts-sunday-batch', created.version, editor, { ...seeded, ProgramName: text('IELTS Sunday batch') })).ok).toBe(true)
		expect((await listSitemapEntries(database.db)).map((entry) => entry.path)).toContain('/course/ielts-sunday-batch')
	})
})
