import type { CountryDocumentInput } from '../country-guide'

export const poland = {
	id: 'poland',
	name: 'Poland',
	flagUrl: 'poland',
	heroImage: '/images/countries/poland.svg',
	fastFacts: {
		gdp: 'About US$1 trillion (IMF estimate for 2025), one of the fastest-growing economies in the EU',
		dialingCode: '+48',
		currency: 'Polish złoty (PLN, zł); 1 zł is about ₹23',
		universities: 'About 350 higher-education institutions, of which about 130 are public',
		whyStudy:
			'Poland is one of the most affordable places to earn a European degree. Tuition for English-taught programmes is usually about €2,000 to €6,000 a year and living costs are much lower than in Western Europe, while the degree is recognised across the European Union under the Bologna system. Poland is a popular choice for Indian students of medicine (MBBS-equivalent six-year programmes taught in English), engineering, computer science and business. Its economy has grown fast for three decades, and Kraków, Warsaw, Wrocław and Gdańsk are major hubs for IT, business services and finance, with many global companies hiring English speakers. Full-time students do not need a separate work permit to work while they study, and after graduating you can get a residence permit to look for work. Poland is safe and friendly, and being in the Schengen area makes travel across Europe easy and cheap. Since 2025 visa checks on students have become stricter, so choose a well-established university and prepare your documents carefully.',
	},
	topUniversities: [
		{ name: 'University of Warsaw', location: 'Warsaw', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2026: top 300' },
		{ name: 'Jagiellonian University', location: 'Kraków', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2026: top 350' },
		{ name: 'Warsaw University of Technology', location: 'Warsaw', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2026: top 600' },
		{ name: 'AGH University of Krakow', location: 'Kraków', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2026: top 800' },
		{ name: 'Adam Mickiewicz University', location: 'Poznań', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2026: top 800' },
		{ name: 'Wrocław University of Science and Technology', location: 'Wrocław', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2026: top 1000' },
		{ name: 'Medical University of Warsaw', location: 'Warsaw', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'THE World University Rankings 2026: listed (medicine)' },
	],
	admissionRequirements: [
		'Direct application to the university’s online recruitment system',
		'Class 12 marks for bachelor’s degrees (science subjects with Biology and Chemistry for medicine); some universities set entrance tests or interviews',
		'A recognised bachelor’s degree for master’s degrees',
		'English test: IELTS Academic 5.5 – 6.5 or a medium-of-instruction certificate, depending on the university',
		'Apostilled or legalised mark sheets and certificates, and recognition (nostrification) where required',
		'Acceptance letter and proof of tuition payment for the visa',
		'Proof of funds for living costs (at least about PLN 1,000 a month plus return travel, per Polish rules) and health insurance',
	],
	scholarships: [
		{ name: 'NAWA scholarships for foreign students', link: 'https://nawa.gov.pl/en/students/foreign-students' },
		{ name: 'Banach NAWA Scholarship Programme (master’s in engineering and science; open to Indian citizens)', link: 'https://nawa.gov.pl/en/students/foreign-students/the-banach-scholarship-programme' },
		{ name: 'Erasmus Mundus Joint Master scholarships', link: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en' },
		{ name: 'University of Warsaw scholarships for international students (Rector’s scholarship, Scholarship to Start)', link: 'https://welcome.uw.edu.pl/scholarship-for-international-students-of-the-university-of-warsaw/' },
	],
	visa: {
		types: [
			{
				title: 'National (D) study visa',
				cost: '€80 visa fee plus the VFS service charge',
				type: 'Full-time studies',
				description: 'Apply at the Polish Embassy in New Delhi through VFS with your acceptance letter, fee receipt, funds and insurance. Appointments are limited: apply early.',
			},
			{
				title: 'Temporary residence permit for study',
				cost: 'PLN 340 plus PLN 100 for the residence card',
				type: 'Staying longer than the visa',
				description: 'Apply at the voivodeship office before your visa expires; it covers the rest of your studies year by year.',
			},
			{
				title: 'Residence permit to look for work',
				cost: 'PLN 340 plus PLN 100 for the card',
				type: 'After graduation',
				description: 'Up to 9 months after graduating from a Polish university to find a job or start a business.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '€90',
				type: 'Short courses and exams',
				description: 'For entrance exams or courses of up to 90 days.',
			},
		],
	},
	weather: [
		{ city: 'Warsaw', min: -5, max: 25 },
		{ city: 'Kraków', min: -5, max: 25 },
		{ city: 'Wrocław', min: -3, max: 25 },
		{ city: 'Gdańsk', min: -3, max: 22 },
	],
	costOfLiving: {
		gaugePosition: 45,
		expances: [
			{ category: 'Tuition (English-taught)', range: 'About €2,000 – €6,000 a year' },
			{ category: 'Tuition (medicine in English)', range: 'About €11,000 – €16,000 a year' },
			{ category: 'Living costs', range: 'About PLN 2,800 – PLN 4,200 a month (about €650 – €950)' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Dormitory or shared flat', cost: 'PLN 800 – PLN 2,000' },
					{ name: 'Food', cost: 'PLN 900 – PLN 1,300' },
					{ name: 'Student transport pass (50% discount under 26)', cost: 'PLN 50 – PLN 100' },
					{ name: 'Phone and internet', cost: 'PLN 30 – PLN 80' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'National study visa', cost: '€80' },
					{ name: 'Residence permit and card', cost: 'PLN 440' },
					{ name: 'Health insurance (NFZ voluntary)', cost: 'About PLN 200 a month' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'Full-time students of Polish universities who hold a national study visa or a residence permit for study can work without a separate work permit, with no weekly hour limit, as long as they keep up with their studies.',
		options: [
			{ title: 'Work during studies', description: 'No work permit and no fixed hour limit for full-time students with a study visa or study residence permit.' },
			{ title: 'Internships', description: 'Many universities arrange internships with the IT and business-services companies in Kraków, Warsaw and Wrocław.' },
			{ title: 'Job-search permit', description: 'Up to 9 months after graduation to find work.' },
			{ title: 'EU Blue Card', description: 'For graduates in skilled jobs paying above the threshold; the route to long-term EU residence.' },
		],
		jobs: [
			{ title: 'Customer service (English)', pay: 'About PLN 32 – PLN 40 an hour', description: 'Shared service centres hire English speakers, often part time.' },
			{ title: 'Food delivery and restaurants', pay: 'Minimum wage: PLN 31.40 an hour gross (2026)', description: 'Flexible shifts in all big cities.' },
			{ title: 'IT internships', pay: 'About PLN 4,000 – PLN 7,000 a month', description: 'Software testing, support and junior developer roles.' },
		],
		regulations: [
			{ title: 'Working as a student', points: 'You must be a full-time student at a Polish university. Your visa or residence permit must be issued for study. Your employer must report your employment to the labour office.' },
			{ title: 'Pay and contracts', points: 'The minimum monthly wage is PLN 4,806 gross (2026). Students under 26 often pay no income tax on civil-law contracts. Keep copies of your contracts for permit renewals.' },
		],
	},
	faqs: [
		{ question: 'Is Poland cheap for Indian students?', answer: 'Yes. Tuition is about €2,000 – €6,000 a year for most English-taught programmes and living costs are about PLN 2,800 – PLN 4,200 a month.' },
		{ question: 'Can I work while studying in Poland?', answer: 'Yes. Full-time students with a Polish study visa or residence permit can work without a separate work permit.' },
		{ question: 'Is an MBBS from Poland valid in India?', answer: 'Indian students must meet the National Medical Commission’s foreign medical graduate rules, including the course length, internship and the licensing exam. Check the current NMC rules before you apply.' },
		{ question: 'How long does the Polish visa take?', answer: 'Appointments and processing can take several weeks to a few months. Apply as soon as you receive your acceptance letter.' },
		{ question: 'Can I stay after graduation?', answer: 'Yes, you can get a residence permit of up to 9 months to look for a job, then a work permit or EU Blue Card.' },
		{ question: 'Do I need to learn Polish?', answer: 'Not for English-taught programmes, but basic Polish helps in daily life and part-time work outside the big international companies.' },
	],
	reviewedAt: '2026-11-22',
	sources: [
		{ title: 'Study in Poland (Ministry of Science and Higher Education)', url: 'https://study.gov.pl/' },
		{ title: 'Polish Embassy in New Delhi: National visas', url: 'https://www.gov.pl/web/india/national-visa' },
		{ title: 'NAWA: Polish National Agency for Academic Exchange', url: 'https://nawa.gov.pl/en/' },
		{ title: 'NAWA: Banach Scholarship Programme', url: 'https://nawa.gov.pl/en/students/foreign-students/the-banach-scholarship-programme' },
		{ title: 'Office for Foreigners (Urząd do Spraw Cudzoziemców)', url: 'https://www.gov.pl/web/udsc-en' },
		{ title: 'QS World University Rankings 2026', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
