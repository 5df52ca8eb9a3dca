import { type ReactNode, use } from 'react'
import type { dialogsEn } from './catalogue/dialogs-en'
import { type CompiledCatalogue, type CompiledMessage, PageMessages, useLocale } from './i18n'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * The account and enquiry dialogs' texts (catalogue/dialogs-*.ts) are not in every page's root
 * data (issue 20, item 5: 3 KB of English, 5.4 KB of Punjabi or Hindi on each page): the dialogs
 * load their language's module with their code, when the page is idle or a dialog first opens.
 */
const modules: Record<Locale, () => Promise<Record<keyof typeof dialogsEn, string>>> = {
	en: () => import('./catalogue/dialogs-en').then((module) => module.dialogsEn),
	pa: () => import('./catalogue/dialogs-pa').then((module) => module.dialogsPa),
	hi: () => import('./catalogue/dialogs-hi').then((module) => module.dialogsHi),
}

const loading = new Map<Locale, Promise<CompiledCatalogue>>()
const loaded = new Map<Locale, CompiledCatalogue>()

/** The dialogs' messages in a language, compiled, loaded once (a failed load is tried again next time). */
export function dialogMessagesIn(locale: Locale): Promise<CompiledCatalogue> {
	let messages = loading.get(locale)
	if (!messages) {
		messages = modules[locale]().then(
			(texts) => {
				const compiled: CompiledCatalogue = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileSimpleMessage(text)]))
				loaded.set(locale, compiled)
				return compiled
			},
			(error: unknown) => {
				loading.delete(locale)
				throw error
			},
		)
		loading.set(locale, messages)
	}
	return messages
}

/** Loads the page's language's dialog messages, with the dialogs' code (Modal.tsx): the html element says which. */
export function loadDialogMessages(): Promise<CompiledCatalogue> {
	const lang = document.documentElement.lang
	return dialogMessagesIn(isLocale(lang) ? lang : DEFAULT_LOCALE)
}

const argument = /\{(\w+)(?:, (number))?\}/

/**
 * What @lingui/message-utils' compileMessage makes of a text with only `{name}` and
 * `{name, number}` arguments, the only ICU these texts use (dialog-messages.test.ts compares
 * every one), without shipping the compiler to the browser.
 */
export function compileSimpleMessage(text: string): CompiledMessage {
	const parts = text.split(argument)
	const tokens: Exclude<CompiledMessage, string> = []
	for (let i = 0; i < parts.length; i += 3) {
		if (parts[i]) tokens.push(parts[i]!)
		if (i + 1 < parts.length) tokens.push(parts[i + 2] ? [parts[i + 1]!, parts[i + 2]!] : [parts[i + 1]!])
	}
	return tokens
}

/**
 * The dialogs' messages in reach of useT for what is inside. They are normally loaded with the
 * dialog's code; after a client navigation to another language, it suspends until that one's are.
 */
export function DialogMessages({ children }: { children: ReactNode }) {
	const locale = useLocale()
	const messages = loaded.get(locale) ?? use(dialogMessagesIn(locale))
	return <PageMessages messages={messages}>{children}</PageMessages>
}
