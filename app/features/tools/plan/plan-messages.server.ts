import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { CompiledMessage } from '~/features/i18n/i18n'
import { translatorOf } from '~/features/i18n/i18n'
import type { Locale } from '~/features/i18n/locales'
import { oncePerLocale } from '~/features/i18n/catalogues.server'
import { type PlanCatalogue, planEn, type PlanMessageKey } from './catalogue/en'
import { planHi } from './catalogue/hi'
import { planPa } from './catalogue/pa'

export type CompiledPlanMessages = Record<PlanMessageKey, CompiledMessage>

const catalogues: Record<Locale, PlanCatalogue> = { en: planEn, pa: planPa, hi: planHi }
/** The planner's catalogue in a language, compiled once per process. */
const compiledPlanMessages = oncePerLocale(
	(locale) => Object.fromEntries(Object.entries(catalogues[locale]).map(([key, message]) => [key, compileMessage(message)])) as CompiledPlanMessages,
)

/** What only the server writes, in its answers to the lead form: the browser never needs them. */
const SERVER_ONLY = /^plan\.(lead\.thanks(Email|Talk)|error\.(noPlan|failed))$/
/** What the page shows only with a plan: the table, the rates used, the family's own figures, sharing and printing, the lead form. */
const WITH_A_PLAN = /^plan\.(line|col|yours|rates|lead|error)\.|^plan\.(result\.caption|total|oneOff|noFact|flights|checkAmount|checkRate|leftOut|noRateTotal|share|print)$/
/** What the page shows only with a loan's figures. */
const WITH_A_LOAN = /^plan\.loan\.(moratoriumInterest|principal|emi|totalInterest|totalPaid)$/

/**
 * The planner's messages its page needs for what it shows (issue 21): the first visit, with no
 * country chosen, has no use for the plan's and the loan's texts, 6 KB in Punjabi. Every answer
 * (a document or a navigation's data) brings the messages of its own plan, so none is missing.
 */
export function planPageMessages(locale: Locale, shown: { plan: boolean; loan: boolean }): Partial<CompiledPlanMessages> {
	return Object.fromEntries(
		Object.entries(compiledPlanMessages(locale)).filter(([key]) => !SERVER_ONLY.test(key) && (shown.plan || !WITH_A_PLAN.test(key)) && (shown.loan || !WITH_A_LOAN.test(key))),
	)
}

/** The planner's texts in a language, for the server's own answers (meta, form errors, the lead's summary). */
export function planTranslator(locale: Locale) {
	return translatorOf<PlanMessageKey>({ locale, messages: compiledPlanMessages(locale) })
}

/** The planner's words for the family's own figures (YourFigures), which the eligibility check shows too: the same vocabulary on both pages. */
const FIGURE_KEYS = ['plan.yours.rate', 'plan.yours.rateHint', 'plan.yours.studioRate', 'plan.yours.reference', 'plan.yours.fee', 'plan.error.rate', 'plan.error.fee'] as const satisfies readonly PlanMessageKey[]

export type FigureMessageKey = (typeof FIGURE_KEYS)[number]

/** Those words in a language, for another page's loader. */
export function figureMessages(locale: Locale): Record<FigureMessageKey, CompiledMessage> {
	const messages = compiledPlanMessages(locale)
	return Object.fromEntries(FIGURE_KEYS.map((key) => [key, messages[key]])) as Record<FigureMessageKey, CompiledMessage>
}
