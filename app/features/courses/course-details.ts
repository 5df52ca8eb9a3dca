import { type CourseFamily, courseFamily } from './course-view'

/** SPEC.md section 9: the detail page shows a fixed rating and student count. */
export const COURSE_DETAIL_RATING = 4.8
export const COURSE_DETAIL_STUDENTS = '1,234 students'

/** The static 'What you'll learn' list, by programme family. */
const learningOutcomes: Record<CourseFamily | 'other', string[]> = {
	university: [
		'How to shortlist universities that fit your marks, budget and career plans',
		'Writing a personal statement or statement of purpose that admissions tutors remember',
		'Preparing for university and visa credibility interviews',
		'Academic skills for your first year: reading, referencing and presentations',
		'Reading an offer letter, paying deposits safely and proving funds',
	],
	skp: [
		'Practical, hands-on skills through a project in every module',
		'Using the software employers expect, step by step',
		'Professional communication at work, in person and by email',
		'Building a portfolio and CV that shows what you can do',
		'Study habits that carry you into further study in India or abroad',
	],
	language: [
		'Speaking with confidence in everyday and study situations',
		'Listening to native speakers at natural speed',
		'Grammar and vocabulary in a clear order, level by level',
		'Reading and writing the texts the international exams use',
		'The format and strategy of the recognised certificate exam',
	],
	ielts: [
		'The format, timing and question types of every IELTS module',
		'How examiners score Writing and Speaking, criterion by criterion',
		'Strategies for Listening and Reading that save time',
		'Vocabulary and grammar that lift your band score',
		'Exam-day technique, practised in full mock tests',
	],
	other: [
		'The core skills of the subject, taught step by step',
		'Practice with feedback from experienced trainers',
		'Confidence to continue to the next level',
	],
}

export function learningOutcomesFor(type: string) {
	return learningOutcomes[courseFamily(type) ?? 'other']
}

/** Course features every course at the institute shares. */
export const courseFeatures = [
	{ title: 'Classroom teaching', text: 'Taught in person at our institute, in small batches.' },
	{ title: 'Experienced trainers', text: 'Qualified trainers who give personal feedback on your work.' },
	{ title: 'Study material included', text: 'Printed notes, practice tasks and mock tests at no extra cost.' },
	{ title: 'Certificate of completion', text: 'Issued by the institute when you finish the course.' },
	{ title: 'Counsellor support', text: 'Free guidance on study abroad, visas and next steps.' },
] as const
