import type { Database } from '~/db/client.server'
import { listCourses } from '~/features/courses/courses.server'
import { translator } from '~/features/i18n/catalogues.server'
import type { Locale } from '~/features/i18n/locales'

/**
 * The courses one can book a session about: the published ones in display order (docs/decisions/013),
 * named in `locale`; one the editors have not translated yet keeps its English with the site's note
 * saying so, on /book's topic list as in the booking's emails (bookingTopicIn).
 */
export async function courseTopics(db: Database, locale: Locale = 'en') {
	const notTranslated = translator(locale)('language.notTranslated')
	return (await listCourses(db, locale)).map((course) => ({ id: course.id, name: course.translated ? course.ProgramName : `${course.ProgramName} (${notTranslated})` }))
}
