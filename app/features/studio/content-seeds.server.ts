import { defaultSiteSettings, type SiteSettings } from '~/config/site-settings'
import { resolveSiteSettings } from '~/config/site-settings-schema'
import { aboutContent, aboutDirectorPhoto } from '~/features/content/about'
import { blogPosts } from '~/features/content/blog-posts'
import { educationPageKey } from '~/features/courses/education-page-key'
import { educationFamilies } from '~/features/courses/education-programmes'
import { type Faq, homeFaqs } from '~/features/content/faqs'
import { homePageTexts, menuTexts, pageIntroTexts } from '~/features/content/page-texts'
import { feeGroupsText } from '~/features/content/fee-lines'
import { featuredCourses } from '~/features/content/featured-courses'
import { feeSchedule } from '~/features/content/fees'
import { allServices } from '~/features/content/services'
import { teamFounders } from '~/features/content/team'
import { homeTestimonials } from '~/features/content/testimonials'
import { figuresText, paragraphsText, sectionsText } from '~/features/content/text-blocks'
import { countrySeeds } from '~/features/countries/seed'
import { guideTranslations } from '~/features/countries/seed/translations'
import { seedCourses } from '~/features/courses/seed-courses'
import { eligibilityRuleSeeds } from '~/features/tools/eligibility/eligibility-rule-seeds'
import { aboutTranslations } from '~/features/content/translations/about'
import { homeFaqTranslations } from '~/features/content/translations/faqs'
import { feeScheduleTranslations } from '~/features/content/translations/fees'
import { defaultSiteTextTranslations } from '~/features/content/translations/site-settings'
import type { Translations } from '~/features/content/translations/translations'
import { type ContentTypeName, HOME_PAGE_KEY, MENU_KEY, SITE_SETTINGS_KEY } from './content-types'

/** English text with no translations yet. */
const english = (text: string | null | undefined) => ({ en: text ?? null, pa: null, hi: null })

/** A text of a data module in English and, where the module's Punjabi or Hindi has it, in those (issue 20). */
function localisedSeed<Content>(english: Content, translations: Translations<Content> | undefined, text: (content: Content) => string | null | undefined) {
	const translated = (content: Content | undefined) => (content === undefined ? null : (text(content) ?? null))
	return { en: text(english) ?? null, pa: translated(translations?.pa), hi: translated(translations?.hi) }
}

/** A seed post's sections as Markdown: a heading line before its paragraphs, a blank line between blocks. */
function sectionsToMarkdown(sections: { heading?: string; paragraphs: string[] }[]) {
	return sections.flatMap((section) => [...(section.heading ? [`## ${section.heading}`] : []), ...section.paragraphs]).join('\n\n')
}

/** Today's data modules, as the content store's first seed (checked by the studio's schemas when seeded). */
export const contentSeeds: Record<ContentTypeName, () => { key: string; document: unknown }[]> = {
	course: () =>
		seedCourses.map((course) => ({
			key: course.id,
			document: {
				ProgramName: english(course.ProgramName),
				ProgramDescription: english(course.ProgramDescription),
				Type: course.Type,
				SubType: english(course.SubType),
				Duration: english(course.Duration),
				Eligibility: english(course.Eligibility),
				ImageURL: course.ImageURL,
				position: course.position,
			},
		})),
	'journal-post': () =>
		blogPosts.map((post) => ({
			key: post.id,
			document: {
				title: english(post.title),
				summary: english(post.desc),
				body: english(sectionsToMarkdown(post.body)),
				author: post.author,
				date: post.date,
				type: post.type,
				comments: post.comments,
				cover: post.cover,
				coverAlt: english(post.coverAlt),
			},
		})),
	// ---- testimonial ----
	testimonial: () =>
		homeTestimonials.map((testimonial, index) => ({
			key: testimonial.id,
			document: { name: testimonial.name, class: english(testimonial.class), text: english(testimonial.text), photo: testimonial.photo, position: (index + 1) * 10 },
		})),
	// ---- team-member ----
	'team-member': () =>
		teamFounders.map((member, index) => ({
			key: member.id,
			document: { name: member.name, role: english(member.role), photo: member.photo, bio: english(paragraphsText(member.bio)), position: (index + 1) * 10 },
		})),
	// ---- faq ----
	faq: () =>
		homeFaqs.map((faq, index) => {
			const translated = (text: (faq: Faq) => string) => localisedSeed(faq, { pa: homeFaqTranslations.pa?.find((t) => t.id === faq.id), hi: homeFaqTranslations.hi?.find((t) => t.id === faq.id) }, text)
			return { key: faq.id, document: { question: translated((f) => f.question), answer: translated((f) => f.answer), position: (index + 1) * 10 } }
		}),
	// ---- online-course ----
	'online-course': () =>
		featuredCourses.map((course, index) => ({
			key: course.id,
			document: {
				title: english(course.title),
				description: english(course.description),
				image: course.image,
				imageAlt: english(course.imageAlt),
				duration: english(course.duration),
				category: english(course.category),
				students: course.students,
				rating: course.rating,
				priceInr: course.priceInr,
				position: (index + 1) * 10,
			},
		})),
	// ---- service ----
	service: () =>
		allServices.map((service) => ({
			key: service.id,
			document: {
				name: english(service.name),
				summary: english(service.summary),
				intro: english(paragraphsText(service.intro)),
				figures: english(service.stats.length > 0 ? figuresText(service.stats) : null),
				tableCaption: english(service.table?.caption),
				tableColumns: english(service.table?.columns.join(' | ')),
				tableRows: english(service.table?.rows.map((row) => row.join(' | ')).join('\n')),
				tableNote: english(service.table?.note),
				sections: english(sectionsText(service.sections)),
			},
		})),
	// ---- about ----
	about: () => {
		const about = (text: (content: typeof aboutContent) => string | undefined) => localisedSeed(aboutContent, aboutTranslations, text)
		return [
			{
				key: 'about',
				document: {
					...Object.fromEntries(aboutContent.slides.flatMap((slide, index) => [[`slide${index + 1}`, slide.src], [`slide${index + 1}Alt`, about((c) => c.slides[index]?.alt)]])),
					story: about((c) => paragraphsText(c.story)),
					values: about((c) => sectionsText(c.values.map((value) => ({ heading: value.title, paragraphs: [value.text] })))),
					directorTitle: about((c) => c.directorMessage.title),
					directorMessage: about((c) => paragraphsText(c.directorMessage.paragraphs)),
					signedBy: aboutContent.directorMessage.signedBy,
					signedRole: about((c) => c.directorMessage.role),
					signerPhoto: aboutDirectorPhoto,
				},
			},
		]
	},
	// ---- fee-schedule ----
	'fee-schedule': () => [
		{
			key: 'fees',
			document: {
				validFrom: feeSchedule.validFrom,
				fees: localisedSeed(feeSchedule, feeScheduleTranslations, (schedule) => feeGroupsText(schedule.groups)),
				notes: localisedSeed(feeSchedule, feeScheduleTranslations, (schedule) => paragraphsText(schedule.notes)),
				refundPolicy: localisedSeed(feeSchedule, feeScheduleTranslations, (schedule) => sectionsText(schedule.refundPolicy)),
			},
		},
	],
	// ---- education-page ----
	'education-page': () =>
		educationFamilies
			.flatMap((family) => [family, ...family.programmes])
			.map((page) => ({
				key: educationPageKey(page.path),
				document: {
					label: english(page.label),
					title: english(page.title),
					description: english(page.description),
					intro: english(paragraphsText(page.intro)),
					whoFor: english(page.whoFor),
					duration: english(page.duration),
					entryRequirements: english(page.entryRequirements.join('\n')),
					leadsTo: english(page.leadsTo),
					feesNote: english(page.feesNote),
				},
			})),
	'site-settings': () => [{ key: SITE_SETTINGS_KEY, document: siteSettingsSeed(environmentSiteSettings()) }],
	// The 16 guides, as written in app/features/countries/seed (the schema's own shape), with their Punjabi and Hindi where written.
	'country-guide': () => countrySeeds.map((guide) => ({ key: guide.id, document: { ...guide, translations: guideTranslations[guide.id] } })),
	'home-page': () => [{ key: HOME_PAGE_KEY, document: homePageTexts }],
	'page-intro': () => Object.entries(pageIntroTexts).map(([key, texts]) => ({ key, document: { ...texts, intro: texts.intro ?? english(null) } })),
	menu: () => [{ key: MENU_KEY, document: menuTexts }],
	'eligibility-rule': () => eligibilityRuleSeeds,
}

/* ---- Site settings: the SITE_* environment variables (else the demo defaults) are the seed ---- */

/** The site settings as the studio stores them (flat, text in three languages), from the resolved SITE_* settings. */
export function siteSettingsSeed(site: SiteSettings) {
	// The shipped translations fit the demo texts only; another deployment's own text starts in English.
	const translated = (field: keyof typeof defaultSiteTextTranslations) =>
		site[field] === defaultSiteTextTranslations[field].en ? defaultSiteTextTranslations[field] : english(site[field])
	return {
		name: english(site.name),
		shortName: english(site.shortName),
		tagline: translated('tagline'),
		city: translated('city'),
		address: translated('address'),
		phone: site.phone,
		whatsappNumber: site.whatsappNumber,
		whatsappGreeting: english(site.whatsappGreeting),
		email: site.email,
		openingHours: translated('openingHours'),
		latitude: site.map.latitude,
		longitude: site.map.longitude,
		...site.social,
		licenceNumber: null,
		gstin: null,
		yearFounded: null,
		grievanceOfficerName: null,
		grievanceOfficerEmail: null,
	}
}

function environmentSiteSettings() {
	// The server refuses to start on a bad SITE_* value (env.server.ts), so this resolves wherever a server runs.
	const resolved = resolveSiteSettings(process.env)
	return resolved.ok ? resolved.value : defaultSiteSettings
}
