import { useLocale, useT } from './i18n'

/** Beside a text shown in English on a Punjabi or Hindi page because it has no translation yet. */
export function UntranslatedNote() {
	const t = useT()
	return (
		<p lang={useLocale()} className="mt-2 text-xs text-slate-500 italic">
			{t('language.notTranslated')}
		</p>
	)
}
