import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { CompiledMessage } from '~/features/i18n/i18n'
import { translatorOf } from '~/features/i18n/i18n'
import type { Locale } from '~/features/i18n/locales'
import { type PlanCatalogue, planEn, type PlanMessageKey } from './catalogue/en'
import { planHi } from './catalogue/hi'
import { planPa } from './catalogue/pa'

export type CompiledPlanMessages = Record<PlanMessageKey, CompiledMessage>

const catalogues: Record<Locale, PlanCatalogue> = { en: planEn, pa: planPa, hi: planHi }
const compiled = new Map<Locale, CompiledPlanMessages>()

/** The planner's catalogue in a language, compiled once per process; its loader sends it to the page. */
export function compiledPlanMessages(locale: Locale): CompiledPlanMessages {
	let messages = compiled.get(locale)
	if (!messages) {
		messages = Object.fromEntries(Object.entries(catalogues[locale]).map(([key, message]) => [key, compileMessage(message)])) as CompiledPlanMessages
		compiled.set(locale, messages)
	}
	return messages
}

/** The planner's texts in a language, for the server's own answers (meta, form errors, the lead's summary). */
export function planTranslator(locale: Locale) {
	return translatorOf<PlanMessageKey>({ locale, messages: compiledPlanMessages(locale) })
}
