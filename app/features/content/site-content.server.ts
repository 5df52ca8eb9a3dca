import type { PublishedLinks } from '~/components/layout/navigation'
import type { Database } from '~/db/client.server'
import { type LocalisedText, textIn } from '~/features/i18n/localised-text'
import type { Locale } from '~/features/i18n/locales'
import { listPublished, shippedDocument } from '~/features/studio/content-store.server'
import { type ContentTypeName, HOME_PAGE_KEY, homeFeatureNumbers, type PageIntroKey, slideNumbers } from '~/features/studio/content-types'
import { type ImageResolver, imageResolver } from '~/features/studio/images.server'
import type {
	AboutDocument,
	EducationPageDocument,
	FaqDocument,
	FeeScheduleDocument,
	HomePageDocument,
	MenuDocument,
	OnlineCourseDocument,
	PageIntroDocument,
	ServiceDocument,
	TeamMemberDocument,
	TestimonialDocument,
} from '~/features/studio/studio-schema'
import { educationPageKey } from '~/features/courses/education-page-key'
import { type EducationFamily, type EducationPage, educationFamilies } from '~/features/courses/education-programmes'
import type { AboutView } from './about'
import type { FaqInLanguage } from './faqs'
import type { FeaturedCourseView } from './featured-courses'
import { feeGroupsOf, refundPolicyOf } from './fee-lines'
import type { FeeSchedule } from './fees'
import type { HomeTexts, PageIntroText } from './page-text'
import { type Service, type ServiceId, serviceIds } from './services'
import type { TeamMemberView } from './team'
import type { TestimonialView } from './testimonials'
import { cellsOf, figuresOf, linesOf, paragraphsOf, sectionsOf } from './text-blocks'

/*
 * The site's editable content as its pages show it (decision 013): each type's published entries
 * from the content store, turned into the shapes the page components always took. Pages read the
 * English text; an unpublished entry is simply not here.
 */

/**
 * Several texts that read together (an FAQ's question and answer, the home hero), in one language:
 * the editors' translations when every text with English has one, else all the English, marked so
 * the page says it is not yet translated.
 */
function blockIn<Field extends string>(document: { [F in Field]: LocalisedText }, fields: readonly Field[], locale: Locale) {
	const translated = locale !== 'en' && fields.every((field) => !document[field].en || textIn(document[field], locale).translated)
	const lang: Locale = translated ? locale : 'en'
	return { lang, translated: locale === 'en' || translated, text: (field: Field) => textIn(document[field], lang).text }
}

async function published<Document extends { position?: number }>(db: Database, type: ContentTypeName) {
	const entries = (await listPublished(db, type)) as { key: string; document: Document }[]
	return entries.toSorted((a, b) => (a.document.position ?? 0) - (b.document.position ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

// ---- testimonial ----
export const testimonialView = (key: string, document: TestimonialDocument, resolveImage: ImageResolver): TestimonialView => ({
	id: key,
	name: document.name,
	class: document.class.en,
	text: document.text.en,
	photo: document.photo,
	photoImage: resolveImage(document.photo),
})
export async function listTestimonials(db: Database) {
	const resolveImage = await imageResolver(db)
	return (await published<TestimonialDocument>(db, 'testimonial')).map((entry) => testimonialView(entry.key, entry.document, resolveImage))
}

// ---- team-member ----
export const teamMemberView = (key: string, document: TeamMemberDocument, resolveImage: ImageResolver): TeamMemberView => ({
	id: key,
	name: document.name,
	role: document.role.en,
	photo: document.photo,
	photoImage: resolveImage(document.photo),
	bio: paragraphsOf(document.bio.en),
})
export async function listTeam(db: Database) {
	const resolveImage = await imageResolver(db)
	return (await published<TeamMemberDocument>(db, 'team-member')).map((entry) => teamMemberView(entry.key, entry.document, resolveImage))
}

// ---- faq ----
/**
 * An FAQ in a page's language (issue 20): the editors' Punjabi or Hindi when both the question and
 * the answer have it, else the English, marked so the page says it is not yet translated.
 */
export function faqView(key: string, document: FaqDocument, locale: Locale = 'en'): FaqInLanguage {
	const { text, lang, translated } = blockIn(document, ['question', 'answer'], locale)
	return { id: key, question: text('question'), answer: text('answer'), lang, translated }
}
export const listFaqs = async (db: Database, locale: Locale = 'en') => (await published<FaqDocument>(db, 'faq')).map((entry) => faqView(entry.key, entry.document, locale))

// ---- online-course ----
export const onlineCourseView = (key: string, document: OnlineCourseDocument, resolveImage: ImageResolver): FeaturedCourseView => ({
	id: key,
	title: document.title.en,
	description: document.description.en,
	image: document.image,
	picture: resolveImage(document.image),
	imageAlt: document.imageAlt.en,
	duration: document.duration.en,
	students: document.students,
	rating: document.rating,
	priceInr: document.priceInr,
	category: document.category.en,
})
export async function listOnlineCourses(db: Database) {
	const resolveImage = await imageResolver(db)
	return (await published<OnlineCourseDocument>(db, 'online-course')).map((entry) => onlineCourseView(entry.key, entry.document, resolveImage))
}

// ---- service ----
export function serviceView(id: ServiceId, document: ServiceDocument): Service {
	const caption = document.tableCaption.en
	return {
		id,
		name: document.name.en,
		summary: document.summary.en,
		intro: paragraphsOf(document.intro.en),
		stats: document.figures.en ? figuresOf(document.figures.en) : [],
		...(caption
			? {
					table: {
						caption,
						columns: cellsOf(document.tableColumns.en ?? ''),
						rows: linesOf(document.tableRows.en ?? '').map(cellsOf),
						...(document.tableNote.en ? { note: document.tableNote.en } : {}),
					},
				}
			: {}),
		sections: sectionsOf(document.sections.en),
	}
}

/** The published service pages, in the Services menu's order. */
export async function listServices(db: Database): Promise<Service[]> {
	const entries = (await listPublished(db, 'service')) as { key: ServiceId; document: ServiceDocument }[]
	return serviceIds.flatMap((id) => {
		const entry = entries.find((e) => e.key === id)
		return entry ? [serviceView(id, entry.document)] : []
	})
}

// ---- about ----
export function aboutView(document: AboutDocument, resolveImage: ImageResolver): AboutView {
	return {
		slides: slideNumbers.map((n) => {
			const src = document[`slide${n}` as const]
			return { src, alt: document[`slide${n}Alt` as const].en, image: resolveImage(src) }
		}),
		story: paragraphsOf(document.story.en),
		values: sectionsOf(document.values.en).map((section) => ({ title: section.heading, text: section.paragraphs.join(' ') })),
		directorMessage: {
			title: document.directorTitle.en,
			paragraphs: paragraphsOf(document.directorMessage.en),
			signedBy: document.signedBy,
			role: document.signedRole.en,
		},
		signerPhoto: resolveImage(document.signerPhoto) ?? { src: document.signerPhoto },
	}
}

/** The About page's text; undefined while it is unpublished (the page answers 404). */
export async function getAbout(db: Database): Promise<AboutView | undefined> {
	const [entry] = (await listPublished(db, 'about')) as { key: string; document: AboutDocument }[]
	return entry ? aboutView(entry.document, await imageResolver(db)) : undefined
}

// ---- fee-schedule ----
export const feeScheduleView = (document: FeeScheduleDocument): FeeSchedule => ({
	validFrom: document.validFrom,
	groups: feeGroupsOf(document.fees.en).groups,
	notes: paragraphsOf(document.notes.en),
	refundPolicy: refundPolicyOf(document.refundPolicy.en),
})

/** The published fee schedule; undefined while it is unpublished (/fees answers 404, no page shows a fee). */
export async function getFeeSchedule(db: Database): Promise<FeeSchedule | undefined> {
	const [entry] = (await listPublished(db, 'fee-schedule')) as { key: string; document: FeeScheduleDocument }[]
	return entry ? feeScheduleView(entry.document) : undefined
}

// ---- education-page ----
/** An Education page's published text and menu label over its place in the code (address, courses listed). */
export const educationPageView = <Page extends EducationPage>(page: Page, document: EducationPageDocument): Page => ({
	...page,
	label: document.label.en,
	title: document.title.en,
	description: document.description.en,
	intro: paragraphsOf(document.intro.en),
	whoFor: document.whoFor.en,
	duration: document.duration.en,
	entryRequirements: linesOf(document.entryRequirements.en),
	leadsTo: document.leadsTo.en,
	...(document.feesNote.en ? { feesNote: document.feesNote.en } : { feesNote: undefined }),
})

/** The published Education families, each with its published programmes; an unpublished page is left out. */
export async function listEducationFamilies(db: Database): Promise<EducationFamily[]> {
	const documents = new Map(((await listPublished(db, 'education-page')) as { key: string; document: EducationPageDocument }[]).map((entry) => [entry.key, entry.document]))
	const shown = <Page extends EducationPage>(page: Page) => {
		const document = documents.get(educationPageKey(page.path))
		return document ? [educationPageView(page, document)] : []
	}
	return educationFamilies.flatMap((family) => shown(family).map((published) => ({ ...published, programmes: family.programmes.flatMap(shown) })))
}

/** The published programme at this path, with its family. */
export function findEducationProgramme(families: EducationFamily[], pathname: string) {
	const path = pathname.replace(/\/+$/, '')
	for (const family of families) {
		const programme = family.programmes.find((p) => p.path === path)
		if (programme) return { family, programme }
	}
	return undefined
}

// ---- home-page, page-intro, menu: the text that lived in the pages' code ----

/** The home page's hero and About block, each in the page's language (or English, marked). */
export function homeTextsView(document: HomePageDocument, locale: Locale): HomeTexts {
	const hero = blockIn(document, ['heroEyebrow', 'heroTitle', 'heroText', 'enquireLabel', 'coursesLabel', 'bookLabel', 'heroImageAlt'], locale)
	const featureFields = homeFeatureNumbers.flatMap((n) => [`feature${n}Title`, `feature${n}Text`] as const)
	const about = blockIn(document, ['aboutEyebrow', 'aboutTitle', 'aboutText', ...featureFields, 'aboutLinkLabel'], locale)
	return {
		hero: {
			lang: hero.lang,
			translated: hero.translated,
			eyebrow: hero.text('heroEyebrow'),
			title: hero.text('heroTitle'),
			text: hero.text('heroText'),
			enquireLabel: hero.text('enquireLabel'),
			coursesLabel: hero.text('coursesLabel'),
			bookLabel: hero.text('bookLabel'),
			imageAlt: hero.text('heroImageAlt'),
		},
		about: {
			lang: about.lang,
			translated: about.translated,
			eyebrow: about.text('aboutEyebrow'),
			title: about.text('aboutTitle'),
			text: about.text('aboutText'),
			features: homeFeatureNumbers.map((n) => ({ title: about.text(`feature${n}Title`), text: about.text(`feature${n}Text`) })),
			linkLabel: about.text('aboutLinkLabel'),
		},
	}
}

/** A published single entry, else (taken off the site) the shipped one: these texts have no page of their own to leave. */
async function publishedOrShipped<Document>(db: Database, type: ContentTypeName, key: string): Promise<Document> {
	const entry = (await listPublished(db, type)).find((e) => e.key === key)
	return (entry?.document ?? shippedDocument(type, key)) as Document
}

export async function getHomeTexts(db: Database, locale: Locale): Promise<HomeTexts> {
	return homeTextsView(await publishedOrShipped<HomePageDocument>(db, 'home-page', HOME_PAGE_KEY), locale)
}

export function pageIntroView(document: PageIntroDocument, locale: Locale): PageIntroText {
	const { text, lang, translated } = blockIn(document, ['eyebrow', 'title', 'intro'], locale)
	const intro = text('intro')
	return { lang, translated, eyebrow: text('eyebrow'), title: text('title'), intro: intro ? paragraphsOf(intro) : [] }
}

/** The heading band of /about, /team, /services or /journal. */
export async function getPageIntro(db: Database, page: PageIntroKey, locale: Locale): Promise<PageIntroText> {
	return pageIntroView(await publishedOrShipped<PageIntroDocument>(db, 'page-intro', page), locale)
}

/** The top navigation's own links' labels, by path: in the page's language where the editors wrote it (else the catalogue's). */
async function menuLabelsIn(db: Database, locale: Locale): Promise<Record<string, string>> {
	const [entry] = (await listPublished(db, 'menu')) as { document: MenuDocument }[]
	if (!entry) return {}
	const labels: Record<string, string> = {}
	for (const [path, field] of [['/', 'home'], ['/courses', 'courses'], ['/about', 'about'], ['/contact', 'contact']] as const) {
		const label = textIn(entry.document[field], locale)
		if (label.translated) labels[path] = label.text
	}
	return labels
}

// ---- the site's links ----
/**
 * The link text and the unpublished pages the menus, the footer and the sitemap follow: the
 * Education pages' menu labels and the service pages' names as published; the About page, the fee
 * schedule, and every Education and service page that is unpublished, off the site.
 */
export async function listPublishedLinks(db: Database, locale: Locale = 'en'): Promise<PublishedLinks> {
	const [families, services, about, fees, menuLabels] = await Promise.all([listEducationFamilies(db), listServices(db), getAbout(db), getFeeSchedule(db), menuLabelsIn(db, locale)])
	const labels: Record<string, string> = {}
	for (const page of families.flatMap((family) => [family, ...family.programmes])) labels[page.path] = page.label
	for (const service of services) labels[`/services/${service.id}`] = service.name
	const offSite = [
		...educationFamilies.flatMap((family) => [family, ...family.programmes]).flatMap((page) => (page.path in labels ? [] : [page.path])),
		...serviceIds.flatMap((id) => (services.some((service) => service.id === id) ? [] : [`/services/${id}`])),
		...(about ? [] : ['/about']),
		...(fees ? [] : ['/fees']),
	]
	return { labels, offSite, menuLabels }
}
