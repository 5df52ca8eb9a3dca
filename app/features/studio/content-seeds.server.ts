import { seedCourses } from '~/features/courses/seed-courses'
import type { ContentTypeName } from './content-types'

/** English text with no translations yet. */
const english = (text: string | null | undefined) => ({ en: text ?? null, pa: null, hi: null })

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
}
