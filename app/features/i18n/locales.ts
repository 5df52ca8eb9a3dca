/**
 * The site's languages (issue 20, decision 018): English at today's URLs, Punjabi (Gurmukhi) under
 * /pa and Hindi under /hi for the pages parents read. The locale comes from the URL alone; the
 * `lang` cookie remembers a visitor's own choice and Accept-Language only ever offers a language.
 */
export const locales = ['en', 'pa', 'hi'] as const
export type Locale = (typeof locales)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Each language named in its own script, as the switcher shows it. */
export const localeNames: Record<Locale, string> = { pa: 'ਪੰਜਾਬੀ', hi: 'हिन्दी', en: 'English' }

/** The Intl locale for numbers, dates and plurals: Indian conventions (lakh grouping) in all three. */
export const intlLocales: Record<Locale, string> = { en: 'en-IN', pa: 'pa-IN', hi: 'hi-IN' }

/** The cookie that remembers the language a visitor chose (a year; read by the root loader). */
export const LANGUAGE_COOKIE = 'lang'

const prefixed = /^\/(pa|hi)(?=\/|$)/

/** The page's language, from its path (`/pa/about` is Punjabi; anything unprefixed is English). */
export function localeOfPath(pathname: string): Locale {
	const match = prefixed.exec(pathname)
	return match ? (match[1] as Locale) : DEFAULT_LOCALE
}

/** The English path of a page: `/pa/about` → `/about`, `/hi` → `/`. */
export function pathWithoutLocale(pathname: string): string {
	return pathname.replace(prefixed, '') || '/'
}

/**
 * The pages with Punjabi and Hindi versions: the public pages parents read, the services pages
 * (sign-in still required: issue 20 names them among what parents read), and sign-up, log-in and
 * the password pages, and a student's own pages. app/routes.ts lists their /pa and /hi routes
 * (catalogue.test.ts checks the two agree); the staff area stays in English.
 */
const languageVersionPatterns = [
	/^\/$/,
	/^\/(about|team|journal|contact|fees|privacy|enquire|book|country|education|plan|compare|eligibility)$/,
	/^\/(journal|course|country)\/[^/]+$/,
	// A booking's own page (its emailed link), so a visitor who booked in Punjabi or Hindi manages it in that language.
	/^\/book\/manage\/[^/]+$/,
	/^\/education\/(university|skp|languages|ielts)(\/[^/]+)?$/,
	/^\/services(\/(visa|accommodation|career|test-prep|documents|insurance))?$/,
	// Signing up and getting back in (issue 20): a parent who reads Punjabi or Hindi makes and recovers an account in it.
	/^\/(login|signup|forgot-password)$/,
	/^\/reset-password\/[^/]+$/,
	// A student's own pages (issue 20): a parent signed in in Punjabi or Hindi keeps to it, and the course list (login required).
	/^\/(courses|my-courses|account\/(security|two-factor|backup-codes|delete|deleted))$/,
	// The newsletter box's answer without JavaScript: a Punjabi or Hindi page's box posts to its language's page.
	/^\/newsletter$/,
	/^\/verify-email\/[^/]+$/,
]

/** Whether a page (its English path, query left off) has Punjabi and Hindi versions. */
export function hasLanguageVersions(englishPath: string): boolean {
	const path = englishPath.split('?')[0]!.replace(/(.)\/+$/, '$1')
	return languageVersionPatterns.some((pattern) => pattern.test(path))
}

/**
 * A path in a language: the language's version where the page has one, else the page itself
 * (English only). `localizedPath('/about?x=1', 'pa')` → `/pa/about?x=1`; `('/', 'hi')` → `/hi`.
 */
export function localizedPath(path: string, locale: Locale): string {
	const queryAt = path.search(/[?#]/)
	const pathname = pathWithoutLocale(queryAt < 0 ? path : path.slice(0, queryAt))
	const rest = queryAt < 0 ? '' : path.slice(queryAt)
	if (locale === DEFAULT_LOCALE || !hasLanguageVersions(pathname)) return pathname + rest
	return (pathname === '/' ? `/${locale}` : `/${locale}${pathname}`) + rest
}

/**
 * The language to offer a visitor on an English page: Punjabi or Hindi when the browser ranks it
 * above English in Accept-Language (`pa-IN,pa;q=0.9,en;q=0.8`), else none. Only an offer: the page
 * stays English until the visitor follows it.
 */
export function offeredLocale(acceptLanguage: string | null | undefined): Exclude<Locale, 'en'> | null {
	if (!acceptLanguage) return null
	const ranked = acceptLanguage
		.split(',')
		.map((part, index) => {
			const [tag = '', ...params] = part.trim().split(';')
			const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
			return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
		})
		.filter((entry) => entry.q > 0 && isLocale(entry.language))
		.sort((a, b) => b.q - a.q || a.index - b.index)
	const first = ranked[0]?.language
	return first === 'pa' || first === 'hi' ? first : null
}

/**
 * What a visitor without a cookie sees on a page, beyond its URL: the offer of their language on an
 * English page that has versions. The page cache keys by it (decision 009 and 018).
 */
export function offerForPage(pathname: string, acceptLanguage: string | null | undefined) {
	if (localeOfPath(pathname) !== DEFAULT_LOCALE || !hasLanguageVersions(pathname)) return null
	return offeredLocale(acceptLanguage)
}
