import type { CountryDocumentInput } from '../country-guide'

export const spain = {
	id: 'spain',
	name: 'Spain',
	flagUrl: 'spain',
	heroImage: '/images/countries/spain.svg',
	fastFacts: {
		gdp: '{fact:gdp}',
		dialingCode: '+34',
		currency: 'Euro (EUR, €)',
		universities: 'About 90 universities (about 50 public and 40 private)',
		whyStudy:
			'Spain offers a high quality of life, a warm climate and some of the lowest university fees in Western Europe, with public master’s programmes often costing a few thousand euros a year. Its business schools, such as IE Business School, ESADE and IESE, are among the best in the world, and Barcelona and Madrid are lively, international cities with growing technology, tourism, renewable energy and start-up sectors. International students in higher education may work alongside their studies ({fact:work-hours}; a rule since 2022, kept by the immigration regulation in force since 20 May 2025), and graduates can get a permit to look for work or start a business ({fact:job-search-permit}). Spanish is the world’s second most spoken native language, so learning it while you study is a valuable skill for your career anywhere, including in Latin America and the USA. Many master’s programmes are taught in English, but bachelor’s degrees at public universities are mostly in Spanish or Catalan, so check the language of teaching before applying.',
	},
	topUniversities: [
		{ name: 'University of Barcelona', location: 'Barcelona', logo: '', ielts: '6.0 – 6.5 for English-taught master’s programmes', ranking: 'QS World University Rankings 2027: =165' },
		{ name: 'Autonomous University of Barcelona', location: 'Barcelona', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: #211' },
		{ name: 'Autonomous University of Madrid', location: 'Madrid', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: #226' },
		{ name: 'Complutense University of Madrid', location: 'Madrid', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: #199' },
		{ name: 'Pompeu Fabra University', location: 'Barcelona', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: #263' },
		{ name: 'University of Navarra', location: 'Pamplona', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =279' },
		{ name: 'IE University', location: 'Madrid and Segovia', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: #446' },
	],
	admissionRequirements: [
		'Direct application to the university or business school',
		'Class 12 marks for bachelor’s degrees, with credential homologation or UNEDasiss accreditation for public universities',
		'A recognised bachelor’s degree for master’s degrees',
		'English test for English-taught programmes: IELTS Academic 6.0 – 7.0; Spanish-taught programmes usually need DELE B2',
		'Statement of purpose, CV and letters of recommendation',
		'Proof of funds for the visa: {fact:funds}; prepaid accommodation counts',
		'Private health insurance with no co-payments, a police clearance certificate and a medical certificate (for stays over 6 months); apply at least 2 months before your course starts',
	],
	scholarships: [
		{ name: 'Erasmus Mundus Joint Master scholarships', link: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en' },
		{ name: '“la Caixa” Foundation INPhINIT doctoral fellowships', link: 'https://lacaixafoundation.org/en/inphinit-doctoral-fellowships' },
		{ name: 'IE University scholarships', link: 'https://www.ie.edu/financial-aid/' },
		{ name: 'ESADE Business School scholarships', link: 'https://www.esade.edu/en/programmes/financing' },
	],
	visa: {
		types: [
			{
				title: 'National (D) student visa',
				cost: 'About {fact:visa-fee} (charged in rupees; check the current amount) plus the BLS service fee',
				type: 'Studies longer than 90 days',
				description: 'Apply through BLS International for the Consulate of Spain with your admission letter, funds, insurance, police certificate and medical certificate, at least 2 months before your course starts.',
			},
			{
				title: 'Foreigner identity card (TIE)',
				cost: 'About {fact:tie-fee} (check the current amount)',
				type: 'Within a month of arrival',
				description: 'For visas longer than 6 months, take your fingerprints at the police within one month of arriving.',
			},
			{
				title: 'Job-search permit after studies',
				cost: 'Fees in €: check the current amount',
				type: 'After graduation',
				description: 'To look for work or start a business: {fact:job-search-permit}.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '{fact:schengen-fee}',
				type: 'Courses under 90 days',
				description: 'For short Spanish language courses and summer schools. Students travelling for study can ask about the fee waiver for students.',
			},
		],
	},
	weather: [
		{ city: 'Madrid', min: 3, max: 33 },
		{ city: 'Barcelona', min: 6, max: 29 },
		{ city: 'Valencia', min: 7, max: 30 },
		{ city: 'Seville', min: 6, max: 36 },
	],
	costOfLiving: {
		gaugePosition: 75,
		expances: [
			{ category: 'Tuition at public universities', range: '{fact:tuition-public:inr} a year (higher in Madrid and Catalonia for non-EU students; check your university)' },
			{ category: 'Tuition at private universities and business schools', range: '{fact:tuition-private:inr} a year (check your programme)' },
			{ category: 'Living costs in Madrid or Barcelona', range: '{fact:living-madrid-barcelona-monthly:inr} a month' },
			{ category: 'Living costs in other cities', range: '{fact:living-other-monthly:inr} a month' },
		],
		breakdown: [
			{
				category: 'Typical monthly costs (estimates; check your university’s budget guide)',
				items: [
					{ name: 'Room in a shared flat', cost: '{fact:rent-monthly}' },
					{ name: 'Food', cost: '{fact:food-monthly}' },
					{ name: 'Transport pass (under-26 discounts)', cost: '{fact:transport-monthly}' },
					{ name: 'Health insurance', cost: '{fact:health-insurance-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'National student visa', cost: 'About {fact:visa-fee} (check the current amount)' },
					{ name: 'TIE card', cost: 'About {fact:tie-fee} (check the current amount)' },
					{ name: 'Translations and apostilles in India', cost: 'Charged per document in ₹ (ask for quotes)' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'Students with a stay permit for higher education may work ({fact:work-hours}), as long as the work fits with their studies (allowed since August 2022 and kept by the Immigration Regulation in force since 20 May 2025). Internships linked to your studies are also allowed.',
		options: [
			{ title: 'Part-time work', description: '{fact:work-hours}.' },
			{ title: 'Internships (prácticas)', description: 'Curricular and extracurricular internships through your university.' },
			{ title: 'Job-search permit', description: 'After your degree, to look for work or start a business: {fact:job-search-permit}.' },
			{ title: 'Highly qualified professional permit', description: 'For graduates hired in skilled jobs, including the EU Blue Card.' },
		],
		jobs: [
			{ title: 'Hospitality and tourism', pay: 'At least the minimum wage, pro rata (check the collective agreement)', description: 'Hotels, restaurants and tourist services; Spanish needed.' },
			{ title: 'English teaching assistant', pay: 'Agreed with the academy or family (varies)', description: 'Private lessons and language academies.' },
			{ title: 'Start-up internships', pay: 'Set in the internship agreement (check before you sign)', description: 'Barcelona and Madrid technology and marketing start-ups.' },
		],
		regulations: [
			{ title: 'Working as a student', points: 'Work within the limit ({fact:work-hours}). Your employer registers you with Social Security. The work must not stop you from attending and passing your studies.' },
			{ title: 'Pay', points: 'The statutory minimum wage (SMI) is {fact:smi-2026} a month in 14 payments in 2026 (Royal Decree 126/2026; check the current rate), for full-time work (part-time pay is pro rata). Pay and hours should be written in your contract.' },
		],
	},
	faqs: [
		{ question: 'Can I study in Spain in English?', answer: 'Yes, many master’s programmes and private university degrees are in English. Public bachelor’s degrees are mostly taught in Spanish (or Catalan in Catalonia).' },
		{ question: 'How many hours can I work in Spain?', answer: 'In higher education: {fact:work-hours}.' },
		{ question: 'How much money must I show?', answer: 'At least {fact:funds}, plus more for family members; accommodation paid in advance counts towards it.' },
		{ question: 'What documents need an apostille?', answer: 'Your degree certificates and transcripts, and the police clearance certificate. Translations into Spanish must be done by a sworn translator.' },
		{ question: 'Can I stay after my degree?', answer: 'Yes, graduates can get a permit to look for work or start a business: {fact:job-search-permit}.' },
		{ question: 'Is Spain safe and welcoming?', answer: 'Yes. Spain is safe and friendly, with a growing Indian community in Barcelona and Madrid.' },
	],
	sources: [
		{ title: 'Study in Spain (SEPIE)', url: 'https://www.studyinspain.info/' },
		{ title: 'Consulate General of Spain in Mumbai: Student visa', url: 'https://www.exteriores.gob.es/Consulados/bombay/en/ServiciosConsulares/Paginas/index.aspx' },
		{ title: 'Spanish Ministry of Inclusion: Immigration portal', url: 'https://www.inclusion.gob.es/web/migraciones/' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
