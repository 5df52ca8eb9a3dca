import type { CountryDocumentInput } from '../country-guide'

export const denmark = {
	id: 'denmark',
	name: 'Denmark',
	flagUrl: 'denmark',
	heroImage: '/images/countries/denmark.svg',
	fastFacts: {
		gdp: '{fact:gdp}',
		dialingCode: '+45',
		currency: 'Danish krone (DKK, kr)',
		universities: '8 universities plus university colleges, business academies and art schools',
		whyStudy:
			'Denmark regularly appears among the happiest and least corrupt countries in the world, and its universities combine high academic standards with a relaxed, informal style of teaching based on projects and group work. It is a world leader in green energy (Ørsted, Vestas), shipping and logistics (Maersk), pharmaceuticals and life sciences (Novo Nordisk), design and food technology, so graduates in engineering, biotechnology, data science and business are in demand. Almost all Danes speak excellent English and there are more than 500 English-taught programmes. International students can work part time during the semester and full time in June, July and August, and graduates of a Danish bachelor’s, master’s or PhD usually get time to stay ({fact:job-seeking-period}) and look for work. Copenhagen is one of the world’s most bicycle-friendly capitals. Tuition for non-EU students is often about {fact:tuition-range} a year (check your programme) and living costs are high, but wages are high too, and Danish government scholarships are given through the universities.',
	},
	topUniversities: [
		{ name: 'University of Copenhagen', location: 'Copenhagen', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =90' },
		{ name: 'Technical University of Denmark (DTU)', location: 'Kongens Lyngby (Copenhagen area)', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: #105' },
		{ name: 'Aarhus University', location: 'Aarhus', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =128' },
		{ name: 'University of Southern Denmark', location: 'Odense', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =283' },
		{ name: 'Aalborg University', location: 'Aalborg', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =329' },
		{ name: 'Copenhagen Business School', location: 'Frederiksberg (Copenhagen)', logo: '', ielts: '7.0 overall', ranking: 'QS World University Rankings 2027: not ranked' },
		{ name: 'Roskilde University', location: 'Roskilde', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: 1001–1200' },
	],
	admissionRequirements: [
		'Bachelor’s: application through optagelse.dk; master’s: the university’s own portal',
		'Class 12 with specific subjects and levels (often Mathematics and English), sometimes plus a year of university study',
		'A relevant bachelor’s degree for master’s degrees',
		'English test equivalent to Danish “English B” or “English A”: IELTS Academic 6.5 (7.0 at some programmes)',
		'Motivation letter, CV and course descriptions',
		'Payment of the first tuition instalment (semester or year) before the residence permit application',
		'Proof that you can support yourself for the ST1 residence permit (SIRI sets the amount every year: check the current amount on New to Denmark)',
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
				cost: 'Case fee in DKK, set every year (check the current amount)',
				type: 'Full-time degree study',
				description: 'Apply online to SIRI after your university has filled in its part and you have paid your first tuition instalment; give biometrics at VFS in India. Normal processing time is about 2 months for a complete application.',
			},
			{
				title: 'Job-seeking period after graduation',
				cost: 'Usually granted with your study permit (a DKK fee applies if you must apply separately: check the current amount)',
				type: 'After a Danish bachelor’s, master’s or PhD',
				description: 'Time to look for work after a Danish degree: {fact:job-seeking-period}. You keep your student work rights, or apply for a work permit without hour limits.',
			},
			{
				title: 'Establishment Card',
				cost: 'Case fee in DKK (check the current amount)',
				type: 'After a master’s or PhD',
				description: 'To look for work or start a business after a Danish master’s or PhD: {fact:establishment-card}.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '{fact:schengen-fee}',
				type: 'Visits under 90 days',
				description: 'For summer schools, short courses and campus visits. Students travelling for study can ask the embassy about the fee waiver for students.',
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
			{ category: 'Tuition (non-EU)', range: 'Often about {fact:tuition-range:inr} a year (check your programme)' },
			{ category: 'Living costs in Copenhagen', range: 'About {fact:living-copenhagen:inr} a month (University of Copenhagen estimate)' },
			{ category: 'Living costs in other cities', range: 'Lower than Copenhagen: check your university’s budget guide (in DKK)' },
		],
		breakdown: [
			{
				category: 'Monthly living costs in Copenhagen (University of Copenhagen estimate)',
				items: [
					{ name: 'Housing, including utilities', cost: '{fact:budget-housing}' },
					{ name: 'Food and daily expenses', cost: '{fact:budget-food}' },
					{ name: 'Local public transport (a bicycle saves most of it)', cost: '{fact:budget-transport}' },
					{ name: 'Leisure', cost: '{fact:budget-leisure}' },
				],
			},
			{
				category: 'Other costs',
				items: [
					{ name: 'Books and study materials', cost: '{fact:budget-books} a semester' },
					{ name: 'Residence permit (ST1)', cost: 'Case fee in DKK (check the current amount)' },
					{ name: 'Second-hand bicycle', cost: '{fact:budget-bicycle}' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'A residence permit for higher education lets you work part time during the semester and full time in June, July and August, without a separate work permit. The limit: {fact:student-work-hours}. After a Danish degree you usually get time to look for work: {fact:job-seeking-period}.',
		options: [
			{ title: 'Part-time work', description: '{fact:student-work-hours}.' },
			{ title: 'Student jobs in companies', description: 'Many companies hire master’s students as “studentermedhjælper” in their field.' },
			{ title: 'Job-seeking period', description: '{fact:job-seeking-period}.' },
			{ title: 'Pay Limit and Positive List schemes', description: 'Work permits for graduates with jobs above the salary limit or in shortage occupations.' },
		],
		jobs: [
			{ title: 'Cafés, restaurants and cleaning', pay: 'Set by the collective agreement (check the current rate)', description: 'Common first jobs; Danish helps but is not always needed.' },
			{ title: 'Student assistant in companies', pay: 'Set by the collective agreement or your contract (check the current rate)', description: 'Engineering, IT, pharma and business roles.' },
			{ title: 'Delivery and warehouse work', pay: 'Set by the collective agreement (check the current rate)', description: 'Evening and weekend shifts.' },
		],
		regulations: [
			{ title: 'Working hours', points: 'Keep within the limit: {fact:student-work-hours}. Working more than allowed can cost you your residence permit.' },
			{ title: 'Registration and tax', points: 'Register with the Danish Civil Registration System (CPR) after arrival. Get a tax card before you start work. Denmark has no statutory minimum wage; pay follows collective agreements.' },
		],
	},
	faqs: [
		{ question: 'How many hours can I work in Denmark?', answer: 'Part time during the semester and full time in the summer: {fact:student-work-hours}.' },
		{ question: 'Is studying in Denmark free for Indian students?', answer: 'No. Tuition is free only for EU/EEA and Swiss citizens. Non-EU students often pay about {fact:tuition-range} a year, though scholarships and fee waivers exist.' },
		{ question: 'Can I bring my family?', answer: 'Family members can sometimes accompany students, but the rules have become stricter. Check the current conditions on the SIRI website.' },
		{ question: 'Can I stay after graduating?', answer: 'Yes. After a Danish bachelor’s, master’s or PhD you usually get a job-seeking period ({fact:job-seeking-period}), and after a master’s or PhD you can also apply for the Establishment Card.' },
		{ question: 'When are the application deadlines?', answer: 'Bachelor’s applications via optagelse.dk close on 15 March at 12 noon (Danish time) for applicants without a Danish exam. Master’s deadlines for the September intake are set by each university, often early in the year.' },
		{ question: 'Do I need IELTS?', answer: 'Yes, usually IELTS 6.5 or an equivalent TOEFL score; some programmes ask for 7.0.' },
	],
	sources: [
		{ title: 'New to Denmark (SIRI): Job seeking permit', url: 'https://nyidanmark.dk/de-DE/Words-and-concepts/SIRI/Jobseeking-permit/' },
		{ title: 'New to Denmark (SIRI): Establishment Card', url: 'https://www.nyidanmark.dk/en-GB/You-want-to-apply/Work/Etableringskort' },
		{ title: 'New to Denmark (SIRI): Higher education (ST1)', url: 'https://www.nyidanmark.dk/en-GB/You-want-to-apply/Study/Higher-education-(ST1)' },
		{ title: 'Life in Denmark: Pay', url: 'https://lifeindenmark.borger.dk/working/work-rights/working-conditions/pay' },
		{ title: 'University of Copenhagen: Money and banking (living costs)', url: 'https://studies.ku.dk/welcome/living-in-copenhagen/money-and-banking/' },
		{ title: 'Ministry of Higher Education and Science', url: 'https://ufm.dk/en' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
