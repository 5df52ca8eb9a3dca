import { defaultSiteSettings, type SiteSettings } from '~/config/site-settings'
import { resolveSiteSettings } from '~/config/site-settings-schema'
import { aboutContent, aboutDirectorPhoto } from '~/features/content/about'
import { blogPosts } from '~/features/content/blog-posts'
import { educationPageKey } from '~/features/courses/education-page-key'
import { educationFamilies } from '~/features/courses/education-programmes'
import { type Faq, homeFaqs } from '~/features/content/faqs'
import { homeHeroImage, homePageTexts, homeSectionTexts, menuTexts, pageIntroTexts, privacyPageTexts } from '~/features/content/page-texts'
import { feeGroupsText } from '~/features/content/fee-lines'
import { type FeaturedCourse, featuredCourses } from '~/features/content/featured-courses'
import { feeSchedule } from '~/features/content/fees'
import { allServices, type Service } from '~/features/content/services'
import { type TeamMember, teamFounders } from '~/features/content/team'
import { homeTestimonials, type Testimonial } from '~/features/content/testimonials'
import { figuresText, paragraphsText, sectionsText } from '~/features/content/text-blocks'
import { countrySeeds } from '~/features/countries/seed'
import { guideTranslations } from '~/features/countries/seed/translations'
import { seedCourses } from '~/features/courses/seed-courses'
import { eligibilityRuleSeeds } from '~/features/tools/eligibility/eligibility-rule-seeds'
import { aboutTranslations } from '~/features/content/translations/about'
import { type CourseText, courseTranslations } from '~/features/content/translations/courses'
import { type EducationPageText, educationTranslations } from '~/features/content/translations/education'
import { featuredCourseTranslations } from '~/features/content/translations/featured-courses'
import { homeFaqTranslations } from '~/features/content/translations/faqs'
import { feeScheduleTranslations } from '~/features/content/translations/fees'
import { defaultSiteTextTranslations } from '~/features/content/translations/site-settings'
import { serviceTranslations } from '~/features/content/translations/services'
import { teamTranslations } from '~/features/content/translations/team'
import { testimonialTranslations } from '~/features/content/translations/testimonials'
import { type Translations, translationsOf } from '~/features/content/translations/translations'
import { type ContentTypeName, HOME_PAGE_KEY, MENU_KEY, PRIVACY_PAGE_KEY, pageSearchKeys, SITE_SETTINGS_KEY } from './content-types'

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

/** No title or description for search engines of their own: the pages keep their usual ones until an editor writes some. */
const noSearchTexts = { metaTitle: english(null), metaDescription: english(null) }

/** Today's data modules, as the content store's first seed (checked by the studio's schemas when seeded). */
export const contentSeeds: Record<ContentTypeName, () => { key: string; document: unknown }[]> = {
	course: () =>
		seedCourses.map((course) => {
			const translations = { pa: courseTranslations.pa?.[course.id], hi: courseTranslations.hi?.[course.id] }
			const translated = (text: (course: CourseText) => string | null | undefined) => localisedSeed<CourseText>(course, translations, text)
			return {
				key: course.id,
				document: {
					ProgramName: translated((c) => c.ProgramName),
					ProgramDescription: translated((c) => c.ProgramDescription),
					Type: course.Type,
					SubType: translated((c) => c.SubType),
					Duration: translated((c) => c.Duration),
					Eligibility: translated((c) => c.Eligibility),
					ImageURL: course.ImageURL,
					position: course.position,
				},
			}
		}),
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
		homeTestimonials.map((testimonial, index) => {
			const translated = (text: (testimonial: Testimonial) => string) => localisedSeed(testimonial, translationsOf(testimonialTranslations, testimonial.id), text)
			return { key: testimonial.id, document: { name: testimonial.name, class: translated((t) => t.class), text: translated((t) => t.text), photo: testimonial.photo, position: (index + 1) * 10 } }
		}),
	// ---- team-member ----
	'team-member': () =>
		teamFounders.map((member, index) => {
			const translated = (text: (member: TeamMember) => string) => localisedSeed(member, translationsOf(teamTranslations, member.id), text)
			return { key: member.id, document: { name: member.name, role: translated((m) => m.role), photo: member.photo, bio: translated((m) => paragraphsText(m.bio)), position: (index + 1) * 10 } }
		}),
	// ---- faq ----
	faq: () =>
		homeFaqs.map((faq, index) => {
			const translated = (text: (faq: Faq) => string) => localisedSeed(faq, translationsOf(homeFaqTranslations, faq.id), text)
			return { key: faq.id, document: { question: translated((f) => f.question), answer: translated((f) => f.answer), position: (index + 1) * 10 } }
		}),
	// ---- online-course ----
	'online-course': () =>
		featuredCourses.map((course, index) => {
			const translated = (text: (course: FeaturedCourse) => string) => localisedSeed(course, translationsOf(featuredCourseTranslations, course.id), text)
			return {
				key: course.id,
				document: {
					title: translated((c) => c.title),
					description: translated((c) => c.description),
					image: course.image,
					imageAlt: translated((c) => c.imageAlt),
					duration: translated((c) => c.duration),
					category: translated((c) => c.category),
					students: course.students,
					rating: course.rating,
					priceInr: course.priceInr,
					position: (index + 1) * 10,
				},
			}
		}),
	// ---- service ----
	service: () =>
		allServices.map((service) => {
			const translated = (text: (service: Service) => string | null | undefined) => localisedSeed(service, translationsOf(serviceTranslations, service.id), text)
			return {
				key: service.id,
				document: {
					name: translated((s) => s.name),
					summary: translated((s) => s.summary),
					intro: translated((s) => paragraphsText(s.intro)),
					figures: translated((s) => (s.stats.length > 0 ? figuresText(s.stats) : null)),
					tableCaption: translated((s) => s.table?.caption),
					tableColumns: translated((s) => s.table?.columns.join(' | ')),
					tableRows: translated((s) => s.table?.rows.map((row) => row.join(' | ')).join('\n')),
					tableNote: translated((s) => s.table?.note),
					sections: translated((s) => sectionsText(s.sections)),
					...noSearchTexts,
				},
			}
		}),
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
			.map((page) => {
				const translations = { pa: educationTranslations.pa?.[page.path], hi: educationTranslations.hi?.[page.path] }
				const translated = (text: (page: EducationPageText) => string | undefined) => localisedSeed<EducationPageText>(page, translations, text)
				return {
					key: educationPageKey(page.path),
					document: {
						label: translated((p) => p.label),
						title: translated((p) => p.title),
						description: translated((p) => p.description),
						intro: translated((p) => paragraphsText(p.intro)),
						whoFor: translated((p) => p.whoFor),
						duration: translated((p) => p.duration),
						entryRequirements: translated((p) => p.entryRequirements.join('\n')),
						leadsTo: translated((p) => p.leadsTo),
						feesNote: translated((p) => p.feesNote),
						...noSearchTexts,
					},
				}
			}),
	'site-settings': () => [{ key: SITE_SETTINGS_KEY, document: siteSettingsSeed(environmentSiteSettings()) }],
	// The 16 guides, as written in app/features/countries/seed (the schema's own shape), with their Punjabi and Hindi where written.
	'country-guide': () => countrySeeds.map((guide) => ({ key: guide.id, document: { ...guide, translations: guideTranslations[guide.id] } })),
	// No search-engine texts of their own: the pages keep their usual ones until an editor writes some.
	'home-page': () => [{ key: HOME_PAGE_KEY, document: { ...homePageTexts, ...homeSectionTexts, heroImage: homeHeroImage, ...noSearchTexts } }],
	'page-intro': () =>
		Object.entries(pageIntroTexts).map(([key, texts]) => ({
			key,
			document: {
				eyebrow: texts.eyebrow ?? english(null),
				title: texts.title,
				intro: texts.intro ?? english(null),
				sectionTitle: ('sectionTitle' in texts ? texts.sectionTitle : null) ?? english(null),
				linkLabel: ('linkLabel' in texts ? texts.linkLabel : null) ?? english(null),
				note: ('note' in texts ? texts.note : null) ?? english(null),
				...noSearchTexts,
			},
		})),
	menu: () => [{ key: MENU_KEY, document: menuTexts }],
	'eligibility-rule': () => eligibilityRuleSeeds,
	'privacy-page': () => [{ key: PRIVACY_PAGE_KEY, document: { ...privacyPageTexts, ...noSearchTexts } }],
	'page-search': () => pageSearchKeys.map((key) => ({ key, document: noSearchTexts })),
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
		whatsappGreeting: translated('whatsappGreeting'),
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
