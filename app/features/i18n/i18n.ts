import { createContext, createElement, Fragment, type ReactNode, use, useContext, useMemo } from 'react'
import type { MessageKey } from './catalogue/en'
import { errorPagesEn } from './catalogue/error-pages-en'
import { DEFAULT_LOCALE, intlLocales, type Locale } from './locales'

/**
 * A message as @lingui/message-utils' compileMessage leaves it (decision 018): plain text, or text
 * with `{name}`, `{name, number}` and `{name, plural, one {…} other {…}}` (where `#` is the count).
 * The browser formats these itself, in a few lines, instead of carrying Lingui's runtime.
 */
export type CompiledMessage = string | CompiledToken[]
type CompiledToken = string | [name: string, format?: string, options?: Record<string, CompiledMessage>]
export type CompiledCatalogue = Partial<Record<MessageKey, CompiledMessage>>

/** A message in the page's language: `t('nav.home')`, `t('count.weeks', { count: 3 })`. */
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string

export type PageLanguage = { locale: Locale; messages: CompiledCatalogue }

function render(message: CompiledMessage, values: Record<string, unknown>, intlLocale: string, count?: string): string {
	if (typeof message === 'string') return count === undefined ? message : message.replaceAll('#', count)
	return message
		.map((token) => {
			if (typeof token === 'string') return render(token, values, intlLocale, count)
			const [name, format, options] = token
			const value = values[name]
			if (format === 'number') return new Intl.NumberFormat(intlLocale).format(Number(value))
			if (format === 'plural' && options) {
				const n = Number(value)
				const branch = options[String(n)] ?? options[new Intl.PluralRules(intlLocale).select(n)] ?? options.other ?? ''
				return render(branch, values, intlLocale, new Intl.NumberFormat(intlLocale).format(n))
			}
			return String(value ?? '')
		})
		.join('')
}

/**
 * The translate function of a language's compiled catalogue; a key it lacks shows as the key. A
 * page with a catalogue of its own (the planner's) passes its own keys. A route's meta gets the
 * root's data: `translatorOf(root)`.
 */
export function translatorOf<Key extends string = MessageKey>({ locale, messages }: { locale: Locale; messages: Partial<Record<Key, CompiledMessage>> }): (key: Key, values?: Record<string, unknown>) => string {
	const intlLocale = intlLocales[locale]
	return (key, values = {}) => {
		const message = messages[key]
		return message === undefined ? key : render(message, values, intlLocale)
	}
}

/**
 * A message whose English the code holds (englishInCode, catalogues.server.ts): an English page is
 * not sent its key, so the English given here shows; a Punjabi or Hindi page shows its translation.
 */
export function orEnglish(t: Translate, key: MessageKey, english: string, values?: Record<string, unknown>): string {
	const text = t(key, values)
	return text === key ? english : text
}

const SLOT = '\u0000'

/**
 * A message with elements (a <time>, a link) where its `{name}` values stand, in the order the
 * translation puts them: `withElements(t, 'guide.sources.reviewed', { name }, { date: <time…/> })`.
 */
export function withElements(t: Translate, key: MessageKey, values: Record<string, unknown>, elements: Record<string, ReactNode>): ReactNode[] {
	const slots = Object.fromEntries(Object.keys(elements).map((name) => [name, `${SLOT}${name}${SLOT}`]))
	return t(key, { ...values, ...slots })
		.split(SLOT)
		.map((part, i) => (i % 2 === 1 ? createElement(Fragment, { key: i }, elements[part]) : part))
}

const PageLanguageContext = createContext<PageLanguage>({ locale: DEFAULT_LOCALE, messages: {} })
export const PageLanguageProvider = PageLanguageContext.Provider

export function useT(): Translate {
	return translatorOf(useContext(PageLanguageContext))
}

/**
 * A message a schema or an action gives as its catalogue key (with any values in a query string:
 * `enquiry.error.nameTooLong?max=100`), resolved in the page's language when it is shown. So one
 * zod schema serves the server and the browser in every language.
 */
export function messageRef(key: MessageKey, values?: Record<string, string | number>): string {
	if (!values) return key
	return `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}`
}

const messageRefPattern = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)(?:\?(.*))?$/

/** A message as shown: a messageRef in the page's language, anything else (a text already written) as it is. */
export function resolveMessage(language: PageLanguage, message: string): string {
	const ref = messageRefPattern.exec(message)
	const key = ref?.[1] as MessageKey | undefined
	if (!key || language.messages[key] === undefined) return message
	return translatorOf(language)(key, Object.fromEntries(new URLSearchParams(ref?.[2] ?? '')))
}

/** resolveMessage in the page's language: the form components show every error through it. */
export function useMessage(): (message: string) => string {
	const language = useContext(PageLanguageContext)
	return (message) => resolveMessage(language, message)
}

type ErrorPageTexts = Record<keyof typeof errorPagesEn, string>

/**
 * The error pages' Punjabi and Hindi (catalogue/error-pages-*.ts) load with the error page, not
 * with every page's data: the server's render waits for them (entry.server renders all before
 * sending) and hydration keeps the served page until they are here; after a client navigation or a
 * render error, the error boundary's Suspense shows nothing for that moment. A failed load shows the
 * English, never keys.
 */
const errorPagesOf: Partial<Record<Locale, () => Promise<ErrorPageTexts>>> = {
	pa: () => import('./catalogue/error-pages-pa').then((module) => module.errorPagesPa),
	hi: () => import('./catalogue/error-pages-hi').then((module) => module.errorPagesHi),
}
const errorPagesLoading = new Map<Locale, Promise<ErrorPageTexts>>()

function errorPagesIn(locale: Locale): Promise<ErrorPageTexts> {
	let texts = errorPagesLoading.get(locale)
	if (!texts) {
		texts = (errorPagesOf[locale]?.() ?? Promise.resolve(errorPagesEn)).catch(() => errorPagesEn)
		errorPagesLoading.set(locale, texts)
	}
	return texts
}

/**
 * The error and not-found pages' words in the page's language (its `{name}` values filled): the
 * English is in the code, so even a page whose root loader failed reads as words.
 */
export function useErrorPageT(): (key: keyof ErrorPageTexts, values?: Record<string, string | number>) => string {
	const { locale } = useContext(PageLanguageContext)
	const texts = locale === DEFAULT_LOCALE ? errorPagesEn : use(errorPagesIn(locale))
	return (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** The page's language. */
export function useLocale(): Locale {
	return useContext(PageLanguageContext).locale
}

/**
 * A text's `lang` only where it differs from the page's (`<html lang>` covers the rest): a page's
 * many blocks and cards need not each repeat it (issue 21, item 2).
 */
export function useLangApart(): (lang: Locale | undefined) => Locale | undefined {
	const locale = useLocale()
	return (lang) => (lang === locale ? undefined : lang)
}

/** A page's own messages (the tools' pages: toolMessages) added to the root's for everything inside. */
export function PageMessages({ messages, children }: { messages: CompiledCatalogue; children: ReactNode }) {
	const page = useContext(PageLanguageContext)
	const value = useMemo(() => ({ locale: page.locale, messages: { ...page.messages, ...messages } }), [page, messages])
	return createElement(PageLanguageProvider, { value }, children)
}
