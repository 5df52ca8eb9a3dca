import { ArrowRight, CalendarClock, ClipboardCheck, IndianRupee, Target, Users } from '~/components/ui/icons'
import { Link } from 'react-router'
import type { EducationCourse } from './course-fees'
import type { EducationPage } from './education-programmes'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { type CompiledCatalogue, PageMessages, useLocale, useT, withElements } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { Island, type Islanded } from '~/lib/island'

/*
 * The education pages' interface texts are `page.education.` keys, which their loaders (and the
 * studio's preview) send with pageMessages(locale, 'education'). The page's courses are islands
 * (lib/island.tsx): a document sends them once, as markup.
 */

/**
 * A page's texts that only its islands show (its loader keeps them for a document's render), with
 * `messages`, the facts' own words, where the page's messages lack them (isEducationFactsMessage).
 */
export type EducationFactTexts = Pick<EducationPage, 'whoFor' | 'duration' | 'entryRequirements' | 'leadsTo' | 'feesNote'> & { messages?: CompiledCatalogue }

/** The education messages only the facts (and their fees) use. */
export function isEducationFactsMessage(key: string) {
	return /^page\.education\.(whoFor|duration|entry|leadsTo|fees|gst|seeFees|otherCourses|askFees)$/.test(key)
}

/** The fees of the page's courses where we publish them; 'ask us' for the others. */
function EducationFees({ page, courses }: { page: Pick<EducationPage, 'feesNote'> & Pick<ShownIn, 'lang'>; courses: EducationCourse[] }) {
	const t = useT()
	const locale = useLocale()
	const priced = courses.filter((course) => course.fee)
	return (
		<>
			{priced.length > 0 ? (
				<>
					<ul className="space-y-1">
						{priced.map((course) => (
							<li key={course.id}>
								{course.ProgramName}: <span className="font-semibold whitespace-nowrap text-brand-900">{course.fee}</span>
							</li>
						))}
					</ul>
					<p className="mt-2">
						{t('page.education.gst')}{' '}
						<Link to={localizedPath('/fees', locale)} className="font-semibold text-brand-700 underline underline-offset-4">
							{t('page.education.seeFees')}
						</Link>
					</p>
				</>
			) : null}
			{priced.length === 0 ? (
				<p>{t('page.education.askFees')}</p>
			) : priced.length < courses.length ? (
				<p className="mt-2">{t('page.education.otherCourses')}</p>
			) : null}
			{page.feesNote ? (
				<p lang={page.lang} className="mt-2">
					{page.feesNote}
				</p>
			) : null}
		</>
	)
}

/** Who it is for, duration, entry requirements, what it leads to and fees: an island (the fees an island of their own, the page's courses). */
export function EducationFacts({ texts, lang, courses }: { texts: Islanded<EducationFactTexts>; lang: ShownIn['lang']; courses: Islanded<EducationCourse[]> }) {
	return (
		<Island name="education-facts" value={texts} className="mt-8 grid gap-4 sm:grid-cols-2">
			{(shown) => (
				<PageMessages messages={shown.messages ?? {}}>
					<EducationFactItems page={{ ...shown, lang }} courses={courses} />
				</PageMessages>
			)}
		</Island>
	)
}

function EducationFactItems({ page, courses }: { page: EducationFactTexts & Pick<ShownIn, 'lang'>; courses: Islanded<EducationCourse[]> }) {
	const t = useT()
	const items = [
		{ id: 'who-it-is-for', icon: Users, heading: t('page.education.whoFor'), body: <p lang={page.lang}>{page.whoFor}</p> },
		{ id: 'duration', icon: CalendarClock, heading: t('page.education.duration'), body: <p lang={page.lang}>{page.duration}</p> },
		{
			id: 'entry-requirements',
			icon: ClipboardCheck,
			heading: t('page.education.entry'),
			body: (
				<ul lang={page.lang} className="list-disc space-y-1 pl-5">
					{page.entryRequirements.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			),
		},
		{ id: 'what-it-leads-to', icon: Target, heading: t('page.education.leadsTo'), body: <p lang={page.lang}>{page.leadsTo}</p> },
		{
			id: 'fees',
			icon: IndianRupee,
			heading: t('page.education.fees'),
			body: (
				<Island name="education-fees" value={courses}>
					{(shown) => <EducationFees page={page} courses={shown} />}
				</Island>
			),
		},
	]
	return items.map(({ id, icon: Icon, heading, body }) => (
		<section key={id} aria-labelledby={`fact-${id}`} className="rounded-2xl border border-slate-200 bg-white p-5">
			<h2 id={`fact-${id}`} className="inline-flex items-center gap-2 text-lg font-bold text-brand-900">
				<Icon aria-hidden="true" className="size-5 text-accent-600" />
				{heading}
			</h2>
			<div className="mt-2 text-slate-700">{body}</div>
		</section>
	))
}

/** The courses from the database that belong to this page, as links to their pages. */
export function EducationCourseList({ courses, heading }: { courses: Islanded<EducationCourse[]>; heading: string }) {
	const t = useT()
	const locale = useLocale()
	return (
		<section aria-labelledby="education-courses" className="mt-10">
			<h2 id="education-courses" className="text-2xl font-bold text-brand-900">
				{heading}
			</h2>
			<Island name="education-courses" value={courses}>
				{(shown) =>
					shown.length > 0 ? (
						<ul className="mt-4 grid gap-4 md:grid-cols-2">
							{shown.map((course) => (
								<li key={course.id} className="education-course">
									<span className="education-course-level">{course.SubType}</span>
									<h3 className="mt-2 text-lg font-bold text-brand-900">
										<Link to={localizedPath(`/course/${course.id}`, locale)} className="hover:text-brand-700 hover:underline">
											{course.ProgramName}
										</Link>
									</h3>
									<p className="mt-1 text-sm text-slate-600">
										{course.Duration} · {course.Eligibility}
									</p>
								</li>
							))}
						</ul>
					) : (
						<p className="mt-4 text-slate-600">
							{withElements(t, 'page.education.noCourses', {}, {
								link: (
									<Link to={localizedPath('/contact', locale)} className="font-semibold text-brand-700 underline">
										{t('page.education.contactUs')}
									</Link>
								),
							})}
						</p>
					)
				}
			</Island>
			<Link to={localizedPath('/courses', locale)} className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
				{t('page.education.allCourses')} <ArrowRight aria-hidden="true" className="size-4" />
			</Link>
		</section>
	)
}

/** `intro` may be an island (a document's loader keeps it). */
export function EducationHero({ eyebrow, title, intro, shown }: { eyebrow: string; title: string; intro: Islanded<string[]>; shown?: ShownIn }) {
	return (
		<header className="bg-gradient-to-b from-brand-50 to-slate-50">
			<div className="container-page py-10 md:py-14">
				<p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{eyebrow}</p>
				<h1 lang={shown?.lang} className="mt-2 max-w-3xl text-3xl font-extrabold text-brand-900 md:text-4xl">
					{title}
				</h1>
				<Island name="education-intro" value={intro}>
					{(paragraphs) =>
						paragraphs.map((paragraph) => (
							<p key={paragraph} lang={shown?.lang} className="mt-4 max-w-3xl text-lg text-slate-700">
								{paragraph}
							</p>
						))
					}
				</Island>
				{shown && !shown.translated ? <UntranslatedNote /> : null}
			</div>
		</header>
	)
}
