import type { CountryDocumentInput } from '../country-guide'

export const sweden = {
	id: 'sweden',
	name: 'Sweden',
	flagUrl: 'sweden',
	heroImage: '/images/countries/sweden.svg',
	fastFacts: {
		gdp: '{fact:gdp}',
		dialingCode: '+46',
		currency: 'Swedish krona (SEK, kr)',
		universities: 'About 50 universities and university colleges, almost all of them public',
		whyStudy:
			'Sweden is known for innovation: Spotify, IKEA, Volvo, Ericsson and Klarna all started there, and it is one of the most innovative countries in the world according to the Global Innovation Index. Swedish universities teach hundreds of master’s programmes in English, with a focus on independent thinking, group work and close contact with teachers, and the academic year is flexible, with one course at a time in many programmes. Sweden is a world leader in sustainability, clean energy, life sciences, engineering and design. Students on a residence permit for studies may work alongside their studies (the government has proposed a weekly limit, so check the current rule), and graduates can get a permit ({fact:job-search-permit-length}) to look for work or start a business. Almost everyone speaks excellent English, the country is safe, and long summer days balance dark winters. Fees for non-EU students are high and set by each university (often about {fact:tuition-range} a year), but the Swedish Institute and the universities themselves give scholarships that can cover tuition, and PhD students are paid a salary.',
	},
	topUniversities: [
		{ name: 'Lund University', location: 'Lund', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: #71' },
		{ name: 'KTH Royal Institute of Technology', location: 'Stockholm', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: =82' },
		{ name: 'Uppsala University', location: 'Uppsala', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: =87' },
		{ name: 'Stockholm University', location: 'Stockholm', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: #167' },
		{ name: 'Chalmers University of Technology', location: 'Gothenburg', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: =174' },
		{ name: 'University of Gothenburg', location: 'Gothenburg', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: #225' },
		{ name: 'Karolinska Institutet', location: 'Stockholm', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: not ranked' },
	],
	admissionRequirements: [
		'Application through universityadmissions.se (bachelor’s and master’s) with an application fee of {fact:application-fee} per semester you apply for',
		'Class 12 with English and subject-specific requirements for bachelor’s degrees',
		'A bachelor’s degree of at least 180 credits (three years) for master’s degrees, in a relevant subject',
		'English at “English 6” level: IELTS Academic 6.5, no band below 5.5, or TOEFL iBT 90 with at least 20 in writing',
		'Officially certified transcripts and degree certificates uploaded to the admissions portal',
		'Statement of purpose, CV or portfolio for some programmes',
		'Proof of funds for the residence permit: at least {fact:funds-monthly} for every month of the permit (for applications made in 2026; the amount changes every January), besides tuition. A bank statement must be issued no more than four months before the permit period starts',
		'Pay the first tuition instalment before you apply for the residence permit; comprehensive health insurance if your permit is for less than a year',
	],
	scholarships: [
		{ name: 'Swedish Institute Scholarships for Global Professionals (check country eligibility)', link: 'https://si.se/en/apply/scholarships/' },
		{ name: 'Lund University Global Scholarship', link: 'https://www.lunduniversity.lu.se/admissions/bachelors-and-masters-studies/scholarships-and-awards' },
		{ name: 'KTH Scholarship', link: 'https://www.kth.se/en/studies/master/admission/scholarships-for-master-s-students-1.1156669' },
		{ name: 'Uppsala University scholarships', link: 'https://www.uu.se/en/study/scholarships' },
		{ name: 'Study in Sweden scholarship overview', link: 'https://studyinsweden.se/scholarships/' },
	],
	visa: {
		types: [
			{
				title: 'Residence permit for higher education studies',
				cost: '{fact:permit-fee-studies}',
				type: 'Studies longer than 3 months',
				description: 'Apply online to the Swedish Migration Agency after paying your first tuition instalment. You need admission to full-time studies, funds for every month of the permit and, for permits under a year, comprehensive health insurance.',
			},
			{
				title: 'Residence permit to look for work',
				cost: 'Fee in SEK: check the current amount on the Migration Agency’s website',
				type: 'After graduation',
				description: 'To find work or start a business: {fact:job-search-permit-length}. Apply from Sweden before your study permit expires, and show you can support yourself for the whole permit.',
			},
			{
				title: 'Work permit',
				cost: 'About {fact:work-permit-fee} (check the current amount)',
				type: 'Employment after studies',
				description: 'For graduates with a job offer whose salary follows the collective agreement and reaches the salary floor: since 1 June 2026 this is usually 90% of Sweden’s median salary (check the current rule). You can switch in Sweden without leaving.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '{fact:schengen-fee}',
				type: 'Courses under 90 days',
				description: 'For short courses and summer schools. Students travelling for study can ask the embassy about the fee waiver for students.',
			},
		],
	},
	weather: [
		{ city: 'Stockholm', min: -4, max: 22 },
		{ city: 'Gothenburg', min: -2, max: 21 },
		{ city: 'Malmö', min: -1, max: 22 },
		{ city: 'Uppsala', min: -6, max: 22 },
	],
	costOfLiving: {
		gaugePosition: 130,
		expances: [
			{ category: 'Tuition (non-EU)', range: 'Set by each university: often about {fact:tuition-range:inr} a year (check your programme’s fee)' },
			{ category: 'Application fee', range: '{fact:application-fee:inr} per semester you apply for' },
			{ category: 'Living costs', range: 'At least {fact:funds-monthly:inr} a month (the Migration Agency’s minimum for 2026); more in Stockholm' },
		],
		breakdown: [
			{
				category: 'Sample monthly budget (Mälardalen University, 2024)',
				items: [
					{ name: 'Accommodation', cost: '{fact:budget-accommodation}' },
					{ name: 'Food', cost: '{fact:budget-food}' },
					{ name: 'Insurance, medical care and hygiene', cost: '{fact:budget-insurance-hygiene}' },
					{ name: 'Phone and internet', cost: '{fact:budget-phone}' },
					{ name: 'Local travel', cost: '{fact:budget-local-travel}' },
					{ name: 'Clothing, hobbies and other', cost: '{fact:budget-other}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'University application fee', cost: '{fact:application-fee}' },
					{ name: 'Residence permit', cost: '{fact:permit-fee-studies}' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'A residence permit for higher education studies has let you work in Sweden with no fixed limit on hours, but your studies must come first: the Migration Agency checks your study progress when you renew. The rule now: {fact:student-work-hours}. Check it before you plan on part-time income.',
		options: [
			{ title: 'Part-time work during studies', description: '{fact:student-work-hours}.' },
			{ title: 'Thesis with a company', description: 'Many master’s students write their thesis with a Swedish company, often leading to a job.' },
			{ title: 'Job-search permit', description: 'After graduation, to look for work or start a business: {fact:job-search-permit-length}.' },
			{ title: 'Work permit and EU Blue Card', description: 'For graduates with a job offer that meets the salary floor and the collective agreement.' },
		],
		jobs: [
			{ title: 'Restaurants and cafés', pay: 'Set by the collective agreement (check the current rate)', description: 'There is no statutory minimum wage in Sweden.' },
			{ title: 'Delivery and warehouse work', pay: 'Set by the collective agreement (check the current rate)', description: 'Flexible shifts in the big cities.' },
			{ title: 'Student ambassador or research assistant', pay: 'Set by the university (check the job advert)', description: 'University jobs, often in English.' },
		],
		regulations: [
			{ title: 'Working as a student', points: 'There has been no fixed limit on hours on a study permit, but a 15-hour weekly limit during term has been proposed; check the current rule. You must show progress in your studies when you renew. Get a Swedish personal identity number if your permit is for a year or more.' },
			{ title: 'Pay and tax', points: 'Sweden has no statutory minimum wage; pay follows collective agreements. Income tax is deducted by the employer. Join a union or check the agreement if unsure.' },
		],
	},
	faqs: [
		{ question: 'How do I apply to Swedish universities?', answer: 'Through the national portal universityadmissions.se, with a {fact:application-fee} application fee per semester. The first admission round for the autumn intake closes in {fact:first-round-deadline}.' },
		{ question: 'Can I work while studying in Sweden?', answer: 'Yes, but your studies must come first. The hour limit: {fact:student-work-hours}.' },
		{ question: 'How much money must I show?', answer: 'At least {fact:funds-monthly} for every month of your residence permit if you apply in 2026 (the amount changes every January), besides tuition. The old rule of funds for only 10 months a year ended in 2020.' },
		{ question: 'Can I stay after graduating?', answer: 'Yes. You can apply for a residence permit to look for work or start a business: {fact:job-search-permit-length}.' },
		{ question: 'Is a PhD in Sweden paid?', answer: 'Yes. PhD students are employed by the university on a salary, and pay no tuition fees.' },
		{ question: 'Do I need to speak Swedish?', answer: 'No, almost everyone speaks English, but Swedish helps with part-time jobs; universities offer free Swedish courses.' },
	],
	sources: [
		{ title: 'Swedish Migration Agency: Residence permit for studies in higher education', url: 'https://www.migrationsverket.se/English/Private-individuals/Studying-in-Sweden/Higher-education/Residence-permit-for-studies-in-higher-education.html' },
		{ title: 'Swedish Migration Agency: Maintenance requirement for students', url: 'https://www.migrationsverket.se/en/lankade-moduler-engelska/studera/forsorjningskrav-studera-huvudsokande.html' },
		{ title: 'Swedish Migration Agency: Residence permit after studies', url: 'https://www.migrationsverket.se/English/Private-individuals/Studying-and-researching-in-Sweden/Higher-education/After-your-studies.html' },
		{ title: 'University Admissions in Sweden: Application fee', url: 'https://universityadmissions.se/en/apply-to-bachelors/pay-your-application-fee-non-eu-eea-bachelors' },
		{ title: 'Study in Sweden (Swedish Institute)', url: 'https://studyinsweden.se/' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
