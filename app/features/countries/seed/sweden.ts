import type { CountryDocumentInput } from '../country-guide'

export const sweden = {
	id: 'sweden',
	name: 'Sweden',
	flagUrl: 'sweden',
	heroImage: '/images/countries/sweden.svg',
	fastFacts: {
		gdp: 'About US$600 billion (IMF estimate for 2025)',
		dialingCode: '+46',
		currency: 'Swedish krona (SEK, kr); SEK 1 is about ₹8',
		universities: 'About 50 universities and university colleges, almost all of them public',
		whyStudy:
			'Sweden is known for innovation: Spotify, IKEA, Volvo, Ericsson and Klarna all started there, and it is one of the most innovative countries in the world according to the Global Innovation Index. Swedish universities teach hundreds of master’s programmes in English, with a focus on independent thinking, group work and close contact with teachers, and the academic year is flexible, with one course at a time in many programmes. Sweden is a world leader in sustainability, clean energy, life sciences, engineering and design. Students on a residence permit for studies have no fixed limit on working hours, and graduates can get a permit of up to 12 months to look for work or start a business. Almost everyone speaks excellent English, the country is safe, and long summer days balance dark winters. Fees for non-EU students are high (about SEK 90,000 – SEK 300,000 a year), but the Swedish Institute and the universities themselves give scholarships that can cover tuition, and PhD students are paid a salary.',
	},
	topUniversities: [
		{ name: 'Lund University', location: 'Lund', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2026: top 100' },
		{ name: 'KTH Royal Institute of Technology', location: 'Stockholm', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2026: top 100' },
		{ name: 'Uppsala University', location: 'Uppsala', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2026: top 150' },
		{ name: 'Stockholm University', location: 'Stockholm', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2026: top 200' },
		{ name: 'Chalmers University of Technology', location: 'Gothenburg', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2026: top 200' },
		{ name: 'University of Gothenburg', location: 'Gothenburg', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2026: top 200' },
		{ name: 'Karolinska Institutet', location: 'Stockholm', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'THE World University Rankings 2026: top 100 (medical university)' },
	],
	admissionRequirements: [
		'Application through universityadmissions.se (bachelor’s and master’s) with an application fee of SEK 900',
		'Class 12 with English and subject-specific requirements for bachelor’s degrees',
		'A bachelor’s degree of at least 180 credits (three years) for master’s degrees, in a relevant subject',
		'English at “English 6” level: IELTS Academic 6.5, no band below 5.5, or TOEFL iBT 90',
		'Officially certified transcripts and degree certificates uploaded to the admissions portal',
		'Statement of purpose, CV or portfolio for some programmes',
		'Proof of funds for the residence permit: SEK 10,656 a month for 10 months a year (for applications made in 2026; updated every year), and health insurance',
	],
	scholarships: [
		{ name: 'Swedish Institute Scholarships for Global Professionals (check country eligibility)', link: 'https://si.se/en/apply/scholarships/' },
		{ name: 'Lund University Global Scholarship', link: 'https://www.lunduniversity.lu.se/admissions/bachelors-and-masters-studies/scholarships-and-awards' },
		{ name: 'KTH Scholarship', link: 'https://www.kth.se/en/studies/master/admission/scholarships-for-master-s-students-1.1156669' },
		{ name: 'Uppsala University scholarships', link: 'https://www.uu.se/en/study/scholarships' },
		{ name: 'Study in Sweden scholarship overview', link: 'https://studyinsweden.se/scholarships/' },
	],
	visa: {
		types: [
			{
				title: 'Residence permit for higher education studies',
				cost: 'SEK 1,500',
				type: 'Studies longer than 3 months',
				description: 'Apply online to the Swedish Migration Agency after paying your first tuition instalment. You need admission, funds and comprehensive health insurance.',
			},
			{
				title: 'Residence permit to look for work',
				cost: 'SEK 1,500',
				type: 'After graduation',
				description: 'Up to 12 months after completing your studies, to find work or start a business.',
			},
			{
				title: 'Work permit',
				cost: 'SEK 2,200',
				type: 'Employment after studies',
				description: 'For graduates with a job offer that meets the salary and insurance conditions; switch in Sweden without leaving.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '€90',
				type: 'Courses under 90 days',
				description: 'For short courses and summer schools.',
			},
		],
	},
	weather: [
		{ city: 'Stockholm', min: -4, max: 22 },
		{ city: 'Gothenburg', min: -2, max: 21 },
		{ city: 'Malmö', min: -1, max: 22 },
		{ city: 'Uppsala', min: -6, max: 22 },
	],
	costOfLiving: {
		gaugePosition: 130,
		expances: [
			{ category: 'Tuition (non-EU)', range: 'About SEK 90,000 – SEK 300,000 a year' },
			{ category: 'Application fee', range: 'SEK 900' },
			{ category: 'Living costs', range: 'About SEK 10,000 – SEK 14,000 a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Student room or corridor', cost: 'SEK 4,000 – SEK 7,000' },
					{ name: 'Food', cost: 'SEK 2,500 – SEK 3,500' },
					{ name: 'Transport (student pass)', cost: 'SEK 600 – SEK 700' },
					{ name: 'Phone and internet', cost: 'SEK 200 – SEK 400' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Residence permit', cost: 'SEK 1,500' },
					{ name: 'Winter clothing', cost: 'SEK 2,000 – SEK 4,000' },
					{ name: 'Housing deposit', cost: 'SEK 4,000 – SEK 8,000' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'If you have a residence permit for higher education studies, you may work in Sweden with no fixed limit on hours, but your studies must come first: the Migration Agency checks your study progress when you renew.',
		options: [
			{ title: 'Part-time work during studies', description: 'No set hour limit on a residence permit for studies; most students work 10 – 20 hours a week.' },
			{ title: 'Thesis with a company', description: 'Many master’s students write their thesis with a Swedish company, often leading to a job.' },
			{ title: 'Job-search permit', description: 'Up to 12 months after graduation to look for work or start a business.' },
			{ title: 'Work permit and EU Blue Card', description: 'For graduates with a qualifying job offer.' },
		],
		jobs: [
			{ title: 'Restaurants and cafés', pay: 'About SEK 130 – SEK 160 an hour', description: 'Collective agreements set pay; there is no statutory minimum wage.' },
			{ title: 'Delivery and warehouse work', pay: 'About SEK 140 – SEK 170 an hour', description: 'Flexible shifts in the big cities.' },
			{ title: 'Student ambassador or research assistant', pay: 'About SEK 130 – SEK 180 an hour', description: 'University jobs, often in English.' },
		],
		regulations: [
			{ title: 'Working as a student', points: 'There is no fixed limit on hours on a study permit. You must show progress in your studies when you renew. Get a Swedish personal identity number if your permit is for more than a year.' },
			{ title: 'Pay and tax', points: 'Sweden has no statutory minimum wage; pay follows collective agreements. Income tax is deducted by the employer. Join a union or check the agreement if unsure.' },
		],
	},
	faqs: [
		{ question: 'How do I apply to Swedish universities?', answer: 'Through the national portal universityadmissions.se, with a SEK 900 application fee. The main round for the autumn intake closes in mid-January.' },
		{ question: 'Can I work while studying in Sweden?', answer: 'Yes. There is no fixed hour limit on a residence permit for studies, but your studies must come first.' },
		{ question: 'How much money must I show?', answer: 'SEK 10,656 a month for 10 months of each year if you apply in 2026 (it is updated every January), besides tuition.' },
		{ question: 'Can I stay after graduating?', answer: 'Yes. You can apply for a residence permit of up to 12 months to look for work or start a business.' },
		{ question: 'Is a PhD in Sweden paid?', answer: 'Yes. PhD students are employed by the university on a salary, and pay no tuition fees.' },
		{ question: 'Do I need to speak Swedish?', answer: 'No, almost everyone speaks English, but Swedish helps with part-time jobs; universities offer free Swedish courses.' },
	],
	reviewedAt: '2026-11-22',
	sources: [
		{ title: 'Swedish Migration Agency: Studies in higher education', url: 'https://www.migrationsverket.se/English/Private-individuals/Studying-and-researching-in-Sweden.html' },
		{ title: 'Swedish Migration Agency: Maintenance requirement for students', url: 'https://www.migrationsverket.se/en/lankade-moduler-engelska/studera/forsorjningskrav-studera-huvudsokande.html' },
		{ title: 'University Admissions in Sweden', url: 'https://www.universityadmissions.se/' },
		{ title: 'Study in Sweden (Swedish Institute)', url: 'https://studyinsweden.se/' },
		{ title: 'QS World University Rankings 2026', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
