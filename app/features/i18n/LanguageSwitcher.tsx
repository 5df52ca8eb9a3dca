import { useLocation } from 'react-router'
import { useLocale, useT } from './i18n'
import { localeNames, locales, pathWithoutLocale } from './locales'

/**
 * The three languages, each in its own script, linking to this page in that language. Plain links
 * through /language, which remembers the choice in a cookie: they work without JavaScript, and the
 * new page loads whole, with its own catalogue and font.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
	const t = useT()
	const current = useLocale()
	const { pathname, search } = useLocation()
	const to = pathWithoutLocale(pathname) + search
	return (
		<nav aria-label={t('language.switcher')} className={className}>
			<ul className="flex items-center gap-1">
				{locales.map((locale) => (
					<li key={locale}>
						<a
							href={`/language?${new URLSearchParams({ lang: locale, to })}`}
							lang={locale}
							hrefLang={locale}
							aria-current={locale === current ? 'true' : undefined}
							className="language-link"
						>
							{localeNames[locale]}
						</a>
					</li>
				))}
			</ul>
		</nav>
	)
}
