/** /eligibility's answers (app/features/tools/eligibility/eligibility.ts): each changes the result. */
const eligibilityAnswers = ['qualification', 'year', 'scoreKind', 'score', 'cgpaScale', 'stream', 'englishTest', 'englishScore', 'gapYears', 'budgetLakhs']

/**
 * The query parameters a public page reads (courses' category, the enquiry's course, login's
 * redirectTo, a country guide's tab and visa slide, the booking page's mode, date, topic and
 * country: that page is not cached today, but would be right if it were; /compare's countries; /eligibility's answers) or that a lead records as where it came from
 * (utm_*). Nothing else in a query string changes a page: the shared page cache is keyed on these
 * only, so a made-up query string cannot bypass it, and the forms record their page with these
 * only, so a page rendered for one query string is right for every other.
 */
const PAGE_QUERY_PARAMS = new Set(['category', 'course', 'redirectTo', 'tab', 'visa', 'mode', 'date', 'topic', 'country', ...eligibilityAnswers, 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'])

/** `search` ("?a=1&…") reduced to the parameters a page reads, in their order; "" when none. */
export function pageSearch(search: string) {
	const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => PAGE_QUERY_PARAMS.has(name)))
	const text = kept.toString()
	return text ? `?${text}` : ''
}
