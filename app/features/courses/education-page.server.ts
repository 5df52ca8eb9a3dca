import type { AppLoadContext } from 'react-router'
import { getFeeSchedule } from '~/features/content/site-content.server'
import { messagesApart, pageMessages } from '~/features/i18n/catalogues.server'
import type { Locale } from '~/features/i18n/locales'
import { island } from '~/lib/islands.server'
import { educationCourses } from './course-fees'
import type { CourseView } from './course-view'
import { listCoursesByType } from './courses.server'
import { isEducationFactsMessage } from './EducationSections'
import type { EducationPage } from './education-programmes'

/**
 * What a family's or a programme's page sends of its texts and courses: the hero's intro, the facts
 * (with the words only they use) and the courses of its type as islands, sent once as markup
 * (lib/island.tsx); the page's other messages; and `rest`, its texts that the loader sends as data.
 * Courses that fail to load are logged and the page shows none.
 */
export async function educationPageParts<Page extends EducationPage>(context: AppLoadContext, locale: Locale, page: Page) {
	let listed: CourseView[] = []
	try {
		listed = await listCoursesByType(context.services.db, page.courseType, locale)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'failed to list courses')
	}
	const { messages, islandMessages } = messagesApart(pageMessages(locale, 'education'), isEducationFactsMessage)
	const { intro, whoFor, duration, entryRequirements, leadsTo, feesNote, ...rest } = page
	return {
		rest,
		intro: island(context, 'education-intro', intro),
		facts: island(context, 'education-facts', { whoFor, duration, entryRequirements, leadsTo, feesNote, messages: islandMessages }),
		courses: island(context, 'education-courses', educationCourses(listed, await getFeeSchedule(context.services.db, locale))),
		messages,
	}
}
