import { compileMessage } from '@lingui/message-utils/compileMessage'
import { type Catalogue, en } from './catalogue/en'
import { hi } from './catalogue/hi'
import { pa } from './catalogue/pa'
import { type CompiledCatalogue, type Translate, translatorOf } from './i18n'
import type { Locale } from './locales'

const catalogues: Record<Locale, Catalogue> = { en, pa, hi }

const compiled = new Map<Locale, CompiledCatalogue>()

/** A locale's whole catalogue compiled once per process (ICU MessageFormat parsed on the server). */
export function compiledCatalogue(locale: Locale): CompiledCatalogue {
	let messages = compiled.get(locale)
	if (!messages) {
		messages = Object.fromEntries(Object.entries(catalogues[locale]).map(([key, message]) => [key, compileMessage(message)]))
		compiled.set(locale, messages)
	}
	return messages
}

/**
 * Keys only some pages or only the server use: the tools' pages send their own (toolMessages), and
 * the emails' texts never leave the server. Neither adds to every page's root data.
 */
const TOOL_PREFIX = 'tools.'
const EMAIL_PREFIX = 'email.'

function pick(messages: CompiledCatalogue, keep: (key: string) => boolean): CompiledCatalogue {
	return Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)))
}

const pageCatalogues = new Map<Locale, CompiledCatalogue>()

/**
 * What every page gets (the root loader): its own language, and only its own, which the browser
 * only formats (decision 018).
 */
export function pageCatalogue(locale: Locale): CompiledCatalogue {
	let messages = pageCatalogues.get(locale)
	if (!messages) {
		messages = pick(compiledCatalogue(locale), (key) => !key.startsWith(TOOL_PREFIX) && !key.startsWith(EMAIL_PREFIX))
		pageCatalogues.set(locale, messages)
	}
	return messages
}

/** The tools' own messages in a locale, for their pages' loaders (PageMessages puts them in reach of useT). */
export function toolMessages(locale: Locale): CompiledCatalogue {
	return pick(compiledCatalogue(locale), (key) => key.startsWith(TOOL_PREFIX))
}

/** Messages in a locale for the server's own answers (form errors of a post, the offer's texts). */
export function translator(locale: Locale): Translate {
	return translatorOf({ locale, messages: compiledCatalogue(locale) })
}
