import { ArrowLeft, Award, BookOpen, CalendarClock, CheckCircle2, GraduationCap, ListChecks, Users } from '~/components/ui/icons'
import { data, isRouteErrorResponse, Link, useNavigate } from 'react-router'
import { BreadcrumbJsonLd, JsonLd } from '~/components/ui/JsonLd'
import type { SiteSettings } from '~/config/site-settings'
import { COURSE_DETAIL_RATING, COURSE_DETAIL_STUDENTS, COURSE_DETAIL_STUDENTS_EN, courseFeatureNumbers, isCourseExtrasMessage, learningOutcomeKeys, learningOutcomesFamily } from '~/features/courses/course-details'
import { type CourseView, courseFamily } from '~/features/courses/course-view'
import { CourseImage } from '~/features/courses/CourseImage'
import { educationTrailForCourseType } from '~/features/courses/education-programmes'
import { EnrollButton } from '~/features/courses/EnrollButton'
import { enquiryHref, enquiryOptionForCourse } from '~/features/courses/enquiry-option'
import { StarRating } from '~/features/courses/StarRating'
import { type Breadcrumb, courseJsonLd } from '~/lib/structured-data'
import { getCourse } from '~/features/courses/courses.server'
import { hasRequestedEnrolment } from '~/features/courses/enrolments.server'
import { getUser } from '~/features/accounts/session.server'
import { publishedCourseFee } from '~/features/content/fees'
import { getFeeSchedule, listEducationFamilies } from '~/features/content/site-content.server'
import { pageMeta, truncate } from '~/lib/seo'
import type { Route } from './+types/course'
import type { ShownIn } from '~/features/i18n/localised-text'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { answerTexts, courseMessages, messagesApart, translator } from '~/features/i18n/catalogues.server'
import { courseCardTextMessages, enrollButtonMessages } from '~/features/courses/enrol-messages.server'
import { thrownTexts } from '~/features/i18n/thrown-texts'
import { island } from '~/lib/islands.server'
import { Island, type Islanded } from '~/lib/island'
import { type CompiledCatalogue, orEnglish, PageMessages, useLocale, useT, withElements } from '~/features/i18n/i18n'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'

export async function loader({ params, request, context }: Route.LoaderArgs) {
	let course
	const locale = localeOfPath(new URL(request.url).pathname)
	try {
		course = await getCourse(context.services.db, params.id, locale)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId, courseId: params.id }, 'failed to load course')
		throw data(answerTexts(locale, courseErrorKeys.failed), { status: 500 })
	}
	if (!course) throw data(answerTexts(locale, courseErrorKeys.notFound), { status: 404 })
	// A signed-in visitor who asked to join before sees 'Enrolment requested' (the page is then private).
	const user = await getUser(request, context)
	const requested = user ? await hasRequestedEnrolment(context.services.db, user.id, course.id).catch(() => false) : false
	const [schedule, families] = await Promise.all([getFeeSchedule(context.services.db, locale), listEducationFamilies(context.services.db, locale).catch(() => undefined)])
	const fee = (schedule && publishedCourseFee(course.id, schedule)) ?? null
	// What you'll learn and the features are the same text on every course page: sent once, as markup (lib/island.tsx).
	const pageTexts = { ...courseMessages(locale, learningOutcomesFamily(course.Type)), ...enrollButtonMessages(locale, { anyRequested: requested }), ...courseCardTextMessages(locale) }
	const { messages, islandMessages } = messagesApart(pageTexts, isCourseExtrasMessage)
	return {
		course,
		fee,
		requested,
		messages: shownCourseMessages(messages, courseFamily(course.Type), fee !== null),
		extrasMessages: island(context, 'course-extras', islandMessages),
		// The breadcrumb's education pages, found here and named in the page's language: the programmes' texts (6 KB gzip) stay out of the page's scripts.
		educationTrail: educationTrailForCourseType(course.Type, families, translator(locale)('nav.education')),
	}
}

/** The words a course page shows (issue 21): its family's label only, and the published fee's words or else the ask-us ones. */
function shownCourseMessages(messages: CompiledCatalogue, family: string | null, published: boolean): CompiledCatalogue {
	const notShown = new Set(published ? ['page.course.feeUnknown', 'page.course.askFees'] : ['page.course.fee', 'page.course.seeFees'])
	return Object.fromEntries(Object.entries(messages).filter(([key]) => !notShown.has(key) && (!key.startsWith('page.course.family.') || key === `page.course.family.${family}`)))
}

export function meta({ loaderData, error, params, matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	if (!loaderData) {
		return [
			{ title: `${courseErrorTexts(error).title} | ${root?.site.name ?? 'Welsh Education'}` },
			{ name: 'robots', content: 'noindex' },
		]
	}
	const { course } = loaderData
	return pageMeta({
		title: course.ProgramName,
		description: truncate(course.ProgramDescription, 155),
		pathname: `/course/${params.id}`,
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'course',
	})
}

/** Back to the previous page, or to the course list when the visitor arrived here directly. */
function useGoBack() {
	const navigate = useNavigate()
	return () => {
		const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
		if (idx > 0) navigate(-1)
		else navigate('/courses')
	}
}

function BackButton({ label }: { label: string }) {
	const goBack = useGoBack()
	return (
		<button
			type="button"
			onClick={goBack}
			className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
		>
			<ArrowLeft aria-hidden="true" className="size-4" />
			{label}
		</button>
	)
}

type CourseDetailProps = {
	course: CourseView & ShownIn
	fee: string | null
	requested: boolean
	site: SiteSettings
	origin: string
	extrasMessages: Islanded<CompiledCatalogue>
	/** The education pages above the course in its breadcrumb (educationTrailForCourseType). */
	educationTrail: Breadcrumb[]
}

/**
 * A course's page: this route shows the published course, the studio's preview (which imports it
 * from here, so the public page's code stays one chunk) the draft. `messages`: the page's own
 * (courseMessages).
 */
export function CourseDetail({ messages, ...props }: CourseDetailProps & { messages: CompiledCatalogue }) {
	return (
		<PageMessages messages={messages}>
			<CourseDetailPage {...props} />
		</PageMessages>
	)
}

function CourseDetailPage({ course, fee, requested, site, origin, extrasMessages, educationTrail }: CourseDetailProps) {
	const t = useT()
	const locale = useLocale()
	const trail = [...educationTrail, { name: course.ProgramName, path: `/course/${course.id}` }]
	const family = courseFamily(course.Type)
	const facts = [
		{ id: 'duration', icon: CalendarClock, label: t('page.course.duration'), value: course.Duration },
		{ id: 'level', icon: GraduationCap, label: t('page.course.level'), value: course.SubType },
		{ id: 'eligibility', icon: ListChecks, label: t('page.course.eligibility'), value: course.Eligibility },
	]
	return (
		<div className="bg-slate-50">
			<JsonLd data={courseJsonLd(course, site, origin, locale)} />
			<BreadcrumbJsonLd origin={origin} trail={trail} />
			<div className="container-page py-8 md:py-12">
				<BackButton label={t('page.course.back')} />
				<div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_320px]">
					<article>
						<div className="flex flex-wrap items-center gap-2">
							<span lang={course.lang} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
								{course.SubType}
							</span>
							{family ? (
								<span className="rounded-full bg-accent-400/30 px-3 py-1 text-xs font-semibold text-slate-800">{t(`page.course.family.${family}`)}</span>
							) : null}
						</div>
						<h1 lang={course.lang} className="mt-3 text-3xl font-extrabold text-brand-900 md:text-4xl">
							{course.ProgramName}
						</h1>
						<div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700">
							<StarRating rating={COURSE_DETAIL_RATING} size="md" />
							<span className="inline-flex items-center gap-1.5 text-sm">
								<Users aria-hidden="true" className="size-4" />
								{orEnglish(t, 'course.enroll.students', COURSE_DETAIL_STUDENTS_EN, { count: COURSE_DETAIL_STUDENTS })}
							</span>
						</div>
						<CourseImage src={course.ImageURL} image={course.image} sizes="(min-width: 768px) calc(100vw - 400px), 100vw" loading="eager" fetchPriority="high" className="mt-6 rounded-2xl" />
						<section aria-labelledby="about-course" className="mt-8">
							<h2 id="about-course" className="text-xl font-bold text-brand-900">
								{t('page.course.about')}
							</h2>
							<p lang={course.lang} className="mt-3 leading-relaxed text-slate-700">
								{course.ProgramDescription}
							</p>
							{course.translated ? null : <UntranslatedNote />}
						</section>
						<dl className="mt-6 grid gap-4 sm:grid-cols-3">
							{facts.map(({ id, icon: Icon, label, value }) => (
								<div key={id} className="course-fact">
									<dt>
										<Icon aria-hidden="true" />
										{label}
									</dt>
									<dd lang={course.lang}>{value}</dd>
								</div>
							))}
						</dl>
						<Island name="course-extras" value={extrasMessages}>
							{(messages) => (
								<PageMessages messages={messages}>
									<CourseExtras type={course.Type} />
								</PageMessages>
							)}
						</Island>
					</article>
					<aside aria-labelledby="enrol-heading" className="md:sticky md:top-28 md:self-start">
						<div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
							<h2 id="enrol-heading" className="text-lg font-bold text-brand-900">
								{t('page.course.enrol')}
							</h2>
							<ul className="mt-4 space-y-2 text-sm text-slate-700">
								<li className="flex items-center gap-2">
									<CalendarClock aria-hidden="true" className="size-4 text-brand-700" />
									{course.Duration}
								</li>
								<li className="flex items-center gap-2">
									<GraduationCap aria-hidden="true" className="size-4 text-brand-700" />
									{course.SubType}
								</li>
								<li className="flex items-center gap-2">
									<BookOpen aria-hidden="true" className="size-4 text-brand-700" />
									{t('page.course.classroom')}
								</li>
							</ul>
							{fee ? (
								<p className="mt-4 text-sm text-slate-700">
									{withElements(t, 'page.course.fee', {}, { fee: <span className="font-semibold text-brand-900">{fee}</span> })}
								</p>
							) : (
								<p className="mt-4 text-sm text-slate-600">{t('page.course.feeUnknown')}</p>
							)}
							<div className="mt-5">
								<EnrollButton courseId={course.id} courseName={course.ProgramName} requested={requested} wide />
							</div>
							{/* Opens the enquiry dialog with this course's option chosen (the /enquire page without JavaScript). */}
							<Link
								to={localizedPath(enquiryHref(enquiryOptionForCourse(course)), locale)}
								className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-full border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
							>
								{t('page.course.enquire')}
							</Link>
							<Link
								to={`${localizedPath('/book', locale)}?${new URLSearchParams({ course: course.id })}`}
								className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-full border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
							>
								{t('page.course.book')}
							</Link>
							{fee ? (
								<Link to={localizedPath('/fees', locale)} className="mt-3 block text-center text-sm font-semibold text-brand-700 hover:underline">
									{t('page.course.seeFees')}
								</Link>
							) : (
								<Link to={localizedPath('/contact', locale)} className="mt-3 block text-center text-sm font-semibold text-brand-700 hover:underline">
									{t('page.course.askFees')}
								</Link>
							)}
						</div>
					</aside>
				</div>
			</div>
		</div>
	)
}

export default function CoursePage({ loaderData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	return <CourseDetail {...loaderData} site={site} origin={origin} />
}

/** The error's texts (SPEC.md section 8: 'Course Not Found' / 'Course not found', and 'Failed to load course details'). */
const courseErrorKeys = {
	notFound: { title: 'answer.course.notFoundTitle', body: 'answer.course.notFoundBody', back: 'answer.course.back' },
	failed: { title: 'answer.course.failedTitle', body: 'answer.course.failedBody', back: 'answer.course.back' },
} as const

/** The loader throws them in the page's language; an error from elsewhere (a page that failed to render) shows SPEC's English. */
function courseErrorTexts(error: unknown) {
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return thrownTexts(
		error,
		notFound
			? { title: 'Course Not Found', body: 'Course not found', back: 'Go Back' }
			: { title: 'Failed to load course details', body: 'The problem is on our side. Please try again in a few minutes.', back: 'Go Back' },
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const texts = courseErrorTexts(error)
	return (
		<section className="container-page py-20 text-center">
			<GraduationCap aria-hidden="true" className="mx-auto size-14 text-brand-700" />
			<h1 className="mt-4 text-3xl font-extrabold text-brand-900">{texts.title}</h1>
			<p className="mx-auto mt-4 max-w-prose text-slate-600">{texts.body}</p>
			<div className="mt-8 flex justify-center">
				<BackButton label={texts.back} />
			</div>
		</section>
	)
}

/** What you'll learn (the course's family's list) and the features every course shares. */
function CourseExtras({ type }: { type: string }) {
	const t = useT()
	return (
		<>
			<section aria-labelledby="what-you-learn" className="mt-8">
				<h2 id="what-you-learn" className="text-xl font-bold text-brand-900">
					{t('page.course.learn')}
				</h2>
				<ul className="mt-4 grid gap-3 sm:grid-cols-2">
					{learningOutcomeKeys(type).map((key) => (
						<li key={key} className="course-outcome">
							<CheckCircle2 aria-hidden="true" />
							{t(key)}
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="course-features" className="mt-8">
				<h2 id="course-features" className="text-xl font-bold text-brand-900">
					{t('page.course.features')}
				</h2>
				<ul className="mt-4 grid gap-3 sm:grid-cols-2">
					{courseFeatureNumbers.map((n) => (
						<li key={n} className="course-feature">
							<p>
								<Award aria-hidden="true" />
								{t(`page.course.feature.${n}.title`)}
							</p>
							<p>{t(`page.course.feature.${n}.text`)}</p>
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
