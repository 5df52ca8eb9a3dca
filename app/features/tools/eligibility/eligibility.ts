import type { FormResult } from '~/components/ui/form'
import { countryDirectory } from '~/features/countries/country-directory'
import type { FactView } from '~/features/countries/facts/fact-text'
import type { CompareCountryId } from '../compare/compare-rows'
import type { YourRate } from '../plan/plan-costs'
import { familyFigures } from '../plan/plan-query'

/*
 * The eligibility check (issue 19, item 2). The rules are data editors keep in the studio (content
 * type "eligibility-rule"); this module reads a family's answers from the URL and weighs them
 * against the rules, without zod, so the page's bundle stays small.
 */

export const qualifications = ['class12', 'diploma', 'bachelors', 'masters'] as const
export const scoreKinds = ['percentage', 'cgpa'] as const
export const cgpaScales = ['4', '5', '7', '10'] as const
export const streams = ['science', 'commerce', 'arts', 'engineering', 'other'] as const
export const englishTests = ['ielts', 'pte', 'toefl', 'duolingo', 'none'] as const
export type EnglishTest = Exclude<(typeof englishTests)[number], 'none'>

/** The score range of each test, as the test reports it. */
export const testScoreRanges: Record<EnglishTest, { min: number; max: number; step: number }> = {
	ielts: { min: 0, max: 9, step: 0.5 },
	pte: { min: 10, max: 90, step: 1 },
	toefl: { min: 0, max: 120, step: 1 },
	duolingo: { min: 10, max: 160, step: 5 },
}

export const studyLevels = ['undergraduate', 'postgraduate'] as const
export type StudyLevel = (typeof studyLevels)[number]

/**
 * What a rule measures: an English test's score, the marks (as a percentage), gap years or the
 * budget in lakhs against the rule's own thresholds; "set-by-university" where no official page
 * sets a threshold (always possible: a counsellor confirms with the chosen universities); and
 * "budget-first-year", the budget against the guide's proof of funds plus the lowest first-year
 * tuition in rupees (its thresholds are unused: the guide's facts decide); "note", a general note
 * (on marks or gap years) that a counsellor confirms, which decides nothing.
 */
export const ruleMeasures = ['ielts', 'pte', 'toefl', 'duolingo', 'percentage', 'gap-years', 'budget-lakhs', 'set-by-university', 'budget-first-year', 'note'] as const
export type RuleMeasure = (typeof ruleMeasures)[number]

/** A rule as the studio stores it (eligibility-rule-schema.ts checks it), in the page's language. */
export type EligibilityRule = {
	key: string
	country: CompareCountryId
	level: StudyLevel | 'any'
	measure: RuleMeasure
	/** Likely from this value (gap years: up to this value). */
	likely: number
	/** Possible from this value (gap years: up to it); below it, unlikely. None: below `likely` is unlikely. */
	possible: number | null
	/** The rule in words. */
	rule: string
	/** An official threshold, or a general guide from experience. */
	basis: 'official' | 'guide'
	/** `asOfLabel`: the date written by the server in the page's language (a browser without Punjabi date data writes it otherwise). */
	source: { name: string; url: string; asOf: string; asOfLabel: string }
	/** What would close the gap, and the page of ours that helps. */
	closeGap: string | null
	closeGapLink: string | null
}

export type Verdict = 'likely' | 'possible' | 'unlikely'

export type EligibilityInput = {
	qualification: (typeof qualifications)[number]
	year: number
	scoreKind: (typeof scoreKinds)[number]
	score: number
	cgpaScale: number
	stream: (typeof streams)[number]
	englishTest: (typeof englishTests)[number]
	englishScore: number | null
	gapYears: number
	budgetLakhs: number
	countries: CompareCountryId[]
	/** Rupees for one unit of a currency, as the family entered them (fx.GBP=107.5, as on the plan). */
	rates: Record<string, number>
	/** A year's tuition the family typed from an offer letter (or expects), by chosen country (fee.united-kingdom=18500). */
	fees: Partial<Record<CompareCountryId, number>>
}

/** Rates a family may enter: two currencies for each country of the menu at most (a fee and a living cost may differ). */
const MAX_RATES = countryDirectory.length * 2

/** The family's own figures in the URL, read as the planner reads them (plan-query.ts): fx.GBP rates, fee.<country> for the chosen countries. */
export const familyFiguresOf = (params: URLSearchParams, countries: readonly CompareCountryId[]) => familyFigures(params, countries, MAX_RATES)

export type EligibilityField = Exclude<keyof EligibilityInput, 'countries' | 'rates' | 'fees'> | 'country'

/** The problems a form can have, as catalogue keys (the page words them in its language). */
export type InputProblem = 'required' | 'number' | 'range' | 'choose'

const countryIds: readonly string[] = countryDirectory.map((country) => country.id)
const thisYear = () => new Date().getUTCFullYear()

function oneOf<Value extends string>(options: readonly Value[], value: string | null): Value | null {
	return options.find((option) => option === value) ?? null
}

function numberIn(value: string | null, min: number, max: number): number | 'required' | 'number' | 'range' {
	if (value === null || value.trim() === '') return 'required'
	const n = Number(value.trim())
	if (!Number.isFinite(n)) return 'number'
	return n < min || n > max ? 'range' : n
}

export type ParsedEligibility =
	| { status: 'empty' }
	| { status: 'invalid'; result: FormResult; problems: Partial<Record<EligibilityField, InputProblem>> }
	| { status: 'valid'; input: EligibilityInput; result: FormResult }

/**
 * The answers in the URL (a GET form, so a result can be shared). Nothing asked yet is the empty
 * form; a missing or impossible answer is named per field for the page to say next to it.
 */
export function parseEligibility(params: URLSearchParams): ParsedEligibility {
	const fields = ['qualification', 'year', 'scoreKind', 'score', 'cgpaScale', 'stream', 'englishTest', 'englishScore', 'gapYears', 'budgetLakhs'] as const
	const values: Record<string, string | string[]> = Object.fromEntries(fields.map((field) => [field, params.get(field) ?? '']))
	values.country = params.getAll('country')
	if (fields.every((field) => values[field] === '') && values.country.length === 0) return { status: 'empty' }

	const problems: Partial<Record<EligibilityField, InputProblem>> = {}
	const choose = <Value extends string>(field: EligibilityField, options: readonly Value[]) => {
		const value = oneOf(options, params.get(field))
		if (value === null) problems[field] = 'choose'
		return value
	}
	const number = (field: EligibilityField, min: number, max: number) => {
		const value = numberIn(params.get(field), min, max)
		if (typeof value === 'number') return value
		problems[field] = value
		return null
	}
	const qualification = choose('qualification', qualifications)
	const year = number('year', 1980, thisYear() + 1)
	const scoreKind = choose('scoreKind', scoreKinds)
	const cgpaScale = scoreKind === 'cgpa' ? Number(choose('cgpaScale', cgpaScales)) : 100
	const score = number('score', 0, scoreKind === 'cgpa' && cgpaScale ? cgpaScale : 100)
	const stream = choose('stream', streams)
	const englishTest = choose('englishTest', englishTests)
	const englishScore = englishTest && englishTest !== 'none' ? number('englishScore', testScoreRanges[englishTest].min, testScoreRanges[englishTest].max) : null
	const gapYears = number('gapYears', 0, 30)
	const budgetLakhs = number('budgetLakhs', 0, 10_000)
	const countries = countryDirectory.map((country) => country.id).filter((id) => values.country!.includes(id))
	if (countries.length === 0 || (values.country as string[]).some((id) => !countryIds.includes(id))) problems.country = 'choose'

	const initialValue = values
	if (Object.keys(problems).length > 0 || !qualification || year === null || !scoreKind || score === null || !stream || !englishTest || gapYears === null || budgetLakhs === null) {
		return { status: 'invalid', problems, result: { status: 'error', initialValue, error: {} } }
	}
	return {
		status: 'valid',
		input: { qualification, year, scoreKind, score, cgpaScale, stream, englishTest, englishScore, gapYears, budgetLakhs, countries, ...familyFiguresOf(params, countries) },
		result: { status: 'success', initialValue },
	}
}

/** The level a family applies for next: after Class 12 or a diploma a bachelor's, after a degree a master's. */
export function levelFor(qualification: EligibilityInput['qualification']): StudyLevel {
	return qualification === 'class12' || qualification === 'diploma' ? 'undergraduate' : 'postgraduate'
}

/** The marks as a percentage; a CGPA as its share of the scale (8 of 10 reads 80%), which universities may convert differently. */
export function percentageOf(input: Pick<EligibilityInput, 'scoreKind' | 'score' | 'cgpaScale'>) {
	return input.scoreKind === 'percentage' ? input.score : Math.round((input.score / input.cgpaScale) * 1000) / 10
}

/**
 * One figure of the first year's minimum: the guide's fact (null for the tuition the family typed),
 * its lowest amount in its currency and in rupees, and the family's rate that made the rupees.
 */
export type FirstYearPart = { line: 'funds' | 'tuition'; fact: FactView | null; amount: string; rupees: number; yourRate: YourRate | null }

/**
 * A line with no figure in rupees, and what would supply it: `amount`, no official amount confirmed
 * (check it at the source); `rate`, an amount in `currency` with no rupee rate (the family's rate
 * field, or the official reference); `fee`, no single confirmed tuition (the family's yearly tuition
 * from an offer letter, in `currency`).
 */
export type FirstYearGap = {
	line: 'funds' | 'tuition'
	kind: 'amount' | 'rate' | 'fee'
	currency: string | null
	/** The amount in its own currency, where known (a `rate` gap). */
	amount: string | null
	sourceName: string
	sourceUrl: string
}

/**
 * The first year's minimum from a guide's facts at one level: the parts known, the lines missing,
 * the foreign currencies a family's rate would turn into rupees, and the currency of the tuition
 * they may type (null where the guide holds one confirmed figure).
 */
export type FirstYearCost = { parts: FirstYearPart[]; gaps: FirstYearGap[]; currencies: string[]; tuitionInput: { currency: string } | null }

export type Reason = {
	/** Null where the rule cannot decide: a figure it needs is missing, and the family is told to check it. */
	verdict: Verdict | null
	rule: EligibilityRule
	/** The family's own value the rule was weighed against; null when they have none (no English test yet, or a rule on no value). */
	yours: number | null
	/** For a first-year budget rule: the figures behind it. */
	firstYear?: FirstYearCost & { knownLakhs: number }
}

/** A note where no rule of the test the family took is recorded (they took PTE; the rules name IELTS). */
export type Unweighed = { measure: RuleMeasure; test: EnglishTest }

export type CountryResult = {
	country: CompareCountryId
	name: string
	level: StudyLevel
	/**
	 * The weakest reason's verdict; null when no rule covers this country and level yet (a counsellor
	 * assesses it). Without an English reason weighed, at best possible: a budget alone is no "likely".
	 */
	verdict: Verdict | null
	reasons: Reason[]
	unweighed: Unweighed | null
	/** An English reason was weighed (a score, no test, or an official page saying each university decides). */
	englishAssessed: boolean
}

const rank: Record<Verdict, number> = { likely: 2, possible: 1, unlikely: 0 }

/** One rule weighed: at or past `likely` likely, at or past `possible` possible, else unlikely (gap years count down). */
export function weigh(rule: Pick<EligibilityRule, 'measure' | 'likely' | 'possible'>, value: number): Verdict {
	const reached = (threshold: number) => (rule.measure === 'gap-years' ? value <= threshold : value >= threshold)
	if (reached(rule.likely)) return 'likely'
	if (rule.possible !== null && reached(rule.possible)) return 'possible'
	return 'unlikely'
}

function valueFor(measure: RuleMeasure, input: EligibilityInput): number | null {
	if (measure === 'percentage') return percentageOf(input)
	if (measure === 'gap-years') return input.gapYears
	if (measure === 'budget-lakhs' || measure === 'budget-first-year') return input.budgetLakhs
	return isTest(measure) && input.englishTest === measure ? input.englishScore : null
}

const isTest = (measure: RuleMeasure): measure is EnglishTest => measure in testScoreRanges

/** The order a family reads the reasons in: English first, then marks, gap years and budget, the general note last. */
const readingOrder = (measure: RuleMeasure) => (isTest(measure) || measure === 'set-by-university' ? 0 : measure === 'note' ? 2 : 1)

const lakhs = (rupees: number) => Math.round(rupees / 1000) / 100

/**
 * The budget against the first year's minimum: below the figures known it is unlikely (the
 * family is short whatever the missing line adds); at or above them likely when every line is
 * known, and undecided (check the current amount) while a line is missing.
 */
export function weighFirstYear(rule: EligibilityRule, cost: FirstYearCost | undefined, budgetLakhs: number): Reason {
	const known: FirstYearCost = cost ?? { parts: [], gaps: [{ line: 'funds', kind: 'amount', currency: null, amount: null, sourceName: rule.source.name, sourceUrl: rule.source.url }], currencies: [], tuitionInput: null }
	const knownLakhs = lakhs(known.parts.reduce((sum, part) => sum + part.rupees, 0))
	const verdict: Verdict | null = known.parts.length > 0 && budgetLakhs < knownLakhs ? 'unlikely' : known.gaps.length > 0 ? null : 'likely'
	return { verdict, rule, yours: budgetLakhs, firstYear: { ...known, knownLakhs } }
}

function weighOne(rule: EligibilityRule, input: EligibilityInput, firstYear: FirstYearCost | undefined): Reason {
	if (rule.measure === 'budget-first-year') return weighFirstYear(rule, firstYear, input.budgetLakhs)
	if (rule.measure === 'set-by-university') return { verdict: 'possible', rule, yours: null }
	if (rule.measure === 'note') return { verdict: null, rule, yours: null }
	const yours = valueFor(rule.measure, input)!
	return { verdict: weigh(rule, yours), rule, yours }
}

/**
 * For each chosen country, at the level the family applies for: every rule that applies, weighed
 * against their answers. English rules name a test: the family's own test's rules are weighed; with
 * no test at all, the English rules are unmet (the gap an English course closes); with another
 * test than the rules name, nothing is weighed and the page says a counsellor compares the tests.
 */
export function evaluateEligibility(
	input: EligibilityInput,
	rules: readonly EligibilityRule[],
	firstYearCosts: Partial<Record<CompareCountryId, FirstYearCost>> = {},
): CountryResult[] {
	const level = levelFor(input.qualification)
	return input.countries.map((country) => {
		const applying = rules.filter((rule) => rule.country === country && (rule.level === 'any' || rule.level === level))
		const english = applying.filter((rule) => isTest(rule.measure))
		const reasons: Reason[] = []
		let unweighed: Unweighed | null = null
		for (const rule of applying.filter((rule) => !isTest(rule.measure))) reasons.push(weighOne(rule, input, firstYearCosts[country]))
		if (english.length > 0) {
			if (input.englishTest === 'none') reasons.push({ verdict: 'unlikely', rule: english[0]!, yours: null })
			else {
				const own = english.filter((rule) => rule.measure === input.englishTest)
				for (const rule of own) reasons.push({ verdict: weigh(rule, input.englishScore!), rule, yours: input.englishScore })
				if (own.length === 0) unweighed = { measure: english[0]!.measure, test: input.englishTest }
			}
		}
		reasons.sort((a, b) => readingOrder(a.rule.measure) - readingOrder(b.rule.measure))
		const decided = reasons.flatMap((reason) => reason.verdict ?? [])
		const weakest = decided.length === 0 ? null : decided.reduce<Verdict>((worst, each) => (rank[each] < rank[worst] ? each : worst), 'likely')
		// The budget (or marks) alone, with the English not weighed, is no "likely": a counsellor checks the English.
		const englishAssessed = reasons.some((reason) => reason.verdict !== null && (isTest(reason.rule.measure) || reason.rule.measure === 'set-by-university'))
		const verdict = weakest === 'likely' && !englishAssessed ? 'possible' : weakest
		return { country, name: countryDirectory.find((entry) => entry.id === country)!.name, level, verdict, reasons, unweighed, englishAssessed }
	})
}
