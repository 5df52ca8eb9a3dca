import type { Locale } from './locales'

/** A text field of the studio: English, and Punjabi and Hindi when an editor has written them. */
export type LocalisedText = { en: string | null; pa: string | null; hi: string | null }

/**
 * The text for a page in `locale`: its translation when there is one, else the English with
 * `translated: false` (the page shows UntranslatedNote) and `lang: 'en'` for the element around it.
 */
export function textIn(value: LocalisedText, locale: Locale): { text: string; lang: Locale; translated: boolean } {
	const translation = locale === 'en' ? null : value[locale]?.trim()
	if (translation) return { text: translation, lang: locale, translated: true }
	return { text: value.en ?? '', lang: 'en', translated: locale === 'en' }
}
