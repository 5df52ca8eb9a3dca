import type { CountryDocumentInput } from '../country-guide'

export const denmark = {
	id: 'denmark',
	name: 'Denmark',
	flagUrl: 'denmark',
	heroImage: '/images/countries/denmark.svg',
	fastFacts: {
		gdp: 'About US$430 billion (IMF estimate for 2025)',
		dialingCode: '+45',
		currency: 'Danish krone (DKK, kr); DKK 1 is about ₹13',
		universities: '8 universities plus university colleges, business academies and art schools',
		whyStudy:
			'Denmark regularly appears among the happiest and least corrupt countries in the world, and its universities combine high academic standards with a relaxed, informal style of teaching based on projects and group work. It is a world leader in green energy (Ørsted, Vestas), shipping and logistics (Maersk), pharmaceuticals and life sciences (Novo Nordisk), design and food technology, so graduates in engineering, biotechnology, data science and business are in demand. Almost all Danes speak excellent English and there are more than 600 English-taught programmes. International students can work 20 hours a week during the semester and full time in June, July and August, and graduates can get an Establishment Card to stay and look for work. Copenhagen is one of the world’s most bicycle-friendly capitals. Tuition for non-EU students is about DKK 45,000 – DKK 120,000 a year and living costs are high, but wages are high too, and Danish government scholarships are given through the universities.',
	},
	topUniversities: [
		{ name: 'University of Copenhagen', location: 'Copenhagen', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2026: top 100' },
		{ name: 'Technical University of Denmark (DTU)', location: 'Kongens Lyngby (Copenhagen area)', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2026: top 150' },
		{ name: 'Aarhus University', location: 'Aarhus', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2026: top 150' },
		{ name: 'University of Southern Denmark', location: 'Odense', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2026: top 400' },
		{ name: 'Aalborg University', location: 'Aalborg', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2026: top 450' },
		{ name: 'Copenhagen Business School', location: 'Frederiksberg (Copenhagen)', logo: '', ielts: '7.0 overall', ranking: 'QS World University Rankings 2026 by subject: top 20 in Business and Management' },
		{ name: 'Roskilde University', location: 'Roskilde', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2026: top 1000' },
	],
	admissionRequirements: [
		'Bachelor’s: application through optagelse.dk; master’s: the university’s own portal',
		'Class 12 with specific subjects and levels (often Mathematics and English), sometimes plus a year of university study',
		'A relevant bachelor’s degree for master’s degrees',
		'English test equivalent to Danish “English B” or “English A”: IELTS Academic 6.5 (7.0 at some programmes)',
		'Motivation letter, CV and course descriptions',
		'Payment of the first tuition instalment before the residence permit application',
		'Proof of funds of about DKK 7,000 a month for 12 months (updated every year) for the ST1 residence permit',
	],
	scholarships: [
		{ name: 'Danish Government Scholarships (applied for through your university)', link: 'https://ufm.dk/en/education/scholarships-and-grants' },
		{ name: 'University of Copenhagen scholarships and fee waivers', link: 'https://studies.ku.dk/masters/tuition-fees-scholarships/' },
		{ name: 'DTU tuition waivers and scholarships', link: 'https://www.dtu.dk/english/education/msc/fees-and-scholarships' },
		{ name: 'Erasmus Mundus Joint Master scholarships', link: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en' },
	],
	visa: {
		types: [
			{
				title: 'Residence permit for higher education (ST1)',
				cost: 'About DKK 2,100 (case fee, updated each year)',
				type: 'Full-time degree study',
				description: 'Apply online to SIRI after your university has filled in its part; give biometrics at VFS in India. Processing usually takes about 2 months.',
			},
			{
				title: 'Establishment Card',
				cost: 'About DKK 6,000 (case fee)',
				type: 'After a master’s or PhD',
				description: 'Up to 2 years to look for work or start a business after completing a master’s or PhD in Denmark.',
			},
			{
				title: 'Job-seeking extension',
				cost: 'About DKK 2,100',
				type: 'After graduation',
				description: 'An extension of up to 6 months after your studies to look for work.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '€90',
				type: 'Visits under 90 days',
				description: 'For summer schools, short courses and campus visits.',
			},
		],
	},
	weather: [
		{ city: 'Copenhagen', min: -1, max: 22 },
		{ city: 'Aarhus', min: -2, max: 21 },
		{ city: 'Odense', min: -2, max: 21 },
		{ city: 'Aalborg', min: -2, max: 20 },
	],
	costOfLiving: {
		gaugePosition: 150,
		expances: [
			{ category: 'Tuition (non-EU)', range: 'About DKK 45,000 – DKK 120,000 a year' },
			{ category: 'Living costs in Copenhagen', range: 'About DKK 9,000 – DKK 12,000 a month' },
			{ category: 'Living costs in other cities', range: 'About DKK 7,500 – DKK 9,500 a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Room in a dormitory or shared flat', cost: 'DKK 3,500 – DKK 6,500' },
					{ name: 'Food', cost: 'DKK 2,000 – DKK 2,800' },
					{ name: 'Transport (a bicycle saves most of it)', cost: 'DKK 0 – DKK 400' },
					{ name: 'Phone and internet', cost: 'DKK 100 – DKK 300' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Residence permit (ST1)', cost: 'About DKK 2,100' },
					{ name: 'Housing deposit', cost: 'DKK 10,000 – DKK 20,000' },
					{ name: 'Second-hand bicycle', cost: 'DKK 800 – DKK 1,500' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'A residence permit for higher education lets you work 20 hours a week during the semester and full time in June, July and August, without a separate work permit. After a master’s or PhD, the Establishment Card gives up to two years to find work.',
		options: [
			{ title: 'Part-time work', description: 'Up to 20 hours a week in the semester, full time in June, July and August.' },
			{ title: 'Student jobs in companies', description: 'Many companies hire master’s students as “studentermedhjælper” in their field.' },
			{ title: 'Establishment Card', description: 'Up to 2 years after a master’s or PhD to look for work or start a business.' },
			{ title: 'Pay Limit and Positive List schemes', description: 'Work permits for graduates with jobs above the salary limit or in shortage occupations.' },
		],
		jobs: [
			{ title: 'Cafés, restaurants and cleaning', pay: 'About DKK 130 – DKK 150 an hour', description: 'Common first jobs; Danish helps but is not always needed.' },
			{ title: 'Student assistant in companies', pay: 'About DKK 150 – DKK 200 an hour', description: 'Engineering, IT, pharma and business roles.' },
			{ title: 'Delivery and warehouse work', pay: 'About DKK 140 – DKK 170 an hour', description: 'Evening and weekend shifts.' },
		],
		regulations: [
			{ title: 'Working hours', points: 'Work at most 20 hours a week during the semester. Full-time work is allowed in June, July and August. Breaking the limit can lead to deportation.' },
			{ title: 'Registration and tax', points: 'Register with the Danish Civil Registration System (CPR) after arrival. Get a tax card before you start work. Denmark has no statutory minimum wage; pay follows collective agreements.' },
		],
	},
	faqs: [
		{ question: 'How many hours can I work in Denmark?', answer: '20 hours a week during the semester and full time in June, July and August.' },
		{ question: 'Is studying in Denmark free for Indian students?', answer: 'No. Tuition is free only for EU/EEA and Swiss citizens. Non-EU students pay about DKK 45,000 – DKK 120,000 a year, though scholarships and fee waivers exist.' },
		{ question: 'Can I bring my family?', answer: 'Family members can sometimes accompany students, but the rules have become stricter. Check the current conditions on the SIRI website.' },
		{ question: 'What is the Establishment Card?', answer: 'A residence permit of up to 2 years after a Danish master’s or PhD that lets you look for work or start a business.' },
		{ question: 'When are the application deadlines?', answer: 'For the September intake, master’s deadlines are usually between 1 January and 1 March; bachelor’s applications via optagelse.dk close on 15 March for non-EU applicants.' },
		{ question: 'Do I need IELTS?', answer: 'Yes, usually IELTS 6.5 or an equivalent TOEFL score; some programmes ask for 7.0.' },
	],
	reviewedAt: '2026-11-22',
	sources: [
		{ title: 'New to Denmark (SIRI): Higher education', url: 'https://www.nyidanmark.dk/en-GB/You-want-to-apply/Study/Higher-education-(ST1)' },
		{ title: 'Study in Denmark (Ministry of Higher Education and Science)', url: 'https://studyindenmark.dk/' },
		{ title: 'Ministry of Higher Education and Science', url: 'https://ufm.dk/en' },
		{ title: 'QS World University Rankings 2026', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
