import type { CountryDocumentInput } from '../country-guide'

export const italy = {
	id: 'italy',
	name: 'Italy',
	flagUrl: 'italy',
	heroImage: '/images/countries/italy.svg',
	fastFacts: {
		gdp: '{fact:gdp}',
		dialingCode: '+39',
		currency: 'Euro (EUR, €)',
		universities: 'About 100 universities, most of them public, including some of the oldest in the world',
		whyStudy:
			'Italy is home to the University of Bologna, founded in 1088, and to public universities that charge some of the lowest fees in Western Europe: fees are linked to family income ({fact:tuition-public} a year). Regional scholarship schemes (DSU) can waive fees completely and add a yearly grant of several thousand euros plus a free or cheap room and meals for students from families with modest incomes, and Indian students win them every year. There are more than 500 English-taught programmes, especially in engineering, architecture, design, economics, management and medicine. Milan and Turin are centres of fashion, design, automotive and industrial engineering, and the Politecnico universities are ranked among the best in Europe for design and architecture. Living in Italy is relaxed and welcoming, the food is famous for good reason, and a student permit lets you travel across the Schengen area. Italian is needed for many part-time jobs, so start learning it early.',
	},
	topUniversities: [
		{ name: 'Politecnico di Milano', location: 'Milan', logo: '', ielts: '6.0 overall (higher for some programmes)', ranking: 'QS World University Rankings 2027: =87' },
		{ name: 'Sapienza University of Rome', location: 'Rome', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: =111' },
		{ name: 'University of Bologna', location: 'Bologna', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: =123' },
		{ name: 'University of Padua', location: 'Padua', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: #204' },
		{ name: 'University of Milan', location: 'Milan', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: =270' },
		{ name: 'Politecnico di Torino', location: 'Turin', logo: '', ielts: '5.5 – 6.0 overall', ranking: 'QS World University Rankings 2027: =206' },
		{ name: 'Bocconi University', location: 'Milan', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: not ranked' },
	],
	admissionRequirements: [
		'Application to the university, then pre-enrolment on the Universitaly portal for the visa',
		'12 years of schooling (Class 12) for bachelor’s degrees; some universities also ask for an entrance test such as SAT, TOLC or IMAT',
		'A recognised bachelor’s degree for master’s degrees (laurea magistrale)',
		'English test for English-taught programmes: IELTS Academic 5.5 – 6.5',
		'Declaration of Value (DoV) or a CIMEA statement of comparability for your Indian qualifications',
		'Statement of purpose, CV and portfolio (for design and architecture)',
		'Proof of funds for the visa (about {fact:funds-year} a year for 2025–26, linked to the yearly social allowance; check the current amount), accommodation and the cost of the return journey',
	],
	scholarships: [
		{ name: 'Italian Government (MAECI) scholarships for foreign students', link: 'https://studyinitaly.esteri.it/en/call-for-procedure' },
		{ name: 'Invest Your Talent in Italy', link: 'https://www.investyourtalentinitaly.esteri.it/' },
		{ name: 'ER.GO regional scholarships (Emilia-Romagna)', link: 'https://www.er-go.it/' },
		{ name: 'EDISU Piemonte regional scholarships (Turin)', link: 'https://www.edisu.piemonte.it/' },
	],
	visa: {
		types: [
			{
				title: 'Long-stay national (D) study visa',
				cost: '{fact:visa-fee}',
				type: 'University study',
				description: 'Apply through VFS Global for the Embassy of Italy after pre-enrolment on Universitaly, with funds, accommodation and health insurance.',
			},
			{
				title: 'Permesso di soggiorno per studio (residence permit)',
				cost: '{fact:permit-fees} in fees (postal kit, tax stamp and electronic card)',
				type: 'Within 8 days of arrival',
				description: 'Apply with the postal kit within 8 days of arriving; the police headquarters (Questura) then takes your fingerprints. Renewal each year needs exam progress (at least one exam in the first year, two in later years).',
			},
			{
				title: 'Permit to look for work (attesa occupazione)',
				cost: 'Fees in €: check the current amount',
				type: 'After graduation',
				description: 'After your degree, to find a job or start a business: {fact:job-search-permit}.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '{fact:schengen-fee}',
				type: 'Short courses under 90 days',
				description: 'For summer schools or entrance tests; you cannot enrol in a degree on it. Students travelling for study can ask about the fee waiver for students.',
			},
		],
	},
	weather: [
		{ city: 'Rome', min: 3, max: 31 },
		{ city: 'Milan', min: -1, max: 29 },
		{ city: 'Bologna', min: 0, max: 31 },
		{ city: 'Turin', min: -1, max: 28 },
	],
	costOfLiving: {
		gaugePosition: 80,
		expances: [
			{ category: 'Tuition at public universities', range: '{fact:tuition-public:inr} a year (income-based; check your university)' },
			{ category: 'Tuition at private universities', range: '{fact:tuition-private:inr} a year (check your university)' },
			{ category: 'Living costs in Milan', range: '{fact:living-milan-monthly:inr} a month' },
			{ category: 'Living costs in other cities', range: '{fact:living-other-monthly:inr} a month' },
		],
		breakdown: [
			{
				category: 'Typical monthly costs (estimates; check your university’s budget guide)',
				items: [
					{ name: 'Room in a shared flat', cost: '{fact:rent-monthly}' },
					{ name: 'Food', cost: '{fact:food-monthly}' },
					{ name: 'Public transport pass (students)', cost: '{fact:transport-monthly}' },
					{ name: 'Phone and internet', cost: '{fact:phone-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Study visa', cost: '{fact:visa-fee} (paid in rupees; check the current amount)' },
					{ name: 'Residence permit', cost: 'About {fact:permit-fees} (check the current amount)' },
					{ name: 'Health insurance (voluntary national health service registration)', cost: 'At least {fact:ssn-student} a year (since 2024)' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'With a residence permit for study you may work part time without a separate work permit, within the limit ({fact:work-limit}). After graduation you can stay to look for work ({fact:job-search-permit}).',
		options: [
			{ title: 'Part-time work', description: '{fact:work-limit}.' },
			{ title: 'University collaborations (150 ore)', description: 'Paid part-time jobs of up to 200 hours a year inside the university.' },
			{ title: 'Internships (tirocini)', description: 'Curricular internships during the degree and extracurricular internships after it.' },
			{ title: 'Job-seeker permit', description: 'After graduating: {fact:job-search-permit}.' },
		],
		jobs: [
			{ title: 'Hospitality and restaurants', pay: 'Set by the sector’s collective agreement (check the current rate)', description: 'Busy in tourist cities; Italian helps.' },
			{ title: 'University “150 ore” jobs', pay: 'Set by your university (check the call for applications)', description: 'Library, labs and student services.' },
			{ title: 'Private tutoring (English)', pay: 'Agreed with the family (varies)', description: 'Many Italian families look for English tutors.' },
		],
		regulations: [
			{ title: 'Working as a student', points: 'Work within the limit ({fact:work-limit}). Renew your permit each year and show exam progress (at least one exam in the first year, two in later years). Italy has no statutory minimum wage; pay follows sector agreements.' },
			{ title: 'After graduation', points: 'Apply for the job-seeker permit before your student permit expires. Converting to a work permit does not need a quota place for graduates of Italian universities.' },
		],
	},
	faqs: [
		{ question: 'What is Universitaly pre-enrolment?', answer: 'An online step on the Universitaly portal where your university confirms your admission. The embassy uses it to process your study visa, so do it as soon as you have an offer.' },
		{ question: 'Can I get a DSU regional scholarship as an Indian student?', answer: 'Yes. International students can apply to regional schemes such as ER.GO, DiSCo Lazio or EDISU Piemonte with documents showing family income and assets, legalised in India.' },
		{ question: 'Do I need IELTS for Italy?', answer: 'Most English-taught programmes ask for IELTS 5.5 – 6.5. Some accept a medium-of-instruction letter from your Indian school or university.' },
		{ question: 'How much money must I show for the visa?', answer: 'About {fact:funds-year} a year for 2025–26: the amount follows the yearly social allowance and changes every year, so check the current amount on the Study in Italy website. You also need accommodation and money for the return journey.' },
		{ question: 'Can I work while studying?', answer: 'Yes, without a separate work permit, within the limit ({fact:work-limit}).' },
		{ question: 'When are the application deadlines?', answer: 'Many universities open applications between November and April for the September intake. The Ministry of University sets the Universitaly and visa deadlines each year (for 2025–26 visa applications had to be made by 30 November 2025), but apply as early as you can, especially for scholarships.' },
	],
	sources: [
		{ title: 'Study in Italy (Italian Ministry of Foreign Affairs)', url: 'https://studyinitaly.esteri.it/en/home' },
		{ title: 'Universitaly', url: 'https://www.universitaly.it/' },
		{ title: 'Visto per l’Italia: visa requirements', url: 'https://vistoperitalia.esteri.it/home/en' },
		{ title: 'Polizia di Stato: residence permits', url: 'https://www.poliziadistato.it/articolo/permesso-di-soggiorno' },
		{ title: 'Comune di Parma: health service registration for students (Budget Law 2024)', url: 'https://informastranieri.comune.parma.it/news/2024-01-03/it-IT/MAGGIORAZIONE-DEL-CONTRIBUTO-PER-LSICRIZIONE-AL-SSN.aspx' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
