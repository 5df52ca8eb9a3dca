import type { CountryDocumentInput } from '../country-guide'

export const australia = {
	id: 'au',
	name: 'Australia',
	flagUrl: 'australia',
	heroImage: '/images/countries/au.svg',
	fastFacts: {
		gdp: '{fact:gdp}',
		dialingCode: '+61',
		currency: 'Australian dollar (AUD, A$)',
		universities: 'About 40 universities, most of them public, plus many TAFE and private colleges',
		whyStudy:
			'Australia has several universities in the world’s top 50, a warm climate, a relaxed outdoor lifestyle and one of the largest Indian communities outside India, with direct flights to Delhi and other Indian cities. Its universities are strong in engineering, IT, health, nursing, business, accounting and agriculture, and TAFE colleges offer practical vocational courses. The Australia–India Economic Cooperation and Trade Agreement and mutual recognition of qualifications have made Indian degrees easier to use in Australia and Australian degrees easier to use in India. Students may work {fact:work-hours}, and graduates can stay on a Temporary Graduate visa: under the Australia–India trade agreement, Indian graduates can stay {fact:psw-india}, with extra time for study in regional areas. Australia has tightened its rules recently: the student visa fee rose to {fact:student-visa-fee} in July 2025, the Genuine Student test applies and there are limits on new international enrolments. Apply with a strong study plan, and compare cities: Adelaide, Perth and regional campuses cost less than Sydney and Melbourne.',
	},
	topUniversities: [
		{ name: 'The University of Melbourne', location: 'Melbourne, Victoria', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: =22' },
		{ name: 'UNSW Sydney', location: 'Sydney, New South Wales', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #19' },
		{ name: 'The University of Sydney', location: 'Sydney, New South Wales', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #28' },
		{ name: 'Australian National University', location: 'Canberra', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #29' },
		{ name: 'Monash University', location: 'Melbourne, Victoria', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #31' },
		{ name: 'The University of Queensland', location: 'Brisbane, Queensland', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: =40' },
		{ name: 'The University of Western Australia', location: 'Perth, Western Australia', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: =77' },
	],
	admissionRequirements: [
		'Application to the university directly or through an authorised education agent',
		'Class 12 marks of about 60 – 85% depending on the university and course',
		'A recognised bachelor’s degree (often 15 or 16 years of education) for master’s degrees',
		'English test: IELTS Academic 6.0 – 7.0 (the student visa has needed at least 6.0 overall since March 2024), or PTE, TOEFL iBT or Cambridge',
		'Genuine Student (GS) answers and a statement explaining your study plan',
		'Confirmation of Enrolment (CoE) after paying the tuition deposit and Overseas Student Health Cover (OSHC)',
		'Proof of funds: at least {fact:funds-living} a year for living costs (the amount set in May 2024; check the current amount) plus tuition and travel',
		'Health examination and police certificate if asked',
	],
	scholarships: [
		{ name: 'Destination Australia scholarships (regional study)', link: 'https://www.education.gov.au/destination-australia' },
		{ name: 'Research Training Program scholarships (research degrees)', link: 'https://www.education.gov.au/research-block-grants/research-training-program' },
		{ name: 'Monash International Merit Scholarship', link: 'https://www.monash.edu/study/fees-scholarships/scholarships' },
		{ name: 'University of Sydney international scholarships', link: 'https://www.sydney.edu.au/scholarships/' },
		{ name: 'University of Queensland scholarships', link: 'https://scholarships.uq.edu.au/' },
	],
	visa: {
		types: [
			{
				title: 'Student visa (subclass 500)',
				cost: '{fact:student-visa-fee} (from 1 July 2025; check the current amount)',
				type: 'Full-time study',
				description: 'Apply online through ImmiAccount with your CoE, OSHC, Genuine Student answers, funds and English results. Processing times vary: apply as soon as you have your CoE.',
			},
			{
				title: 'Temporary Graduate visa (subclass 485), Post-Higher Education Work stream',
				cost: 'Fee in A$: check the current amount',
				type: 'Work after graduation',
				description: 'Indian graduates (Australia–India trade agreement, AI-ECTA): {fact:psw-india}. Others: {fact:psw-general}. Age: {fact:psw-age}. English: {fact:psw-english}.',
			},
			{
				title: 'Student guardian visa (subclass 590)',
				cost: 'Fee in A$: check the current amount',
				type: 'Parent of a student under 18',
				description: 'Lets a parent live with a student who is under 18.',
			},
			{
				title: 'Visitor visa (subclass 600)',
				cost: 'Fee in A$: check the current amount',
				type: 'Short courses up to 3 months',
				description: 'For short courses of up to 3 months or visiting campuses.',
			},
		],
	},
	weather: [
		{ city: 'Sydney', min: 8, max: 26 },
		{ city: 'Melbourne', min: 6, max: 26 },
		{ city: 'Brisbane', min: 10, max: 30 },
		{ city: 'Perth', min: 8, max: 31 },
		{ city: 'Adelaide', min: 8, max: 29 },
	],
	costOfLiving: {
		gaugePosition: 140,
		expances: [
			{ category: 'Tuition (bachelor’s)', range: '{fact:tuition-ranges:inr} a year (more at the top universities; check your course)' },
			{ category: 'Tuition (master’s)', range: '{fact:tuition-ranges:inr} a year (more at the top universities; check your course)' },
			{ category: 'Living costs to show for the visa', range: 'At least {fact:funds-living:inr} a year' },
			{ category: 'Living costs in Sydney or Melbourne', range: 'Usually more than the visa amount (estimate: about {fact:living-estimates:inr} a month)' },
		],
		breakdown: [
			{
				category: 'Typical monthly costs (estimates; check your university’s budget guide)',
				items: [
					{ name: 'Shared room or student accommodation', cost: '{fact:rent-monthly}' },
					{ name: 'Groceries', cost: '{fact:groceries-monthly}' },
					{ name: 'Public transport', cost: '{fact:transport-monthly}' },
					{ name: 'Phone and internet', cost: '{fact:phone-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Student visa', cost: '{fact:student-visa-fee} (check the current amount)' },
					{ name: 'Overseas Student Health Cover (single)', cost: 'Price in A$ set by the insurer for your whole visa (compare quotes)' },
					{ name: 'Health examination in India', cost: 'Set by the panel clinic in ₹ (ask the clinic)' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'Student visa holders may work {fact:work-hours}. Research master’s and PhD students have no limit once their course has started. After graduation, the Temporary Graduate visa gives Indian graduates full work rights: {fact:psw-india}.',
		options: [
			{ title: 'Part-time work', description: '{fact:work-hours}.' },
			{ title: 'Work-integrated learning', description: 'Placements that are a registered part of your course do not count towards the limit.' },
			{ title: 'Temporary Graduate visa (485)', description: 'Full work rights for Indian graduates (AI-ECTA): {fact:psw-india}; longer after regional study.' },
			{ title: 'Skilled migration', description: 'Employer-sponsored and points-tested visas for graduates in occupations on the skills lists.' },
		],
		jobs: [
			{ title: 'Hospitality and retail', pay: 'National minimum wage {fact:minimum-wage} an hour from 1 July 2026 (check the current rate); award rates and casual loading often pay more', description: 'Cafés, supermarkets and restaurants; weekend penalty rates pay more.' },
			{ title: 'Aged care and disability support', pay: 'Set by the award (check the current rate)', description: 'High demand; a Certificate III helps.' },
			{ title: 'Rideshare and delivery', pay: 'Variable; check costs and insurance before you start', description: 'Flexible but check insurance and costs.' },
		],
		regulations: [
			{ title: 'Working hours', points: 'Stay within the limit: {fact:work-hours}. Keep records of your hours. Breaching work conditions can lead to visa cancellation.' },
			{ title: 'Pay and rights', points: 'Everyone in Australia, including students, has the same workplace rights. Get a Tax File Number before starting work. The Fair Work Ombudsman helps with underpayment, free of charge.' },
		],
	},
	faqs: [
		{ question: 'How much is the Australian student visa fee?', answer: '{fact:student-visa-fee} for the main applicant from 1 July 2025, plus extra charges for family members included in the application. Check the current amount with the Visa Pricing Estimator before you apply.' },
		{ question: 'What is the Genuine Student requirement?', answer: 'You answer questions about your circumstances, your course and how it fits your future plans. It replaced the GTE statement on 23 March 2024.' },
		{ question: 'How many hours can I work?', answer: 'On a student visa you may work {fact:work-hours}.' },
		{ question: 'How long can I stay after graduating?', answer: 'As an Indian graduate on the Temporary Graduate visa: {fact:psw-india}, plus extra time for regional study.' },
		{ question: 'What IELTS score do I need?', answer: 'At least 6.0 overall for the student visa, usually 6.5 (no band below 6.0) for university admission, and 6.5 (at least 5.5 in each band) for the Temporary Graduate visa.' },
		{ question: 'Is health cover compulsory?', answer: 'Yes. You must buy Overseas Student Health Cover (OSHC) for the whole length of your visa before it is granted.' },
	],
	sources: [
		{ title: 'Department of Home Affairs: Student visa (subclass 500)', url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500' },
		{ title: 'Department of Home Affairs: Temporary Graduate visa, Post-Higher Education Work stream', url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485/post-higher-education-work' },
		{ title: 'DFAT: AI-ECTA side letter on post-study work visas', url: 'https://www.dfat.gov.au/trade/agreements/in-force/australia-india-ecta/australia-india-ecta-official-text/side-letters-post-study-work-visas-australia-india' },
		{ title: 'TEQSA: Student visa holder work restrictions', url: 'https://www.teqsa.gov.au/about-us/news-and-events/latest-news/student-visa-holder-work-restrictions' },
		{ title: 'Study Australia (Australian Government)', url: 'https://www.studyaustralia.gov.au/' },
		{ title: 'Fair Work Ombudsman: Minimum wages', url: 'https://www.fairwork.gov.au/tools-and-resources/fact-sheets/minimum-workplace-entitlements/minimum-wages' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
