import { compileMessage } from '@lingui/message-utils/compileMessage'
import { type Catalogue, en } from './catalogue/en'
import { hi } from './catalogue/hi'
import { pa } from './catalogue/pa'
import { type CompiledCatalogue, type Translate, translatorOf } from './i18n'
import type { Locale } from './locales'

const catalogues: Record<Locale, Catalogue> = { en, pa, hi }

const compiled = new Map<Locale, CompiledCatalogue>()

/** A locale's whole catalogue compiled once per process (ICU MessageFormat parsed on the server). */
function wholeCatalogue(locale: Locale): CompiledCatalogue {
	let messages = compiled.get(locale)
	if (!messages) {
		messages = Object.fromEntries(Object.entries(catalogues[locale]).map(([key, message]) => [key, compileMessage(message)]))
		compiled.set(locale, messages)
	}
	return messages
}

/**
 * Keys only the tools' pages use (issue 19): those pages' loaders send them (toolMessages), so they
 * add nothing to every other page's root data.
 */
const TOOL_PREFIX = 'tools.'

function pick(messages: CompiledCatalogue, keep: (key: string) => boolean): CompiledCatalogue {
	return Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)))
}

const shared = new Map<Locale, CompiledCatalogue>()

/**
 * The messages every page needs. The root loader sends the page's own language, and only its own,
 * to the browser, which only formats (decision 018).
 */
export function compiledCatalogue(locale: Locale): CompiledCatalogue {
	let messages = shared.get(locale)
	if (!messages) {
		messages = pick(wholeCatalogue(locale), (key) => !key.startsWith(TOOL_PREFIX))
		shared.set(locale, messages)
	}
	return messages
}

/** The tools' own messages in a locale, for their pages' loaders (PageMessages puts them in reach of useT). */
export function toolMessages(locale: Locale): CompiledCatalogue {
	return pick(wholeCatalogue(locale), (key) => key.startsWith(TOOL_PREFIX))
}

/** Messages in a locale for the server's own answers (form errors of a post, the offer's texts). */
export function translator(locale: Locale): Translate {
	return translatorOf({ locale, messages: wholeCatalogue(locale) })
}
