import type { ReactNode } from 'react'
import { compiledCatalogue } from '~/features/i18n/catalogues.server'
import { PageLanguageProvider } from '~/features/i18n/i18n'

const english = { locale: 'en' as const, messages: compiledCatalogue('en') }

/** What the root gives an English page: its catalogue, so a component renders its English texts, not its keys. */
export function EnglishPage({ children }: { children: ReactNode }) {
	return <PageLanguageProvider value={english}>{children}</PageLanguageProvider>
}
