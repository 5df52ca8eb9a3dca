import type { CountryDocumentInput } from '../country-guide'

export const dubai = {
	id: 'dubai',
	name: 'Dubai',
	flagUrl: 'dubai',
	heroImage: '/images/countries/dubai.svg',
	fastFacts: {
		gdp: 'The UAE is one of the largest economies in the Arab world, and Dubai is its trade, aviation and finance hub (see the IMF World Economic Outlook for current figures)',
		dialingCode: '+971 (Dubai area code 4)',
		currency: 'UAE dirham (AED), pegged to the US dollar ({fact:aed-usd-peg})',
		universities: 'Dozens of KHDA-licensed higher-education institutions, many of them branch campuses of foreign universities',
		whyStudy:
			'Dubai lets you earn a degree from a British, Australian or Indian university without travelling far from home: the flight from Amritsar or Delhi is about three and a half hours, and more than a third of Dubai’s population is Indian. Branch campuses such as the University of Birmingham, Heriot-Watt, Middlesex, Wollongong and BITS Pilani award the same degree as at their home campus, often with the option to spend a semester or a year there. Dubai is one of the safest cities in the world, English is used everywhere at work, and there is no personal income tax. Its economy is built on business, finance, aviation, tourism, logistics and technology, so internships and graduate jobs are close at hand, and the UAE offers long-term Golden Visas to outstanding graduates. Fees and rents are high compared with India, so compare scholarships and the total cost, and check that your university and programme are approved by the KHDA and, if you need it, recognised in India.',
	},
	topUniversities: [
		{ name: 'University of Birmingham Dubai', location: 'Dubai International Academic City', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: =68 (University of Birmingham, UK main campus)' },
		{ name: 'University of Wollongong in Dubai', location: 'Dubai Knowledge Park', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: #195 (University of Wollongong, Australia main campus)' },
		{ name: 'Heriot-Watt University Dubai', location: 'Dubai Knowledge Park', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: #325 (Heriot-Watt University, UK main campus)' },
		{ name: 'Middlesex University Dubai', location: 'Dubai Knowledge Park', logo: '', ielts: '6.0 overall', ranking: 'QS World University Rankings 2027: 901–950 (Middlesex University, UK main campus)' },
		{ name: 'BITS Pilani, Dubai Campus', location: 'Dubai International Academic City', logo: '', ielts: 'Not always required (BITSAT or Class 12 marks)', ranking: 'QS World University Rankings 2027: =575 (BITS Pilani, India parent institute)' },
		{ name: 'American University in Dubai', location: 'Dubai Media City', logo: '', ielts: '6.0 – 6.5 overall', ranking: 'QS World University Rankings 2027: =620' },
		{ name: 'Manipal Academy of Higher Education, Dubai', location: 'Dubai International Academic City', logo: '', ielts: '5.5 – 6.0 or Class 12 English', ranking: 'QS World University Rankings 2027: 851–900 (Manipal Academy of Higher Education, India parent university)' },
	],
	admissionRequirements: [
		'Direct application to the university with your passport copy and photographs',
		'Class 12 marks (usually 60 – 80%) for bachelor’s degrees; a recognised bachelor’s degree for master’s degrees',
		'English test: IELTS Academic 6.0 – 6.5 or an equivalent, unless the university accepts Class 12 English',
		'Attested mark sheets and certificates (attestation by the Ministry of External Affairs and the UAE Embassy may be required)',
		'Statement of purpose and CV for postgraduate courses',
		'Payment of the tuition deposit and visa fees so that the university can sponsor your student residence visa',
		'Medical fitness test and Emirates ID biometrics after arrival',
	],
	scholarships: [
		{ name: 'University of Birmingham Dubai scholarships', link: 'https://www.birmingham.ac.uk/dubai/undergraduate/fees-and-scholarships' },
		{ name: 'Heriot-Watt University Dubai scholarships', link: 'https://www.hw.ac.uk/dubai/study/fees-funding/scholarships.htm' },
		{ name: 'Middlesex University Dubai scholarships', link: 'https://www.mdx.ac.ae/study-with-us/scholarships' },
		{ name: 'University of Wollongong in Dubai scholarships', link: 'https://www.uowdubai.ac.ae/scholarships' },
	],
	visa: {
		types: [
			{
				title: 'Student residence visa (university-sponsored)',
				cost: 'About {fact:student-visa-cost} in total (estimate), including entry permit, medical test and Emirates ID; ask your university for its exact visa fee',
				type: 'Degree study',
				description:
					'Your university sponsors and applies for the visa after you accept the offer and pay the deposit. It is usually valid for one year and renewed each year of your course.',
			},
			{
				title: 'Golden Visa for outstanding students and graduates',
				cost: 'Government fees in AED: check the current amount with the ICP or GDRFA',
				type: 'Long-term residence (5 or 10 years)',
				description: 'For top school leavers and graduates with high grades from approved universities. Check the eligibility rules with the ICP or GDRFA.',
			},
			{
				title: 'Job-seeker visit visa',
				cost: '{fact:job-seeker-visa-cost} in total (60 to 120 days), per the ICP fee breakdown',
				type: 'After graduation',
				description: 'A single-entry visit visa of 60, 90 or 120 days to look for work, with no sponsor needed. It is for people in MOHRE skill levels 1 – 3 or graduates of the world’s top 500 universities within the last 2 years, with at least a bachelor’s degree. An employer then sponsors your employment visa.',
			},
			{
				title: 'Tourist visa',
				cost: 'Fee in AED depends on the visa (a 14-day visa on arrival is {fact:voa-fee-14})',
				type: 'Campus visits',
				description: 'For visiting campuses before you apply. Indian citizens with a valid visa, residence permit or green card from the USA, the UK, an EU country, Singapore, Japan, South Korea, Australia, New Zealand or Canada (valid for 6 months) can get a visa on arrival: 14 days for {fact:voa-fee-14}, or 60 days for {fact:voa-fee-60}.',
			},
		],
	},
	weather: [
		{ city: 'Dubai', min: 14, max: 41 },
		{ city: 'Abu Dhabi', min: 13, max: 42 },
		{ city: 'Sharjah', min: 13, max: 40 },
	],
	costOfLiving: {
		gaugePosition: 115,
		expances: [
			{ category: 'Tuition (bachelor’s)', range: '{fact:tuition-bachelors:inr} a year' },
			{ category: 'Tuition (master’s)', range: '{fact:tuition-masters:inr} for the course' },
			{ category: 'Living costs', range: '{fact:living-monthly:inr} a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Student accommodation or shared flat', cost: '{fact:rent-monthly}' },
					{ name: 'Food and groceries', cost: '{fact:food-monthly}' },
					{ name: 'Metro and bus (Nol card)', cost: '{fact:transport-monthly}' },
					{ name: 'Phone and internet', cost: '{fact:phone-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Student residence visa, medical and Emirates ID', cost: '{fact:student-visa-cost}' },
					{ name: 'Health insurance', cost: '{fact:health-insurance-yearly} a year' },
					{ name: 'Flight from Amritsar or Delhi', cost: 'Check current fares with airlines; book early' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'Students on a university-sponsored visa may work part time only with permission: on campus, or in internships and part-time roles approved through the university and the Ministry of Human Resources and Emiratisation (MOHRE). After graduation you need an employer to sponsor an employment visa, unless you qualify for a Golden Visa.',
		options: [
			{ title: 'On-campus jobs', description: 'Library, events and student-services roles arranged by your university.' },
			{ title: 'Internships', description: 'Many programmes include internships with Dubai companies; your university issues the required no-objection letter.' },
			{ title: 'Employment visa after graduation', description: 'An employer sponsors your work permit and residence visa once you accept a job.' },
			{ title: 'Golden Visa', description: 'Outstanding graduates may qualify for a long-term Golden Visa, a residence visa that does not depend on an employer.' },
		],
		jobs: [
			{ title: 'Retail and hospitality (part time)', pay: 'Set by the employer; agree the rate in writing', description: 'Malls, cafés and events, where permitted by your visa.' },
			{ title: 'Paid internship', pay: 'Set by the employer', description: 'Marketing, finance, logistics and IT internships.' },
			{ title: 'Graduate roles', pay: 'Set by the employer', description: 'Business, engineering and IT graduates; salaries are tax-free.' },
		],
		regulations: [
			{ title: 'Working as a student', points: 'Never work without a valid permit: fines and deportation are strict. Ask your university about the MOHRE student work permit. Keep your working hours within what your permit allows.' },
			{ title: 'Life and law', points: 'Carry your Emirates ID. Respect local laws and customs, especially during Ramadan. There is no national minimum wage for most jobs, so check your offer carefully.' },
		],
	},
	faqs: [
		{ question: 'Is a degree from a Dubai branch campus the same as at the home campus?', answer: 'Usually yes: universities such as Birmingham, Heriot-Watt and Wollongong award the same degree. Check the degree certificate wording and its recognition in India with the university.' },
		{ question: 'Do I need IELTS to study in Dubai?', answer: 'Most universities ask for IELTS 6.0 – 6.5 or an equivalent. Some accept good Class 12 English marks from CBSE or ISC.' },
		{ question: 'Who arranges my student visa?', answer: 'Your university sponsors your student residence visa after you accept the offer and pay the deposit and visa fees. Budget about {fact:student-visa-cost} for visa, medical test and Emirates ID.' },
		{ question: 'Can I work while studying in Dubai?', answer: 'Only with permission, through on-campus jobs or approved part-time work and internships. Working without a permit can lead to fines and deportation.' },
		{ question: 'How hot does it get?', answer: 'Summer days reach 40 – 45 °C from June to September. Winters (December to February) are pleasant at about 14 – 25 °C. Campuses, metro and malls are air-conditioned.' },
		{ question: 'Is Dubai safe for students?', answer: 'Yes. Dubai is one of the safest cities in the world, with a large Indian community, Indian food, temples and a gurdwara in Jebel Ali.' },
	],
	sources: [
		{ title: 'UAE Government portal: Higher education', url: 'https://u.ae/en/information-and-services/education/higher-education' },
		{ title: 'Knowledge and Human Development Authority (KHDA), Dubai', url: 'https://web.khda.gov.ae/en/' },
		{ title: 'General Directorate of Residency and Foreigners Affairs, Dubai', url: 'https://gdrfad.gov.ae/en' },
		{ title: 'Federal Authority for Identity, Citizenship, Customs and Port Security (ICP)', url: 'https://icp.gov.ae/en/' },
		{ title: 'IMF World Economic Outlook databases', url: 'https://www.imf.org/en/Publications/SPROLLs/world-economic-outlook-databases' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
