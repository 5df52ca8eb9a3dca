import { data, redirect } from 'react-router'
import type { Database } from '~/db/client.server'
import { getCountry } from './countries.server'
import { COUNTRY_LOAD_ERROR } from './country-messages'
import type { CountryDocument } from './country-guide'
import { type MinimalCountry, minimalCountry, normaliseCountryId } from './normalise-country-id'

export type CountryPageData =
	| { kind: 'guide'; country: CountryDocument }
	| { kind: 'coming-soon'; country: MinimalCountry }


type LoadInput = {
	rawId: string
	url: URL
	db: Pick<Database, 'select'>
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
export async function loadCountryPage({ rawId, url, db, logger }: LoadInput): Promise<CountryPageData> {
	const id = normaliseCountryId(rawId)
	if (id !== rawId) throw redirect(`${routePrefix(url)}/${encodeURIComponent(id)}${url.search}`, 301)
	let country: CountryDocument | null
	try {
		country = await getCountry(db, id)
	} catch (error) {
		logger?.error({ err: error, countryId: id }, 'country guide query failed')
		throw data(COUNTRY_LOAD_ERROR, { status: 500 })
	}
	return country ? { kind: 'guide', country } : { kind: 'coming-soon', country: minimalCountry(id) }
}
