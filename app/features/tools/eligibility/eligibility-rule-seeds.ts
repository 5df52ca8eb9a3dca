/**
 * The eligibility rules shipped with the site (issue 19): only thresholds read on official pages,
 * each with its source and date; editors add and change rules in the studio. The Dutch and Swedish
 * rules are the guides' confirmed facts (seed/facts/netherlands.json ielts-ind, sweden.json
 * english-6). No official page sets a marks, gap-year or budget threshold for these countries, so
 * none ships: a rule of that kind would be a general guide, for an editor to add and label so.
 */

const english = (text: string) => ({ en: text, pa: null, hi: null })
const ieltsCourse = { closeGap: english('Our IELTS preparation course, to reach the score before you apply.'), closeGapLink: '/education/ielts/preparation' }

export const eligibilityRuleSeeds: { key: string; document: Record<string, unknown> }[] = [
	{
		key: 'uk-english-degree-ielts',
		document: {
			country: 'united-kingdom',
			level: 'any',
			measure: 'ielts',
			likely: 5.5,
			possible: null,
			rule: english(
				'For study at degree level or above, UKVI asks for English equivalent to CEFR level B2 (IELTS for UKVI 5.5 overall and in each skill, in Cambridge English’s table of UK visa levels). Universities often ask for more.',
			),
			basis: 'official',
			sourceName: 'GOV.UK: Student visa, knowledge of English',
			sourceUrl: 'https://www.gov.uk/student-visa/knowledge-of-english',
			asOf: '2026-11-24',
			...ieltsCourse,
		},
	},
	{
		key: 'netherlands-english-ielts',
		document: {
			country: 'netherlands',
			level: 'any',
			measure: 'ielts',
			likely: 6,
			possible: 5,
			rule: english('The IND’s minimum English for a degree taught in English: IELTS 6.0, or 5.5 or 5.0 with a preparatory year. Universities usually ask for more.'),
			basis: 'official',
			sourceName: 'IND: Study at a university',
			sourceUrl: 'https://ind.nl/en/study/Pages/study-at-university.aspx',
			asOf: '2026-11-23',
			closeGap: english('A preparatory (foundation) year, or our IELTS preparation course to reach 6.0.'),
			closeGapLink: '/education/skp/foundation',
		},
	},
	{
		key: 'sweden-english-6-ielts',
		document: {
			country: 'sweden',
			level: 'postgraduate',
			measure: 'ielts',
			likely: 6.5,
			possible: null,
			rule: english('Master’s programmes taught in English ask for English 6: IELTS Academic 6.5 with no section below 5.5.'),
			basis: 'official',
			sourceName: 'Antagning.se (University Admissions in Sweden)',
			sourceUrl: 'https://www.antagning.se/sv/anmal-dig-sa-har/anmalan-till-magister-och-master/sprakkrav-for-utbildningar-som-ges-pa-engelska/prov-pa-engelska/',
			asOf: '2026-11-23',
			...ieltsCourse,
		},
	},
	{
		key: 'sweden-english-6-toefl',
		document: {
			country: 'sweden',
			level: 'postgraduate',
			measure: 'toefl',
			likely: 90,
			possible: null,
			rule: english('Master’s programmes taught in English ask for English 6: TOEFL iBT 90 with at least 20 in writing.'),
			basis: 'official',
			sourceName: 'Antagning.se (University Admissions in Sweden)',
			sourceUrl: 'https://www.antagning.se/sv/anmal-dig-sa-har/anmalan-till-magister-och-master/sprakkrav-for-utbildningar-som-ges-pa-engelska/prov-pa-engelska/',
			asOf: '2026-11-23',
			closeGap: english('A counsellor can tell you whether IELTS suits you better, and our IELTS preparation course gets you ready.'),
			closeGapLink: '/education/ielts/preparation',
		},
	},
]
