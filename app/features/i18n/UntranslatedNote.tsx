import { useLocale, useT } from './i18n'

/**
 * Whether every text of a list shows its English for want of a translation: the list then says so
 * once, with one UntranslatedNote, instead of each item repeating it (issue 20: "the English shows
 * with a short note in the page's language").
 */
export function allUntranslated(texts: { translated?: boolean }[]): boolean {
	return texts.length > 0 && texts.every((text) => text.translated === false)
}

/** Beside a text shown in English on a Punjabi or Hindi page because it has no translation yet. */
export function UntranslatedNote() {
	const t = useT()
	return (
		<p lang={useLocale()} className="mt-2 text-xs text-slate-500 italic">
			{t('language.notTranslated')}
		</p>
	)
}
