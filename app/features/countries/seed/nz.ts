import type { CountryDocumentInput } from '../country-guide'

export const newZealand = {
	id: 'nz',
	name: 'New Zealand',
	flagUrl: 'new-zealand',
	heroImage: '/images/countries/nz.svg',
	fastFacts: {
		gdp: '{fact:gdp}',
		dialingCode: '+64',
		currency: 'New Zealand dollar (NZD, NZ$)',
		universities: '8 universities, all public, plus polytechnics and private training establishments',
		whyStudy:
			'New Zealand is small, safe and beautiful, and all eight of its universities are ranked among the top 3% of universities in the world. Teaching is practical and research-led, with small classes and easy access to lecturers, and the country is known for agriculture and food science, environmental science, engineering, IT, tourism and health. It is one of the most peaceful countries in the world, people are friendly and informal, and there is a well-established Indian and Punjabi community, especially in Auckland. Students can work {fact:work-hours}, and graduates with a bachelor’s or higher degree can get an open Post-Study Work Visa ({fact:psw-length}), which helps many move to skilled residence. Living costs are lower than in Australia outside Auckland and Wellington, and the government’s New Zealand Excellence Awards offer scholarships to Indian students. Plan your budget carefully: you must show {fact:funds-year} a year for living costs, from a source Immigration New Zealand can confirm.',
	},
	topUniversities: [
		{ name: 'University of Auckland', location: 'Auckland', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #67' },
		{ name: 'University of Otago', location: 'Dunedin', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: #198' },
		{ name: 'Victoria University of Wellington', location: 'Wellington', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: =241' },
		{ name: 'University of Canterbury', location: 'Christchurch', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #257' },
		{ name: 'Massey University', location: 'Palmerston North, Auckland and Wellington', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: #215' },
		{ name: 'University of Waikato', location: 'Hamilton and Tauranga', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: =293' },
		{ name: 'Lincoln University', location: 'Lincoln (near Christchurch)', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: =419' },
		{ name: 'Auckland University of Technology (AUT)', location: 'Auckland', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: #431' },
	],
	admissionRequirements: [
		'Application directly to the university, usually online',
		'Class 12 marks of about 65 – 80% for bachelor’s degrees (some need a foundation year)',
		'A recognised bachelor’s degree for postgraduate study',
		'English test: IELTS Academic 6.0 – 6.5 or an accepted equivalent',
		'Offer of place, then payment of tuition for the first year',
		'Proof of funds: {fact:funds-year} a year for living costs, or {fact:funds-month} a month for study shorter than a year (less if your accommodation is prepaid), plus an outward ticket or funds for it; the money must come from a source Immigration New Zealand can confirm',
		'Medical and chest X-ray certificates and a police certificate where required',
		'Insurance that meets the Code of Pastoral Care for international students',
	],
	scholarships: [
		{ name: 'New Zealand Excellence Awards (NZEA) for Indian students', link: 'https://www.studywithnewzealand.govt.nz/en/study-options/scholarships' },
		{ name: 'University of Auckland scholarships', link: 'https://www.auckland.ac.nz/en/study/scholarships-and-awards.html' },
		{ name: 'University of Otago scholarships', link: 'https://www.otago.ac.nz/study/scholarships' },
		{ name: 'Victoria University of Wellington scholarships', link: 'https://www.wgtn.ac.nz/scholarships' },
	],
	visa: {
		types: [
			{
				title: 'Fee Paying Student Visa',
				cost: '{fact:student-visa-fee}',
				type: 'Full-time study',
				description: 'Apply online (paper applications are no longer accepted) with your offer of place, tuition receipt, proof of {fact:funds-year} a year and medical certificates. Immigration New Zealand publishes its current processing time on the visa page.',
			},
			{
				title: 'Post-Study Work Visa',
				cost: 'Fee in NZ$: check the current amount',
				type: 'Work after graduation',
				description: 'An open work visa: {fact:psw-length}; the length depends on your qualification. When to apply: {fact:psw-deadline}.',
			},
			{
				title: 'Partner of a Student Work Visa',
				cost: 'Fee in NZ$: check the current amount',
				type: 'For partners',
				description: 'Partners of master’s and PhD students (and students in some Green List fields) can get an open work visa.',
			},
			{
				title: 'Visitor Visa',
				cost: 'Fee in NZ$ plus the International Visitor Levy: check the current amount',
				type: 'Courses up to 3 months',
				description: 'For short courses of up to 3 months; an International Visitor Conservation and Tourism Levy also applies.',
			},
		],
	},
	weather: [
		{ city: 'Auckland', min: 8, max: 24 },
		{ city: 'Wellington', min: 6, max: 21 },
		{ city: 'Christchurch', min: 2, max: 23 },
		{ city: 'Dunedin', min: 3, max: 19 },
	],
	costOfLiving: {
		gaugePosition: 115,
		expances: [
			{ category: 'Tuition (bachelor’s)', range: '{fact:tuition:inr} a year (check your programme)' },
			{ category: 'Tuition (master’s)', range: '{fact:tuition:inr} a year (check your programme)' },
			{ category: 'Living costs to show for the visa', range: '{fact:funds-year:inr} a year ({fact:funds-month:inr} a month)' },
			{ category: 'Living costs in Auckland (estimate)', range: 'About {fact:living-estimates:inr} a month' },
		],
		breakdown: [
			{
				category: 'Typical monthly costs (estimates; check your university’s budget guide)',
				items: [
					{ name: 'Shared flat or student hall', cost: '{fact:rent-monthly}' },
					{ name: 'Groceries', cost: '{fact:groceries-monthly}' },
					{ name: 'Transport', cost: '{fact:transport-monthly}' },
					{ name: 'Phone and internet', cost: '{fact:phone-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Student visa', cost: '{fact:student-visa-fee}' },
					{ name: 'Student insurance', cost: 'Price in NZ$ set by the insurer your university approves' },
					{ name: 'Medical and X-ray in India', cost: 'Set by the panel clinic in ₹ (ask the clinic)' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'Most students in degree programmes may work {fact:work-hours} (visas granted earlier show their own limit); the condition is printed on your visa. Master’s by research and PhD students may work full time. After graduation, the Post-Study Work Visa gives open work rights.',
		options: [
			{ title: 'Part-time work', description: '{fact:work-hours}.' },
			{ title: 'Research students', description: 'Master’s by research and PhD students can work full time.' },
			{ title: 'Post-Study Work Visa', description: 'Open work: {fact:psw-length}.' },
			{ title: 'Skilled residence', description: 'Green List occupations and the Skilled Migrant Category lead to residence.' },
		],
		jobs: [
			{ title: 'Retail, cafés and supermarkets', pay: 'Adult minimum wage {fact:minimum-wage} an hour from 1 April 2026 (check the current rate)', description: 'Flexible shifts in all cities.' },
			{ title: 'Seasonal fruit picking and packing', pay: 'At least the minimum wage; piece rates vary (check your agreement)', description: 'Summer holiday work in Hawke’s Bay, Bay of Plenty and Central Otago.' },
			{ title: 'Aged care support', pay: 'Set by your employment agreement (check the current rate)', description: 'Care homes hire students with training.' },
		],
		regulations: [
			{ title: 'Visa conditions', points: 'Check your visa for your exact work conditions. Work only within the hours allowed. Keep enrolled full time and attend classes. If you change your education provider or move to a lower level of study, you need a new student visa.' },
			{ title: 'Tax and rights', points: 'Get an IRD number before you start work. Your employer must pay at least the minimum wage and holiday pay. Employment New Zealand helps with problems for free.' },
		],
	},
	faqs: [
		{ question: 'How much money do I need for a New Zealand student visa?', answer: '{fact:funds-year} a year for living costs (or {fact:funds-month} a month for study shorter than a year), plus tuition and a return ticket or funds for one. The money must come from a source Immigration New Zealand can confirm.' },
		{ question: 'How many hours can I work?', answer: 'Most degree students: {fact:work-hours}. Check the conditions on your visa.' },
		{ question: 'Can I stay after my studies?', answer: 'Yes. With a bachelor’s or higher degree you can get a Post-Study Work Visa: {fact:psw-length}. When to apply: {fact:psw-deadline}.' },
		{ question: 'Are all New Zealand universities good?', answer: 'Yes. All eight universities are public and appear in the QS World University Rankings.' },
		{ question: 'What are the intakes?', answer: 'The main intakes are February and July; some programmes also start in November.' },
		{ question: 'Is New Zealand safe?', answer: 'Yes. It is one of the most peaceful countries in the world, and universities must follow a Code of Pastoral Care for international students.' },
	],
	sources: [
		{ title: 'Immigration New Zealand: Fee Paying Student Visa', url: 'https://www.immigration.govt.nz/visas/fee-paying-student-visa' },
		{ title: 'Immigration New Zealand: Student fund requirements', url: 'https://www.immigration.govt.nz/process-to-apply/applying-for-a-visa/providing-evidence-and-documents-to-support-your-visa-application/student-fund-requirements' },
		{ title: 'Immigration New Zealand: Post-Study Work Visa', url: 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/post-study-work-visa' },
		{ title: 'Study with New Zealand (Education New Zealand)', url: 'https://www.studywithnewzealand.govt.nz/' },
		{ title: 'Employment New Zealand: Minimum wage', url: 'https://www.employment.govt.nz/pay-and-hours/pay-and-wages/minimum-wage' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
