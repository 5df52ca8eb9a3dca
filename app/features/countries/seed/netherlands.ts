import type { CountryDocumentInput } from '../country-guide'

export const netherlands = {
	id: 'netherlands',
	name: 'Netherlands',
	flagUrl: 'netherlands',
	heroImage: '/images/countries/netherlands.svg',
	fastFacts: {
		gdp: '{fact:gdp}',
		dialingCode: '+31',
		currency: 'Euro (EUR, €)',
		universities: '14 research universities and about 36 universities of applied sciences',
		whyStudy:
			'The Netherlands was the first non-English-speaking country to offer a large number of degrees taught fully in English, and almost everyone in the country speaks English well. Its research universities, such as Delft, Amsterdam, Utrecht, Leiden and Eindhoven, are highly ranked, while universities of applied sciences offer practical bachelor’s degrees with built-in internships. Teaching is interactive, in small groups, and focused on problem-solving and teamwork. The country is a global leader in water management, agriculture and food technology, semiconductors (ASML), logistics and the port of Rotterdam, and business, and many international companies have their European headquarters there. After graduating you can stay for a year on the orientation year (zoekjaar) permit to find work, and graduates then qualify for the highly skilled migrant scheme at a lower salary threshold. Housing is the biggest challenge, especially in Amsterdam, Utrecht and Delft, so start searching as soon as you have an offer.',
	},
	topUniversities: [
		{ name: 'Delft University of Technology', location: 'Delft', logo: '', ielts: '6.5 overall (7.0 for some programmes)', ranking: 'QS World University Rankings 2027: #48' },
		{ name: 'University of Amsterdam', location: 'Amsterdam', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: #60' },
		{ name: 'Utrecht University', location: 'Utrecht', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =113' },
		{ name: 'Leiden University', location: 'Leiden', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =119' },
		{ name: 'Eindhoven University of Technology', location: 'Eindhoven', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: #152' },
		{ name: 'University of Groningen', location: 'Groningen', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: #157' },
		{ name: 'Erasmus University Rotterdam', location: 'Rotterdam', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: #148' },
	],
	admissionRequirements: [
		'Application through Studielink and the university’s own portal',
		'Class 12 with strong marks (often 75 – 85% or more at research universities; some ask for a year of an Indian degree or a foundation year)',
		'A recognised bachelor’s degree in a related field for master’s degrees',
		'English test: IELTS Academic 6.0 (applied sciences) to 6.5 – 7.0 (research universities)',
		'Motivation letter, CV and references; some programmes have numerus fixus selection',
		'Proof of funds for living costs at the IND norm amount for students (about {fact:funds-norm} a month in 2026; it changes every 1 January and 1 July, so check the current amount), often paid to the university',
		'Tuition payment or proof of funding before the university applies for your residence permit',
	],
	scholarships: [
		{ name: 'Holland Scholarship ({fact:holland-scholarship} in the first year)', link: 'https://www.studyinnl.org/finances/holland-scholarship' },
		{ name: 'Study in NL scholarship search', link: 'https://www.studyinnl.org/finances/scholarships-grants' },
		{ name: 'TU Delft Excellence Scholarships', link: 'https://www.tudelft.nl/en/education/practical-matters/scholarships' },
		{ name: 'Amsterdam Excellence Scholarships (University of Amsterdam)', link: 'https://www.uva.nl/en/education/fees-and-funding/masters-scholarships-and-loans/amsterdam-excellence-scholarships/amsterdam-excellence-scholarships.html' },
	],
	visa: {
		types: [
			{
				title: 'MVV entry visa and residence permit for study',
				cost: 'About {fact:study-permit-fee} (IND fee, changes every January; check the current amount), usually paid through your university',
				type: 'Degree study',
				description: 'Your university is a recognised sponsor and applies to the IND for you. Collect the MVV sticker at the Dutch embassy or VFS, then your residence card in the Netherlands.',
			},
			{
				title: 'Orientation year (zoekjaar hoogopgeleiden)',
				cost: 'IND fee in €: check the current amount',
				type: 'After graduation',
				description: 'To look for work or start a business: {fact:orientation-year}.',
			},
			{
				title: 'Highly skilled migrant permit',
				cost: 'IND fee in €, usually paid by the employer: check the current amount',
				type: 'Skilled work',
				description: 'For jobs with a recognised sponsor. As a recent graduate you qualify at the “reduced salary criterion” ({fact:reduced-salary-rule}); the IND sets the amounts every January and lists them on its income requirements page.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '{fact:schengen-fee}',
				type: 'Visits and short courses',
				description: 'For open days, summer schools or short courses of up to 90 days. Students travelling for study can ask the embassy about the fee waiver for students.',
			},
		],
	},
	weather: [
		{ city: 'Amsterdam', min: 1, max: 22 },
		{ city: 'Rotterdam', min: 1, max: 22 },
		{ city: 'Utrecht', min: 0, max: 23 },
		{ city: 'Groningen', min: 0, max: 22 },
	],
	costOfLiving: {
		gaugePosition: 125,
		expances: [
			{ category: 'Tuition (bachelor’s, non-EU)', range: '{fact:tuition-bachelors:inr} a year (check your programme)' },
			{ category: 'Tuition (master’s, non-EU)', range: '{fact:tuition-masters:inr} a year (check your programme)' },
			{ category: 'Living costs', range: 'At least the IND norm amount (about {fact:funds-norm:inr} a month in 2026); more in Amsterdam and Utrecht' },
		],
		breakdown: [
			{
				category: 'Typical monthly costs (estimates; check your university’s budget guide)',
				items: [
					{ name: 'Room in shared student housing', cost: '{fact:rent-monthly}' },
					{ name: 'Food', cost: '{fact:food-monthly}' },
					{ name: 'Health insurance', cost: '{fact:health-insurance-monthly}' },
					{ name: 'Bicycle and public transport', cost: '{fact:transport-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Residence permit (IND)', cost: 'About {fact:study-permit-fee} (check the current amount)' },
					{ name: 'Second-hand bicycle', cost: '{fact:bicycle}' },
					{ name: 'Municipality registration and BSN', cost: 'Free' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'Non-EU students may work part time, but the employer needs a work permit (TWV) from the UWV for you; it is free and takes up to 5 weeks. You choose one: {fact:student-work}. Paid internships that are part of your studies need an internship agreement instead.',
		options: [
			{ title: 'Part-time job', description: '{fact:student-work}.' },
			{ title: 'Internships', description: 'Internships that are part of your programme need a three-way internship agreement, not a TWV.' },
			{ title: 'Orientation year', description: 'After graduating, to look for work with free access to the labour market: {fact:orientation-year}.' },
			{ title: 'Highly skilled migrant', description: 'Recent graduates qualify at the reduced salary criterion ({fact:reduced-salary-rule}); check this year’s gross monthly amount on the IND website.' },
		],
		jobs: [
			{ title: 'Food delivery and hospitality', pay: 'Statutory minimum wage: {fact:minimum-wage} an hour from 1 January 2026 (age 21+); it changes every 1 January and 1 July, so check the current rate', description: 'Flexible shifts; Dutch not always needed.' },
			{ title: 'Distribution centres', pay: 'At least the minimum wage; check the collective agreement', description: 'Logistics around Rotterdam, Venlo and Schiphol.' },
			{ title: 'Student assistant', pay: 'Set by the university’s pay scale (check the job advert)', description: 'Teaching and research support at the university.' },
		],
		regulations: [
			{ title: 'Work permit rules', points: 'Your employer must get a TWV before you start (apply at least 5 weeks ahead). {fact:student-work}. Working without a TWV can cost your residence permit.' },
			{ title: 'Study progress', points: 'You must earn at least 50% of your credits each year. Your university reports poor progress to the IND. Dutch health insurance is compulsory once you work.' },
		],
	},
	faqs: [
		{ question: 'How many hours can I work in the Netherlands?', answer: 'There are two ways, and you choose one: {fact:student-work}.' },
		{ question: 'What is the orientation year?', answer: 'A residence permit after graduation to look for work or start a business, with free access to the labour market: {fact:orientation-year}.' },
		{ question: 'Is it hard to find housing?', answer: 'Yes, there is a shortage, especially in Amsterdam, Utrecht, Delft and Leiden. Apply for university housing as soon as you accept your offer and beware of rental scams.' },
		{ question: 'Do I need IELTS?', answer: 'Yes, most programmes ask for IELTS 6.0 – 7.0 or TOEFL; the IND’s minimum for starting an English-taught degree directly is IELTS 6.0. Few accept a medium-of-instruction letter.' },
		{ question: 'Who applies for my visa?', answer: 'Your university, as a recognised sponsor, applies to the IND for your MVV and residence permit after you pay the fees and show proof of funds.' },
		{ question: 'What are research universities and universities of applied sciences?', answer: 'Research universities (WO) focus on academic and research skills; universities of applied sciences (HBO) teach practical, career-focused programmes with internships.' },
	],
	sources: [
		{ title: 'IND: Study in the Netherlands', url: 'https://ind.nl/en/residence-permits/study' },
		{ title: 'IND: Fees', url: 'https://ind.nl/en/fees-costs-of-an-application' },
		{ title: 'Study in NL (Nuffic)', url: 'https://www.studyinnl.org/' },
		{ title: 'Government of the Netherlands: Minimum wage', url: 'https://www.government.nl/topics/minimum-wage' },
		{ title: 'University of Twente: Part-time work for international students', url: 'https://www.utwente.nl/en/ces/career-services/student/Working/working-during-your-studies/part-time-work/' },
		{ title: 'IND: Required amounts and income requirements', url: 'https://ind.nl/en/required-amounts-income-requirements' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
