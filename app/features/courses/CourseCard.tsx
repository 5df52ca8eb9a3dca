import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { truncate } from '~/lib/seo'
import { orEnglish, useLangApart, useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import type { ShownIn } from '~/features/i18n/localised-text'
import type { CourseView } from './course-view'
import { CourseImage } from './CourseImage'
import { EnrollButton } from './EnrollButton'
import { StarRating } from './StarRating'

/** SPEC.md section 9: every card shows the same rating, length ('12 weeks') and class size ('24 students'), in the page's language. */
export const COURSE_CARD_RATING = 5
export const COURSE_CARD_WEEKS = 12
export const COURSE_CARD_STUDENTS = 24

const cardDescription = (description: string) => truncate(description, 120)

/** What a card shows of a course (`lang` where the page shows it in a language, issue 20). */
export type CourseCardData = Pick<CourseView, 'id' | 'ProgramName' | 'ProgramDescription' | 'SubType' | 'ImageURL' | 'image'> & Partial<Pick<ShownIn, 'lang'>>

/** A course cut down to its card: a loader of cards sends no more (the page's HTML carries its data too). */
export function courseCardData(course: CourseView & Partial<ShownIn>): CourseCardData {
	const { id, ProgramName, ProgramDescription, SubType, ImageURL, image, lang } = course
	return { id, ProgramName, ProgramDescription: cardDescription(ProgramDescription), SubType, ImageURL, image, ...(lang ? { lang } : {}) }
}

type CourseCardProps = {
	/** Without its description when `text` is given. */
	course: Omit<CourseCardData, 'ProgramDescription'> & Partial<Pick<CourseCardData, 'ProgramDescription'>>
	headingLevel?: 'h2' | 'h3'
	imageLoading?: 'lazy' | 'eager'
	/** The signed-in visitor has asked to join this course. */
	requested?: boolean
	/** The card's texts (CourseCardText) as the page renders them: the course list's come from a shared island. */
	text?: ReactNode
}

export function CourseCard({ course, headingLevel = 'h3', imageLoading, requested, text }: CourseCardProps) {
	const lang = useLangApart()(course.lang)
	return (
		// The badge sits on the picture, the card's first part: the card places it (no wrapper of its own).
		<article className="card relative shadow-sm">
			<CourseImage src={course.ImageURL} image={course.image} loading={imageLoading} />
			<span lang={lang} className="course-badge">
				{course.SubType}
			</span>
			<div className="card-body">
				{text ?? <CourseCardText course={{ ...course, ProgramDescription: course.ProgramDescription ?? '' }} headingLevel={headingLevel} />}
				<div className="card-foot">
					<EnrollButton courseId={course.id} courseName={course.ProgramName} requested={requested} />
				</div>
			</div>
		</article>
	)
}

/** What a card's texts show of a course. */
export type CourseCardTextData = Pick<CourseCardData, 'id' | 'ProgramName' | 'ProgramDescription' | 'lang'>

/**
 * A card's texts: the course's name (its link), description, rating and facts. The same for every
 * visitor, with no state: the course list serves them as islands rendered once (course-card-markup.server.tsx).
 */
export function CourseCardText({ course, headingLevel: Heading = 'h3' }: { course: CourseCardTextData; headingLevel?: 'h2' | 'h3' }) {
	const t = useT()
	const locale = useLocale()
	const lang = useLangApart()(course.lang)
	return (
		<>
			<Heading lang={lang} className="course-title">
				<Link to={localizedPath(`/course/${course.id}`, locale)} className="title-link">
					{course.ProgramName}
				</Link>
			</Heading>
			<p lang={lang} className="card-text">
				{cardDescription(course.ProgramDescription)}
			</p>
			<div className="mt-3">
				<StarRating rating={COURSE_CARD_RATING} />
			</div>
			{/* Each fact's icon (a clock, people) is drawn by the stylesheet (.course-facts in app.css). */}
			<ul className="course-facts">
				<li>{t('count.weeks', { count: COURSE_CARD_WEEKS })}</li>
				<li>
					{orEnglish(t, 'course.enroll.students', `${COURSE_CARD_STUDENTS} students`, { count: COURSE_CARD_STUDENTS })}
				</li>
			</ul>
		</>
	)
}

/** A grey placeholder card shown while courses load. */
export function CourseCardSkeleton() {
	return (
		<div aria-hidden="true" className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
			<div className="aspect-[8/5] w-full bg-slate-200" />
			<div className="space-y-3 p-5">
				<div className="h-5 w-3/4 rounded bg-slate-200" />
				<div className="h-3 w-full rounded bg-slate-200" />
				<div className="h-3 w-5/6 rounded bg-slate-200" />
				<div className="h-4 w-1/3 rounded bg-slate-200" />
				<div className="flex justify-end pt-3">
					<div className="h-10 w-28 rounded-full bg-slate-200" />
				</div>
			</div>
		</div>
	)
}
