import type { Database } from '~/db/client.server'
import { listPublished } from '~/features/studio/content-store.server'
import type { ContentTypeName } from '~/features/studio/content-types'
import type {
	AboutDocument,
	EducationPageDocument,
	FaqDocument,
	FeeScheduleDocument,
	OnlineCourseDocument,
	ServiceDocument,
	TeamMemberDocument,
	TestimonialDocument,
} from '~/features/studio/studio-schema'
import { educationPageKey } from '~/features/courses/education-page-key'
import { type EducationFamily, type EducationPage, educationFamilies } from '~/features/courses/education-programmes'
import { type AboutContent, aboutContent } from './about'
import type { Faq } from './faqs'
import type { FeaturedCourse } from './featured-courses'
import { feeGroupsOf, refundPolicyOf } from './fee-lines'
import type { FeeSchedule } from './fees'
import { type Service, type ServiceId, serviceIds } from './services'
import type { TeamMember } from './team'
import type { Testimonial } from './testimonials'
import { cellsOf, figuresOf, linesOf, paragraphsOf, sectionsOf } from './text-blocks'

/*
 * The site's editable content as its pages show it (decision 013): each type's published entries
 * from the content store, turned into the shapes the page components always took. Pages read the
 * English text; an unpublished entry is simply not here.
 */

async function published<Document extends { position?: number }>(db: Database, type: ContentTypeName) {
	const entries = (await listPublished(db, type)) as { key: string; document: Document }[]
	return entries.toSorted((a, b) => (a.document.position ?? 0) - (b.document.position ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

// ---- testimonial ----
export const testimonialView = (key: string, document: TestimonialDocument): Testimonial => ({
	id: key,
	name: document.name,
	class: document.class.en,
	text: document.text.en,
	photo: document.photo,
})
export const listTestimonials = async (db: Database) => (await published<TestimonialDocument>(db, 'testimonial')).map((entry) => testimonialView(entry.key, entry.document))

// ---- team-member ----
export const teamMemberView = (key: string, document: TeamMemberDocument): TeamMember => ({
	id: key,
	name: document.name,
	role: document.role.en,
	photo: document.photo,
	bio: paragraphsOf(document.bio.en),
})
export const listTeam = async (db: Database) => (await published<TeamMemberDocument>(db, 'team-member')).map((entry) => teamMemberView(entry.key, entry.document))

// ---- faq ----
export const faqView = (key: string, document: FaqDocument): Faq => ({ id: key, question: document.question.en, answer: document.answer.en })
export const listFaqs = async (db: Database) => (await published<FaqDocument>(db, 'faq')).map((entry) => faqView(entry.key, entry.document))

// ---- online-course ----
export const onlineCourseView = (key: string, document: OnlineCourseDocument): FeaturedCourse => ({
	id: key,
	title: document.title.en,
	description: document.description.en,
	image: document.image,
	imageAlt: document.imageAlt.en,
	duration: document.duration.en,
	students: document.students,
	rating: document.rating,
	priceInr: document.priceInr,
	category: document.category.en,
})
export const listOnlineCourses = async (db: Database) => (await published<OnlineCourseDocument>(db, 'online-course')).map((entry) => onlineCourseView(entry.key, entry.document))

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
export function aboutView(document: AboutDocument): AboutContent {
	return {
		slides: aboutContent.slides,
		story: paragraphsOf(document.story.en),
		values: sectionsOf(document.values.en).map((section) => ({ title: section.heading, text: section.paragraphs.join(' ') })),
		directorMessage: {
			title: document.directorTitle.en,
			paragraphs: paragraphsOf(document.directorMessage.en),
			signedBy: document.signedBy,
			role: document.signedRole.en,
		},
	}
}

/** The About page's text; undefined while it is unpublished (the page answers 404). */
export async function getAbout(db: Database): Promise<AboutContent | undefined> {
	const [entry] = (await listPublished(db, 'about')) as { key: string; document: AboutDocument }[]
	return entry ? aboutView(entry.document) : undefined
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
/** An Education page's published text over its place in the code (address, menu label, courses listed). */
export const educationPageView = <Page extends EducationPage>(page: Page, document: EducationPageDocument): Page => ({
	...page,
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
