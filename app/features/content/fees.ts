import type { z } from 'zod'
import type { feeSchema, feeScheduleSchema } from './content-schemas'
import { formatRupees } from '~/lib/money'
import { type FeaturedCourse, featuredCourses } from './featured-courses'

export type Fee = z.infer<typeof feeSchema>
export type FeeSchedule = z.infer<typeof feeScheduleSchema>

/** The fee schedule (checked by validateStaticContent()). */
export const feeSchedule: FeeSchedule = {
	validFrom: '2026-04-01',
	groups: [
		{
			id: 'counselling',
			title: 'Counselling',
			fees: [
				{ kind: 'service', id: 'career-counselling', name: 'Career and study-abroad counselling', detail: 'In person, by phone or on WhatsApp, as often as you need', amountInr: null },
				{ kind: 'service', id: 'placement-test', name: 'English placement test', detail: 'Before joining any test-preparation or language course', amountInr: null },
				{ kind: 'service', id: 'accommodation-help', name: 'Accommodation guidance', detail: 'Comparing options and checking contracts', amountInr: null },
				{ kind: 'service', id: 'insurance-help', name: 'Travel insurance', detail: 'Comparing and arranging plans; the premium is paid to the insurer', amountInr: null },
			],
		},
		{
			id: 'test-preparation',
			title: 'IELTS preparation',
			fees: [
				{ kind: 'course', courseId: 'ielts-academic-full-course', detail: 'Monday to Friday, with a full mock test every week', amountInr: 12000, unit: 'per course' },
				{ kind: 'course', courseId: 'ielts-general-training-full-course', detail: 'Monday to Friday, with a full mock test every week', amountInr: 12000, unit: 'per course' },
				{ kind: 'course', courseId: 'ielts-academic-fast-track-band-7', detail: 'For students close to band 7; two full mock tests a week', amountInr: 6000, unit: 'per course' },
				{ kind: 'course', courseId: 'ielts-general-writing-speaking-clinic', detail: 'Daily Writing and Speaking practice, marked within 24 hours', amountInr: 6000, unit: 'per course' },
				{ kind: 'course', courseId: 'ielts-foundation-pre-ielts-english', detail: 'Grammar, vocabulary and skills before an IELTS course', amountInr: 5500, unit: 'per course' },
				{ kind: 'course', courseId: 'ielts-mock-test-series', detail: 'Ten full mock tests, each with a one-to-one review', amountInr: 4000, unit: 'per series' },
				{ kind: 'course', courseId: 'ielts-weekend-batch', detail: 'Saturdays and Sundays, Academic and General Training', amountInr: 12000, unit: 'per course' },
				{ kind: 'service', id: 'mock-test', name: 'Single full mock test', detail: 'Marked, with written feedback', amountInr: 500, unit: 'per test' },
			],
		},
		{
			id: 'languages',
			title: 'Language courses',
			fees: [
				{ kind: 'course', courseId: 'spoken-english-confidence', detail: 'Evening batches, daily speaking practice', amountInr: 8000, unit: 'per course' },
				{ kind: 'course', courseId: 'english-grammar-writing-foundations', detail: 'Weekly writing, marked by a trainer', amountInr: 5500, unit: 'per course' },
				{ kind: 'course', courseId: 'business-english-interview-skills', detail: 'Recorded mock job and visa interviews', amountInr: 6000, unit: 'per course' },
				{ kind: 'course', courseId: 'german-a1-beginners', detail: 'Preparing for the Goethe-Zertifikat A1', amountInr: 16000, unit: 'per course' },
				{ kind: 'course', courseId: 'german-a2-b1-study-work', detail: 'Preparing for the Goethe-Zertifikat and telc B1', amountInr: 28000, unit: 'per course' },
				{ kind: 'course', courseId: 'french-a1-a2-beginners', detail: 'Two levels, preparing for DELF A1 and A2', amountInr: 26000, unit: 'per course' },
				{ kind: 'course', courseId: 'french-tef-tcf-canada-preparation', detail: 'Preparing for TEF Canada and TCF Canada', amountInr: 32000, unit: 'per course' },
				{ kind: 'course', courseId: 'spanish-a1-beginners', detail: 'Preparing for DELE A1', amountInr: 15000, unit: 'per course' },
				{ kind: 'course', courseId: 'spanish-a2-b1-dele-preparation', detail: 'Preparing for DELE and SIELE', amountInr: 24000, unit: 'per course' },
			],
		},
		{
			id: 'online-courses',
			title: 'Online courses',
			fees: [
				{ kind: 'online-course', featuredCourseId: 'ielts-online-intensive', detail: 'Live evening classes with weekly mock tests' },
				{ kind: 'online-course', featuredCourseId: 'german-a1-online', detail: 'Live online classes, preparing for the Goethe-Zertifikat A1' },
				{ kind: 'online-course', featuredCourseId: 'spoken-english-confidence', detail: 'Small online conversation groups' },
				{ kind: 'online-course', featuredCourseId: 'sop-and-application-workshop', detail: 'Every draft reviewed by a counsellor' },
			],
		},
		{
			id: 'applications-and-visas',
			title: 'Applications, documents and visas',
			fees: [
				{ kind: 'service', id: 'applications', name: 'University applications', detail: 'Shortlisting, SOP review and up to 5 applications', amountInr: 15000, unit: 'per intake' },
				{ kind: 'service', id: 'student-visa', name: 'Student visa filing', detail: 'Any country; includes a mock visa interview', amountInr: 25000, unit: 'per application' },
				{ kind: 'service', id: 'visitor-visa', name: 'Visitor or dependant visa filing', detail: 'Including for parents visiting students', amountInr: 12000, unit: 'per applicant' },
				{ kind: 'service', id: 'apostille', name: 'Document apostille or attestation', detail: 'Our handling fee; authority fees are extra at cost', amountInr: 1500, unit: 'per document' },
			],
		},
	],
	notes: [
		'All our fees include GST at 18%.',
		'Government visa fees, health surcharges, English test fees, university application fees and insurance premiums are paid directly to the government, test body, university or insurer. They are not our fees, and we never add a margin to them.',
		'You get a receipt for every payment. We accept UPI, cards and bank transfer; please do not pay anyone in cash without a printed receipt.',
	],
	refundPolicy: [
		{
			heading: 'Courses (IELTS, languages and online courses)',
			points: [
				'Full refund if you cancel before your batch starts, or within the first 3 days of classes.',
				'50% refund if you cancel before the end of the second week.',
				'No refund after the second week, but you may move once, free, to a later batch within 3 months.',
				'If we cancel or reschedule a batch and the new timing does not suit you, we refund the full fee.',
			],
		},
		{
			heading: 'Applications and visa filing',
			points: [
				'Full refund if you cancel before we start work on your file.',
				'Refund of the fee less ₹5,000 if you cancel after we start but before anything is submitted.',
				'No refund once an application or visa file has been submitted.',
				'If your student visa is refused, we prepare one re-application for the same course and intake at no extra service fee.',
			],
		},
		{
			heading: 'How refunds are paid',
			points: [
				'Ask for a refund in writing, by email or at the front desk, and we confirm receipt within one working day.',
				'Refunds are paid to the account you paid from within 14 working days.',
				'Fees paid to governments, universities, test bodies or insurers are refunded only under their own rules; we help you claim them.',
			],
		},
	],
}

/** A fee as the fees page shows it: names, durations and online prices filled in from the courses. */
export type FeeRow = {
	id: string
	name: string
	detail: string
	/** Whole rupees including GST; null means free. */
	amountInr: number | null
	unit?: string
	/** Courses only: the course's own duration. */
	duration?: string
	/** Classroom courses: the course page. */
	href?: string
}

export type ResolvedFeeSchedule = Omit<FeeSchedule, 'groups'> & { groups: { id: string; title: string; rows: FeeRow[] }[] }

type CatalogueCourse = { id: string; ProgramName: string; Duration: string }

/**
 * The schedule with every course fee completed from the course catalogue (name, duration, link)
 * and every online course from the published featured courses (name, duration, price). A course
 * fee whose course is no longer in the catalogue (or an online course no longer published) is left
 * out: we do not publish a fee for a course we do not run. `perCourse` is an online course's unit,
 * in the page's language.
 */
export function resolveFeeSchedule<Schedule extends FeeSchedule>(
	schedule: Schedule,
	catalogue: CatalogueCourse[],
	onlineCourses: FeaturedCourse[] = featuredCourses,
	perCourse = 'per course',
): Omit<Schedule, 'groups'> & ResolvedFeeSchedule {
	const courses = new Map(catalogue.map((course) => [course.id, course]))
	const online = new Map(onlineCourses.map((course) => [course.id, course]))
	const rowFor = (fee: Fee): FeeRow | undefined => {
		switch (fee.kind) {
			case 'service':
				return { id: fee.id, name: fee.name, detail: fee.detail, amountInr: fee.amountInr, unit: fee.unit }
			case 'course': {
				const course = courses.get(fee.courseId)
				if (!course) return undefined
				const { id, ProgramName, Duration } = course
				return { id, name: ProgramName, detail: fee.detail, amountInr: fee.amountInr, unit: fee.unit, duration: Duration, href: `/course/${id}` }
			}
			case 'online-course': {
				const course = online.get(fee.featuredCourseId)
				if (!course) return undefined
				return { id: `online-${course.id}`, name: course.title, detail: fee.detail, amountInr: course.priceInr, unit: perCourse, duration: course.duration }
			}
		}
	}
	return {
		...schedule,
		groups: schedule.groups
			.map((group) => ({ id: group.id, title: group.title, rows: group.fees.map(rowFor).filter((row) => row !== undefined) }))
			.filter((group) => group.rows.length > 0),
	}
}

/** The published fee of a classroom course, e.g. "₹12,000 per course"; undefined when we do not publish one. */
export function publishedCourseFee(courseId: string, schedule: FeeSchedule = feeSchedule): string | undefined {
	for (const group of schedule.groups) {
		for (const fee of group.fees) {
			if (fee.kind === 'course' && fee.courseId === courseId) return `${formatRupees(fee.amountInr)} ${fee.unit}`
		}
	}
	return undefined
}
