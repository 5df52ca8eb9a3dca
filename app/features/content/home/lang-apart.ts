import { useLocale } from '~/features/i18n/i18n'
import type { Locale } from '~/features/i18n/locales'

/**
 * A block's `lang` only where it differs from the page's (`<html lang>` covers the rest): the home
 * page's two dozen blocks need not each repeat it (issue 21, item 2).
 */
export function useLangApart(): (lang: Locale) => Locale | undefined {
	const locale = useLocale()
	return (lang) => (lang === locale ? undefined : lang)
}
