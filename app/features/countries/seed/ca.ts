import type { CountryDocumentInput } from '../country-guide'

export const canada = {
	id: 'ca',
	name: 'Canada',
	flagUrl: 'canada',
	heroImage: '/images/countries/ca.svg',
	fastFacts: {
		gdp: 'A G7 economy, among the largest in the world (see the IMF World Economic Outlook for the current figure)',
		dialingCode: '+1',
		currency: 'Canadian dollar (CAD, C$)',
		universities: 'Public universities and colleges in every province; only Designated Learning Institutions (DLIs) can accept international students',
		whyStudy:
			'Canada has long been a favourite with families in Punjab: it is safe and welcoming, has a large Punjabi-speaking community in Brampton, Surrey and Winnipeg, and its universities and colleges are respected around the world. You can choose a research university for a degree, or a public college for a practical diploma with co-op work placements. Canada has changed its rules since 2024: there is a yearly cap on study permits, most undergraduate and college applicants need a Provincial Attestation Letter (PAL) (master’s and PhD students at public institutions no longer do from January 2026), the money you must show has gone up, and the Post-Graduation Work Permit now depends on your level of study, your field and your English. Graduates from eligible programmes can still get an open work permit after study ({fact:pgwp-length}) and gain the Canadian experience that counts for permanent residence through Express Entry and provincial programmes. Choose your institution, programme and province carefully with a counsellor so that your plan still works under the new rules.',
	},
	topUniversities: [
		{ name: 'University of Toronto', location: 'Toronto, Ontario', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #32' },
		{ name: 'McGill University', location: 'Montréal, Québec', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #30' },
		{ name: 'University of British Columbia', location: 'Vancouver, British Columbia', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: =45' },
		{ name: 'University of Alberta', location: 'Edmonton, Alberta', logo: '', ielts: '6.5 overall, no band below 5.0', ranking: 'QS World University Rankings 2027: #96' },
		{ name: 'University of Waterloo', location: 'Waterloo, Ontario', logo: '', ielts: '6.5 – 7.0 overall, depending on programme', ranking: 'QS World University Rankings 2027: =113' },
		{ name: 'Université de Montréal', location: 'Montréal, Québec', logo: '', ielts: 'Mostly taught in French; English tests for some programmes', ranking: 'QS World University Rankings 2027: =162' },
		{ name: 'McMaster University', location: 'Hamilton, Ontario', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: =174' },
	],
	admissionRequirements: [
		'Application to the university or college, or through OUAC for Ontario universities',
		'Class 12 marks of about 70 – 90% for universities and 60 – 70% for colleges',
		'A recognised bachelor’s degree for postgraduate certificates and master’s degrees',
		'English test: IELTS Academic 6.0 – 6.5 overall; CELPIP, PTE and TOEFL are also accepted by many institutions',
		'Statement of purpose, CV and reference letters for postgraduate courses',
		'A Letter of Acceptance from a Designated Learning Institution and, for undergraduate and college applicants, a Provincial Attestation Letter (PAL); master’s and PhD students at public institutions are exempt from 1 January 2026',
		'Proof of funds: first-year tuition plus at least {fact:funds-single} for living costs (applications from 1 September 2025; IRCC updates it each year), often through a GIC',
		'Upfront medical examination by an IRCC panel physician and biometrics',
	],
	scholarships: [
		{ name: 'Lester B. Pearson International Scholarship (University of Toronto)', link: 'https://future.utoronto.ca/pearson/' },
		{ name: 'EduCanada scholarships for international students', link: 'https://www.educanada.ca/scholarships-bourses/index.aspx?lang=eng' },
		{ name: 'Shastri Indo-Canadian Institute fellowships', link: 'https://www.shastriinstitute.org/' },
		{ name: 'UBC International Scholars programme', link: 'https://you.ubc.ca/financial-planning/scholarships-awards-international-students/' },
	],
	visa: {
		types: [
			{
				title: 'Study permit',
				cost: '{fact:study-permit-fee} plus {fact:biometrics-fee} for biometrics (check the current IRCC fee list)',
				type: 'Programmes longer than 6 months',
				description:
					'Apply online with your Letter of Acceptance, PAL, proof of funds, medical exam and statement of purpose. The visitor visa to enter Canada is issued with the permit at no extra fee. If you later want to change school, you must apply for and get a new study permit first.',
			},
			{
				title: 'Post-Graduation Work Permit (PGWP)',
				cost: '{fact:pgwp-fee} in all (the work permit fee plus the open work permit holder fee)',
				type: 'Work after graduation',
				description:
					'An open work permit whose length follows your programme ({fact:pgwp-length}). Degree graduates need CLB 7 English (CLB 5 for college graduates), and college graduates must have studied in an eligible field.',
			},
			{
				title: 'Spousal open work permit',
				cost: '{fact:pgwp-fee} (check current fees)',
				type: 'For the spouse of a master’s or PhD student',
				description: 'Since 2024, mainly spouses of students in master’s programmes of 16 months or longer, doctoral programmes and some professional degrees.',
			},
			{
				title: 'Visitor visa',
				cost: '{fact:visitor-visa-fee} plus {fact:biometrics-fee} biometrics (check current fees)',
				type: 'Courses of 6 months or less',
				description: 'For short courses, campus visits or attending a convocation. You cannot work on a visitor visa.',
			},
		],
	},
	weather: [
		{ city: 'Toronto', min: -9, max: 27 },
		{ city: 'Vancouver', min: 1, max: 22 },
		{ city: 'Montréal', min: -14, max: 26 },
		{ city: 'Calgary', min: -13, max: 23 },
		{ city: 'Winnipeg', min: -21, max: 26 },
	],
	costOfLiving: {
		gaugePosition: 120,
		expances: [
			{ category: 'Tuition at universities', range: '{fact:tuition-university:inr} a year' },
			{ category: 'Tuition at colleges', range: '{fact:tuition-college:inr} a year' },
			{ category: 'Living costs in Toronto or Vancouver', range: '{fact:living-big-city-monthly:inr} a month; the study permit asks you to show {fact:funds-single} a year' },
			{ category: 'Living costs in smaller cities', range: '{fact:living-smaller-city-monthly:inr} a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Shared room or basement rental', cost: '{fact:rent-monthly}' },
					{ name: 'Groceries', cost: '{fact:groceries-monthly}' },
					{ name: 'Transit pass (student rate)', cost: '{fact:transit-monthly}' },
					{ name: 'Phone plan', cost: '{fact:phone-monthly}' },
					{ name: 'Winter clothing (first year, one-off)', cost: '{fact:winter-clothing}' },
				],
			},
			{
				category: 'One-off costs before you travel',
				items: [
					{ name: 'Study permit and biometrics', cost: '{fact:study-permit-fee} plus {fact:biometrics-fee}' },
					{ name: 'Guaranteed Investment Certificate (living costs)', cost: 'At least {fact:funds-single}' },
					{ name: 'Medical examination in India', cost: '{fact:medical-exam-fee}' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'Full-time students at a Designated Learning Institution can work off campus for a limited number of hours while classes are on and full time during scheduled breaks. Co-op placements that are part of the programme need a co-op work permit. After graduation, the PGWP gives open work experience that helps with permanent residence.',
		options: [
			{ title: 'Off-campus work during study', description: 'Up to {fact:off-campus-hours}.' },
			{ title: 'On-campus work', description: 'No weekly hour limit for on-campus jobs while you hold a valid study permit and study full time.' },
			{ title: 'Co-op and internships', description: 'Paid placements that are a required part of your programme, with a co-op work permit issued alongside your study permit.' },
			{ title: 'Post-Graduation Work Permit', description: 'An open work permit after an eligible programme ({fact:pgwp-length}), then permanent residence through Express Entry or a provincial nominee programme.' },
		],
		jobs: [
			{ title: 'Retail and warehouse associate', pay: 'The provincial minimum wage ({fact:provincial-minimum-wage})', description: 'Shift work in stores, warehouses and distribution centres.' },
			{ title: 'Food service and café staff', pay: 'The provincial minimum wage ({fact:provincial-minimum-wage}) plus tips', description: 'Restaurants and coffee chains near campuses.' },
			{ title: 'Co-op placement', pay: 'Set by the employer, at least the provincial minimum wage ({fact:provincial-minimum-wage})', description: 'Four-month paid placements in engineering, IT and business programmes.' },
		],
		regulations: [
			{ title: 'During your studies', points: 'Work off campus: up to {fact:off-campus-hours}. You must stay enrolled full time and make progress. Work before your programme starts is not allowed. To change school you need a new study permit before you switch.' },
			{ title: 'After graduation', points: 'Apply for the PGWP within 180 days of your final results. Check that your programme is PGWP-eligible before you enrol. Only one PGWP is issued in a lifetime.' },
		],
	},
	faqs: [
		{ question: 'How much money do I need to show for a Canadian study permit?', answer: 'Your first-year tuition plus at least {fact:funds-single} for living costs for a single student (the figure IRCC set for applications from 1 September 2025), and more for family members.' },
		{ question: 'What is a Provincial Attestation Letter (PAL)?', answer: 'A letter from the province confirming that you fit within its share of the national study permit cap (155,000 new permits planned for 2026). College and undergraduate applicants need one; your institution arranges it after you accept the offer. From 1 January 2026, master’s and PhD students at public institutions do not need a PAL.' },
		{ question: 'How many hours can I work while studying?', answer: 'Off campus, up to {fact:off-campus-hours} (the breaks are such as the winter and summer holidays).' },
		{ question: 'Is the SDS (Student Direct Stream) still available?', answer: 'No. Canada ended the Student Direct Stream in November 2024. All Indian students now apply through the regular study permit process.' },
		{ question: 'Does every programme give a PGWP?', answer: 'No. Private career colleges and some public college programmes are not eligible, and college programmes must be in an eligible field of study. Check before you accept an offer.' },
		{ question: 'Can I get permanent residence after studying?', answer: 'Many graduates do, through Express Entry (Canadian Experience Class) or a Provincial Nominee Programme after gaining skilled work experience, but it is not guaranteed and the rules change often.' },
	],
	sources: [
		{ title: 'Government of Canada: Study permit', url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html' },
		{ title: 'Government of Canada: Post-Graduation Work Permit', url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation.html' },
		{ title: 'Government of Canada: Work off campus', url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/work-off-campus.html' },
		{ title: 'IRCC fee list', url: 'https://ircc.canada.ca/english/information/fees/fees.asp' },
		{ title: 'IMF World Economic Outlook databases', url: 'https://www.imf.org/en/Publications/SPROLLs/world-economic-outlook-databases' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
