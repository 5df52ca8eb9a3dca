import type { CountryDocumentInput } from '../country-guide'

export const france = {
	id: 'france',
	name: 'France',
	flagUrl: 'france',
	heroImage: '/images/countries/france.svg',
	fastFacts: {
		gdp: 'One of the ten largest economies in the world (see the IMF World Economic Outlook for the current figure)',
		dialingCode: '+33',
		currency: 'Euro (EUR, €)',
		universities: 'Public universities, grandes écoles, and business and engineering schools across the country',
		whyStudy:
			'France combines low fees at public universities with some of Europe’s best-known business and engineering schools, such as HEC Paris, ESSEC, INSEAD and École Polytechnique. Public universities charge non-EU students regulated fees ({fact:tuition-public} a year, from bachelor’s to master’s), and many waive part of that, while more than 1,700 programmes are taught in English through Campus France. France and India have a close partnership: under the 2018 migration and mobility agreement, Indian students who complete a master’s degree in France can stay to work ({fact:post-study-india}). Indian alumni with a master’s degree who studied at least a semester in France can get a five-year short-stay Schengen visa. Students receive housing aid (CAF) that can cut rent by a third, and discounted transport, meals and culture. France is a leader in aerospace, luxury and fashion, hospitality, energy, food science and artificial intelligence. Learning some French greatly improves your part-time job and career options, and makes daily life in France much easier.',
	},
	topUniversities: [
		{ name: 'Université PSL (Paris Sciences et Lettres)', location: 'Paris', logo: '', ielts: '6.5 – 7.0 for English-taught programmes', ranking: 'QS World University Rankings 2027: #34' },
		{ name: 'Institut Polytechnique de Paris', location: 'Palaiseau (Paris region)', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: =43' },
		{ name: 'Sorbonne University', location: 'Paris', logo: '', ielts: '6.5 overall for English-taught master’s programmes', ranking: 'QS World University Rankings 2027: #73' },
		{ name: 'Université Paris-Saclay', location: 'Gif-sur-Yvette (Paris region)', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: #76' },
		{ name: 'Sciences Po', location: 'Paris', logo: '', ielts: '7.0 overall', ranking: 'QS World University Rankings 2027: =354' },
		{ name: 'École Normale Supérieure de Lyon', location: 'Lyon', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =235' },
		{ name: 'Université Grenoble Alpes', location: 'Grenoble', logo: '', ielts: 'B2 level in the language of the programme; check each programme’s English or French test scores', ranking: 'QS World University Rankings 2027: #387' },
	],
	admissionRequirements: [
		'Application through the Campus France India “Études en France” platform, followed by an interview',
		'Class 12 marks for bachelor’s degrees, or a recognised bachelor’s degree for master’s degrees',
		'English test for English-taught programmes: IELTS Academic 6.0 – 7.0; French-taught programmes need DELF or TCF at B2',
		'Statement of purpose, CV and two letters of recommendation',
		'GMAT or GRE for many business school master’s programmes',
		'Proof of funds of at least {fact:funds-monthly} a month for living costs (check the current amount on France-Visas)',
		'Proof of accommodation for at least the first three months',
	],
	scholarships: [
		{ name: 'Charpak Scholarship Programme (French Embassy in India)', link: 'https://www.inde.campusfrance.org/charpak-scholarship-programme' },
		{ name: 'Eiffel Excellence Scholarship Programme', link: 'https://www.campusfrance.org/en/eiffel-scholarship-program-of-excellence' },
		{ name: 'Campus France scholarship search (CampusBourses)', link: 'https://campusbourses.campusfrance.org/' },
		{ name: 'Erasmus Mundus Joint Master scholarships', link: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en' },
	],
	visa: {
		types: [
			{
				title: 'Long-stay student visa (VLS-TS “étudiant”)',
				cost: '{fact:long-stay-visa-fee} visa fee, plus the Campus France India fee; {fact:vls-ts-validation} online validation after arrival (check current fees on France-Visas)',
				type: 'Studies of more than 3 months',
				description:
					'After the Campus France interview, apply through VFS with your admission letter, funds and accommodation proof. Validate the visa online within 3 months of arrival.',
			},
			{
				title: 'Short-stay Schengen visa',
				cost: '{fact:schengen-visa-fee} (check the current Schengen visa fee)',
				type: 'Courses under 90 days',
				description: 'For short language courses, summer schools and entrance exams; you cannot work on it.',
			},
			{
				title: 'Student “concours” visa',
				cost: '{fact:schengen-visa-fee} (check the current fee)',
				type: 'Entrance examinations',
				description: 'For sitting an admission exam; if you pass, you can get a residence permit in France without going home.',
			},
			{
				title: 'Post-study residence permit (APS / RECE)',
				cost: 'Tax stamp in €: check the current amount on service-public.fr',
				type: 'After a master’s degree',
				description: 'Indian master’s graduates can stay to look for work or start a business, under the India–France mobility agreement: {fact:post-study-india}.',
			},
		],
	},
	weather: [
		{ city: 'Paris', min: 3, max: 25 },
		{ city: 'Lyon', min: 1, max: 28 },
		{ city: 'Toulouse', min: 3, max: 29 },
		{ city: 'Nice', min: 6, max: 28 },
	],
	costOfLiving: {
		gaugePosition: 100,
		expances: [
			{ category: 'Tuition at public universities (non-EU)', range: '{fact:tuition-public:inr} a year (bachelor’s to master’s)' },
			{ category: 'Tuition at business and engineering schools', range: '{fact:tuition-schools:inr} a year' },
			{ category: 'Living costs in Paris', range: '{fact:living-paris-monthly:inr} a month' },
			{ category: 'Living costs in other cities', range: '{fact:living-other-monthly:inr} a month; the visa asks for {fact:funds-monthly} a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'CROUS residence or shared flat', cost: '{fact:rent-monthly} (before CAF housing aid)' },
					{ name: 'Food (CROUS university restaurants serve subsidised meals)', cost: '{fact:food-monthly}' },
					{ name: 'Transport pass (student rate)', cost: '{fact:transport-monthly}' },
					{ name: 'Phone and internet', cost: '{fact:phone-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Student and campus life contribution (CVEC)', cost: '{fact:cvec} a year (2025–26)' },
					{ name: 'Long-stay visa', cost: '{fact:long-stay-visa-fee}' },
					{ name: 'Visa validation tax stamp', cost: '{fact:vls-ts-validation}' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'With a student residence permit (VLS-TS) you may work up to {fact:work-hours} without a separate work permit. Internships (stages) that are part of your course are paid by law when longer than two months.',
		options: [
			{ title: 'Part-time work', description: 'Up to {fact:work-hours}.' },
			{ title: 'Paid internships (stages)', description: 'A compulsory minimum monthly allowance (gratification) for internships longer than 2 months.' },
			{ title: 'Post-study stay', description: 'For Indian master’s graduates to look for work or start a business: {fact:post-study-india}.' },
			{ title: 'Talent Passport', description: 'Graduates hired in skilled jobs can get a multi-year “passeport talent” residence permit.' },
		],
		jobs: [
			{ title: 'Restaurant and café work', pay: 'SMIC minimum wage, {fact:smic-2026} gross an hour from 1 January 2026', description: 'Shifts in cafés, fast food and hotels; basic French needed.' },
			{ title: 'Tutoring and language teaching', pay: 'At least the SMIC ({fact:smic-2026} gross an hour) when you are employed', description: 'English or maths tutoring is popular with students.' },
			{ title: 'Campus jobs', pay: 'At least the SMIC ({fact:smic-2026} gross an hour)', description: 'Library, reception and student ambassador roles.' },
		],
		regulations: [
			{ title: 'Working hours', points: 'Do not exceed {fact:work-hours}. Internships that are part of your course do not count. Your employer must declare you before you start.' },
			{ title: 'After your degree', points: 'Apply for the APS / RECE permit before your student permit ends. Once you find a qualifying job, switch to a salaried or Talent Passport permit.' },
		],
	},
	faqs: [
		{ question: 'Is Campus France compulsory for Indian students?', answer: 'Yes. Indian students must register on the Études en France platform of Campus France India and attend an interview before applying for the long-stay student visa.' },
		{ question: 'Do I need to know French?', answer: 'Not for English-taught programmes, but basic French helps with daily life and part-time jobs. French-taught degrees usually need B2 level.' },
		{ question: 'How much money must I show?', answer: 'At least {fact:funds-monthly} a month for living costs, the figure France has long used for student visas (check it on France-Visas), plus your tuition fees.' },
		{ question: 'Can I stay in France after my master’s?', answer: 'Yes. Under the India–France mobility agreement, Indian master’s graduates can get a residence permit to look for work: {fact:post-study-india}.' },
		{ question: 'What is CAF housing aid?', answer: 'A monthly allowance from the French family benefits office that international students can also claim, an amount that depends on your rent, income and city (the CAF website estimates it).' },
		{ question: 'How many hours can I work?', answer: 'Up to {fact:work-hours} on a student residence permit.' },
	],
	sources: [
		{ title: 'Campus France India', url: 'https://www.inde.campusfrance.org/' },
		{ title: 'France-Visas (official visa website)', url: 'https://france-visas.gouv.fr/' },
		{ title: 'Campus France: Tuition fees in France', url: 'https://www.campusfrance.org/en/tuition-fees-France' },
		{ title: 'Service-Public.fr: Working as a foreign student', url: 'https://www.service-public.fr/particuliers/vosdroits/F2713' },
		{ title: 'IMF World Economic Outlook databases', url: 'https://www.imf.org/en/Publications/SPROLLs/world-economic-outlook-databases' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
