import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentEntries, contentRevisions } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { getAbout, getHomeTexts, getPageIntro, listEducationFamilies, listPublishedLinks } from '~/features/content/site-content.server'
import { getJournalPost } from '~/features/content/journal/journal.server'
import { searchTextsOr } from '~/features/content/page-text'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { contentChanged, createEntry, getEntry, listRevisions, publishEntry, restoreRevision, saveDraft, unpublishEntry } from './content-store.server'
import type { ContentTypeName } from './content-types'
import { documentSchemas, type HomePageDocument, type MenuDocument, type PageIntroDocument } from './studio-schema'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }

/** Writes a document as an older release stored it, with the fields it did not have yet left out, as if an editor had touched it. */
async function storeOldShape(database: TestDatabase, type: ContentTypeName, key: string, leftOut: string[], where: 'published' | 'draft' = 'published') {
	const entry = (await getEntry(database.db, type, key))!
	const old = Object.fromEntries(Object.entries(entry.published as Record<string, unknown>).filter(([field]) => !leftOut.includes(field)))
	await database.db
		.update(contentEntries)
		.set({ [where]: old, seedHash: null })
		.where(and(eq(contentEntries.type, type), eq(contentEntries.key, key)))
	contentChanged(database.db)
	return old
}

describe.each(testDatabaseKinds)('the home page, page introductions and menu labels as content on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	test('seeded with the English the pages always showed, and Punjabi and Hindi on /pa and /hi', async () => {
		const english = await getHomeTexts(database.db, 'en')
		expect(english.hero).toMatchObject({ title: 'Learn here. Study anywhere.', enquireLabel: 'Enquire Now', coursesLabel: 'View Courses', lang: 'en', translated: true })
		expect(english.about.text).toBe('For over 15 years our institute in {city} has helped students from Punjab plan their studies, pass their tests and settle in abroad.')
		expect(english.about.features.map((feature) => feature.title)).toEqual(['Courses that count', 'Honest counselling', 'With you to departure'])
		expect((await getHomeTexts(database.db, 'pa')).hero).toMatchObject({ title: 'ਇੱਥੇ ਸਿੱਖੋ। ਦੁਨੀਆ ਵਿੱਚ ਕਿਤੇ ਵੀ ਪੜ੍ਹੋ।', lang: 'pa', translated: true })
		expect((await getHomeTexts(database.db, 'hi')).about).toMatchObject({ eyebrow: 'हमारे बारे में', lang: 'hi' })
		expect(await getPageIntro(database.db, 'team', 'en')).toMatchObject({ eyebrow: 'Our team', title: 'Meet our founders', intro: ['The two people who started the institute still teach, counsel and read difficult files themselves.'] })
		expect(await getPageIntro(database.db, 'about', 'en')).toMatchObject({ title: 'About Us', intro: [] })
		expect((await getPageIntro(database.db, 'services', 'en')).title).toBe('Services for students going abroad')
		expect((await listPublishedLinks(database.db, 'en')).menuLabels).toEqual({ '/': 'Home', '/courses': 'All Courses', '/about': 'About', '/contact': 'Contact' })
		expect((await listPublishedLinks(database.db, 'hi')).menuLabels?.['/courses']).toBe('सभी कोर्स')
	})

	test('an editor’s published hero, team introduction and menu label show; a text without its Punjabi shows the block in English, marked', async () => {
		const home = (await getEntry(database.db, 'home-page', 'home'))!
		const hero = home.published as HomePageDocument
		const changed = { ...hero, heroTitle: { en: 'Your future starts in {city}.', pa: null, hi: 'आपका भविष्य {city} से शुरू होता है।' } }
		expect((await publishEntry(database.db, 'home-page', 'home', home.version, editor, changed)).ok).toBe(true)
		expect((await getHomeTexts(database.db, 'en')).hero.title).toBe('Your future starts in {city}.')
		expect((await getHomeTexts(database.db, 'hi')).hero).toMatchObject({ title: 'आपका भविष्य {city} से शुरू होता है।', lang: 'hi', translated: true })
		// Punjabi lacks the new heading: the whole hero reads in English, said to be untranslated; the About block stays Punjabi.
		const punjabi = await getHomeTexts(database.db, 'pa')
		expect(punjabi.hero).toMatchObject({ title: 'Your future starts in {city}.', enquireLabel: 'Enquire Now', lang: 'en', translated: false })
		expect(punjabi.about).toMatchObject({ lang: 'pa', translated: true })

		const team = (await getEntry(database.db, 'page-intro', 'team'))!
		const intro = { ...(team.published as PageIntroDocument), intro: { en: 'Two founders.\n\nStill teaching.', pa: null, hi: null } }
		expect((await publishEntry(database.db, 'page-intro', 'team', team.version, editor, intro)).ok).toBe(true)
		expect((await getPageIntro(database.db, 'team', 'en')).intro).toEqual(['Two founders.', 'Still teaching.'])
		expect(await getPageIntro(database.db, 'team', 'pa')).toMatchObject({ lang: 'en', translated: false, title: 'Meet our founders' })

		const menu = (await getEntry(database.db, 'menu', 'main'))!
		const labels = { ...(menu.published as MenuDocument), courses: { en: 'Courses', pa: null, hi: 'कोर्स' } }
		expect((await publishEntry(database.db, 'menu', 'main', menu.version, editor, labels)).ok).toBe(true)
		expect((await listPublishedLinks(database.db, 'en')).menuLabels?.['/courses']).toBe('Courses')
		expect((await listPublishedLinks(database.db, 'hi')).menuLabels?.['/courses']).toBe('कोर्स')
		// No Punjabi label: the menu keeps the catalogue's.
		expect((await listPublishedLinks(database.db, 'pa')).menuLabels).not.toHaveProperty('/courses')
	})

	test('the home sections’ headings and the headers of /contact, /fees, /book, /courses, /country and /education are seeded as the pages showed them', async () => {
		const home = await getHomeTexts(database.db, 'en')
		expect(home.sections.testimonials).toEqual({ lang: 'en', eyebrow: 'Testimonials', title: 'What our students say', lead: '' })
		expect(home.sections.popular).toMatchObject({ eyebrow: '', title: 'Popular courses' })
		expect(home.sections.featured.lead).toBe('Live classes you can join from anywhere in Punjab, taught by the same trainers as our classroom batches.')
		expect(home.search).toEqual({ metaTitle: null, metaDescription: null })
		const punjabi = await getHomeTexts(database.db, 'pa')
		expect(punjabi.sections.faq).toMatchObject({ title: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ', lang: 'pa' })
		expect(punjabi.about.lang).toBe('pa')

		expect(await getPageIntro(database.db, 'contact', 'en')).toMatchObject({ eyebrow: 'Contact', title: 'Contact us', search: { metaTitle: null, metaDescription: null } })
		expect(await getPageIntro(database.db, 'fees', 'en')).toMatchObject({ title: 'Our fees and refund policy' })
		expect(await getPageIntro(database.db, 'courses', 'en')).toMatchObject({ eyebrow: '', title: 'Explore our courses' })
		expect(await getPageIntro(database.db, 'country', 'en')).toMatchObject({ eyebrow: '', title: 'Study Abroad' })
		expect(await getPageIntro(database.db, 'education', 'en')).toMatchObject({ eyebrow: 'Education', title: 'Education programmes' })
		expect(await getPageIntro(database.db, 'about', 'pa')).toMatchObject({ sectionTitle: 'ਸਾਡੀ ਕਹਾਣੀ', linkLabel: 'ਸਾਡੇ ਸੰਸਥਾਪਕਾਂ ਨੂੰ ਮਿਲੋ', lang: 'pa' })
		expect((await getPageIntro(database.db, 'services', 'en')).note).toBe('Counselling is free. For every other service, see our [fees and refund policy].')
		expect((await getPageIntro(database.db, 'contact', 'en')).note).toBe('Rather talk it through? [Book a free counselling session], at the institute, by phone or by video call.')
		expect((await getPageIntro(database.db, 'contact', 'pa')).lang).toBe('pa')
		// /contact's editor offers no story heading or foot note: its form leaves them out, and the schema takes it.
		const { sectionTitle: _s, linkLabel: _l, note: _n, ...contactForm } = (await getEntry(database.db, 'page-intro', 'contact'))!.published as PageIntroDocument
		expect(documentSchemas['page-intro'].safeParse(contactForm).success).toBe(true)
		// /book had the catalogue's Punjabi and Hindi: they are the entry's.
		expect(await getPageIntro(database.db, 'book', 'pa')).toMatchObject({ title: 'ਮੁਫ਼ਤ ਸਲਾਹ ਲਈ ਸਮਾਂ ਲਓ', lang: 'pa', translated: true })
		expect(await getPageIntro(database.db, 'book', 'hi')).toMatchObject({ eyebrow: 'मुफ़्त सलाह', lang: 'hi', translated: true })
	})

	test('a page’s own title and description for search engines replace the usual ones; an English one alone leaves the Punjabi band Punjabi', async () => {
		const usual = { title: 'Contact us', description: 'Visit us.' }
		const site = { name: 'Welsh Education', city: 'Jalandhar' }
		expect(searchTextsOr((await getPageIntro(database.db, 'contact', 'en')).search, site, usual)).toEqual(usual)

		const contact = (await getEntry(database.db, 'page-intro', 'contact'))!
		const withSearch = { ...(contact.published as PageIntroDocument), metaDescription: { en: 'Talk to {name} in {city}.', pa: null, hi: 'ऐसा' } }
		expect((await publishEntry(database.db, 'page-intro', 'contact', contact.version, editor, withSearch)).ok).toBe(true)
		expect(searchTextsOr((await getPageIntro(database.db, 'contact', 'en')).search, site, usual)).toEqual({ title: 'Contact us', description: 'Talk to Welsh Education in Jalandhar.' })
		const punjabi = await getPageIntro(database.db, 'contact', 'pa')
		expect(punjabi).toMatchObject({ lang: 'pa', translated: true, title: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ', search: { metaDescription: 'Talk to {name} in {city}.' } })
		expect((await getPageIntro(database.db, 'contact', 'hi')).search.metaDescription).toBe('ऐसा')
		// Emptied again: the usual description.
		const emptied = { ...withSearch, metaDescription: { en: '', pa: '', hi: '' } }
		expect((await publishEntry(database.db, 'page-intro', 'contact', contact.version + 1, editor, documentSchemas['page-intro'].parse(emptied))).ok).toBe(true)
		expect((await getPageIntro(database.db, 'contact', 'en')).search.metaDescription).toBeNull()
	})

	test('unpublishing a page’s text puts the shipped text back on the site, as the studio tells the editor', async () => {
		const fees = (await getEntry(database.db, 'page-intro', 'fees'))!
		const changed = { ...(fees.published as PageIntroDocument), title: { en: 'What we charge', pa: null, hi: null } }
		expect((await publishEntry(database.db, 'page-intro', 'fees', fees.version, editor, changed)).ok).toBe(true)
		expect((await getPageIntro(database.db, 'fees', 'en')).title).toBe('What we charge')
		expect((await unpublishEntry(database.db, 'page-intro', 'fees', fees.version + 1, editor)).ok).toBe(true)
		expect(await getPageIntro(database.db, 'fees', 'pa')).toMatchObject({ title: 'ਸਾਡੀਆਂ ਫ਼ੀਸਾਂ ਅਤੇ ਰਿਫ਼ੰਡ ਨੀਤੀ', lang: 'pa' })
		expect((await getPageIntro(database.db, 'fees', 'en')).title).toBe('Our fees and refund policy')
	})

	test('only {name} and {city} may stand in braces', () => {
		const hero = documentSchemas['home-page'].safeParse({ heroTitle: { en: 'Welcome to {institute}' } })
		expect(hero.success).toBe(false)
		expect(hero.error?.issues.find((issue) => issue.path.join('.') === 'heroTitle.en')?.message).toBe('Only {name} and {city} can stand in braces.')
	})

	test('entries stored before later fields were added read and edit with those fields filled in', async () => {
		// The About page before its slides and the signer's portrait; an Education page before its menu label.
		const slides = [1, 2, 3, 4, 5, 6].flatMap((n) => [`slide${n}`, `slide${n}Alt`])
		await storeOldShape(database, 'about', 'about', [...slides, 'signerPhoto'])
		await storeOldShape(database, 'education-page', 'university-phd', ['label'])
		await storeOldShape(database, 'home-page', 'home', ['aboutLinkLabel', 'heroImage', 'heroImageAlt'], 'draft')
		// The published home page, too, from before its hero picture was an image field: it shows the shipped drawing.
		await storeOldShape(database, 'home-page', 'home', ['heroImage'])
		expect((await getHomeTexts(database.db, 'en')).hero.image).toEqual({ src: '/images/home/hero.svg' })

		// The home page before its section headings and search texts; a page introduction before its search texts.
		const sectionFields = ['popularTitle', 'popularLead', 'featuredEyebrow', 'featuredTitle', 'featuredLead', 'testimonialsEyebrow', 'testimonialsTitle', 'postsEyebrow', 'postsTitle', 'faqEyebrow', 'faqTitle']
		await storeOldShape(database, 'home-page', 'home', [...sectionFields, 'metaTitle', 'metaDescription'])
		await storeOldShape(database, 'page-intro', 'journal', ['metaTitle', 'metaDescription'])
		await storeOldShape(database, 'page-intro', 'about', ['sectionTitle', 'linkLabel', 'metaTitle', 'metaDescription'])
		expect(await getPageIntro(database.db, 'about', 'en')).toMatchObject({ title: 'About Us', sectionTitle: 'Our story', linkLabel: 'Meet our founders' })
		const home = await getHomeTexts(database.db, 'en')
		expect(home.sections.testimonials.title).toBe('What our students say')
		expect(home.search).toEqual({ metaTitle: null, metaDescription: null })
		expect((await getPageIntro(database.db, 'journal', 'en')).search).toEqual({ metaTitle: null, metaDescription: null })
		expect(documentSchemas['page-intro'].safeParse((await getEntry(database.db, 'page-intro', 'journal'))!.published).success).toBe(true)
		expect(documentSchemas['home-page'].safeParse((await getEntry(database.db, 'home-page', 'home'))!.published).success).toBe(true)

		const about = await getAbout(database.db)
		expect(about?.slides).toHaveLength(6)
		expect(about?.slides[0]?.src).toMatch(/^\/images\/about\//)
		expect(about?.signerPhoto.src).toMatch(/^\/images\/team\//)
		const phd = (await listEducationFamilies(database.db)).flatMap((family) => family.programmes).find((page) => page.path === '/education/university/phd')
		expect(phd?.label).toBe('PhD')

		// The editor opens the filled document and saves it: the schema accepts it, nothing is lost.
		const entry = (await getEntry(database.db, 'about', 'about'))!
		expect(documentSchemas.about.safeParse(entry.published).success).toBe(true)
		expect((await saveDraft(database.db, 'about', 'about', entry.version, entry.published, editor)).ok).toBe(true)
		expect((await publishEntry(database.db, 'about', 'about', entry.version + 1, editor)).ok).toBe(true)
		const homeDraft = (await getEntry(database.db, 'home-page', 'home'))!.draft as HomePageDocument
		expect(homeDraft.aboutLinkLabel.en).toBe('More about us')
		expect(homeDraft.heroImage).toBe('/images/home/hero.svg')
		expect(documentSchemas['home-page'].safeParse(homeDraft).success).toBe(true)

		// A revision kept in the old shape comes back filled when restored.
		const [oldest] = (await listRevisions(database.db, 'about', entry.id)).slice(-1)
		const current = (await getEntry(database.db, 'about', 'about'))!
		const { signerPhoto: _left, ...oldRevision } = current.published as Record<string, unknown>
		await database.db.update(contentRevisions).set({ document: oldRevision }).where(eq(contentRevisions.id, oldest!.id))
		expect((await restoreRevision(database.db, 'about', 'about', current.version, oldest!.id, editor)).ok).toBe(true)
		expect(((await getEntry(database.db, 'about', 'about'))!.draft as { signerPhoto: string }).signerPhoto).toMatch(/^\/images\/team\//)
	})

	test('an entry editors created takes an empty text for a later field, not another entry’s words', async () => {
		expect((await createEntry(database.db, 'journal-post', 'old-post', editor)).ok).toBe(true)
		const created = (await getEntry(database.db, 'journal-post', 'old-post'))!
		const post = {
			title: { en: 'An older post', pa: null, hi: null },
			summary: { en: 'Written before cover alt text.', pa: null, hi: null },
			body: { en: 'Its body.', pa: null, hi: null },
			author: 'Welsh Education',
			date: '2026-01-05',
			type: 'admin',
			comments: '0 Comments',
			cover: '/images/journal/ielts-plan.svg',
			coverAlt: { en: 'A plan', pa: null, hi: null },
		}
		expect((await publishEntry(database.db, 'journal-post', 'old-post', created.version, editor, post)).ok).toBe(true)
		const { coverAlt: _coverAlt, ...old } = post
		await database.db.update(contentEntries).set({ published: old }).where(and(eq(contentEntries.type, 'journal-post'), eq(contentEntries.key, 'old-post')))
		contentChanged(database.db)
		const stored = (await getEntry(database.db, 'journal-post', 'old-post'))!.published as typeof post
		expect(stored.coverAlt).toEqual({ en: '', pa: null, hi: null })
		expect((await getJournalPost(database.db, 'old-post'))?.title).toBe('An older post')
	})
})
