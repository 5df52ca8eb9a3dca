import { ArrowRight, CalendarClock, ClipboardCheck, IndianRupee, Target, Users } from '~/components/ui/icons'
import { Link } from 'react-router'
import type { EducationCourse } from './course-fees'
import type { EducationPage } from './education-programmes'
import { ASK_ABOUT_FEES } from './fee-texts'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'

/** The fees of the page's courses where we publish them; 'ask us' for the others. */
function EducationFees({ page, courses }: { page: EducationPage & ShownIn; courses: EducationCourse[] }) {
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
						GST included.{' '}
						<Link to="/fees" className="font-semibold text-brand-700 underline underline-offset-4">
							See all fees and our refund policy
						</Link>
					</p>
				</>
			) : null}
			{priced.length === 0 ? (
				<p>{ASK_ABOUT_FEES}</p>
			) : priced.length < courses.length ? (
				<p className="mt-2">For the other courses, ask us: fees depend on the batch and timing, and we confirm them in writing before you join.</p>
			) : null}
			{page.feesNote ? (
				<p lang={page.lang} className="mt-2">
					{page.feesNote}
				</p>
			) : null}
		</>
	)
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-')

/** Who it is for, duration, entry requirements, what it leads to and fees. */
export function EducationFacts({ page, courses }: { page: EducationPage & ShownIn; courses: EducationCourse[] }) {
	const items = [
		{ icon: Users, heading: 'Who it is for', body: <p lang={page.lang}>{page.whoFor}</p> },
		{ icon: CalendarClock, heading: 'Duration', body: <p lang={page.lang}>{page.duration}</p> },
		{
			icon: ClipboardCheck,
			heading: 'Entry requirements',
			body: (
				<ul lang={page.lang} className="list-disc space-y-1 pl-5">
					{page.entryRequirements.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			),
		},
		{ icon: Target, heading: 'What it leads to', body: <p lang={page.lang}>{page.leadsTo}</p> },
		{ icon: IndianRupee, heading: 'Fees', body: <EducationFees page={page} courses={courses} /> },
	]
	return (
		<div className="mt-8 grid gap-4 sm:grid-cols-2">
			{items.map(({ icon: Icon, heading, body }) => (
				<section key={heading} aria-labelledby={`fact-${slugOf(heading)}`} className="rounded-2xl border border-slate-200 bg-white p-5">
					<h2 id={`fact-${slugOf(heading)}`} className="inline-flex items-center gap-2 text-lg font-bold text-brand-900">
						<Icon aria-hidden="true" className="size-5 text-accent-600" />
						{heading}
					</h2>
					<div className="mt-2 text-slate-700">{body}</div>
				</section>
			))}
		</div>
	)
}

/** The courses from the database that belong to this page, as links to their pages. */
export function EducationCourseList({ courses, heading }: { courses: EducationCourse[]; heading: string }) {
	return (
		<section aria-labelledby="education-courses" className="mt-10">
			<h2 id="education-courses" className="text-2xl font-bold text-brand-900">
				{heading}
			</h2>
			{courses.length > 0 ? (
				<ul className="mt-4 grid gap-4 md:grid-cols-2">
					{courses.map((course) => (
						<li key={course.id} className="education-course">
							<span className="education-course-level">{course.SubType}</span>
							<h3 className="mt-2 text-lg font-bold text-brand-900">
								<Link to={`/course/${course.id}`} className="hover:text-brand-700 hover:underline">
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
					No courses are listed here right now. <Link to="/contact" className="font-semibold text-brand-700 underline">Contact us</Link> for the next batch.
				</p>
			)}
			<Link to="/courses" className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
				Explore all courses <ArrowRight aria-hidden="true" className="size-4" />
			</Link>
		</section>
	)
}

export function EducationHero({ eyebrow, title, intro, shown }: { eyebrow: string; title: string; intro: string[]; shown?: ShownIn }) {
	return (
		<header className="bg-gradient-to-b from-brand-50 to-slate-50">
			<div className="container-page py-10 md:py-14">
				<p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{eyebrow}</p>
				<h1 lang={shown?.lang} className="mt-2 max-w-3xl text-3xl font-extrabold text-brand-900 md:text-4xl">
					{title}
				</h1>
				{intro.map((paragraph) => (
					<p key={paragraph} lang={shown?.lang} className="mt-4 max-w-3xl text-lg text-slate-700">
						{paragraph}
					</p>
				))}
				{shown && !shown.translated ? <UntranslatedNote /> : null}
			</div>
		</header>
	)
}
