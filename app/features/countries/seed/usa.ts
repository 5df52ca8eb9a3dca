import type { CountryDocumentInput } from '../country-guide'

export const usa = {
	id: 'usa',
	name: 'USA',
	flagUrl: 'usa',
	heroImage: '/images/countries/usa.svg',
	fastFacts: {
		gdp: 'The largest economy in the world (see the IMF World Economic Outlook for the current figure)',
		dialingCode: '+1',
		currency: 'US dollar (USD, $)',
		universities: 'Thousands of colleges and universities; only SEVP-certified schools can issue the Form I-20 you need for an F-1 visa',
		whyStudy:
			'The United States has more of the world’s top-ranked universities than any other country, and American degrees are valued by employers in India and everywhere else. The system is flexible: in a bachelor’s degree you can try subjects before you choose your major, and you can move from a community college to a university after two years to save money. Universities have excellent laboratories, libraries and links with industry, especially in computer science, engineering, business, data science and health. Many students from India study STEM subjects because STEM graduates can work longest on Optional Practical Training (OPT: {fact:opt-length}) after their degree. Universities give large merit scholarships and graduate assistantships that can cover tuition and pay a monthly stipend, so a master’s or PhD can cost far less than the listed price. Costs and rules change, so plan early, compare net costs after aid, and prepare carefully for the visa interview.',
	},
	topUniversities: [
		{ name: 'Massachusetts Institute of Technology (MIT)', location: 'Cambridge, Massachusetts', logo: '', ielts: '7.0 overall recommended', ranking: 'QS World University Rankings 2027: #1' },
		{ name: 'Stanford University', location: 'Stanford, California', logo: '', ielts: '7.0 overall (some programmes accept TOEFL only)', ranking: 'QS World University Rankings 2027: =2' },
		{ name: 'Harvard University', location: 'Cambridge, Massachusetts', logo: '', ielts: '7.0 – 7.5 overall, depending on school', ranking: 'QS World University Rankings 2027: #5' },
		{ name: 'California Institute of Technology (Caltech)', location: 'Pasadena, California', logo: '', ielts: '7.0 overall recommended', ranking: 'QS World University Rankings 2027: #7' },
		{ name: 'University of Pennsylvania', location: 'Philadelphia, Pennsylvania', logo: '', ielts: '7.0 overall', ranking: 'QS World University Rankings 2027: #15' },
		{ name: 'University of California, Berkeley', location: 'Berkeley, California', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: =20' },
		{ name: 'Carnegie Mellon University', location: 'Pittsburgh, Pennsylvania', logo: '', ielts: '7.0 – 7.5 overall, depending on programme', ranking: 'QS World University Rankings 2027: #55' },
	],
	admissionRequirements: [
		'Online application through the Common App or the university’s own portal, with an application fee set by each university (see its admissions page)',
		'Class 12 marks for bachelor’s degrees; a recognised bachelor’s degree (often 16 years of education) for master’s degrees',
		'English test: IELTS Academic 6.5 – 7.0, TOEFL iBT 80 – 100 or Duolingo English Test 115 – 125, depending on the university',
		'SAT or ACT for some bachelor’s programmes, and the GRE or GMAT for some master’s programmes (many are now test-optional)',
		'Statement of purpose or essays, a CV or résumé, and two or three letters of recommendation',
		'Bank statements or a sponsor letter showing you can pay the first year’s tuition and living costs, so the university can issue your Form I-20',
		'A valid passport, the SEVIS I-901 fee receipt and a completed DS-160 form for the F-1 visa interview',
	],
	scholarships: [
		{ name: 'Fulbright-Nehru Master’s and Doctoral Fellowships (USIEF)', link: 'https://www.usief.org.in/' },
		{ name: 'K.C. Mahindra Scholarships for Post-Graduate Studies Abroad', link: 'https://www.kcmet.org/' },
		{ name: 'Inlaks Shivdasani Foundation Scholarships', link: 'https://www.inlaksfoundation.org/' },
		{ name: 'AAUW International Fellowships for women', link: 'https://www.aauw.org/resources/programs/fellowships-grants/current-opportunities/international/' },
	],
	visa: {
		types: [
			{
				title: 'F-1 student visa',
				cost: '{fact:mrv-fee} visa application fee plus the {fact:sevis-fee-f-m} SEVIS I-901 fee (check current fees on travel.state.gov and fmjfee.com)',
				type: 'Full-time academic study',
				description:
					'For degree study at a SEVP-certified university. You need a Form I-20, proof of funds and an interview at a US consulate in India. A {fact:visa-integrity-fee} “visa integrity fee”, charged when a visa is issued, was created by law in July 2025; check whether it is being collected when you apply. Since June 2025 student visa applicants must set all their social media profiles to public for the security check.',
			},
			{
				title: 'M-1 student visa',
				cost: '{fact:mrv-fee} visa application fee plus the {fact:sevis-fee-f-m} SEVIS I-901 fee (check current fees)',
				type: 'Vocational and technical study',
				description: 'For non-academic vocational programmes such as aviation or culinary training. Work options during and after study are much more limited than on an F-1.',
			},
			{
				title: 'J-1 exchange visitor visa',
				cost: '{fact:mrv-fee} visa application fee plus a {fact:sevis-fee-j} SEVIS fee (not charged on some government-sponsored programmes)',
				type: 'Exchange and sponsored programmes',
				description: 'For exchange students, Fulbright scholars and research scholars. Some J-1 holders must return home for two years after the programme.',
			},
			{
				title: 'B-1/B-2 visitor visa',
				cost: '{fact:mrv-fee}',
				type: 'Campus visits and short recreational courses',
				description: 'For visiting universities, attending interviews or a short course that does not give credit towards a degree. You cannot enrol in a degree on this visa.',
			},
		],
	},
	weather: [
		{ city: 'New York', min: -3, max: 29 },
		{ city: 'Boston', min: -6, max: 28 },
		{ city: 'Chicago', min: -7, max: 29 },
		{ city: 'San Francisco', min: 8, max: 22 },
		{ city: 'Los Angeles', min: 9, max: 29 },
	],
	costOfLiving: {
		gaugePosition: 160,
		expances: [
			{ category: 'Tuition at public universities', range: 'About {fact:tuition-public:inr} a year' },
			{ category: 'Tuition at private universities', range: 'About {fact:tuition-private:inr} a year' },
			{ category: 'Living costs in big cities', range: '{fact:living-big-city-monthly:inr} a month' },
			{ category: 'Living costs in smaller college towns', range: '{fact:living-college-town-monthly:inr} a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Shared apartment or campus housing', cost: '{fact:rent-monthly}' },
					{ name: 'Groceries and meals', cost: '{fact:groceries-monthly}' },
					{ name: 'Health insurance (often compulsory through the university)', cost: '{fact:health-insurance-monthly}' },
					{ name: 'Transport', cost: '{fact:transport-monthly}' },
					{ name: 'Phone and internet', cost: '{fact:phone-monthly}' },
				],
			},
			{
				category: 'One-off costs before you travel',
				items: [
					{ name: 'F-1 visa application fee', cost: '{fact:mrv-fee}' },
					{ name: 'SEVIS I-901 fee', cost: '{fact:sevis-fee-f-m}' },
					{ name: 'University application fees', cost: 'Set by each university: check current fees on its admissions page' },
					{ name: 'Flight from Delhi', cost: 'Check current fares with airlines; book early' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'F-1 students may work on campus from their first semester. Work off campus is allowed only through Curricular Practical Training (CPT) during the course or Optional Practical Training (OPT) linked to your field. Working without authorisation breaks your visa status, so always ask your university’s international student office (your DSO) first.',
		options: [
			{ title: 'On-campus jobs', description: '{fact:on-campus-hours}.' },
			{ title: 'Curricular Practical Training (CPT)', description: 'Paid internships or co-op placements that are part of your curriculum, authorised by your university.' },
			{ title: 'Optional Practical Training (OPT)', description: 'Work in your field after (or during) your degree: {fact:opt-length}. You apply to USCIS on Form I-765 (fee: {fact:i765-fee}).' },
			{ title: 'STEM OPT extension', description: 'For graduates in approved STEM subjects working for an E-Verify employer ({fact:opt-length}).' },
		],
		jobs: [
			{ title: 'Campus dining and library assistant', pay: 'At least {fact:federal-minimum-wage} an hour (the federal minimum); many states and campuses pay more', description: 'The most common first job; shifts fit around classes.' },
			{ title: 'Teaching or research assistant', pay: 'Tuition waiver plus a monthly stipend set by the department', description: 'Graduate assistantships for master’s and PhD students, awarded by departments.' },
			{ title: 'Software or engineering intern (CPT)', pay: 'Set by the employer, at least {fact:federal-minimum-wage} an hour', description: 'Summer internships at tech companies, often leading to full-time offers.' },
		],
		regulations: [
			{ title: 'During your studies', points: 'On-campus work: {fact:on-campus-hours}. Off-campus work needs CPT or OPT authorisation. The federal minimum wage is {fact:federal-minimum-wage} an hour, but many states set a higher one.' },
			{ title: 'After graduation', points: 'Apply for OPT: {fact:opt-filing-window}. Days you may be unemployed on OPT: {fact:opt-unemployment}. H-1B work visas are chosen by lottery. A {fact:h1b-100k} payment applies to some new H-1B petitions filed from 21 September 2025 for people outside the USA; USCIS says it does not apply when a student already in the USA is granted a change of status from F-1 to H-1B.' },
		],
	},
	faqs: [
		{ question: 'How much does the F-1 visa cost in total?', answer: 'The visa application (MRV) fee is {fact:mrv-fee} and the SEVIS I-901 fee is {fact:sevis-fee-f-m} (check both on the official sites before you pay). A {fact:visa-integrity-fee} visa integrity fee, charged when a visa is issued, was created by law in July 2025; check the US Embassy in India’s website for whether it is being collected when you apply.' },
		{ question: 'When are the intakes?', answer: 'The main intake is Fall (August/September), with deadlines from December to March. Many universities also admit in Spring (January) and a few in Summer (May).' },
		{ question: 'Is the GRE still required?', answer: 'Many master’s programmes have made the GRE optional, but a good score still helps for top universities and for assistantships. Check each programme’s page.' },
		{ question: 'How long is OPT?', answer: 'OPT: {fact:opt-length}. The STEM extension is for graduates in approved STEM subjects working for an E-Verify employer.' },
		{ question: 'Can I take my spouse with me?', answer: 'Yes. Your spouse and children can come on F-2 visas, but an F-2 spouse cannot work and can study only part time.' },
		{ question: 'What do visa officers look for in the interview?', answer: 'That you are a genuine student, can pay for your studies, and have reasons to return to India. Answer honestly and briefly, and know your course, your university and your funding.' },
	],
	sources: [
		{ title: 'U.S. Department of State: Student visa', url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html' },
		{ title: 'U.S. Department of State: Fees for visa services', url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html' },
		{ title: 'SEVIS I-901 fee (Department of Homeland Security)', url: 'https://www.fmjfee.com/' },
		{ title: 'Study in the States: Practical training', url: 'https://studyinthestates.dhs.gov/students/work/working-in-the-united-states' },
		{ title: 'EducationUSA', url: 'https://educationusa.state.gov/' },
		{ title: 'IMF World Economic Outlook databases', url: 'https://www.imf.org/en/Publications/SPROLLs/world-economic-outlook-databases' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
