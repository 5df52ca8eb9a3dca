import { data, redirect } from 'react-router'
import type { Database } from '~/db/client.server'
import { getCountry } from './countries.server'
import { lastReview, reviewDate } from './guide-reviews.server'
import type { FactViews } from './facts/fact-text'
import { factViewsFor } from './facts/facts.server'
import { COUNTRY_LOAD_ERROR } from './country-messages'
import type { CountryDocument, ShownReview } from './country-guide'
import { type GuideInLanguage, guideIn } from './guide-in-language'
import { localeOfPath } from '~/features/i18n/locales'
import { type MinimalCountry, minimalCountry, normaliseCountryId } from './normalise-country-id'

export type CountryPageData =
	| { kind: 'guide'; country: GuideInLanguage; lastReview: ShownReview | null; facts: FactViews }
	| { kind: 'coming-soon'; country: MinimalCountry }


type LoadInput = {
	rawId: string
	url: URL
	db: Database
	timeZone: string
	logger?: { error(object: unknown, message: string): void }
}

/** The page answers at /country/:id and /destinations/:id; a redirect keeps the visitor's prefix. */
function routePrefix(url: URL): '/country' | '/destinations' {
	return url.pathname.startsWith('/destinations/') ? '/destinations' : '/country'
}

/**
 * The country page loader: normalises the id (redirecting to the normalised URL), reads the
 * guide, and builds the minimal country when there is none. A failing database becomes a 500
 * with SPEC's message rather than the site-wide error page.
 */
export async function loadCountryPage({ rawId, url, db, timeZone, logger }: LoadInput): Promise<CountryPageData> {
	const id = normaliseCountryId(rawId)
	if (id !== rawId) throw redirect(`${routePrefix(url)}/${encodeURIComponent(id)}${url.search}`, 301)
	let country: CountryDocument | null
	let review: ShownReview | null = null
	let facts: FactViews
	try {
		;[country, facts] = await Promise.all([getCountry(db, id), factViewsFor(db, id)])
		const newest = country ? await lastReview(db, id) : null
		if (newest) review = { reviewedOn: reviewDate(newest, timeZone), reviewerName: newest.reviewerName }
	} catch (error) {
		logger?.error({ err: error, countryId: id }, 'country guide query failed')
		throw data(COUNTRY_LOAD_ERROR, { status: 500 })
	}
	// The guide's figures are its facts, put in place when the page renders (decision 019).
	return country ? { kind: 'guide', country: guideIn(country, localeOfPath(url.pathname)), lastReview: review, facts } : { kind: 'coming-soon', country: minimalCountry(id) }
}
