/** Where a lead came from (a campaign's link): every page keeps these, in its record and in the page cache's key. */
export const LEAD_SOURCE_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

const leadSource = new Set<string>(LEAD_SOURCE_PARAMS)

/**
 * `search` ("?a=1&…") reduced to what a form records of the page it was sent from (a lead's
 * sourcePage, the login's way back), in its order; "" when none. Only the lead's source: the page
 * cache keys every page by it (page-query.server.ts holds what else each page reads), so a stored
 * page records the same for every visitor it is sent to.
 */
export function pageSearch(search: string) {
	const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => leadSource.has(name)))
	const text = kept.toString()
	return text ? `?${text}` : ''
}
