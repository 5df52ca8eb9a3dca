import { compileMessage } from '@lingui/message-utils/compileMessage'
import { type Catalogue, en } from './catalogue/en'
import { hi } from './catalogue/hi'
import { pa } from './catalogue/pa'
import { type CompiledCatalogue, type Translate, translatorOf } from './i18n'
import type { Locale } from './locales'

const catalogues: Record<Locale, Catalogue> = { en, pa, hi }

const compiled = new Map<Locale, CompiledCatalogue>()

/**
 * A locale's catalogue compiled once per process (ICU MessageFormat parsed on the server). The root
 * loader sends the page's own, and only its own, to the browser, which only formats (decision 018).
 */
export function compiledCatalogue(locale: Locale): CompiledCatalogue {
	let messages = compiled.get(locale)
	if (!messages) {
		messages = Object.fromEntries(Object.entries(catalogues[locale]).map(([key, message]) => [key, compileMessage(message)]))
		compiled.set(locale, messages)
	}
	return messages
}

const pageCatalogues = new Map<Locale, CompiledCatalogue>()

/** What a page gets (the root loader): its locale's catalogue without the emails' texts (email.*), which only the server needs. */
export function pageCatalogue(locale: Locale): CompiledCatalogue {
	let messages = pageCatalogues.get(locale)
	if (!messages) {
		messages = Object.fromEntries(Object.entries(compiledCatalogue(locale)).filter(([key]) => !key.startsWith('email.')))
		pageCatalogues.set(locale, messages)
	}
	return messages
}

/** Messages in a locale for the server's own answers (form errors of a post, the offer's texts). */
export function translator(locale: Locale): Translate {
	return translatorOf({ locale, messages: compiledCatalogue(locale) })
}
