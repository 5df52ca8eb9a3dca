import { Form, useLocation } from 'react-router'
import { localeNames, pathWithoutLocale, type Locale } from './locales'

export type LanguageOfferTexts = { locale: Exclude<Locale, 'en'>; text: string; read: string; dismiss: string }

/**
 * For a browser that prefers Punjabi or Hindi, on an English page: the offer of its language, in
 * that language. Never a redirect: the visitor follows it or says no (remembered in the cookie).
 */
export function LanguageOffer({ offer }: { offer: LanguageOfferTexts }) {
	const { pathname, search } = useLocation()
	const to = pathWithoutLocale(pathname) + search
	return (
		<aside lang={offer.locale} aria-label={localeNames[offer.locale]} className="border-b border-accent-200 bg-accent-50">
			<div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm text-brand-900">
				<p className="font-medium">{offer.text}</p>
				<a href={`/language?${new URLSearchParams({ lang: offer.locale, to })}`} hrefLang={offer.locale} className="font-bold text-brand-800 underline underline-offset-2">
					{offer.read}
				</a>
				<Form method="post" action="/language" className="ml-auto">
					<input type="hidden" name="lang" value="en" />
					<input type="hidden" name="to" value={to} />
					<button type="submit" className="rounded-full border border-brand-200 px-3 py-1 font-semibold hover:bg-white">
						{offer.dismiss}
					</button>
				</Form>
			</div>
		</aside>
	)
}
