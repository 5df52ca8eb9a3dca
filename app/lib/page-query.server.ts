import { pathWithoutLocale } from '~/features/i18n/locales'
import { LEAD_SOURCE_PARAMS } from './page-query'

/*
 * The query parameters each page reads, for the shared page cache (rendered-page-cache.server.ts):
 * a visitor's page is stored per value of these, and any other parameter shares the page of the URL
 * without it, so a made-up query string cannot make every request a render. One table, on the
 * server only: adding a parameter to a page is a line here. Every page also keeps the lead's
 * source (utm_*, page-query.ts): the forms record it, and a stored page must record it right.
 */

/** A rate of exchange the family typed (fx.GBP=107.5) and a year's fees (fee.united-kingdom=18500): their own figures. */
const EXCHANGE_RATE = /^fx\.[A-Z]{3}$/
const FEE = /^fee\.[a-z]+(?:-[a-z]+)*$/

/** /eligibility's answers (app/features/tools/eligibility/eligibility.ts): each changes the result. */
const eligibilityAnswers = ['qualification', 'year', 'scoreKind', 'score', 'cgpaScale', 'stream', 'englishTest', 'englishScore', 'gapYears', 'budgetLakhs', 'country']

/** Per path (without its /pa or /hi prefix; `*` stands for one segment): the parameters its page reads. */
const PAGE_QUERY: Record<string, readonly (string | RegExp)[]> = {
	'/courses': ['category'],
	'/enquire': ['course'],
	'/login': ['redirectTo', 'confirm'],
	'/signup': ['redirectTo'],
	'/country/*': ['tab', 'visa'],
	'/journal': ['page'],
	// The booking page is not stored today (it shows free times), but would be right if it were.
	'/book': ['mode', 'date', 'topic', 'country'],
	'/compare': ['country'],
	'/eligibility': [...eligibilityAnswers, EXCHANGE_RATE, FEE],
	// app/features/tools/plan/plan-query.ts
	'/plan': ['country', 'level', 'city', 'years', 'loan', 'rate', 'tenure', 'grace', EXCHANGE_RATE, FEE],
}

/**
 * Parameters that carry a family's own figures, on any page that reads them: such a page is
 * answered uncached rather than stored, since every family's figures differ and 200 entries of
 * them would push the popular pages out of the cache.
 */
const NOT_STORED: readonly RegExp[] = [EXCHANGE_RATE, FEE]

const patterns = Object.entries(PAGE_QUERY).map(([path, names]) => ({
	path: new RegExp(`^${path.replaceAll('*', '[^/]+')}$`),
	reads: (name: string) => names.some((read) => (typeof read === 'string' ? read === name : read.test(name))),
}))

const leadSource = new Set<string>(LEAD_SOURCE_PARAMS)

function readsOf(pathname: string) {
	const path = pathWithoutLocale(pathname)
	const page = patterns.find((pattern) => pattern.path.test(path))
	return (name: string) => leadSource.has(name) || (page?.reads(name) ?? false)
}

/** `search` ("?a=1&…") reduced to what the page at `pathname` reads, in its order; "" when none. */
export function pageKeySearch(pathname: string, search: string) {
	const reads = readsOf(pathname)
	const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => reads(name))).toString()
	return kept ? `?${kept}` : ''
}

/** Whether the page at `pathname` reads a family's own figures from `search`: it is then not stored. */
export function carriesFamilyFigures(pathname: string, search: string) {
	if (!search.includes('.')) return false
	const reads = readsOf(pathname)
	return [...new URLSearchParams(search).keys()].some((name) => reads(name) && NOT_STORED.some((pattern) => pattern.test(name)))
}
