#!/usr/bin/env python3
"""
The Hindi pages' first font (issue 20, decision 018): @fontsource/noto-sans-devanagari's Devanagari
file cut down to the letters Hindi is written with, so the face a Hindi page preloads is smaller.

    python3 -m pip install fonttools brotli   # once; the build does not need them
    python3 scripts/subset-devanagari-font.py

writes app/features/i18n/fonts/noto-sans-devanagari-hindi-{400,700}.woff2 from the installed
package's files. Kept: every code point of HINDI_RANGES below and every glyph the font's shaping
rules reach from them (conjuncts, half forms, reph, nukta forms), so any Hindi text an editor
writes shapes as before. Left to the package's own file (devanagari.css, a face not preloaded,
fetched only by a page that uses one of them): the Vedic signs, Devanagari Extended, and letters
of Marathi, Sindhi, Kashmiri and other languages. Dropped: the `locl` forms (Marathi and Nepali
shapes; a Hindi page never asks for them). Commit the two files; rerun after updating the package.
"""
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / 'node_modules/@fontsource/noto-sans-devanagari/files'
OUT = ROOT / 'app/features/i18n/fonts'

# Must match the unicode-range of the Hindi faces in app/features/i18n/fonts/devanagari.css.
HINDI_RANGES = [
	(0x0901, 0x0903),  # candrabindu, anusvara, visarga
	(0x0905, 0x0939),  # vowels and consonants (with ऑ and the candra and short vowels)
	(0x093C, 0x094D),  # nukta, avagraha, vowel signs, virama
	(0x0950, 0x0950),  # om
	(0x0958, 0x0970),  # nukta consonants, vocalic ṝ ḷ ḹ and their signs, dandas, digits, abbreviation sign
	(0x200C, 0x200D),  # zero-width non-joiner and joiner (explicit half forms)
	(0x20B9, 0x20B9),  # rupee sign
	(0x25CC, 0x25CC),  # dotted circle (a sign shown alone)
]


def unicodes():
	return [code for start, end in HINDI_RANGES for code in range(start, end + 1)]


def main():
	options = subset.Options()
	# fontTools' own list of shaping features (every Indic one among them), less the Marathi and Nepali forms.
	options.parse_opts(['--layout-features-=locl'])
	options.flavor = 'woff2'
	options.name_IDs = ['*']
	options.notdef_outline = True
	for weight in (400, 700):
		font = subset.load_font(str(PACKAGE / f'noto-sans-devanagari-devanagari-{weight}-normal.woff2'), options)
		subsetter = subset.Subsetter(options)
		subsetter.populate(unicodes=unicodes())
		subsetter.subset(font)
		target = OUT / f'noto-sans-devanagari-hindi-{weight}.woff2'
		subset.save_font(font, str(target), options)
		print(f'{target.relative_to(ROOT)}: {target.stat().st_size} bytes, {len(font.getGlyphOrder())} glyphs')


if __name__ == '__main__':
	main()
