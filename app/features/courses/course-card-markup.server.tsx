import crypto from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { pageCatalogue, pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageLanguageProvider } from '~/features/i18n/i18n'
import type { Locale } from '~/features/i18n/locales'
import { PrerenderedIsland } from '~/lib/island'
import { CourseCardText, type CourseCardTextData } from './CourseCard'

/** Each list of courses' card texts, by language and course: dropped with the list. */
const rendered = new WeakMap<object, Map<string, PrerenderedIsland>>()

/**
 * The texts of a course's card (CourseCardText) as markup, rendered once for `list` (a list that
 * listCourses returns: it is made again when staff change the courses or the images, on every
 * process, so the markup goes with it) and shared by every student's course list (issue 21, item 3).
 */
export function courseCardTextMarkup(list: object, course: CourseCardTextData, locale: Locale): PrerenderedIsland {
	let byCourse = rendered.get(list)
	if (!byCourse) rendered.set(list, (byCourse = new Map()))
	const key = `${locale}|${course.id}`
	let markup = byCourse.get(key)
	if (!markup) {
		const html = renderToStaticMarkup(
			<PageLanguageProvider value={{ locale, messages: { ...pageCatalogue(locale), ...pageOnlyMessages(locale, 'course.enroll.') } }}>
				{/* Its link to the course page is an anchor as a <Link> renders it (React Router's data-discover). */}
				<MemoryRouter>
					<CourseCardText course={course} />
				</MemoryRouter>
			</PageLanguageProvider>,
			// Ids (the rating's clip path) unique in a page of many cards.
			{ identifierPrefix: `course-${course.id}-` },
		)
		markup = new PrerenderedIsland(html, crypto.createHash('sha256').update(html).digest('base64url').slice(0, 16))
		byCourse.set(key, markup)
	}
	return markup
}
