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
			'Germany is one of the most popular destinations for Indian students because most public universities charge no tuition fees, even for international students, apart from a semester contribution of about €150 – €400 that often includes a public transport ticket. German universities are especially strong in engineering, computer science, automotive and mechanical engineering, the natural sciences and management, and there are more than 2,000 programmes taught fully in English. Germany is Europe’s largest economy, with world-famous companies such as Siemens, Bosch, BMW and SAP, and it needs skilled workers: after graduating you can stay for 18 months to find a job and later apply for an EU Blue Card or a settlement permit. Learning German is not always required for admission, but basic German (A2 – B1) makes part-time jobs, internships and everyday life much easier. You must show about €11,900 a year in a blocked account and apply early, because visa appointments in India fill up quickly.',
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
		'APS certificate from the Academic Evaluation Centre in New Delhi (required for Indian applicants; fee ₹18,000, check on aps-india.de)',
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
		{ name: 'Deutschlandstipendium (€300 a month)', link: 'https://www.deutschlandstipendium.de/' },
		{ name: 'Heinrich Böll Foundation scholarships', link: 'https://www.boell.de/en/scholarships' },
		{ name: 'Konrad-Adenauer-Stiftung scholarships', link: 'https://www.kas.de/en/web/begabtenfoerderung-und-kultur/scholarships' },
	],
	visa: {
		types: [
			{
				title: 'National student visa',
				cost: '€75, paid in rupees (check the current fee with the German Missions in India)',
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
				description: 'Up to 18 months after your degree to find a job matching your qualification; you may take any job meanwhile.',
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
			{ category: 'Tuition at public universities', range: 'Usually €0, plus a semester contribution of €150 – €400' },
			{ category: 'Tuition in Baden-Württemberg and at TUM', range: '€1,500 – €6,000 a semester for non-EU students' },
			{ category: 'Tuition at private universities', range: 'About €10,000 – €25,000 a year' },
			{ category: 'Living costs', range: 'About €950 – €1,300 a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Room in a student residence or shared flat (WG)', cost: '€350 – €750' },
					{ name: 'Food', cost: '€200 – €300' },
					{ name: 'Health insurance (statutory, students)', cost: 'About €140' },
					{ name: 'Deutschlandticket (often included in the semester ticket)', cost: '€0 – {fact:deutschlandticket}' },
					{ name: 'Broadcasting fee, phone and internet', cost: '€30 – €60' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'APS certificate', cost: '{fact:aps-fee}' },
					{ name: 'Student visa', cost: '{fact:visa-fee}' },
					{ name: 'Blocked account (held for living costs, not spent)', cost: '{fact:blocked-account-year}' },
					{ name: 'uni-assist application', cost: '{fact:visa-fee} first choice, €30 each further' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'International students from outside the EU may work 140 full days or 280 half days a year without extra permission. Jobs as a student assistant at your university (HiWi) do not count towards the limit. After graduating, you get up to 18 months to find skilled work.',
		options: [
			{ title: 'Part-time work', description: '140 full days or 280 half days a year, or alternatively {fact:study-applicant-work} (rules since March 2024).' },
			{ title: 'Student assistant (HiWi) jobs', description: 'Research and teaching assistant jobs at the university, not counted in the 140-day limit.' },
			{ title: 'Working student (Werkstudent)', description: 'Up to 20 hours a week in a company related to your field, often leading to a graduate job.' },
			{ title: 'EU Blue Card', description: 'For graduates with a job offer paying at least {fact:blue-card-standard} a year in 2026 ({fact:blue-card-shortage} for shortage occupations such as engineering and IT, and for new graduates), with a fast route to permanent residence.' },
		],
		jobs: [
			{ title: 'Student assistant (HiWi)', pay: 'About {fact:minimum-wage-2026} – €16 an hour', description: 'Lab, library and tutoring work on campus.' },
			{ title: 'Werkstudent in IT or engineering', pay: 'About €15 – €22 an hour', description: 'Part-time roles at companies such as Bosch, Siemens and start-ups.' },
			{ title: 'Delivery, retail and café work', pay: 'Minimum wage, {fact:minimum-wage-2026} an hour from January 2026', description: 'Shift work; basic German helps a lot.' },
		],
		regulations: [
			{ title: 'During your studies', points: 'You may work 140 full days or 280 half days a year. Self-employment needs the foreigners’ office’s permission. Mini-jobs up to {fact:minijob-limit} a month (the 2026 limit) are tax-free for you. The minimum wage is {fact:minimum-wage-2026} an hour in 2026 and €14.60 from 1 January 2027.' },
			{ title: 'After graduation', points: 'Apply for the 18-month residence permit to look for work before your student permit ends. After 2 years of qualified work you can apply for a settlement permit. With an EU Blue Card and B1 German this can be sooner.' },
		],
	},
	faqs: [
		{ question: 'Is studying in Germany really free?', answer: 'At most public universities there is no tuition fee, but every student pays a semester contribution of about €150 – €400. Baden-Württemberg charges non-EU students €1,500 a semester and TUM charges international tuition fees.' },
		{ question: 'How much must I put in the blocked account?', answer: '{fact:blocked-account-year} for the first year ({fact:blocked-account-month} a month), the amount required since September 2024. It is updated from time to time, so check the German Missions in India website before you open the account.' },
		{ question: 'Do I need the APS certificate?', answer: 'Yes. Since November 2022 every Indian student applying for a German student visa needs an APS certificate, which checks your academic documents. Apply early: it can take several weeks.' },
		{ question: 'Do I need to speak German?', answer: 'Not for English-taught programmes, but German at A2 – B1 level makes it much easier to find part-time work, internships and a job after graduation.' },
		{ question: 'How many hours can I work?', answer: '140 full days or 280 half days a year, or alternatively {fact:study-applicant-work}. Work as a student assistant at the university does not count.' },
		{ question: 'Can I stay after my degree?', answer: 'Yes. You can get an 18-month residence permit to look for work, and then an EU Blue Card or a skilled worker permit.' },
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
