import { defaultSiteSettings, type SiteSettings } from '~/config/site-settings'
import { resolveSiteSettings } from '~/config/site-settings-schema'
import { blogPosts } from '~/features/content/blog-posts'
import { seedCourses } from '~/features/courses/seed-courses'
import { type ContentTypeName, SITE_SETTINGS_KEY } from './content-types'

/** English text with no translations yet. */
const english = (text: string | null | undefined) => ({ en: text ?? null, pa: null, hi: null })

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
	'site-settings': () => [{ key: SITE_SETTINGS_KEY, document: siteSettingsSeed(environmentSiteSettings()) }],
}

/* ---- Site settings: the SITE_* environment variables (else the demo defaults) are the seed ---- */

/** The site settings as the studio stores them (flat, text in three languages), from the resolved SITE_* settings. */
export function siteSettingsSeed(site: SiteSettings) {
	return {
		name: english(site.name),
		shortName: english(site.shortName),
		tagline: english(site.tagline),
		city: english(site.city),
		address: english(site.address),
		phone: site.phone,
		whatsappNumber: site.whatsappNumber,
		whatsappGreeting: english(site.whatsappGreeting),
		email: site.email,
		openingHours: english(site.openingHours),
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
