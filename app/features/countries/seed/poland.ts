import type { CountryDocumentInput } from '../country-guide'

export const poland = {
	id: 'poland',
	name: 'Poland',
	flagUrl: 'poland',
	heroImage: '/images/countries/poland.svg',
	fastFacts: {
		gdp: '{fact:gdp}; one of the fastest-growing economies in the EU',
		dialingCode: '+48',
		currency: 'Polish złoty (PLN, zł)',
		universities: 'About 350 higher-education institutions, of which about 130 are public',
		whyStudy:
			'Poland is one of the most affordable places to earn a European degree. Tuition for English-taught programmes ({fact:tuition-english} a year) and living costs are much lower than in Western Europe, while the degree is recognised across the European Union under the Bologna system. Poland is a popular choice for Indian students of medicine (MBBS-equivalent six-year programmes taught in English), engineering, computer science and business. Its economy has grown fast for three decades, and Kraków, Warsaw, Wrocław and Gdańsk are major hubs for IT, business services and finance, with many global companies hiring English speakers. Full-time students do not need a separate work permit to work while they study, and after graduating you can get a residence permit to look for work. Poland is safe and friendly, and being in the Schengen area makes travel across Europe easy and cheap. Since June 2025 the rules for foreign students are stricter: you must prove at least B2 level in the language of your programme, Indian school certificates need formal recognition, and universities report students who do not start classes, so choose a well-established university and prepare your documents carefully.',
	},
	topUniversities: [
		{ name: 'University of Warsaw', location: 'Warsaw', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: =289' },
		{ name: 'Jagiellonian University', location: 'Kraków', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: =329' },
		{ name: 'Warsaw University of Technology', location: 'Warsaw', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: =504' },
		{ name: 'AGH University of Krakow', location: 'Kraków', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: 761–770' },
		{ name: 'Adam Mickiewicz University', location: 'Poznań', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: 731–740' },
		{ name: 'Wrocław University of Science and Technology', location: 'Wrocław', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: 901–950' },
		{ name: 'Medical University of Warsaw', location: 'Warsaw', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: not ranked' },
	],
	admissionRequirements: [
		'Direct application to the university’s online recruitment system',
		'Class 12 marks for bachelor’s degrees (science subjects with Biology and Chemistry for medicine); some universities set entrance tests or interviews',
		'A recognised bachelor’s degree for master’s degrees',
		'Proof of at least B2 level in the language of instruction (required by law since June 2025): for English-taught programmes usually IELTS Academic 5.5 – 6.5 or an equivalent accepted by the university (check which documents your university accepts)',
		'Apostilled or legalised mark sheets and certificates; school certificates from outside the EU, OECD and EFTA (including India) need formal recognition in Poland before bachelor’s admission',
		'Acceptance letter and proof of tuition payment for the visa',
		'Proof of funds: living costs at least the Polish social-assistance threshold each month plus your housing costs, and {fact:funds-return} for the journey home; first-year students show this for {fact:funds-period} (check the current amount), plus health insurance',
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
				cost: '{fact:visa-fee} visa fee plus the VFS service charge (check the current amount)',
				type: 'Full-time studies',
				description: 'Apply at the Polish Embassy in New Delhi through VFS with your acceptance letter, fee receipt, funds and insurance. Appointments are limited: apply early.',
			},
			{
				title: 'Temporary residence permit for study',
				cost: '{fact:permit-fee} (the permit plus the residence card)',
				type: 'Staying longer than the visa',
				description: 'Apply at the voivodeship office before your visa expires. The first permit for first-year students is for {fact:funds-period}, later ones for the rest of your studies plus 3 months (at most 3 years); the card is marked “access to the labour market”.',
			},
			{
				title: 'Residence permit to look for work',
				cost: 'Fees in PLN: check the current amount',
				type: 'After graduation',
				description: 'After graduating from a Polish university, to find a job or start a business: {fact:job-search-permit}.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '{fact:schengen-fee}',
				type: 'Short courses and exams',
				description: 'For entrance exams or courses of up to 90 days. Students travelling for study can ask about the fee waiver for students.',
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
			{ category: 'Tuition (English-taught)', range: '{fact:tuition-english:inr} a year (check your programme)' },
			{ category: 'Tuition (medicine in English)', range: '{fact:tuition-medicine:inr} a year (check your university)' },
			{ category: 'Living costs', range: '{fact:living-monthly:inr} a month' },
		],
		breakdown: [
			{
				category: 'Typical monthly costs (estimates; check your university’s budget guide)',
				items: [
					{ name: 'Dormitory or shared flat', cost: '{fact:rent-monthly}' },
					{ name: 'Food', cost: '{fact:food-monthly}' },
					{ name: 'Student transport pass (50% discount under 26)', cost: '{fact:transport-monthly}' },
					{ name: 'Phone and internet', cost: '{fact:phone-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'National study visa', cost: '{fact:visa-fee} (check the current amount)' },
					{ name: 'Residence permit and card', cost: '{fact:permit-fee}' },
					{ name: 'Health insurance (NFZ voluntary)', cost: 'Monthly NFZ contribution in PLN (check the current amount)' },
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
			{ title: 'Job-search permit', description: 'After graduation, to find work: {fact:job-search-permit}.' },
			{ title: 'EU Blue Card', description: 'For graduates in skilled jobs paying above the threshold; the route to long-term EU residence.' },
		],
		jobs: [
			{ title: 'Customer service (English)', pay: 'At least the minimum rate; check the offer', description: 'Shared service centres hire English speakers, often part time.' },
			{ title: 'Food delivery and restaurants', pay: 'Minimum hourly rate: {fact:minimum-hourly-rate} gross in 2026 (a new rate applies from 1 January 2027; check the current rate)', description: 'Flexible shifts in all big cities.' },
			{ title: 'IT internships', pay: 'Set in the contract (check the offer)', description: 'Software testing, support and junior developer roles.' },
		],
		regulations: [
			{ title: 'Working as a student', points: 'You must be a full-time student at a Polish university. Your visa or residence permit must be issued for study. Your employer must report your employment to the labour office. A study visa does not let you apply for a combined residence and work permit (since June 2025).' },
			{ title: 'Pay and contracts', points: 'The minimum monthly wage is {fact:minimum-wage-month} gross in 2026 (a new amount applies from 1 January 2027; check the current rate). Students under 26 often pay no income tax on civil-law contracts. Keep copies of your contracts for permit renewals.' },
		],
	},
	faqs: [
		{ question: 'Is Poland cheap for Indian students?', answer: 'Yes. Tuition for English-taught programmes is {fact:tuition-english} a year and living costs {fact:living-monthly} a month (check your university).' },
		{ question: 'Can I work while studying in Poland?', answer: 'Yes. Full-time students with a Polish study visa or residence permit can work without a separate work permit.' },
		{ question: 'Is an MBBS from Poland valid in India?', answer: 'Indian students must meet the National Medical Commission’s foreign medical graduate rules, including the course length, internship and the licensing exam. Check the current NMC rules before you apply.' },
		{ question: 'How long does the Polish visa take?', answer: 'Appointments and processing can take several weeks to a few months. Apply as soon as you receive your acceptance letter.' },
		{ question: 'Can I stay after graduation?', answer: 'Yes, you can get a residence permit to look for a job ({fact:job-search-permit}), then a work permit or EU Blue Card.' },
		{ question: 'Do I need to learn Polish?', answer: 'Not for English-taught programmes (you need B2 in English instead), but basic Polish helps in daily life and part-time work outside the big international companies.' },
	],
	sources: [
		{ title: 'Study in Poland (Ministry of Science and Higher Education)', url: 'https://study.gov.pl/' },
		{ title: 'Polish Embassy in New Delhi: National visas', url: 'https://www.gov.pl/web/india/national-visa' },
		{ title: 'NAWA: Polish National Agency for Academic Exchange', url: 'https://nawa.gov.pl/en/' },
		{ title: 'NAWA: Banach Scholarship Programme', url: 'https://nawa.gov.pl/en/students/foreign-students/the-banach-scholarship-programme' },
		{ title: 'Office for Foreigners (Urząd do Spraw Cudzoziemców)', url: 'https://www.gov.pl/web/udsc-en' },
		{ title: 'Masovian Voivodeship Office: study permit documents', url: 'https://www.gov.pl/web/uw-mazowiecki/studia-i-absolwenci-dokumenty' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
