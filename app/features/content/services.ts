import type { z } from 'zod'
import type { serviceSchema } from './content-schemas'

export const serviceIds = ['visa', 'accommodation', 'career', 'test-prep', 'documents', 'insurance'] as const
export type ServiceId = (typeof serviceIds)[number]

export type Service = z.infer<typeof serviceSchema>

/**
 * The six services in the Services menu's order (checked by validateStaticContent()). Every list
 * is written out, empty ones too: pages read the data as it is, with no parse to fill gaps.
 */
export const allServices: Service[] = [
	{
		id: 'visa',
		name: 'Visa Assistance',
		summary: 'Student, visitor and dependant visa files prepared, checked and submitted with you, for every country we advise on.',
		intro: [
			'A visa refusal costs months and money, and most refusals come from avoidable gaps: funds held for too short a time, a weak explanation of study plans, or a missing translation. Our visa desk builds your file with you, checks every document against the current rules of the embassy and prepares you for the interview or credibility call.',
		],
		stats: [
			{ value: '98%', label: 'Visa success rate for files we prepared' },
			{ value: '15+', label: 'Years of visa filing experience' },
			{ value: '50+', label: 'Countries we have filed visas for' },
			{ value: '24/7', label: 'WhatsApp help for students abroad' },
		],
		sections: [
			{
				heading: 'What we do for you',
				paragraphs: [],
				points: [
					'Check your admission letter, CAS, LOA or COE and confirm which visa route applies.',
					'Give you a document checklist for your country and course, with the funds you must show and for how long.',
					'Review bank statements, loan sanction letters and sponsor affidavits before you submit.',
					'Fill in the online application with you and book your biometrics appointment.',
					'Run a mock visa interview or credibility interview in English.',
					'Read any refusal letter with you and advise honestly on a fresh application.',
				],
			},
			{
				heading: 'What you bring',
				paragraphs: [],
				points: [
					'A passport valid for the whole course, and your old passports if you have them.',
					'Your offer or acceptance letter, academic certificates and English test result.',
					'Proof of funds for tuition and living costs, in the form your destination accepts.',
					'Medical or tuberculosis test results where the country asks for them.',
				],
			},
			{
				heading: 'Government fees are separate',
				paragraphs: [
					'Visa application fees and health surcharges are paid directly to the government of the country, never to us. We tell you the current amount before you pay, and our own filing fee is listed on the fees page.',
				],
				points: [],
			},
		],
	},
	{
		id: 'accommodation',
		name: 'Accommodation',
		summary: 'Help choosing and booking safe student housing before you fly: university halls, studios, shared flats or a homestay.',
		intro: [
			'Where you live shapes your first year abroad. We explain the options your university offers, help you apply for halls before the deadlines, and check private contracts so you know what you are signing. We never take money for a room ourselves: you pay the landlord or university directly.',
		],
		stats: [],
		table: {
			caption: 'Typical monthly rent for students in the UK',
			columns: ['Type of accommodation', 'Monthly rent', 'Good to know'],
			rows: [
				['University halls', '£400-800', 'Bills usually included; book as soon as you accept your offer.'],
				['Private studio', '£600-1200', 'Your own kitchen and bathroom; most expensive in London.'],
				['Shared house or flat', '£350-700', 'Cheapest option; check whether bills are included.'],
				['Homestay', '£500-900', 'Room in a local family home, often with meals.'],
			],
			note: 'Rents vary by city: London is at the top of each range. Figures are a guide for 2026 intakes.',
		},
		sections: [
			{
				heading: 'How we help',
				paragraphs: [],
				points: [
					'Compare the halls of your university by price, distance and contract length.',
					'Remind you of application deadlines and deposit dates.',
					'Read private tenancy agreements with you before you sign or pay a deposit.',
					'Explain guarantor requirements and deposit protection rules.',
					'Connect you with students from Punjab already studying in your city.',
				],
			},
			{
				heading: 'Avoid rental scams',
				paragraphs: [
					'Never send money for a room you have not seen by video call, to a personal account, or through a money-transfer app. Genuine landlords and universities give you a written contract first. If an offer looks too cheap, ask us to check it.',
				],
				points: [],
			},
		],
	},
	{
		id: 'career',
		name: 'Career Counselling',
		summary: 'Free one-to-one counselling to choose a course, a country and a career path that fit your marks, budget and goals.',
		intro: [
			'Good advice starts with your plans, not with a list of universities. In a free session our counsellors look at your academic record, your budget and the work you want to do, and help you and your parents compare the routes that lead there, in India as well as abroad.',
		],
		stats: [],
		sections: [
			{
				heading: 'What a session covers',
				paragraphs: [],
				points: [
					'Your interests, strengths and marks, and the courses they suit.',
					'Countries and universities that fit your budget, with total cost, not just tuition.',
					'Entry requirements, English tests and intake dates.',
					'Part-time work rules and post-study work options in each country.',
					'Scholarships and education loans you can apply for.',
				],
			},
			{
				heading: 'Who it is for',
				paragraphs: [
					'Students in Class 11 and 12 choosing a stream or an undergraduate course, graduates planning a master’s degree, and working professionals considering a career change. Parents are always welcome.',
				],
				points: [],
			},
			{
				heading: 'How to book',
				paragraphs: [
					'Call or message us, send an enquiry, or walk in during opening hours. Sessions last about 45 minutes and are free, with no obligation to use any paid service.',
				],
				points: [],
			},
		],
	},
	{
		id: 'test-prep',
		name: 'Test Preparation',
		summary: 'IELTS coaching in small batches with weekly mock tests, marked feedback and weekday, weekend and online timings.',
		intro: [
			'Our trainers teach the exam, not just English: how each task is marked, how to manage time and how to avoid the mistakes that cost bands. Classes run morning, afternoon and evening, in the classroom and online.',
		],
		stats: [
			{ value: '+1.5 bands', label: 'Average IELTS improvement' },
			{ value: '5000+', label: 'Students trained' },
			{ value: '95%', label: 'Reach their target score' },
			{ value: '25+', label: 'Qualified instructors' },
		],
		sections: [
			{
				heading: 'Courses',
				paragraphs: [],
				points: [
					'IELTS Academic and General Training full courses: 8 weeks, Monday to Friday.',
					'For students close to their target: the 4-week Academic Fast Track (band 7+) or the 4-week General Training Writing and Speaking Clinic.',
					'Not yet at IELTS level: the 6-week Pre-IELTS English foundation. Studied on your own: the Mock Test Series of ten full tests over 5 weeks.',
					'Working or at college on weekdays: the Weekend Batch over 12 weekends, or the 6-week IELTS Online Intensive in the evenings.',
					'Spoken English and business English courses for confidence in interviews and daily life abroad.',
					'PTE Academic or TOEFL iBT instead of IELTS? We do not run separate batches for them, but a counsellor checks which tests your university and visa accept, and the skills our courses build carry over.',
				],
			},
			{
				heading: 'How the course works',
				paragraphs: [],
				points: [
					'A free placement test so you join the right batch.',
					'Weekly full-length mock tests under exam conditions.',
					'Writing tasks marked against the official band descriptors, with written feedback.',
					'One-to-one speaking practice with a trainer every week.',
				],
			},
		],
	},
	{
		id: 'documents',
		name: 'Document Verification',
		summary: 'Attestation, apostille and translation of your certificates, checked and tracked until they are ready for your application.',
		intro: [
			'Universities, embassies and employers abroad ask for documents they can trust. We check your certificates for errors, arrange attestation or apostille through the proper authorities, and order certified translations where they are needed. You always get your originals back in a sealed, tracked envelope.',
		],
		stats: [],
		table: {
			caption: 'Typical processing times',
			columns: ['Service', 'Processing time'],
			rows: [
				['Apostille of educational documents (Ministry of External Affairs)', '7-10 days'],
				['Apostille of personal documents (birth certificate, police clearance)', '10-15 days'],
				['State verification and embassy attestation', '15-20 days'],
			],
			note: 'Working days after we receive complete documents. Times depend on the issuing authorities.',
		},
		sections: [
			{
				heading: 'Documents we handle',
				paragraphs: [],
				points: [
					'Class 10 and 12 certificates and mark sheets.',
					'Degree certificates, transcripts and provisional certificates.',
					'Birth certificates, marriage certificates and police clearance certificates.',
					'Experience letters and other documents for work visas.',
				],
			},
			{
				heading: 'Before you hand over originals',
				paragraphs: [
					'Check that your name and date of birth match exactly across your passport and certificates. A spelling difference can delay attestation by weeks; we help you get an affidavit or correction first.',
				],
				points: [],
			},
		],
	},
	{
		id: 'insurance',
		name: 'Travel Insurance',
		summary: 'Travel and student health insurance compared and arranged before you fly, with medical cover up to $100,000.',
		intro: [
			'Some countries require health insurance for your visa, and every student needs cover for the journey and the first weeks abroad. We compare plans from licensed Indian insurers, explain what each one covers and excludes, and help you buy the one that meets your visa and university rules.',
		],
		stats: [
			{ value: 'from $2 per day', label: 'Basic travel plan' },
			{ value: 'from $5 per day', label: 'Standard travel plan' },
			{ value: 'from $12 per day', label: 'Comprehensive travel plan' },
			{ value: 'from $8 per day', label: 'Student plan' },
		],
		sections: [
			{
				heading: 'What the plans cover',
				paragraphs: [],
				points: [
					'Medical cover up to $100,000 for illness and accidents abroad.',
					'Emergency evacuation and return home on medical grounds.',
					'Loss of passport and baggage, and trip delay.',
					'Study interruption and sponsor protection on student plans.',
				],
			},
			{
				heading: 'Country rules come first',
				paragraphs: [
					'Some countries require a specific health scheme: the UK charges the Immigration Health Surcharge with your visa, and Australia requires Overseas Student Health Cover. Travel insurance then covers your journey. We tell you exactly what your country requires.',
				],
				points: [],
			},
			{
				heading: 'Premiums',
				paragraphs: [
					'Premiums depend on your age, destination and length of stay, and are paid directly to the insurer. We do not charge a service fee for arranging insurance.',
				],
				points: [],
			},
		],
	},
]

export function findService(id: ServiceId): Service {
	const service = allServices.find((s) => s.id === id)
	if (!service) throw new Error(`Unknown service ${id}`)
	return service
}
