import { blogPosts } from '~/features/content/blog-posts'
import { seedCourses } from '~/features/courses/seed-courses'
import type { ContentTypeName } from './content-types'

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
}
