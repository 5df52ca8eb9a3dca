import { countryDirectory } from '~/features/countries/country-directory'
import type { CountryTab } from '~/features/countries/country-tabs'
import type { FactView, FactViews } from '~/features/countries/facts/fact-text'

/*
 * What /compare shows (issue 19, item 3): one row per question a family weighs, each answered in a
 * column per country by that guide's facts (decision 019). Which facts answer which row is fixed
 * here, by the facts' keys; a guide with no such fact says so rather than showing a guess.
 */

export const compareRows = ['tuition', 'living', 'funds', 'visaFee', 'workHours', 'postStudyWork', 'intakes', 'english'] as const
export type CompareRow = (typeof compareRows)[number]

/** The guide tab that explains each row, for the cell's "read more" link. */
export const compareRowTabs: Record<CompareRow, CountryTab> = {
	tuition: 'cost-of-living',
	living: 'cost-of-living',
	funds: 'visa',
	visaFee: 'visa',
	workHours: 'work-opportunities',
	postStudyWork: 'work-opportunities',
	intakes: 'admissions',
	english: 'admissions',
}

export type CompareCountryId = (typeof countryDirectory)[number]['id']

/**
 * Each guide's facts that answer a row, by key (app/features/countries/seed/facts/<guide>.json).
 * A row left out has no fact in that guide yet: the cell says so. compare-rows.test.ts checks
 * every key named here exists in its guide's seed.
 */
export const compareFactKeys: Record<CompareCountryId, Partial<Record<CompareRow, readonly string[]>>> = {
	'united-kingdom': {
		tuition: ['tuition-undergraduate', 'tuition-masters'],
		funds: ['funds-london-monthly', 'funds-outside-london-monthly'],
		visaFee: ['student-visa-fee'],
		workHours: ['work-hours-term'],
		postStudyWork: ['graduate-route-length'],
	},
	usa: {
		tuition: ['tuition-public', 'tuition-private'],
		visaFee: ['mrv-fee', 'sevis-fee-f-m'],
		workHours: ['on-campus-hours'],
		postStudyWork: ['opt-length'],
	},
	ireland: {
		tuition: ['tuition-ranges'],
		funds: ['funds-yearly'],
		visaFee: ['visa-fee-single'],
		workHours: ['work-hours'],
		postStudyWork: ['stamp1g-length'],
	},
	ca: {
		tuition: ['tuition-ranges'],
		funds: ['funds-single'],
		visaFee: ['study-permit-fee', 'biometrics-fee'],
		workHours: ['off-campus-hours'],
	},
	de: {
		tuition: ['tuition-bw-tum'],
		funds: ['blocked-account-year'],
		visaFee: ['visa-fee'],
		workHours: ['work-limit'],
		postStudyWork: ['job-search-permit'],
	},
	dubai: {
		tuition: ['tuition-ranges'],
		visaFee: ['student-visa-cost'],
		postStudyWork: ['job-seeker-visa'],
	},
	france: {
		tuition: ['tuition-public'],
		funds: ['funds-monthly'],
		visaFee: ['long-stay-visa-fee'],
		workHours: ['work-hours'],
		postStudyWork: ['post-study-india'],
	},
	europe: {
		visaFee: ['national-d-visa-fees'],
		workHours: ['eu-min-work'],
		postStudyWork: ['eu-job-search'],
	},
	italy: {
		tuition: ['cost-estimates'],
		living: ['cost-estimates'],
		funds: ['funds-year'],
		visaFee: ['visa-fee'],
		workHours: ['work-limit'],
		postStudyWork: ['job-search-permit'],
	},
	netherlands: {
		tuition: ['tuition'],
		living: ['living-estimates'],
		funds: ['funds-norm'],
		visaFee: ['study-permit-fee'],
		workHours: ['student-work'],
		postStudyWork: ['orientation-year'],
		english: ['ielts-ind'],
	},
	poland: {
		tuition: ['cost-estimates'],
		living: ['cost-estimates'],
		funds: ['funds-living'],
		visaFee: ['visa-fee'],
		workHours: ['work-during-studies'],
		postStudyWork: ['job-search-permit'],
		english: ['b2-requirement'],
	},
	spain: {
		tuition: ['cost-estimates'],
		living: ['cost-estimates'],
		funds: ['funds'],
		visaFee: ['visa-fee'],
		workHours: ['work-hours'],
		postStudyWork: ['job-search-permit'],
	},
	au: {
		tuition: ['tuition-ranges'],
		living: ['living-estimates'],
		funds: ['funds-living'],
		visaFee: ['student-visa-fee'],
		workHours: ['work-hours'],
		postStudyWork: ['psw-india'],
		english: ['student-visa-english'],
	},
	nz: {
		tuition: ['tuition'],
		living: ['living-estimates'],
		funds: ['funds-year'],
		visaFee: ['student-visa-fee'],
		workHours: ['work-hours'],
		postStudyWork: ['psw-length'],
	},
	sweden: {
		tuition: ['tuition-range'],
		living: ['sample-budget'],
		funds: ['funds-monthly'],
		visaFee: ['permit-fee-studies'],
		workHours: ['student-work-hours'],
		postStudyWork: ['job-search-permit-length'],
		english: ['english-6'],
	},
	denmark: {
		tuition: ['tuition-range'],
		living: ['living-copenhagen'],
		funds: ['funds'],
		visaFee: ['st1-fee'],
		workHours: ['student-work-hours'],
		postStudyWork: ['job-seeking-period'],
	},
}

export const MIN_COMPARED = 2
export const MAX_COMPARED = 4

const knownIds: readonly string[] = countryDirectory.map((country) => country.id)

function isCountryId(value: string): value is CompareCountryId {
	return knownIds.includes(value)
}

export type CountryChoice = {
	countries: CompareCountryId[]
	problem: 'tooFew' | 'tooMany' | null
}

/**
 * The countries of the URL (?country=uk&country=ca), in the menu's order, unknown and repeated
 * ones left out. Fewer than 2 or more than 4 is a problem the page explains; none at all is the
 * empty form, not a problem.
 */
export function chosenCountries(values: readonly string[]): CountryChoice {
	const wanted = new Set(values.filter(isCountryId))
	const countries = countryDirectory.map((country) => country.id).filter((id) => wanted.has(id))
	const problem = countries.length === 0 ? null : countries.length < MIN_COMPARED ? 'tooFew' : countries.length > MAX_COMPARED ? 'tooMany' : null
	return { countries, problem }
}

/** One cell: the guide's facts that answer the row (none: the guide has no figure for it yet), and where the guide explains it. */
export type CompareCell = { facts: FactView[]; guidePath: string }

export type CompareColumn = {
	countryId: CompareCountryId
	name: string
	guidePath: string
	cells: Record<CompareRow, CompareCell>
}

/** The columns of a comparison, from each guide's facts as its page shows them. */
export function compareColumns(countries: readonly CompareCountryId[], factsByCountry: ReadonlyMap<string, FactViews>): CompareColumn[] {
	return countries.map((countryId) => {
		const facts = factsByCountry.get(countryId) ?? {}
		const guidePath = `/country/${countryId}`
		const cells = Object.fromEntries(
			compareRows.map((row): [CompareRow, CompareCell] => [
				row,
				{
					facts: (compareFactKeys[countryId][row] ?? []).map((key) => facts[key]).filter((fact): fact is FactView => fact !== undefined),
					guidePath: `${guidePath}?tab=${compareRowTabs[row]}`,
				},
			]),
		) as Record<CompareRow, CompareCell>
		return {
			countryId,
			name: countryDirectory.find((country) => country.id === countryId)!.name,
			guidePath,
			cells,
		}
	})
}
