import { z } from 'zod'

export const feeSchema = z.object({
	id: z.string().regex(/^[a-z0-9-]+$/),
	name: z.string().min(1),
	detail: z.string().min(1),
	/** Whole rupees including GST; null means the service is free. */
	amountInr: z.number().int().positive().nullable(),
	unit: z.string().optional(),
})

export const feeScheduleSchema = z.object({
	validFrom: z.iso.date(),
	groups: z
		.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: z.string().min(1), fees: z.array(feeSchema).min(1) }))
		.min(1),
	notes: z.array(z.string().min(1)),
	refundPolicy: z.array(z.object({ heading: z.string().min(1), points: z.array(z.string().min(1)).min(1) })).min(1),
})

export type Fee = z.infer<typeof feeSchema>
export type FeeSchedule = z.infer<typeof feeScheduleSchema>

const schedule: FeeSchedule = {
	validFrom: '2026-04-01',
	groups: [
		{
			id: 'counselling',
			title: 'Counselling',
			fees: [
				{ id: 'career-counselling', name: 'Career and study-abroad counselling', detail: 'In person, by phone or on WhatsApp, as often as you need', amountInr: null },
				{ id: 'placement-test', name: 'English placement test', detail: 'Before joining any test-preparation or language course', amountInr: null },
				{ id: 'accommodation-help', name: 'Accommodation guidance', detail: 'Comparing options and checking contracts', amountInr: null },
				{ id: 'insurance-help', name: 'Travel insurance', detail: 'Comparing and arranging plans; the premium is paid to the insurer', amountInr: null },
			],
		},
		{
			id: 'test-preparation',
			title: 'Test preparation',
			fees: [
				{ id: 'ielts-regular', name: 'IELTS coaching, regular', detail: '6 weeks, Monday to Friday, with weekly mock tests', amountInr: 12000, unit: 'per course' },
				{ id: 'ielts-crash', name: 'IELTS coaching, crash course', detail: '2 weeks for students close to their target band', amountInr: 6000, unit: 'per course' },
				{ id: 'ielts-online', name: 'IELTS Online Intensive', detail: '6 weeks of live evening classes', amountInr: 9500, unit: 'per course' },
				{ id: 'pte', name: 'PTE Academic coaching', detail: '4 weeks with scored computer mock tests', amountInr: 10000, unit: 'per course' },
				{ id: 'mock-test', name: 'Single full mock test', detail: 'Marked, with written feedback', amountInr: 500, unit: 'per test' },
			],
		},
		{
			id: 'languages',
			title: 'Language courses',
			fees: [
				{ id: 'spoken-english', name: 'Spoken English', detail: '8 weeks, evening batches', amountInr: 6500, unit: 'per course' },
				{ id: 'german-a1', name: 'German A1', detail: '12 weeks, preparing for the Goethe-Zertifikat A1', amountInr: 16000, unit: 'per level' },
				{ id: 'french-a1', name: 'French A1', detail: '12 weeks, preparing for DELF A1', amountInr: 15000, unit: 'per level' },
				{ id: 'spanish-a1', name: 'Spanish A1', detail: '12 weeks, preparing for DELE A1', amountInr: 15000, unit: 'per level' },
			],
		},
		{
			id: 'applications-and-visas',
			title: 'Applications, documents and visas',
			fees: [
				{ id: 'applications', name: 'University applications', detail: 'Shortlisting, SOP review and up to 5 applications', amountInr: 15000, unit: 'per intake' },
				{ id: 'student-visa', name: 'Student visa filing', detail: 'Any country; includes a mock visa interview', amountInr: 25000, unit: 'per application' },
				{ id: 'visitor-visa', name: 'Visitor or dependant visa filing', detail: 'Including for parents visiting students', amountInr: 12000, unit: 'per applicant' },
				{ id: 'apostille', name: 'Document apostille or attestation', detail: 'Our handling fee; authority fees are extra at cost', amountInr: 1500, unit: 'per document' },
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
			heading: 'Courses (test preparation and languages)',
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

export const feeSchedule: FeeSchedule = feeScheduleSchema.parse(schedule)
