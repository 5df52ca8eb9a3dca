import type { PublishedLinks } from '~/components/layout/navigation'
import type { Database } from '~/db/client.server'
import { entryIn, type ShownIn, textIn } from '~/features/i18n/localised-text'
import type { Locale } from '~/features/i18n/locales'
import { listPublished, publishedContentVersion, shippedDocument } from '~/features/studio/content-store.server'
import {
	type ContentTypeName,
	HOME_PAGE_KEY,
	homeFeatureNumbers,
	homeSections,
	type PageIntroKey,
	type PageSearchKey,
	PRIVACY_PAGE_KEY,
	slideNumbers,
} from '~/features/studio/content-types'
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
	PageSearchDocument,
	PrivacyPageDocument,
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
import { renderMarkdown } from './journal/markdown.server'
import { type HomeTexts, type PageIntroText, type PrivacyDetails, type PrivacyPageView, type SearchTexts, withPrivacyDetails } from './page-text'
import { type Service, type ServiceId, serviceIds } from './services'
import type { TeamMemberView } from './team'
import type { TestimonialView } from './testimonials'
import { cellsOf, figuresOf, linesOf, paragraphsOf, sectionsOf } from './text-blocks'

/*
 * The site's editable content as its pages show it (decision 013): each type's published entries
 * from the content store, turned into the shapes the page components always took. Pages read the
 * text in the page's language through entryIn (issue 20); an unpublished entry is simply not here.
 */

/** Some of an entry's fields: texts that read together (the home hero, its About block), shown in one language by entryIn. */
const fieldsOf = <Document, Field extends keyof Document>(document: Document, fields: readonly Field[]) =>
	Object.fromEntries(fields.map((field) => [field, document[field]])) as Pick<Document, Field>

async function published<Document extends { position?: number }>(db: Database, type: ContentTypeName) {
	const entries = (await listPublished(db, type)) as { key: string; document: Document }[]
	return entries.toSorted((a, b) => (a.document.position ?? 0) - (b.document.position ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

// ---- testimonial ----
export function testimonialView(key: string, document: TestimonialDocument, resolveImage: ImageResolver, locale: Locale = 'en'): TestimonialView & ShownIn {
	const { entry, lang, translated } = entryIn(document, locale)
	return { id: key, name: entry.name, class: entry.class, text: entry.text, photo: entry.photo, photoImage: resolveImage(entry.photo), lang, translated }
}
export async function listTestimonials(db: Database, locale: Locale = 'en') {
	const resolveImage = await imageResolver(db)
	return (await published<TestimonialDocument>(db, 'testimonial')).map((entry) => testimonialView(entry.key, entry.document, resolveImage, locale))
}

// ---- team-member ----
export function teamMemberView(key: string, document: TeamMemberDocument, resolveImage: ImageResolver, locale: Locale = 'en'): TeamMemberView & ShownIn {
	const { entry, lang, translated } = entryIn(document, locale)
	return { id: key, name: entry.name, role: entry.role, photo: entry.photo, photoImage: resolveImage(entry.photo), bio: paragraphsOf(entry.bio), lang, translated }
}
export async function listTeam(db: Database, locale: Locale = 'en') {
	const resolveImage = await imageResolver(db)
	return (await published<TeamMemberDocument>(db, 'team-member')).map((entry) => teamMemberView(entry.key, entry.document, resolveImage, locale))
}

// ---- faq ----
/** An FAQ in a page's language: the editors' Punjabi or Hindi when both the question and the answer have it. */
export function faqView(key: string, document: FaqDocument, locale: Locale = 'en'): FaqInLanguage {
	const { entry, lang, translated } = entryIn(document, locale)
	return { id: key, question: entry.question, answer: entry.answer, lang, translated }
}
export const listFaqs = async (db: Database, locale: Locale = 'en') => (await published<FaqDocument>(db, 'faq')).map((entry) => faqView(entry.key, entry.document, locale))

// ---- online-course ----
export function onlineCourseView(key: string, document: OnlineCourseDocument, resolveImage: ImageResolver, locale: Locale = 'en'): FeaturedCourseView & ShownIn {
	const { entry, lang, translated } = entryIn(document, locale)
	return {
		id: key,
		title: entry.title,
		description: entry.description,
		image: entry.image,
		picture: resolveImage(entry.image),
		imageAlt: entry.imageAlt,
		duration: entry.duration,
		students: entry.students,
		rating: entry.rating,
		priceInr: entry.priceInr,
		category: entry.category,
		lang,
		translated,
	}
}
export async function listOnlineCourses(db: Database, locale: Locale = 'en') {
	const resolveImage = await imageResolver(db)
	return (await published<OnlineCourseDocument>(db, 'online-course')).map((entry) => onlineCourseView(entry.key, entry.document, resolveImage, locale))
}

// ---- service ----
export function serviceView(id: ServiceId, document: ServiceDocument, locale: Locale = 'en'): Service & ShownIn & { search: SearchTexts } {
	// The search texts are read one by one: an English-only title must not turn the page English.
	const { metaTitle, metaDescription, ...text } = document
	const { entry, lang, translated } = entryIn(text, locale)
	const caption = entry.tableCaption
	return {
		id,
		name: entry.name,
		summary: entry.summary,
		intro: paragraphsOf(entry.intro),
		stats: entry.figures ? figuresOf(entry.figures) : [],
		...(caption
			? {
					table: {
						caption,
						columns: cellsOf(entry.tableColumns ?? ''),
						rows: linesOf(entry.tableRows ?? '').map(cellsOf),
						...(entry.tableNote ? { note: entry.tableNote } : {}),
					},
				}
			: {}),
		sections: sectionsOf(entry.sections),
		lang,
		translated,
		search: searchTextsIn({ metaTitle, metaDescription }, locale),
	}
}

/** The published service pages, in the Services menu's order. */
export async function listServices(db: Database, locale: Locale = 'en'): Promise<(Service & ShownIn & { search: SearchTexts })[]> {
	const entries = (await listPublished(db, 'service')) as { key: ServiceId; document: ServiceDocument }[]
	return serviceIds.flatMap((id) => {
		const entry = entries.find((e) => e.key === id)
		return entry ? [serviceView(id, entry.document, locale)] : []
	})
}

// ---- about ----
export function aboutView(document: AboutDocument, resolveImage: ImageResolver, locale: Locale = 'en'): AboutView & ShownIn {
	const { entry, lang, translated } = entryIn(document, locale)
	return {
		slides: slideNumbers.map((n) => {
			const src = entry[`slide${n}` as const]
			return { src, alt: entry[`slide${n}Alt` as const], image: resolveImage(src) }
		}),
		story: paragraphsOf(entry.story),
		values: sectionsOf(entry.values).map((section) => ({ title: section.heading, text: section.paragraphs.join(' ') })),
		directorMessage: {
			title: entry.directorTitle,
			paragraphs: paragraphsOf(entry.directorMessage),
			signedBy: entry.signedBy,
			role: entry.signedRole,
		},
		signerPhoto: resolveImage(entry.signerPhoto) ?? { src: entry.signerPhoto },
		lang,
		translated,
	}
}

/** The About page's text; undefined while it is unpublished (the page answers 404). */
export async function getAbout(db: Database, locale: Locale = 'en'): Promise<(AboutView & ShownIn) | undefined> {
	const [entry] = (await listPublished(db, 'about')) as { key: string; document: AboutDocument }[]
	return entry ? aboutView(entry.document, await imageResolver(db), locale) : undefined
}

// ---- fee-schedule ----
export function feeScheduleView(document: FeeScheduleDocument, locale: Locale = 'en'): FeeSchedule & ShownIn {
	const { entry, lang, translated } = entryIn(document, locale)
	return { validFrom: entry.validFrom, groups: feeGroupsOf(entry.fees).groups, notes: paragraphsOf(entry.notes), refundPolicy: refundPolicyOf(entry.refundPolicy), lang, translated }
}

/** The published fee schedule; undefined while it is unpublished (/fees answers 404, no page shows a fee). */
export async function getFeeSchedule(db: Database, locale: Locale = 'en'): Promise<(FeeSchedule & ShownIn) | undefined> {
	const [entry] = (await listPublished(db, 'fee-schedule')) as { key: string; document: FeeScheduleDocument }[]
	return entry ? feeScheduleView(entry.document, locale) : undefined
}

// ---- education-page ----
/** An Education page's published text and menu label over its place in the code (address, courses listed). */
export function educationPageView<Page extends EducationPage>(page: Page, document: EducationPageDocument, locale: Locale = 'en'): Page & ShownIn & { search: SearchTexts } {
	const { metaTitle, metaDescription, ...text } = document
	const { entry, lang, translated } = entryIn(text, locale)
	return {
		...page,
		label: entry.label,
		title: entry.title,
		description: entry.description,
		intro: paragraphsOf(entry.intro),
		whoFor: entry.whoFor,
		duration: entry.duration,
		entryRequirements: linesOf(entry.entryRequirements),
		leadsTo: entry.leadsTo,
		feesNote: entry.feesNote || undefined,
		lang,
		translated,
		search: searchTextsIn({ metaTitle, metaDescription }, locale),
	}
}

/** An Education family as its pages show it: its text and each programme's in the page's language where translated. */
export type EducationFamilyInLanguage = Omit<EducationFamily, 'programmes'> & ShownIn & { search: SearchTexts; programmes: (EducationPage & ShownIn & { search: SearchTexts })[] }

/** The published Education families, each with its published programmes; an unpublished page is left out. */
export async function listEducationFamilies(db: Database, locale: Locale = 'en'): Promise<EducationFamilyInLanguage[]> {
	const documents = new Map(((await listPublished(db, 'education-page')) as { key: string; document: EducationPageDocument }[]).map((entry) => [entry.key, entry.document]))
	const shown = <Page extends EducationPage>(page: Page) => {
		const document = documents.get(educationPageKey(page.path))
		return document ? [educationPageView(page, document, locale)] : []
	}
	return educationFamilies.flatMap((family) => shown(family).map((published) => ({ ...published, programmes: family.programmes.flatMap(shown) })))
}

/** The published programme at this path, with its family. */
export function findEducationProgramme<Family extends EducationFamily>(families: Family[], pathname: string) {
	const path = pathname.replace(/\/+$/, '')
	for (const family of families) {
		const programme = family.programmes.find((p) => p.path === path) as Family['programmes'][number] | undefined
		if (programme) return { family, programme }
	}
	return undefined
}

// ---- home-page, page-intro, menu: the text that lived in the pages' code ----

/** The home page's hero and About block, each in the page's language (or English, marked). */
export function homeTextsView(document: HomePageDocument, resolveImage: ImageResolver, locale: Locale): HomeTexts {
	const hero = entryIn(fieldsOf(document, ['heroEyebrow', 'heroTitle', 'heroText', 'enquireLabel', 'coursesLabel', 'bookLabel', 'heroImageAlt']), locale)
	const featureFields = homeFeatureNumbers.flatMap((n) => [`feature${n}Title`, `feature${n}Text`] as const)
	const about = entryIn(fieldsOf(document, ['aboutEyebrow', 'aboutTitle', 'aboutText', ...featureFields, 'aboutLinkLabel']), locale)
	const text = (value: string | null) => value ?? ''
	const sections = Object.fromEntries(
		homeSections.map((section) => {
			const fields = [`${section.name}Title`, ...(section.eyebrow ? [`${section.name}Eyebrow`] : []), ...(section.lead ? [`${section.name}Lead`] : [])] as (keyof HomePageDocument)[]
			const shown = entryIn(fieldsOf(document, fields), locale)
			const field = (suffix: string) => text((shown.entry as Record<string, string | null>)[`${section.name}${suffix}`] ?? null)
			return [section.name, { lang: shown.lang, eyebrow: field('Eyebrow'), title: field('Title'), lead: field('Lead') }]
		}),
	) as HomeTexts['sections']
	return {
		sections,
		search: searchTextsIn(document, locale),
		hero: {
			lang: hero.lang,
			translated: hero.translated,
			eyebrow: text(hero.entry.heroEyebrow),
			title: text(hero.entry.heroTitle),
			text: text(hero.entry.heroText),
			enquireLabel: text(hero.entry.enquireLabel),
			coursesLabel: text(hero.entry.coursesLabel),
			bookLabel: text(hero.entry.bookLabel),
			image: resolveImage(document.heroImage) ?? { src: document.heroImage },
			imageAlt: text(hero.entry.heroImageAlt),
		},
		about: {
			lang: about.lang,
			translated: about.translated,
			eyebrow: text(about.entry.aboutEyebrow),
			title: text(about.entry.aboutTitle),
			text: text(about.entry.aboutText),
			features: homeFeatureNumbers.map((n) => ({ title: text(about.entry[`feature${n}Title`]), text: text(about.entry[`feature${n}Text`]) })),
			linkLabel: text(about.entry.aboutLinkLabel),
		},
	}
}

/** A published single entry, else (taken off the site) the shipped one: these texts have no page of their own to leave. */
async function publishedOrShipped<Document>(db: Database, type: ContentTypeName, key: string): Promise<Document> {
	const entry = (await listPublished(db, type)).find((e) => e.key === key)
	return (entry?.document ?? shippedDocument(type, key)) as Document
}

export async function getHomeTexts(db: Database, locale: Locale): Promise<HomeTexts> {
	const [document, resolveImage] = await Promise.all([publishedOrShipped<HomePageDocument>(db, 'home-page', HOME_PAGE_KEY), imageResolver(db)])
	return homeTextsView(document, resolveImage, locale)
}

/** The search-engine texts, each in the page's language where translated: an English one alone does not turn the page's band to English. */
function searchTextsIn(document: Pick<PageIntroDocument, 'metaTitle' | 'metaDescription'>, locale: Locale): SearchTexts {
	const shown = (value: PageIntroDocument['metaTitle']) => (value.en ? textIn(value, locale).text : null)
	return { metaTitle: shown(document.metaTitle), metaDescription: shown(document.metaDescription) }
}

export function pageIntroView(document: PageIntroDocument, locale: Locale): PageIntroText {
	const { metaTitle, metaDescription, sectionTitle, linkLabel, note, ...band } = document
	const none = { en: null, pa: null, hi: null }
	const { entry, lang, translated } = entryIn({ ...band, sectionTitle: sectionTitle ?? none, linkLabel: linkLabel ?? none, note: note ?? none }, locale)
	return {
		lang,
		translated,
		eyebrow: entry.eyebrow ?? '',
		title: entry.title ?? '',
		intro: entry.intro ? paragraphsOf(entry.intro) : [],
		sectionTitle: entry.sectionTitle ?? '',
		linkLabel: entry.linkLabel ?? '',
		note: entry.note ?? '',
		search: searchTextsIn({ metaTitle, metaDescription }, locale),
	}
}

/** The heading band of a page with a 'page-intro' entry, and its search-engine texts. */
export async function getPageIntro(db: Database, page: PageIntroKey, locale: Locale): Promise<PageIntroText> {
	return pageIntroView(await publishedOrShipped<PageIntroDocument>(db, 'page-intro', page), locale)
}

/** The shipped heading band, for a page that still serves when the database cannot be read. */
export function shippedPageIntro(page: PageIntroKey, locale: Locale): PageIntroText {
	return pageIntroView(shippedDocument('page-intro', page) as PageIntroDocument, locale)
}

/** The privacy page in the page's language (or English, marked), its braces filled in and its Markdown rendered to safe HTML, section by section. */
export function privacyPageView(document: PrivacyPageDocument, locale: Locale, details: PrivacyDetails): PrivacyPageView {
	const { metaTitle, metaDescription, updated, ...text } = document
	const { entry, lang, translated } = entryIn(text, locale)
	const body = withPrivacyDetails(entry.body ?? '', details)
	// Each "## " line opens a section of its own (a region named by its heading); text before the first stays on its own.
	const [preamble = '', ...parts] = body.split(/^## +/m)
	const sections = parts.map((part) => {
		const [heading = '', ...rest] = part.split('\n')
		return { heading: heading.trim(), html: renderMarkdown(rest.join('\n'), locale) }
	})
	return {
		lang,
		translated,
		eyebrow: entry.eyebrow ?? '',
		title: entry.title ?? '',
		intro: entry.intro ?? '',
		updated,
		preamble: preamble.trim() ? renderMarkdown(preamble, locale) : '',
		sections,
		search: searchTextsIn({ metaTitle, metaDescription }, locale),
	}
}

export async function getPrivacyPage(db: Database, locale: Locale, details: PrivacyDetails): Promise<PrivacyPageView> {
	return privacyPageView(await publishedOrShipped<PrivacyPageDocument>(db, 'privacy-page', PRIVACY_PAGE_KEY), locale, details)
}

/** The title and description for search engines of a page with no other entry (Search engine texts). */
export async function getPageSearch(db: Database, page: PageSearchKey, locale: Locale): Promise<SearchTexts> {
	return searchTextsIn(await publishedOrShipped<PageSearchDocument>(db, 'page-search', page), locale)
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
	// Every page's root loader asks for them: made once per language and read of the content, not per request.
	const version = await publishedContentVersion(db)
	const byLocale = publishedLinksByContent.get(version) ?? new Map<Locale, Promise<PublishedLinks>>()
	publishedLinksByContent.set(version, byLocale)
	const kept = byLocale.get(locale)
	if (kept) return kept
	const links = readPublishedLinks(db, locale)
	byLocale.set(locale, links)
	// A failed read is not kept: the next request tries again.
	links.catch(() => {
		if (byLocale.get(locale) === links) byLocale.delete(locale)
	})
	return links
}

const publishedLinksByContent = new WeakMap<object, Map<Locale, Promise<PublishedLinks>>>()

async function readPublishedLinks(db: Database, locale: Locale): Promise<PublishedLinks> {
	const [families, services, about, fees, menuLabels] = await Promise.all([
		listEducationFamilies(db),
		listServices(db),
		listPublished(db, 'about'),
		listPublished(db, 'fee-schedule'),
		menuLabelsIn(db, locale),
	])
	const labels: Record<string, string> = {}
	for (const page of families.flatMap((family) => [family, ...family.programmes])) labels[page.path] = page.label
	for (const service of services) labels[`/services/${service.id}`] = service.name
	const offSite = [
		...educationFamilies.flatMap((family) => [family, ...family.programmes]).flatMap((page) => (page.path in labels ? [] : [page.path])),
		...serviceIds.flatMap((id) => (services.some((service) => service.id === id) ? [] : [`/services/${id}`])),
		...(about.length > 0 ? [] : ['/about']),
		...(fees.length > 0 ? [] : ['/fees']),
	]
	return { labels, offSite, menuLabels }
}
