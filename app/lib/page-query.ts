/** /eligibility's answers (app/features/tools/eligibility/eligibility.ts): each changes the result. */
const eligibilityAnswers = ['qualification', 'year', 'scoreKind', 'score', 'cgpaScale', 'stream', 'englishTest', 'englishScore', 'gapYears', 'budgetLakhs']
/** /plan's inputs (app/features/tools/plan/plan-query.ts): each changes the plan. */
const planInputs = ['level', 'city', 'years', 'loan', 'rate', 'tenure', 'grace']
/** /plan's family figures, one parameter per currency or country: fx.GBP (a rate), fee.united-kingdom (a year's tuition). */
const PLAN_FIGURE = /^(?:fx\.[A-Z]{3}|fee\.[a-z]+(?:-[a-z]+)*)$/

/**
 * The query parameters a public page reads (courses' category, the enquiry's course, login's
 * redirectTo, a country guide's tab and visa slide, the booking page's mode, date, topic and
 * country: that page is not cached today, but would be right if it were; /compare's countries; /eligibility's answers; /plan's inputs and the family's rates and fees) or that a lead records as where it came from
 * (utm_*). Nothing else in a query string changes a page: the shared page cache is keyed on these
 * only, so a made-up query string cannot bypass it, and the forms record their page with these
 * only, so a page rendered for one query string is right for every other.
 */
const PAGE_QUERY_PARAMS = new Set(['category', 'course', 'redirectTo', 'tab', 'visa', 'mode', 'date', 'topic', 'country', ...eligibilityAnswers, ...planInputs, 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'])

/** `search` ("?a=1&…") reduced to the parameters a page reads, in their order; "" when none. */
export function pageSearch(search: string) {
	const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => PAGE_QUERY_PARAMS.has(name) || PLAN_FIGURE.test(name)))
	const text = kept.toString()
	return text ? `?${text}` : ''
}
