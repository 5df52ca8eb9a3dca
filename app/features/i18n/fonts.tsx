import devanagariStylesHref from './fonts/devanagari.css?url'
import gurmukhiStylesHref from './fonts/gurmukhi.css?url'
// Hindi's letters only (scripts/subset-devanagari-font.py); the package's file serves the rest of the block, unpreloaded.
import devanagariRegularHref from './fonts/noto-sans-devanagari-hindi-400.woff2?url'
import gurmukhiRegularHref from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url'
import type { Locale } from './locales'

/** Each script's font, for its own language's pages only: the stylesheet and the regular face, which most text uses. */
const scriptFonts: Partial<Record<Locale, { styles: string; regular: string }>> = {
	pa: { styles: gurmukhiStylesHref, regular: gurmukhiRegularHref },
	hi: { styles: devanagariStylesHref, regular: devanagariRegularHref },
}

/** In the head: English pages load no font at all (they use the system's). */
export function FontPreloads({ locale }: { locale: Locale }) {
	const font = scriptFonts[locale]
	if (!font) return null
	return (
		<>
			<link rel="preload" href={font.regular} as="font" type="font/woff2" crossOrigin="anonymous" />
			<link rel="stylesheet" href={font.styles} precedence="site" />
		</>
	)
}
