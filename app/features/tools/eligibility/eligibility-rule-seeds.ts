import type { CompareCountryId as CountryId } from '../compare/compare-rows'
import { type EligibilityRuleTexts, eligibilityRuleTranslations } from './eligibility-rule-translations'

/**
 * The eligibility rules shipped with the site (issue 19): only thresholds read on official pages,
 * each with its source and date; editors add and change rules in the studio. What was read, and
 * when, is in docs/content-review/eligibility-rules.md. The Dutch and Swedish rules are the guides'
 * confirmed facts (seed/facts/netherlands.json ielts-ind, sweden.json english-6). Where no official
 * page sets an English threshold, the rule says so ("set-by-university": possible, a counsellor
 * confirms). Every country has a first-year budget rule, computed from its guide's facts; no
 * official page sets a marks or gap-year threshold, so those are a general note per country.
 */

/** A rule's text in English, with its Punjabi and Hindi from the translations (issue 20). */
const localised = (en: string, translated: (texts: EligibilityRuleTexts) => string) => ({ en, pa: translated(eligibilityRuleTranslations.pa), hi: translated(eligibilityRuleTranslations.hi) })
const ieltsCourse = { closeGap: localised('Our IELTS preparation course, to reach the score before you apply.', (t) => t.ieltsCourse), closeGapLink: '/education/ielts/preparation' }
const counsellorIelts = {
	closeGap: localised('A counsellor can tell you whether IELTS suits you better, and our IELTS preparation course gets you ready.', (t) => t.counsellorIelts),
	closeGapLink: '/education/ielts/preparation',
}
const READ_ON = '2026-11-24'
const counsellorConfirms = 'a counsellor confirms with your chosen universities.'

type Source = { sourceName: string; sourceUrl: string }

/** No official English threshold: the rule says who decides, with the page that says so. */
function setByUniversity(country: CountryId, text: string, translated: keyof EligibilityRuleTexts['setByUniversity'], source: Source, asOf = READ_ON) {
	return {
		key: `${country}-english-set-by-university`,
		document: {
			country,
			level: 'any',
			measure: 'set-by-university',
			likely: 0,
			possible: null,
			rule: localised(text, (t) => t.setByUniversity[translated]),
			basis: 'official',
			...source,
			asOf,
			...ieltsCourse,
		},
	}
}

/** The budget against the guide's proof of funds plus the lowest first-year tuition; the source is the visa's money page. */
function firstYearBudget(country: CountryId, source: Source) {
	return {
		key: `${country}-budget-first-year`,
		document: {
			country,
			level: 'any',
			measure: 'budget-first-year',
			likely: 0,
			possible: null,
			rule: localised(
				`The first year needs at least ${fundsPages[country].funds} plus the first year’s tuition (yours from an offer letter, or the lowest in our guide), in rupees at your exchange rate or the one we store. A budget below that falls short.`,
				(t) => t.firstYearBudget(t.funds[country]),
			),
			basis: 'guide',
			...source,
			asOf: READ_ON,
			closeGap: localised('An education loan or a scholarship can close the gap: our cost planner works out the loan.', (t) => t.budgetCloseGap),
			closeGapLink: '/plan',
		},
	}
}

/** Marks and gap years: no official page sets a threshold, so a general note that decides nothing. */
function marksAndGapNote(country: CountryId, source: Source) {
	return {
		key: `${country}-marks-gap-note`,
		document: {
			country,
			level: 'any',
			measure: 'note',
			likely: 0,
			possible: null,
			rule: localised(
				`Marks and gap years: we found no official minimum. Each university sets the marks it asks for and may ask what you did in a gap; ${counsellorConfirms}`,
				(t) => t.marksAndGapNote,
			),
			basis: 'guide',
			...source,
			asOf: READ_ON,
			closeGap: { en: '', pa: '', hi: '' },
			closeGapLink: null,
		},
	}
}

const portals: Record<CountryId, Source> = {
	'united-kingdom': { sourceName: 'GOV.UK: Student visa', sourceUrl: 'https://www.gov.uk/student-visa' },
	usa: { sourceName: 'EducationUSA (U.S. Department of State)', sourceUrl: 'https://educationusa.state.gov/' },
	ireland: { sourceName: 'Irish Immigration Service: Coming to study in Ireland', sourceUrl: 'https://www.irishimmigration.ie/coming-to-ireland-to-study/' },
	ca: { sourceName: 'Government of Canada: Study permit', sourceUrl: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html' },
	de: { sourceName: 'DAAD: Studying in Germany', sourceUrl: 'https://www.daad.de/en/studying-in-germany/' },
	dubai: { sourceName: 'KHDA (Dubai)', sourceUrl: 'https://web.khda.gov.ae/en/' },
	france: { sourceName: 'Campus France', sourceUrl: 'https://www.campusfrance.org/en' },
	europe: { sourceName: 'EU Immigration Portal', sourceUrl: 'https://immigration-portal.ec.europa.eu/' },
	italy: { sourceName: 'Study in Italy (Ministry of Foreign Affairs)', sourceUrl: 'https://studyinitaly.esteri.it/en/home' },
	netherlands: { sourceName: 'IND: Study at a university', sourceUrl: 'https://ind.nl/en/study/Pages/study-at-university.aspx' },
	poland: { sourceName: 'Study in Poland', sourceUrl: 'https://study.gov.pl/' },
	spain: { sourceName: 'Study in Spain', sourceUrl: 'https://www.studyinspain.info/' },
	au: { sourceName: 'Department of Home Affairs: Student visa (subclass 500)', sourceUrl: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500' },
	nz: { sourceName: 'NZQA: English language entry requirements for international students', sourceUrl: 'https://www.nzqa.govt.nz/providers-partners/qa-system-for-teos/english-international-students/' },
	sweden: { sourceName: 'Antagning.se (University Admissions in Sweden)', sourceUrl: 'https://www.antagning.se/' },
	denmark: { sourceName: 'Study in Denmark: Language requirements', sourceUrl: 'https://studyindenmark.dk/study-options/how-to-apply-2/language-requirements' },
}

/** The page where each visa names the money to show (the guides' funds facts cite the same pages). */
const fundsPages: Record<CountryId, { funds: string } & Source> = {
	'united-kingdom': { funds: 'the living costs UKVI asks you to show (9 months outside London)', sourceName: 'GOV.UK: Student visa, money', sourceUrl: 'https://www.gov.uk/student-visa/money' },
	usa: {
		funds: 'the funds on your Form I-20 (each school sets its own figure, so we hold none)',
		sourceName: 'U.S. Department of State: Student visa',
		sourceUrl: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
	},
	ireland: {
		funds: 'the funds the Irish Immigration Service asks you to show',
		sourceName: 'Irish Immigration Service: student finance requirements',
		sourceUrl: 'https://www.irishimmigration.ie/ru/reminder-on-student-finance-requirements-from-30-june-2025',
	},
	ca: { funds: 'the living costs IRCC asks you to show', sourceName: 'Government of Canada: Study permit', sourceUrl: portals.ca.sourceUrl },
	de: { funds: 'the blocked account the visa asks for', sourceName: 'German Missions in India: Student visa', sourceUrl: 'https://india.diplo.de/in-en/service/05-VisaEinreise/-/2592434' },
	dubai: { funds: 'the funds your university and the visa ask you to show', sourceName: 'ICP (UAE Federal Authority for Identity and Citizenship)', sourceUrl: 'https://icp.gov.ae/en/' },
	france: { funds: 'the living costs the visa asks you to show', sourceName: 'France-Visas', sourceUrl: 'https://france-visas.gouv.fr/' },
	europe: { funds: 'the funds the country you choose asks you to show', sourceName: 'EU Immigration Portal', sourceUrl: 'https://immigration-portal.ec.europa.eu/' },
	italy: { funds: 'the funds the visa asks you to show', sourceName: 'Study in Italy (Ministry of Foreign Affairs)', sourceUrl: 'https://studyinitaly.esteri.it/en/home' },
	netherlands: { funds: 'the IND’s income norm for students', sourceName: 'IND: Income requirements for study', sourceUrl: 'https://ind.nl/en/income-requirements-study' },
	poland: { funds: 'the funds the residence permit asks you to show', sourceName: 'Poznań Voivodeship Office (migrant portal)', sourceUrl: 'https://migrant.poznan.uw.gov.pl/pl/slownik-pojec/studia?page=1' },
	spain: { funds: 'the funds the visa asks you to show', sourceName: 'Spanish Ministry of Inclusion: Immigration portal', sourceUrl: 'https://www.inclusion.gob.es/web/migraciones/' },
	au: { funds: 'the living costs Home Affairs asks you to show', sourceName: 'Department of Home Affairs: Student visa (subclass 500)', sourceUrl: portals.au.sourceUrl },
	nz: {
		funds: 'the funds Immigration New Zealand asks you to show',
		sourceName: 'Immigration New Zealand: student fund requirements',
		sourceUrl:
			'https://www.immigration.govt.nz/process-to-apply/applying-for-a-visa/providing-evidence-and-documents-to-support-your-visa-application/student-fund-requirements',
	},
	sweden: {
		funds: 'the monthly funds the Swedish Migration Agency asks for, for a year',
		sourceName: 'Swedish Migration Agency: funds for studies',
		sourceUrl: 'https://www.migrationsverket.se/en/lankade-moduler-engelska/studera/forsorjningskrav-studera-huvudsokande.html',
	},
	denmark: { funds: 'the funds SIRI asks you to show', sourceName: 'New to Denmark (SIRI): Higher education (ST1)', sourceUrl: 'https://www.nyidanmark.dk/en-GB/You-want-to-apply/Study/Higher-education-(ST1)' },
}

const countries = Object.keys(portals) as CountryId[]

export const eligibilityRuleSeeds: { key: string; document: Record<string, unknown> }[] = [
	{
		key: 'uk-english-degree-ielts',
		document: {
			country: 'united-kingdom',
			level: 'any',
			measure: 'ielts',
			likely: 5.5,
			possible: null,
			rule: localised(
				'For study at degree level or above, UKVI asks for English equivalent to CEFR level B2 (IELTS for UKVI 5.5 overall and in each skill, in Cambridge English’s table of UK visa levels). Universities often ask for more.',
				(t) => t.ukDegreeIelts,
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
			rule: localised(
				'The IND’s minimum English for a degree taught in English: IELTS 6.0, or 5.5 or 5.0 with a preparatory year. Universities usually ask for more.',
				(t) => t.netherlandsIelts,
			),
			basis: 'official',
			sourceName: 'IND: Study at a university',
			sourceUrl: 'https://ind.nl/en/study/Pages/study-at-university.aspx',
			asOf: '2026-11-23',
			closeGap: localised('A preparatory (foundation) year, or our IELTS preparation course to reach 6.0.', (t) => t.netherlandsCloseGap),
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
			rule: localised('Master’s programmes taught in English ask for English 6: IELTS Academic 6.5 with no section below 5.5.', (t) => t.swedenIelts),
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
			rule: localised('Master’s programmes taught in English ask for English 6: TOEFL iBT 90 with at least 20 in writing.', (t) => t.swedenToefl),
			basis: 'official',
			sourceName: 'Antagning.se (University Admissions in Sweden)',
			sourceUrl: 'https://www.antagning.se/sv/anmal-dig-sa-har/anmalan-till-magister-och-master/sprakkrav-for-utbildningar-som-ges-pa-engelska/prov-pa-engelska/',
			asOf: '2026-11-23',
			...counsellorIelts,
		},
	},
	setByUniversity(
		'au',
		'Home Affairs sets a minimum English test score for the student visa, and universities often ask for more. We could not read the current score on Home Affairs’ own pages, so we do not weigh one: check it there; ' +
			counsellorConfirms,
		'au',
		portals.au,
	),
	setByUniversity(
		'nz',
		'NZQA sets the English that institutions must check before enrolling an international student, and universities set their own requirements: ' + counsellorConfirms,
		'nz',
		portals.nz,
	),
	setByUniversity(
		'ca',
		'The study permit asks for an acceptance from a designated learning institution, proof of funds and the usual checks, but no English test score: each college or university sets its own, so ' +
			counsellorConfirms,
		'ca',
		portals.ca,
	),
	setByUniversity(
		'usa',
		'No U.S. visa rule sets an English score: each school sets its own English requirement and issues the Form I-20 only once you meet it, so ' + counsellorConfirms,
		'usa',
		{
			sourceName: 'Study in the States (DHS): Form I-20 English proficiency guidance',
			sourceUrl: 'https://studyinthestates.dhs.gov/2016/08/sevp-policy-provides-information-on-form-i-20-english-proficiency-guidance',
		},
		'2016-08-05',
	),
	setByUniversity(
		'ireland',
		'The Irish Immigration Service asks you to show that you can follow your course in English, and your college sets the score it accepts. We could not read a current minimum score on its pages: check it there; ' +
			counsellorConfirms,
		'ireland',
		portals.ireland,
	),
	...(['de', 'france', 'italy', 'spain', 'poland', 'dubai', 'europe'] as const).map((country) =>
		setByUniversity(country, 'We found no national English score for study visas here: each university sets the English it asks for on its English-taught programmes, so ' + counsellorConfirms, 'other', portals[country]),
	),
	{
		key: 'denmark-english-b-ielts',
		document: {
			country: 'denmark',
			level: 'any',
			measure: 'ielts',
			likely: 6.5,
			possible: null,
			rule: localised(
				'English-taught programmes ask at least for English at the level of Danish “English B”. Study in Denmark estimates that as IELTS 6.5 from past requirements; each institution sets its own score, and some ask for “English A” (about 7.0).',
				(t) => t.denmarkIelts,
			),
			basis: 'guide',
			...portals.denmark,
			asOf: READ_ON,
			...ieltsCourse,
		},
	},
	{
		key: 'denmark-english-b-toefl',
		document: {
			country: 'denmark',
			level: 'any',
			measure: 'toefl',
			likely: 79,
			possible: null,
			rule: localised(
				'English-taught programmes ask at least for Danish “English B”. Study in Denmark estimates that as TOEFL iBT 79 to 93 from past requirements; each institution sets its own score.',
				(t) => t.denmarkToefl,
			),
			basis: 'guide',
			...portals.denmark,
			asOf: READ_ON,
			...counsellorIelts,
		},
	},
	...countries.map((country) => firstYearBudget(country, fundsPages[country])),
	...countries.map((country) => marksAndGapNote(country, portals[country])),
]
