import type { CountryDocumentInput } from '../country-guide'

export const germany = {
	id: 'de',
	name: 'Germany',
	flagUrl: 'germany',
	heroImage: '/images/countries/de.svg',
	fastFacts: {
		gdp: 'The largest economy in Europe (see the IMF World Economic Outlook for the current figure)',
		dialingCode: '+49',
		currency: 'Euro (EUR, €)',
		universities: 'Hundreds of state-recognised universities and universities of applied sciences',
		whyStudy:
			'Germany is one of the most popular destinations for Indian students because most public universities charge no tuition fees, even for international students, apart from a semester contribution ({fact:semester-contribution}) that often includes a public transport ticket. German universities are especially strong in engineering, computer science, automotive and mechanical engineering, the natural sciences and management, and there are more than 2,000 programmes taught fully in English. Germany is Europe’s largest economy, with world-famous companies such as Siemens, Bosch, BMW and SAP, and it needs skilled workers: after graduating you can stay to find a job ({fact:job-search-permit}) and later apply for an EU Blue Card or a settlement permit. Learning German is not always required for admission, but basic German (A2 – B1) makes part-time jobs, internships and everyday life much easier. You must show {fact:blocked-account-year} in a blocked account and apply early, because visa appointments in India fill up quickly.',
	},
	topUniversities: [
		{ name: 'Technical University of Munich (TUM)', location: 'Munich', logo: '', ielts: '6.5 overall for English-taught programmes', ranking: 'QS World University Rankings 2027: #25' },
		{ name: 'Ludwig Maximilian University of Munich (LMU)', location: 'Munich', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: #61' },
		{ name: 'Heidelberg University', location: 'Heidelberg', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: #86' },
		{ name: 'Free University of Berlin', location: 'Berlin', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =98' },
		{ name: 'Karlsruhe Institute of Technology (KIT)', location: 'Karlsruhe', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: #110' },
		{ name: 'RWTH Aachen University', location: 'Aachen', logo: '', ielts: '6.5 overall (5.5 in each band)', ranking: 'QS World University Rankings 2027: #104' },
		{ name: 'Technical University of Berlin', location: 'Berlin', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: =158' },
	],
	admissionRequirements: [
		'APS certificate from the Academic Evaluation Centre in New Delhi (required for Indian applicants; fee {fact:aps-fee})',
		'Bachelor’s programmes: Class 12 plus one or two years of a recognised Indian degree, or the Studienkolleg foundation year and its exam',
		'Master’s programmes: a relevant bachelor’s degree, often with a minimum grade and subject credits',
		'English-taught programmes: IELTS Academic 6.5 or TOEFL iBT 88 – 95; German-taught programmes: TestDaF or DSH',
		'Application through uni-assist or the university portal, with a CV and motivation letter',
		'Blocked account with {fact:blocked-account-year} for one year ({fact:blocked-account-month} a month, the amount required since September 2024; check the current amount with the German Missions in India) or a formal obligation letter (Verpflichtungserklärung)',
		'Health insurance valid in Germany from your arrival',
		'GRE or GMAT for some management and engineering master’s programmes',
	],
	scholarships: [
		{ name: 'DAAD scholarships for international students', link: 'https://www.daad.de/en/studying-in-germany/scholarships/' },
		{ name: 'Deutschlandstipendium', link: 'https://www.deutschlandstipendium.de/' },
		{ name: 'Heinrich Böll Foundation scholarships', link: 'https://www.boell.de/en/scholarships' },
		{ name: 'Konrad-Adenauer-Stiftung scholarships', link: 'https://www.kas.de/en/web/begabtenfoerderung-und-kultur/scholarships' },
	],
	visa: {
		types: [
			{
				title: 'National student visa',
				cost: '{fact:visa-fee}, paid in rupees',
				type: 'Admitted to a German university',
				description:
					'Book an appointment through the German missions in India. You need the admission letter, APS certificate, blocked account, health insurance, passport and proof of language skills.',
			},
			{
				title: 'Student applicant visa',
				cost: '{fact:visa-fee}',
				type: 'Looking for a place at a university',
				description: 'Lets you come to Germany for up to 9 months to apply and sit entrance tests, then switch to a student residence permit. Since March 2024 you may work {fact:study-applicant-work} meanwhile.',
			},
			{
				title: 'Language course visa',
				cost: '{fact:visa-fee}',
				type: 'Intensive German course',
				description: 'For an intensive German language course of at least 18 hours a week, for example before a German-taught degree.',
			},
			{
				title: 'Residence permit to look for work',
				cost: 'Foreigners’ office fee in € (amount set locally; ask your office)',
				type: 'After graduation',
				description: 'After your degree, to find a job matching your qualification: {fact:job-search-permit}.',
			},
		],
	},
	weather: [
		{ city: 'Berlin', min: -2, max: 24 },
		{ city: 'Munich', min: -4, max: 24 },
		{ city: 'Hamburg', min: -1, max: 22 },
		{ city: 'Frankfurt', min: -1, max: 26 },
	],
	costOfLiving: {
		gaugePosition: 90,
		expances: [
			{ category: 'Tuition at public universities', range: 'Usually no tuition fee, only the semester contribution ({fact:semester-contribution})' },
			{ category: 'Tuition in Baden-Württemberg and at TUM', range: '{fact:tuition-bw-tum}' },
			{ category: 'Tuition at private universities', range: '{fact:tuition-private:inr} a year' },
			{ category: 'Living costs', range: '{fact:living-monthly:inr} a month; the blocked account must hold {fact:blocked-account-month} a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Room in a student residence or shared flat (WG)', cost: '{fact:rent-monthly}' },
					{ name: 'Food', cost: '{fact:food-monthly}' },
					{ name: 'Health insurance (statutory, students)', cost: '{fact:health-insurance-monthly}' },
					{ name: 'Deutschlandticket (often included in the semester ticket)', cost: 'Included in many semester tickets; otherwise {fact:deutschlandticket}' },
					{ name: 'Broadcasting fee, phone and internet', cost: '{fact:phone-broadcasting-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'APS certificate', cost: '{fact:aps-fee}' },
					{ name: 'Student visa', cost: '{fact:visa-fee}' },
					{ name: 'Blocked account (held for living costs, not spent)', cost: '{fact:blocked-account-year}' },
					{ name: 'uni-assist application', cost: '{fact:uni-assist-fee}' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'International students from outside the EU may work {fact:work-limit} without extra permission. Jobs as a student assistant at your university (HiWi) do not count towards the limit. After graduating, you get time to find skilled work ({fact:job-search-permit}).',
		options: [
			{ title: 'Part-time work', description: '{fact:work-limit} (rules since March 2024).' },
			{ title: 'Student assistant (HiWi) jobs', description: 'Research and teaching assistant jobs at the university, not counted in the 140-day limit.' },
			{ title: 'Working student (Werkstudent)', description: 'Part-time work in a company related to your field, within {fact:work-limit}, often leading to a graduate job.' },
			{ title: 'EU Blue Card', description: 'For graduates with a job offer paying at least {fact:blue-card-standard} a year in 2026 ({fact:blue-card-shortage} for shortage occupations such as engineering and IT, and for new graduates), with a fast route to permanent residence.' },
		],
		jobs: [
			{ title: 'Student assistant (HiWi)', pay: 'At least {fact:minimum-wage-2026} an hour (the minimum wage)', description: 'Lab, library and tutoring work on campus.' },
			{ title: 'Werkstudent in IT or engineering', pay: 'Set by the employer, at least {fact:minimum-wage-2026} an hour', description: 'Part-time roles at companies such as Bosch, Siemens and start-ups.' },
			{ title: 'Delivery, retail and café work', pay: 'Minimum wage, {fact:minimum-wage-2026} an hour from January 2026', description: 'Shift work; basic German helps a lot.' },
		],
		regulations: [
			{ title: 'During your studies', points: 'You may work {fact:work-limit}. Self-employment needs the foreigners’ office’s permission. Mini-jobs up to {fact:minijob-limit} a month (the 2026 limit) are tax-free for you. The minimum wage is {fact:minimum-wage-2026} an hour in 2026; from 1 January 2027 it is {fact:minimum-wage-2027} an hour.' },
			{ title: 'After graduation', points: 'Apply for the residence permit ({fact:job-search-permit}) to look for work before your student permit ends. Qualified work after graduating can lead to a settlement permit (permanent residence), sooner with an EU Blue Card and B1 German; Make it in Germany lists the current waiting times.' },
		],
	},
	faqs: [
		{ question: 'Is studying in Germany really free?', answer: 'At most public universities there is no tuition fee, but every student pays a semester contribution ({fact:semester-contribution}). Baden-Württemberg and TUM charge non-EU students tuition: {fact:tuition-bw-tum}.' },
		{ question: 'How much must I put in the blocked account?', answer: '{fact:blocked-account-year} for the first year ({fact:blocked-account-month} a month), the amount required since September 2024. It is updated from time to time, so check the German Missions in India website before you open the account.' },
		{ question: 'Do I need the APS certificate?', answer: 'Yes. Since November 2022 every Indian student applying for a German student visa needs an APS certificate, which checks your academic documents. Apply early: it can take several weeks.' },
		{ question: 'Do I need to speak German?', answer: 'Not for English-taught programmes, but German at A2 – B1 level makes it much easier to find part-time work, internships and a job after graduation.' },
		{ question: 'How many hours can I work?', answer: '{fact:work-limit}. Work as a student assistant at the university does not count.' },
		{ question: 'Can I stay after my degree?', answer: 'Yes. You can get a residence permit to look for work ({fact:job-search-permit}), and then an EU Blue Card or a skilled worker permit.' },
	],
	sources: [
		{ title: 'German Missions in India: Student visa', url: 'https://india.diplo.de/in-en/service/05-VisaEinreise/-/2592434' },
		{ title: 'APS India', url: 'https://aps-india.de/' },
		{ title: 'DAAD: Study in Germany', url: 'https://www.daad.de/en/studying-in-germany/' },
		{ title: 'Make it in Germany (Federal Government)', url: 'https://www.make-it-in-germany.com/en/' },
		{ title: 'Make it in Germany: EU Blue Card (salary thresholds)', url: 'https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card' },
		{ title: 'Minijob-Zentrale: mini-jobs and their monthly limit', url: 'https://www.minijob-zentrale.de/' },
		{ title: 'IMF World Economic Outlook databases', url: 'https://www.imf.org/en/Publications/SPROLLs/world-economic-outlook-databases' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
