import { data, redirect } from 'react-router'
import type { Database } from '~/db/client.server'
import { getCountry } from './countries.server'
import { lastReview, reviewDate } from './guide-reviews.server'
import { type FactViews, factKeysIn } from './facts/fact-text'
import { factViewsFor } from './facts/facts.server'
import type { CountryDocument, ShownReview } from './country-guide'
import { type GuideInLanguage, guideIn } from './guide-in-language'
import { answerTexts, translator } from '~/features/i18n/catalogues.server'
import { formatDate } from '~/features/i18n/formats'
import type { MessageKey } from '~/features/i18n/catalogue/en'
import { countryDirectory } from './country-directory'
import { type Locale, localeOfPath } from '~/features/i18n/locales'
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

/**
 * A directory country's name in the page's language (the catalogue's `guide.country.<id>`); in
 * English, and for a country outside the directory, the name as it is.
 */
export function countryNameIn(id: string, name: string, locale: Locale): string {
	if (locale === 'en') return name
	const key = `guide.country.${id}` as MessageKey
	const translated = translator(locale)(key)
	return translated === key ? name : translated
}

/** Every directory country's name in a Punjabi or Hindi page's language, for the tools' loaders (shownCountryName); null in English. */
export function countryNamesIn(locale: Locale): Record<string, string> | null {
	if (locale === 'en') return null
	return Object.fromEntries(countryDirectory.map((country) => [country.id, countryNameIn(country.id, country.name, locale)]))
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
	const locale = localeOfPath(url.pathname)
	if (id !== rawId) throw redirect(`${routePrefix(url)}/${encodeURIComponent(id)}${url.search}`, 301)
	let country: CountryDocument | null
	let review: ShownReview | null = null
	let facts: FactViews
	try {
		;[country, facts] = await Promise.all([getCountry(db, id), factViewsFor(db, id, locale)])
		const newest = country ? await lastReview(db, id) : null
		if (newest) {
			const reviewedOn = reviewDate(newest, timeZone)
			review = { reviewedOn, reviewerName: newest.reviewerName, reviewedOnLabel: formatDate(reviewedOn, locale) }
		}
	} catch (error) {
		logger?.error({ err: error, countryId: id }, 'country guide query failed')
		// The ErrorBoundary's texts in the page's language ('Failed to load country data' in English).
		throw data(answerTexts(locale, { title: 'answer.guide.failedTitle', body: 'answer.guide.failedBody', link: 'answer.guide.failedLink' }), { status: 500 })
	}
	// The guide's figures are its facts, put in place when the page renders (decision 019).
	if (!country) {
		const minimal = minimalCountry(id)
		return { kind: 'coming-soon', country: { ...minimal, name: countryNameIn(id, minimal.name, locale) } }
	}
	const guide = guideIn(country, locale)
	return { kind: 'guide', country: { ...guide, name: countryNameIn(id, guide.name, locale) }, lastReview: review, facts: factsNamedIn(guide, facts) }
}

/**
 * Only the facts the guide's texts name: the rest of a country's facts (the planner's and the
 * eligibility rules') would be serialised into the page for nothing.
 */
function factsNamedIn(guide: GuideInLanguage, facts: FactViews): FactViews {
	const named = new Set(factKeysIn(JSON.stringify(guide)))
	return Object.fromEntries(Object.entries(facts).filter(([key]) => named.has(key)))
}
