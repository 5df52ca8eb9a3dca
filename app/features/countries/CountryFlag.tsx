import flagSpriteHref from './flag-sprite.svg?no-inline'
import type { FlagKey } from './country-guide'

/** The flags' countries by their English names (an English page names the flag by these). */
export const flagNames: Record<FlagKey, string> = {
	uk: 'United Kingdom',
	usa: 'United States',
	ireland: 'Ireland',
	canada: 'Canada',
	germany: 'Germany',
	dubai: 'United Arab Emirates',
	france: 'France',
	europe: 'European Union',
	italy: 'Italy',
	netherlands: 'Netherlands',
	poland: 'Poland',
	spain: 'Spain',
	australia: 'Australia',
	'new-zealand': 'New Zealand',
	sweden: 'Sweden',
	denmark: 'Denmark',
}

/**
 * A 3:2 flag of SPEC.md section 9's list (country-flag-icons), drawn from the cached flag sprite
 * (flag-sprite.svg, written by scripts/flags-sprite.js); decorative unless given a label, its
 * accessible name (names beside it usually say the country).
 */
export function CountryFlag({ flag, className, label }: { flag: FlagKey; className?: string; label?: string }) {
	const use = <use href={`${flagSpriteHref}#${flag}`} />
	return label ? (
		<svg viewBox="0 0 513 342" className={className} role="img" aria-label={label}>
			{use}
		</svg>
	) : (
		<svg viewBox="0 0 513 342" className={className} aria-hidden="true">
			{use}
		</svg>
	)
}
