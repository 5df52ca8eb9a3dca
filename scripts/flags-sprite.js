// node scripts/flags-sprite.js — the country flags' sprite (issue 21, item 2).
// Writes app/features/countries/flag-sprite.svg: one <symbol> per flag of SPEC.md section 9, taken
// from country-flag-icons' 3:2 SVGs, so a page draws each flag with one <use> of a cached file
// instead of a copy of its paths (the destinations page shows sixteen). Run it again after adding
// a flag to FlagKey (CountryFlag.test.tsx fails until the sprite has it).
import fs from 'node:fs'
import path from 'node:path'

/** The site's flag keys (FlagKey, country-guide.ts) and their country-flag-icons codes. */
const codes = {
	uk: 'GB',
	usa: 'US',
	ireland: 'IE',
	canada: 'CA',
	germany: 'DE',
	dubai: 'AE',
	france: 'FR',
	europe: 'EU',
	italy: 'IT',
	netherlands: 'NL',
	poland: 'PL',
	spain: 'ES',
	australia: 'AU',
	'new-zealand': 'NZ',
	sweden: 'SE',
	denmark: 'DK',
}

const flagsDir = path.resolve('node_modules/country-flag-icons/3x2')
const symbols = Object.entries(codes).map(([key, code]) => {
	const svg = fs.readFileSync(path.join(flagsDir, `${code}.svg`), 'utf8').trim()
	const match = /^<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(svg)
	if (!match) throw new Error(`${code}.svg is not a single <svg> with a viewBox`)
	// A symbol is drawn from another file: an id inside it would not be found there.
	if (/\bid=|url\(/.test(match[2] ?? '')) throw new Error(`${code}.svg refers to ids inside it`)
	return `<symbol id="${key}" viewBox="${match[1]}">${match[2]}</symbol>`
})
const target = path.resolve('app/features/countries/flag-sprite.svg')
fs.writeFileSync(
	target,
	`<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Written by scripts/flags-sprite.js from country-flag-icons (MIT licence). -->\n${symbols.join('\n')}\n</svg>\n`,
)
console.log(`${symbols.length} flags in ${path.relative(process.cwd(), target)}`)
