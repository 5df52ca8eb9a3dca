import type { CountryDocumentInput } from '../country-guide'

export const ireland = {
	id: 'ireland',
	name: 'Ireland',
	flagUrl: 'ireland',
	heroImage: '/images/countries/ireland.svg',
	fastFacts: {
		gdp: 'A high-income EU economy and European base of many global technology and pharmaceutical firms (see the IMF World Economic Outlook for the current GDP figure)',
		dialingCode: '+353',
		currency: 'Euro (EUR, €)',
		universities: 'Universities, technological universities and many colleges; only providers approved for non-EEA students can enrol you',
		whyStudy:
			'Ireland is an English-speaking member of the European Union and the European home of many of the world’s biggest technology, pharmaceutical and finance companies, including Google, Meta, Apple, Microsoft, Pfizer and Intel. That makes it an excellent place for Indian students of computer science, data analytics, business, finance and life sciences. Most master’s degrees take just one year, so you save a year of fees and living costs. Irish universities are friendly and safe, class sizes are small and teaching is practical. After a master’s degree you can stay on the Stamp 1G ({fact:stamp1g-length}) graduate permission to look for work, and jobs on the Critical Skills list can lead to a Stamp 4 and, in time, long-term residence. Dublin is expensive for housing, so compare cities such as Cork, Galway and Limerick, and arrange accommodation early.',
	},
	topUniversities: [
		{ name: 'Trinity College Dublin', location: 'Dublin', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #75' },
		{ name: 'University College Dublin (UCD)', location: 'Dublin', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: =100' },
		{ name: 'University of Galway', location: 'Galway', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #275' },
		{ name: 'University College Cork (UCC)', location: 'Cork', logo: '', ielts: '6.5 overall, no band below 5.5', ranking: 'QS World University Rankings 2027: #220' },
		{ name: 'Dublin City University (DCU)', location: 'Dublin', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: #408' },
		{ name: 'University of Limerick', location: 'Limerick', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: =388' },
		{ name: 'Maynooth University', location: 'Maynooth, County Kildare', logo: '', ielts: '6.5 overall, no band below 6.0', ranking: 'QS World University Rankings 2027: 721–730' },
	],
	admissionRequirements: [
		'Direct application to the university (or through its online portal) for most international students',
		'Class 12 marks, usually 70 – 90% depending on the course, for bachelor’s degrees',
		'A bachelor’s degree with about 60 – 70% (a 2.1 equivalent) for master’s degrees',
		'English test: IELTS Academic 6.5 overall (no band below 6.0) is typical; PTE and TOEFL are widely accepted',
		'Statement of purpose, CV, two references and transcripts',
		'A letter of offer and payment of the tuition fee (at least the first year) before the visa application',
		'Proof of funds of at least {fact:funds-yearly} for each year of study for living costs, besides tuition (rule confirmed again from 30 June 2025)',
		'Private medical insurance that meets Irish immigration rules',
	],
	scholarships: [
		{ name: 'Government of Ireland International Education Scholarship ({fact:funds-yearly} and a fee waiver)', link: 'https://hea.ie/policy/internationalisation/goi-ies/' },
		{ name: 'Trinity College Dublin Global Excellence Scholarships', link: 'https://www.tcd.ie/study/international/scholarships/' },
		{ name: 'UCD Global Excellence Scholarships', link: 'https://www.ucd.ie/global/study-at-ucd/scholarships/' },
		{ name: 'University of Galway international scholarships', link: 'https://www.universityofgalway.ie/international-students/scholarships/' },
	],
	visa: {
		types: [
			{
				title: 'Study visa (long stay ‘D’)',
				cost: '{fact:visa-fee-single} single entry or {fact:visa-fee-multiple} multiple entry, paid in rupees through VFS (check the current fee on irishimmigration.ie)',
				type: 'Courses longer than 3 months',
				description:
					'Apply online through AVATS, then submit documents in India. You need your offer letter, fee receipt, proof of {fact:funds-yearly} funds, medical insurance and English results. Allow up to about 8 weeks for a decision; check current processing times.',
			},
			{
				title: 'Irish Residence Permit (IRP), Stamp 2',
				cost: '{fact:irp-fee} registration fee',
				type: 'Registration after you arrive',
				description: 'Register with immigration within 90 days of arrival to get your IRP card. Stamp 2 lets you study and work part time. You also need private medical insurance bought in Ireland when you renew.',
			},
			{
				title: 'Stamp 1G Third Level Graduate Programme',
				cost: '{fact:irp-fee} IRP renewal fee',
				type: 'Stay back to look for work',
				description: '{fact:stamp1g-length}. The renewal needs you to show you are looking for graduate work; then you move to an employment permit.',
			},
			{
				title: 'Short stay ‘C’ visa',
				cost: '{fact:visa-fee-single} single entry',
				type: 'Visits and courses under 3 months',
				description: 'For short courses, interviews or graduation ceremonies of up to 90 days. You cannot work on it.',
			},
		],
	},
	weather: [
		{ city: 'Dublin', min: 3, max: 20 },
		{ city: 'Cork', min: 3, max: 20 },
		{ city: 'Galway', min: 3, max: 19 },
		{ city: 'Limerick', min: 3, max: 20 },
	],
	costOfLiving: {
		gaugePosition: 125,
		expances: [
			{ category: 'Tuition (undergraduate)', range: '{fact:tuition-undergraduate:inr} a year' },
			{ category: 'Tuition (master’s)', range: '{fact:tuition-masters:inr} for the course' },
			{ category: 'Living costs in Dublin', range: '{fact:living-dublin-monthly:inr} a month; the visa asks you to show {fact:funds-yearly} a year' },
			{ category: 'Living costs elsewhere', range: '{fact:living-elsewhere-monthly:inr} a month' },
		],
		breakdown: [
			{
				category: 'Monthly living costs',
				items: [
					{ name: 'Room in shared housing or student residence', cost: '{fact:rent-monthly}' },
					{ name: 'Food and groceries', cost: '{fact:groceries-monthly}' },
					{ name: 'Transport (student Leap Card)', cost: '{fact:transport-monthly}' },
					{ name: 'Phone and internet', cost: '{fact:phone-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'Study visa (check the current fee)', cost: '{fact:visa-fee-single} – {fact:visa-fee-multiple}' },
					{ name: 'IRP registration', cost: '{fact:irp-fee}' },
					{ name: 'Private medical insurance', cost: '{fact:medical-insurance-yearly} a year' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'With Stamp 2 you may work part time while you study and full time in the holidays, without a separate work permit. After your studies, Stamp 1G gives you time to find a graduate job, and Critical Skills jobs lead to faster residence.',
		options: [
			{ title: 'Part-time work during term', description: 'Hours on Stamp 2: {fact:work-hours}.' },
			{ title: 'Full-time work in holidays', description: 'Full-time hours only in the set holiday periods: {fact:work-hours}.' },
			{ title: 'Stamp 1G graduate permission', description: '{fact:stamp1g-length}; you may work full time.' },
			{ title: 'Critical Skills Employment Permit', description: 'For graduates with job offers in shortage fields such as ICT, engineering and healthcare. The minimum salary with a relevant degree is {fact:csep-salary-degree} a year for applications from 1 March 2026; check the current figure with the Department of Enterprise.' },
		],
		jobs: [
			{ title: 'Retail and hospitality', pay: 'National minimum wage ({fact:minimum-wage} an hour from January 2026)', description: 'Cafés, supermarkets and shops hire students for evening and weekend shifts.' },
			{ title: 'Customer support (multilingual and tech companies)', pay: 'At least {fact:minimum-wage} an hour (the national minimum wage)', description: 'Part-time support roles in Dublin’s technology sector.' },
			{ title: 'Healthcare assistant', pay: 'At least {fact:minimum-wage} an hour (the national minimum wage)', description: 'Care homes and agencies; a QQI Level 5 certificate helps.' },
		],
		regulations: [
			{ title: 'Work rules on Stamp 2', points: 'Hours: {fact:work-hours}. Your course must be with a provider approved for non-EEA students: the Interim List of Eligible Programmes (ILEP) is being phased out and replaced by QQI’s TrustEd Ireland mark, so check your course’s status before you pay fees.' },
			{ title: 'Pay and tax', points: 'Get a PPS number before you start work. Employers must pay at least the national minimum wage. Income tax, USC and PRSI are taken through payroll.' },
		],
	},
	faqs: [
		{ question: 'How much money do I need to show for an Irish study visa?', answer: 'You must show at least {fact:funds-yearly} for the first year of study for living costs, on top of tuition fees, and the same for each later year, usually in a bank account in your or your sponsor’s name. Courses shorter than 8 months need {fact:funds-short-course} a month.' },
		{ question: 'Can I work while studying in Ireland?', answer: 'Yes. On Stamp 2: {fact:work-hours}.' },
		{ question: 'How long can I stay after my master’s?', answer: 'On the Stamp 1G Third Level Graduate Programme: {fact:stamp1g-length}. The renewal needs you to show you are looking for graduate-level work, and then you move to an employment permit.' },
		{ question: 'Is IELTS compulsory?', answer: 'Most universities ask for IELTS 6.5 or an equivalent PTE or TOEFL score. Some accept Class 12 English marks from CBSE or ISC boards; check each university.' },
		{ question: 'Which intakes does Ireland have?', answer: 'The main intake is September. Some master’s courses also start in January or February.' },
		{ question: 'Is accommodation hard to find?', answer: 'Yes, especially in Dublin. Book university residences early or look in Cork, Galway or Limerick, and never pay a deposit for a place you have not verified.' },
	],
	sources: [
		{ title: 'Irish Immigration Service: Third Level Graduate Programme (Stamp 1G)', url: 'https://www.irishimmigration.ie/my-situation-has-changed-since-i-arrived-in-ireland/third-level-graduate-programme/' },
		{ title: 'Irish Immigration Service: Coming to Ireland to study', url: 'https://www.irishimmigration.ie/coming-to-ireland-to-study/' },
		{ title: 'Education in Ireland', url: 'https://www.educationinireland.com/' },
		{ title: 'Department of Enterprise: Critical Skills Employment Permit', url: 'https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/permit-types/critical-skills-employment-permit/' },
		{ title: 'Citizens Information: Minimum wage', url: 'https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/pay-and-employment/minimum-wage/' },
		{ title: 'Irish Immigration Service: Student finance requirements from 30 June 2025', url: 'https://www.irishimmigration.ie/ru/reminder-on-student-finance-requirements-from-30-june-2025' },
		{ title: 'Irish Immigration Service: ILEP and TrustEd Ireland', url: 'https://irishimmigration.ie/tr/coming-to-study-in-ireland/what-are-my-study-options/interim-list-of-eligible-programmes-ilep' },
		{ title: 'IMF World Economic Outlook databases', url: 'https://www.imf.org/en/Publications/SPROLLs/world-economic-outlook-databases' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
