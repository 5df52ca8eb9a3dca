import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale, localeOfPath, localizedPath } from './locales'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * A visitor's choice of language: the cookie that remembers it, and where to go next: the page
 * they were on (a path of this site only, never another site), in the chosen language.
 */
export function languageChoice(lang: unknown, to: unknown): { locale: Locale; to: string; cookie: string } {
	const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
	const path = typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.includes('\\') ? to : '/'
	return { locale, to: localizedPath(path, locale), cookie: `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax` }
}

/** The language a visitor chose, from the request's cookie (none if they never chose). */
export function chosenLocale(request: Request): Locale | null {
	const cookie = request.headers.get('Cookie') ?? ''
	const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(cookie)?.[1]
	return isLocale(value) ? value : null
}

/** The language of a form's page: its URL's prefix, or `?lang=` on an API the page posts to. */
export function requestLocale(request: Request): Locale {
	const url = new URL(request.url)
	const lang = url.searchParams.get('lang')
	return isLocale(lang) ? lang : localeOfPath(url.pathname)
}
