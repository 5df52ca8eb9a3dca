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

function isLocalisedText(value: unknown): value is LocalisedText {
	return typeof value === 'object' && value !== null && !Array.isArray(value) && 'en' in value && 'pa' in value && 'hi' in value
}

/** A text needs a translation when it says something in words: "+44" or "2010" read the same in every language. */
const needsTranslation = (english: string | null) => /\p{L}/u.test(english ?? '')

/** An entry's document with each localised field as the one text the page shows (null stays null). */
export type EntryInLanguage<Document> = { [Field in keyof Document]: Document[Field] extends LocalisedText ? Document[Field]['en'] : Document[Field] }

/**
 * A studio entry as a page in `locale` shows it (issue 20): every localised field in that language
 * when the editors have translated all of them, else the whole entry in English, marked
 * `translated: false` so the page shows UntranslatedNote. One language per entry: a half-translated
 * entry would mix languages within a paragraph's reach. `lang` goes on the element around it.
 */
export function entryIn<Document extends object>(document: Document, locale: Locale): { entry: EntryInLanguage<Document> } & ShownIn {
	const texts = Object.values(document).filter(isLocalisedText)
	const translated = locale !== 'en' && texts.every((text) => !needsTranslation(text.en) || textIn(text, locale).translated)
	const shown = translated ? locale : 'en'
	const entry = Object.fromEntries(
		Object.entries(document).map(([field, value]) => {
			if (!isLocalisedText(value)) return [field, value]
			return [field, shown !== 'en' && value[shown]?.trim() ? value[shown].trim() : value.en]
		}),
	) as EntryInLanguage<Document>
	return { entry, lang: shown, translated: translated || locale === 'en' }
}

/** How a page shows an entry: the language of its text, and `translated: false` where it shows the English instead. */
export type ShownIn = { lang: Locale; translated: boolean }
