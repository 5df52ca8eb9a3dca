import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { requestedCourseIds } from '~/features/courses/enrolments.server'
import { SearchX } from '~/components/ui/icons'
import { Link, useNavigation } from 'react-router'
import { categoryKey, matchesCategory, normaliseCategory } from '~/features/courses/course-category'
import type { CourseView } from '~/features/courses/course-view'
import { CourseCard, CourseCardSkeleton, CourseCardText, courseCardData } from '~/features/courses/CourseCard'
import { courseCardTextMarkup } from '~/features/courses/course-card-markup.server'
import { Island } from '~/lib/island'
import { islandMarkup } from '~/lib/islands.server'
import { CourseCategorySidebar } from '~/features/courses/CourseCategorySidebar'
import { listCourses } from '~/features/courses/courses.server'
import { getPageIntro, shippedPageIntro } from '~/features/content/site-content.server'
import type { PersonalPageHandle } from '~/lib/rendered-page-cache.server'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr } from '~/features/content/page-text'
import type { Route } from './+types/courses'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { courseCardTextMessages, enrollButtonMessages } from '~/features/courses/enrol-messages.server'
import { PageMessages, translatorOf, useT } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'

// What it shows (the account, its enrolment requests, the published courses) is dropped by a NOTIFY when it changes (decision 025).
export const handle: PersonalPageHandle = { answerBeforeRoutes: true }

/** SPEC.md section 9: the loading skeleton shows six cards. */
const SKELETON_CARDS = 6

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: { ...root.messages, ...loaderData?.messages } })
	return pageMeta({
		...searchTextsOr(loaderData?.intro.search, root.site, {
			title: t('course.list.title'),
			description: t('course.list.description', { site: root.site.name, city: root.site.city }),
		}),
		pathname: '/courses',
		origin: root.origin,
		locale: root.locale,
		siteName: root.site.name,
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	// Login required (SPEC.md section 6; PRODUCT.md item 5): checked on the server.
	const user = await requireUser(request, context)
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const category = normaliseCategory(url.searchParams.get('category'))
	let courses: CourseView[] = []
	try {
		courses = await listCourses(context.services.db, locale)
	} catch (error) {
		// SPEC.md: a failed list load is logged only; the page shows the empty state.
		context.services.logger.error({ err: error, requestId: context.requestId }, 'failed to list courses')
	}
	const [requested, intro] = await Promise.all([requestedCourseIds(context.services.db, user.id).catch(() => []), getPageIntro(context.services.db, 'courses', locale).catch(() => shippedPageIntro('courses', locale))])
	// Enroll Now's and the list's own texts come with it, in the page's language (they are not in every page's data).
	const messages = { ...enrollButtonMessages(locale, { anyRequested: requested.length > 0 }), ...courseCardTextMessages(locale), ...pageOnlyMessages(locale, 'course.list.') }
	// The shared part (issue 21, item 3): each card's texts are the same for every student of a
	// language, rendered once per list of courses and sent as they are; only the enrolment state is the student's.
	const cards = courses
		.filter((course) => matchesCategory(course, category))
		.map((course) => {
			const { ProgramDescription, ...card } = courseCardData(course)
			const text = { id: card.id, ProgramName: card.ProgramName, ProgramDescription, ...(card.lang ? { lang: card.lang } : {}) }
			return { ...card, text: islandMarkup(context, `course-${card.id}`, text, () => courseCardTextMarkup(courses, text, locale)) }
		})
	return { intro, category, courses: cards, requested, messages }
}

export default function Courses({ loaderData, matches }: Route.ComponentProps) {
	const { intro, category, courses } = loaderData
	const { locale, messages } = matches[0].loaderData
	// The page's own texts (it renders above its PageMessages): the root's catalogue and the loader's.
	const t = translatorOf({ locale, messages: { ...messages, ...loaderData.messages } })
	const requested = new Set(loaderData.requested)
	const navigation = useNavigation()
	const loading = navigation.state === 'loading' && navigation.location.pathname === localizedPath('/courses', locale)
	const key = categoryKey(category)

	return (
		<PageMessages messages={loaderData.messages}>
			<div className="bg-slate-50">
				<div className="container-page py-10 md:py-14">
					<header>
						{intro.eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{intro.eyebrow}</p> : null}
						<h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{intro.title}</h1>
						{intro.intro.map((paragraph) => (
							<p key={paragraph.slice(0, 30)} className="mt-3 max-w-3xl text-slate-600">
								{paragraph}
							</p>
						))}
					</header>
					<div className="mt-8 flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
						<CourseCategorySidebar current={category} />
						<section aria-labelledby="course-list-heading" aria-busy={loading} className="min-w-0 flex-1">
							<div className="flex flex-wrap items-baseline justify-between gap-2">
								<h2 id="course-list-heading" className="text-xl font-bold text-brand-900">
									{key ? t(key) : t('course.list.matching', { category })}
								</h2>
								<p aria-live="polite" className="text-sm font-semibold text-slate-600">
									{loading ? t('course.list.loading') : t('course.list.available', { count: courses.length })}
								</p>
							</div>
							{loading ? (
								<ul aria-hidden="true" className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
									{Array.from({ length: SKELETON_CARDS }, (_, i) => (
										<li key={i} data-testid="course-skeleton">
											<CourseCardSkeleton />
										</li>
									))}
								</ul>
							) : courses.length > 0 ? (
								<ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
									{courses.map((course, index) => (
										<li key={course.id}>
											<CourseCard
												course={course}
												imageLoading={index < 3 ? 'eager' : 'lazy'}
												requested={requested.has(course.id)}
												text={
													<Island name={`course-${course.id}`} value={course.text}>
														{(text) => <CourseCardText course={text} />}
													</Island>
												}
											/>
										</li>
									))}
								</ul>
							) : (
								<NoCoursesFound />
							)}
						</section>
					</div>
				</div>
			</div>
		</PageMessages>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary

/** SPEC.md's empty state, its texts catalogue messages (`course.list.`). */
function NoCoursesFound() {
	const t = useT()
	return (
		<div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
			<SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
			<h3 className="mt-4 text-xl font-bold text-brand-900">{t('course.list.emptyTitle')}</h3>
			<p className="mx-auto mt-2 max-w-md text-slate-600">{t('course.list.emptyBody')}</p>
			<Link to="?category=all" preventScrollReset className="mt-6 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
				{t('course.list.showAll')}
			</Link>
		</div>
	)
}
