import type { CountryDocumentInput } from '../country-guide'

export const europe = {
	id: 'europe',
	name: 'Europe',
	flagUrl: 'europe',
	heroImage: '/images/countries/europe.svg',
	fastFacts: {
		gdp: 'The 27 EU countries together form one of the three largest economies in the world (see the IMF World Economic Outlook for current figures)',
		dialingCode: 'Each country has its own: +49 Germany, +33 France, +39 Italy, +34 Spain, +31 Netherlands',
		currency: 'Euro (€) in 21 EU countries from 2026; others use their own (Sweden SEK, Denmark DKK, Poland PLN)',
		universities: 'Thousands of higher-education institutions across the European Union',
		whyStudy:
			'Europe offers world-class universities, thousands of English-taught programmes and tuition that is often far lower than in the UK, USA or Australia: free at public universities in Germany, and a few thousand euros a year in France, Italy, Spain or Poland. A residence permit for study in one Schengen country lets you travel to the other Schengen countries for up to 90 days in any 180, so you can see much of the continent during your degree. Erasmus Mundus joint master’s degrees are fully funded by the European Union and let you study in two or three countries in one programme. Under EU rules, students may work at least part time, and every EU country gives graduates {fact:eu-job-search}, and most more, to look for a job, with the EU Blue Card as a route for skilled work. Choosing a country means balancing language, fees, living costs and job markets: Germany and the Netherlands for engineering and technology, France for business and luxury, Italy for design and architecture, the Nordic countries for sustainability, and Poland for low costs.',
	},
	topUniversities: [
		{ name: 'ETH Zurich', location: 'Zurich, Switzerland', logo: '', ielts: '7.0 overall', ranking: 'QS World University Rankings 2027: =8' },
		{ name: 'Technical University of Munich', location: 'Munich, Germany', logo: '', ielts: '6.5 overall', ranking: 'QS World University Rankings 2027: #25' },
		{ name: 'Université PSL', location: 'Paris, France', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: #34' },
		{ name: 'EPFL', location: 'Lausanne, Switzerland', logo: '', ielts: '7.0 overall', ranking: 'QS World University Rankings 2027: =22' },
		{ name: 'Delft University of Technology', location: 'Delft, Netherlands', logo: '', ielts: '6.5 overall (7.0 for some programmes)', ranking: 'QS World University Rankings 2027: #48' },
		{ name: 'University of Amsterdam', location: 'Amsterdam, Netherlands', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: #60' },
		{ name: 'KU Leuven', location: 'Leuven, Belgium', logo: '', ielts: '6.5 – 7.0 overall', ranking: 'QS World University Rankings 2027: #59' },
	],
	admissionRequirements: [
		'Apply to each university directly, or through national portals such as uni-assist (Germany), Studielink (Netherlands), Campus France or Universitaly (Italy)',
		'Class 12 marks for bachelor’s degrees (some countries need a year of an Indian degree or a foundation year first)',
		'A recognised bachelor’s degree in a related subject for master’s degrees',
		'English test for English-taught programmes: usually IELTS Academic 6.0 – 7.0',
		'Statement of purpose, CV and letters of recommendation',
		'Proof of funds for the national student visa, set by each country ({fact:national-funds-monthly}; see the country’s guide)',
		'Health insurance valid in the Schengen area',
	],
	scholarships: [
		{ name: 'Erasmus Mundus Joint Master scholarships (EU-funded)', link: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en' },
		{ name: 'DAAD scholarships (Germany)', link: 'https://www.daad.de/en/studying-in-germany/scholarships/' },
		{ name: 'Eiffel Excellence Scholarships (France)', link: 'https://www.campusfrance.org/en/eiffel-scholarship-program-of-excellence' },
		{ name: 'Swedish Institute Scholarships for Global Professionals', link: 'https://si.se/en/apply/scholarships/' },
		{ name: 'Holland Scholarship (Netherlands)', link: 'https://www.studyinnl.org/finances/holland-scholarship' },
	],
	visa: {
		types: [
			{
				title: 'National long-stay (D) student visa',
				cost: '{fact:national-d-visa-fees}, depending on the country; check with the country’s mission',
				type: 'Degree study of more than 90 days',
				description: 'Issued by the country where you study, followed by a residence permit there. It lets you travel in the Schengen area for up to 90 days in any 180.',
			},
			{
				title: 'Schengen short-stay (C) visa',
				cost: '{fact:schengen-fee} (the EU-wide fee since June 2024)',
				type: 'Courses and visits under 90 days',
				description: 'For summer schools, short courses and campus visits in the 29 Schengen countries. You cannot study a full degree on it.',
			},
			{
				title: 'Erasmus Mundus mobility',
				cost: 'About {fact:national-d-visa-fees} in visa fees, depending on the country; the scholarship covers travel and living costs',
				type: 'Study in two or three countries',
				description: 'Your consortium helps with visas; the EU Students Directive lets you move between partner universities.',
			},
			{
				title: 'EU Blue Card',
				cost: 'Fee in € set by each country: check with the national immigration office',
				type: 'Skilled work after graduation',
				description: 'For graduates with a job offer above the national salary threshold; it leads to long-term EU residence.',
			},
		],
	},
	weather: [
		{ city: 'Berlin', min: -2, max: 24 },
		{ city: 'Paris', min: 3, max: 25 },
		{ city: 'Rome', min: 3, max: 31 },
		{ city: 'Madrid', min: 3, max: 33 },
		{ city: 'Stockholm', min: -4, max: 22 },
	],
	costOfLiving: {
		gaugePosition: 95,
		expances: [
			{ category: 'Tuition at public universities', range: 'From no fee (most of Germany) to the highest fees (Netherlands, Nordic countries): {fact:tuition-public-range:inr} a year' },
			{ category: 'Living costs in Central and Eastern Europe', range: '{fact:living-central-eastern-monthly:inr} a month' },
			{ category: 'Living costs in Western Europe', range: '{fact:living-western-monthly:inr} a month' },
			{ category: 'Living costs in Paris, Amsterdam or the Nordics', range: '{fact:living-expensive-cities-monthly:inr} a month' },
		],
		breakdown: [
			{
				category: 'Typical monthly costs (Western Europe)',
				items: [
					{ name: 'Room in a shared flat or residence', cost: '{fact:rent-monthly}' },
					{ name: 'Food', cost: '{fact:food-monthly}' },
					{ name: 'Public transport (student pass)', cost: '{fact:transport-monthly}' },
					{ name: 'Health insurance', cost: '{fact:health-insurance-monthly}' },
				],
			},
			{
				category: 'One-off costs',
				items: [
					{ name: 'National student visa', cost: '{fact:national-d-visa-fees}' },
					{ name: 'Residence permit card', cost: '{fact:residence-card-fee}' },
					{ name: 'Flight from Delhi', cost: 'Check current fares with airlines; book early' },
				],
			},
		],
	},
	workOpportunities: {
		intro:
			'The EU Students and Researchers Directive sets a floor for non-EU students’ work ({fact:eu-min-work}), and each country adds its own rules. After graduation, member states must give {fact:eu-job-search} to look for work or start a business, and many give longer.',
		options: [
			{ title: 'Part-time work', description: 'Each country sets its own limit, at least {fact:eu-min-work}: see the country’s guide, where it is a fact with its source, or {fact:national-work-rules}.' },
			{ title: 'Job-search permits', description: 'At least {fact:eu-job-search} in every EU country, longer in some: see the country’s guide, or {fact:job-search-by-country}.' },
			{ title: 'EU Blue Card', description: 'A work and residence permit for graduates in skilled jobs, with EU-wide mobility after 12 months.' },
		],
		jobs: [
			{ title: 'Hospitality and retail', pay: 'At least the national minimum wage where the country has one (see the country’s guide)', description: 'Local language skills make a big difference.' },
			{ title: 'Student assistant and research roles', pay: 'Set by the university', description: 'University jobs, often in English.' },
			{ title: 'Tech and engineering internships', pay: 'Set by the employer', description: 'Especially in Germany, the Netherlands and the Nordic countries.' },
		],
		regulations: [
			{ title: 'Know the national rules', points: 'Your work limit depends on the country that issued your residence permit. You cannot work in another Schengen country on that permit. Register for tax and social insurance before you start.' },
			{ title: 'Travel in Schengen', points: 'A residence permit lets you visit other Schengen countries for up to 90 days in any 180. Ireland and Cyprus are not in Schengen. Switzerland and Norway are in Schengen but not the EU.' },
		],
	},
	faqs: [
		{ question: 'Which European country is cheapest for Indian students?', answer: 'Germany has no tuition fees at most public universities. Poland, Italy and Spain have low fees and living costs. The Netherlands, Denmark, Sweden and Ireland cost more.' },
		{ question: 'Can I study in Europe in English?', answer: 'Yes. There are thousands of English-taught bachelor’s and master’s programmes, especially in the Netherlands, Germany, the Nordic countries, Ireland and Poland.' },
		{ question: 'What is an Erasmus Mundus scholarship?', answer: 'A fully funded joint master’s degree run by universities in two or more European countries. The scholarship covers tuition, travel, visa and installation costs and pays {fact:erasmus-mundus-allowance} a month for the length of the programme.' },
		{ question: 'Can I travel around Europe on my student permit?', answer: 'Yes, within the Schengen area, for up to 90 days in any 180-day period, as long as your residence permit is valid.' },
		{ question: 'Do I need to learn the local language?', answer: 'Not for English-taught programmes, but learning it helps with part-time jobs, internships and staying on to work after graduation.' },
		{ question: 'Is a European degree recognised in India?', answer: 'Degrees from accredited public and recognised private universities are widely recognised. Check the institution’s accreditation and, if needed, AIU equivalence.' },
	],
	sources: [
		{ title: 'European Commission: Study in Europe', url: 'https://education.ec.europa.eu/study-in-europe' },
		{ title: 'European Commission: Schengen visa policy', url: 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy_en' },
		{ title: 'EU Immigration Portal: Students', url: 'https://immigration-portal.ec.europa.eu/' },
		{ title: 'Erasmus Mundus catalogue (EACEA)', url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en' },
		{ title: 'Directive (EU) 2016/801 (students and researchers), EU Agency for Fundamental Rights summary', url: 'https://fra.europa.eu/en/law-reference/directive-eu-2016801-european-parliament-and-council-11-may-2016-conditions-entry-0' },
		{ title: 'IMF World Economic Outlook databases', url: 'https://www.imf.org/en/Publications/SPROLLs/world-economic-outlook-databases' },
		{ title: 'QS World University Rankings 2027', url: 'https://www.topuniversities.com/world-university-rankings' },
	],
} satisfies CountryDocumentInput
