import type { CountryDocumentInput } from '../country-guide'

export const unitedKingdom = {
	id: 'united-kingdom',
	name: 'UK',
	flagUrl: 'uk',
	heroImage: '/images/countries/united-kingdom.svg',
	fastFacts: {
		gdp: 'One of the ten largest economies in the world (see the IMF World Economic Outlook for the current figure)',
		dialingCode: '+44',
		currency: 'Pound sterling (GBP, £)',
		universities: 'Well over 100 universities; check that yours is a recognised degree-awarding body on GOV.UK',
		whyStudy:
			'The UK is home to some of the oldest and most respected universities in the world, and its degrees are recognised by employers everywhere, including in India. Courses are shorter than in many countries: most bachelor’s degrees take three years (four in Scotland) and most master’s degrees take just one year, which keeps the total cost of tuition and living down. Teaching is in English, classes are small and students are expected to think for themselves, which builds the confidence that recruiters look for. The UK has a large Indian and Punjabi community, so food, festivals and gurdwaras are never far away, and direct flights connect London, Birmingham and Manchester with Delhi and Amritsar. After graduating, the Graduate Route lets you stay and work without a job offer: {fact:graduate-route-length} (most students starting now will apply from 1 January 2027), and many graduates then move on to a Skilled Worker visa. Universities also offer generous scholarships for Indian students, and the Chevening and Commonwealth schemes fund full master’s and PhD study.',
	},
	topUniversities: [
		{ name: 'Imperial College London', location: 'London', logo: '', ielts: '6.5 overall (7.0 for some courses)', ranking: 'QS World University Rankings 2027: =2' },
		{ name: 'University of Oxford', location: 'Oxford', logo: '', ielts: '7.0 overall (7.5 for some courses)', ranking: 'QS World University Rankings 2027: #4' },
		{ name: 'University of Cambridge', location: 'Cambridge', logo: '', ielts: '7.5 overall for most courses', ranking: 'QS World University Rankings 2027: #6' },
		{ name: 'University College London (UCL)', location: 'London', logo: '', ielts: '6.5 to 7.5 overall, depending on course', ranking: 'QS World University Rankings 2027: =8' },
		{ name: 'King’s College London', location: 'London', logo: '', ielts: '6.5 to 7.5 overall, depending on course', ranking: 'QS World University Rankings 2027: #37' },
		{ name: 'The University of Edinburgh', location: 'Edinburgh, Scotland', logo: '', ielts: '6.5 overall (7.0 for some courses)', ranking: 'QS World University Rankings 2027: #35' },
		{ name: 'The University of Manchester', location: 'Manchester', logo: '', ielts: '6.5 overall (7.0 for some courses)', ranking: 'QS World University Rankings 2027: =40' },
	],
	admissionRequirements: [
		'Completed application through UCAS for bachelor’s degrees, or directly to the university for master’s degrees',
		'Class 12 marks (usually 65–90% depending on the university) or a recognised bachelor’s degree for postgraduate study',
		'English test: IELTS Academic (UKVI version for courses below degree level), usually 6.0–7.0 overall',
		'Personal statement (UCAS questions from 2026 entry) or statement of purpose for postgraduate courses',
		'One or two academic references and your transcripts and certificates',
		'An unconditional offer and a Confirmation of Acceptance for Studies (CAS) before you apply for the visa',
		'Proof of funds: unpaid first-year tuition plus {fact:funds-london-monthly} a month in London or {fact:funds-outside-london-monthly} a month elsewhere (applications from 11 November 2025), for {fact:funds-months}, held for 28 days in a row',
		'Tuberculosis (TB) test certificate from a UK-approved clinic in India',
	],
	scholarships: [
		{ name: 'Chevening Scholarships (UK government, full master’s funding)', link: 'https://www.chevening.org/scholarships/' },
		{ name: 'Commonwealth Master’s and PhD Scholarships', link: 'https://cscuk.fcdo.gov.uk/scholarships/' },
		{ name: 'GREAT Scholarships (British Council)', link: 'https://study-uk.britishcouncil.org/scholarships-funding/great-scholarships' },
		{ name: 'Felix Scholarships for Indian students (Oxford, Reading and SOAS)', link: 'https://www.felixscholarship.org/' },
		{ name: 'Rhodes Scholarships at the University of Oxford', link: 'https://www.rhodeshouse.ox.ac.uk/scholarships/' },
	],
	visa: {
		types: [
			{
				title: 'Student visa',
				cost: 'Application fee: {fact:student-visa-fee}, plus the Immigration Health Surcharge of {fact:ihs-student-yearly} a year',
				type: 'Degree study over 6 months',
				description:
					'For a full-time course at a licensed university. Apply up to 6 months before your course starts with your CAS, proof of funds, passport, TB certificate and English results. Decisions from India often take about 3 weeks; check current processing times on GOV.UK.',
			},
			{
				title: 'Short-term study visa',
				cost: 'Fee: {fact:short-term-study-visa-fee}',
				type: 'English language course of 6 to 11 months',
				description:
					'Only for English language courses longer than 6 months and up to 11 months. You cannot work, bring family or extend it. For shorter study you visit on a Standard Visitor visa.',
			},
			{
				title: 'Standard Visitor visa',
				cost: 'Fee: {fact:visitor-visa-fee}',
				type: 'Short courses and visits up to 6 months',
				description:
					'For short courses of up to 6 months, university open days, interviews and attending a graduation. You cannot work or study a full degree on this visa.',
			},
			{
				title: 'Graduate visa',
				cost: 'Application fee: {fact:graduate-visa-fee}, plus the Immigration Health Surcharge of {fact:ihs-graduate-yearly} a year',
				type: 'Work after your degree',
				description:
					'Apply in the UK, before your Student visa ends, after you complete a UK bachelor’s or master’s degree: stay and work at any level with no job offer needed. How long: {fact:graduate-route-length}.',
			},
		],
	},
	weather: [
		{ city: 'London', min: 3, max: 24 },
		{ city: 'Manchester', min: 2, max: 20 },
		{ city: 'Edinburgh', min: 1, max: 19 },
		{ city: 'Birmingham', min: 2, max: 21 },
	],
	costOfLiving: {
		gaugePosition: 135,
		expances: [
			{ category: 'Tuition (undergraduate)', range: '{fact:tuition-undergraduate:inr} a year' },
			{ category: 'Tuition (master’s)', range: '{fact:tuition-masters:inr} for the course' },
			{ category: 'Living costs in London', range: 'At least {fact:funds-london-monthly:inr} a month (the amount UKVI asks you to show); many students spend more' },
			{ category: 'Living costs outside London', range: 'At least {fact:funds-outside-london-monthly:inr} a month (the amount UKVI asks you to show)' },
		],
		breakdown: [
			{
				category: 'Monthly living costs (outside London)',
				items: [
					{ name: 'Room in university halls or a shared flat', cost: '{fact:rent-monthly}' },
					{ name: 'Groceries', cost: '{fact:groceries-monthly}' },
					{ name: 'Local transport (student bus pass)', cost: '{fact:transport-monthly}' },
					{ name: 'Mobile phone (SIM only)', cost: '{fact:phone-monthly}' },
					{ name: 'Gas, electricity and internet (if not included)', cost: '{fact:utilities-monthly}' },
				],
			},
			{
				category: 'One-off costs before you travel',
				items: [
					{ name: 'Student visa application', cost: '{fact:student-visa-fee}' },
					{ name: 'Immigration Health Surcharge', cost: '{fact:ihs-student-yearly} a year of visa' },
					{ name: 'TB test in India', cost: '{fact:tb-test-fee}' },
					{ name: 'One-way flight from Delhi or Amritsar', cost: 'Check current fares with airlines; book early for September' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'On a Student visa for a degree you can work part time during term and full time in the official university holidays. Your right to work is shown in your eVisa (your UKVI account; the UK no longer issues BRP cards), and the university and employers check it. After you graduate, the Graduate Route lets you look for work and build experience without a sponsor.',
		options: [
			{ title: 'Part-time work during study', description: 'Up to {fact:work-hours-term}.' },
			{ title: 'Work placements', description: 'A placement that is an assessed part of your course (a “sandwich year”) is allowed on top of the hourly limit.' },
			{ title: 'Graduate Route', description: 'Work at any skill level after a bachelor’s or master’s degree: {fact:graduate-route-length}.' },
			{ title: 'Skilled Worker visa', description: 'Switch in the UK once a licensed employer sponsors you for an eligible graduate-level job paying at least the salary threshold.' },
		],
		jobs: [
			{ title: 'Retail and supermarket assistant', pay: 'About {fact:national-living-wage} an hour (National Living Wage from April 2026, age 21+)', description: 'Flexible shifts, weekend work and busy holiday seasons.' },
			{ title: 'Hospitality and café staff', pay: 'About {fact:national-living-wage} an hour plus tips', description: 'Restaurants, cafés and hotels near every campus hire students.' },
			{ title: 'University jobs', pay: 'At least {fact:national-living-wage} an hour (the National Living Wage, age 21+); more for teaching and lab roles', description: 'Student ambassador, library assistant, lab demonstrator or teaching assistant roles.' },
			{ title: 'Care assistant', pay: 'At least {fact:national-living-wage} an hour (the National Living Wage, age 21+)', description: 'Care homes and home care agencies offer shift work; training is provided.' },
		],
		regulations: [
			{ title: 'Hours and holidays', points: 'You may work up to {fact:work-hours-term}. Full-time work is allowed only in the official vacations published by your university. Hours are counted per week (Monday to Sunday), not averaged.' },
			{ title: 'Work you cannot do', points: 'You cannot be self-employed or work as a freelancer. You cannot work as a professional sportsperson or entertainer. You cannot fill a permanent full-time vacancy.' },
			{ title: 'Tax and pay', points: 'Apply for a National Insurance number as soon as you start work. Employers must pay at least the National Minimum Wage for your age. Income Tax starts above the {fact:personal-allowance} Personal Allowance (frozen until April 2031).' },
		],
	},
	faqs: [
		{ question: 'Is the UK Student visa fee the same for everyone?', answer: 'Yes. The fee is the same for every nationality ({fact:student-visa-fee}: the Home Office published a new fees table on 8 April 2026), plus the Immigration Health Surcharge of {fact:ihs-student-yearly} for each year of your visa. The surcharge gives you access to the National Health Service.' },
		{ question: 'How much money do I need to show for the visa?', answer: 'Your first year’s unpaid tuition plus living costs of {fact:funds-london-monthly} a month in London or {fact:funds-outside-london-monthly} a month elsewhere (for applications made from 11 November 2025), for {fact:funds-months}. The money must be in your account (or your parents’ account, with their letter) for 28 days in a row, ending no more than 31 days before you apply.' },
		{ question: 'Can I study in the UK without IELTS?', answer: 'Some universities accept a high Class 12 English mark (often 70–80% from CBSE or ISC boards) or other tests such as PTE Academic or the TOEFL iBT. For courses below degree level you need a UKVI-approved test.' },
		{ question: 'Can I bring my spouse or children?', answer: 'Only if you are on a postgraduate research course such as a PhD or a research master’s, or on a government-sponsored course of over 6 months. Taught master’s students can no longer bring dependants.' },
		{ question: 'When are the intakes?', answer: 'The main intake is September/October. Many universities also have a January/February intake and a few offer May. Apply 8 to 12 months ahead for the best choice and scholarships.' },
		{ question: 'Can I stay in the UK after my degree?', answer: 'Yes. The Graduate visa lets you stay and work without a job offer: {fact:graduate-route-length}. Most students starting a course in 2026 or later will apply from 1 January 2027. From it you can switch to a Skilled Worker visa if an employer sponsors you.' },
		{ question: 'Is a one-year master’s degree recognised in India?', answer: 'Yes. UK master’s degrees from recognised universities are accepted under the India–UK agreement on mutual recognition of qualifications signed in 2022.' },
	],
	sources: [
		{ title: 'GOV.UK: Student visa', url: 'https://www.gov.uk/student-visa' },
		{ title: 'GOV.UK: Visa fees (Home Office fees table)', url: 'https://www.gov.uk/government/publications/visa-regulations-revised-table' },
		{ title: 'GOV.UK: Graduate visa', url: 'https://www.gov.uk/graduate-visa' },
		{ title: 'GOV.UK: Immigration Health Surcharge', url: 'https://www.gov.uk/healthcare-immigration-application' },
		{ title: 'GOV.UK: National Minimum Wage and National Living Wage rates', url: 'https://www.gov.uk/national-minimum-wage-rates' },
		{ title: 'GOV.UK: Student visa, money you need', url: 'https://www.gov.uk/student-visa/money' },
		{ title: 'GOV.UK: eVisas (online immigration status)', url: 'https://www.gov.uk/guidance/online-immigration-status-evisa' },
		{ title: 'IMF World Economic Outlook databases', url: 'https://www.imf.org/en/Publications/SPROLLs/world-economic-outlook-databases' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
