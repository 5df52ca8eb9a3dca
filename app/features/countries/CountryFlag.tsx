import AE from 'country-flag-icons/react/3x2/AE'
import AU from 'country-flag-icons/react/3x2/AU'
import CA from 'country-flag-icons/react/3x2/CA'
import DE from 'country-flag-icons/react/3x2/DE'
import DK from 'country-flag-icons/react/3x2/DK'
import ES from 'country-flag-icons/react/3x2/ES'
import EU from 'country-flag-icons/react/3x2/EU'
import FR from 'country-flag-icons/react/3x2/FR'
import GB from 'country-flag-icons/react/3x2/GB'
import IE from 'country-flag-icons/react/3x2/IE'
import IT from 'country-flag-icons/react/3x2/IT'
import NL from 'country-flag-icons/react/3x2/NL'
import NZ from 'country-flag-icons/react/3x2/NZ'
import PL from 'country-flag-icons/react/3x2/PL'
import SE from 'country-flag-icons/react/3x2/SE'
import US from 'country-flag-icons/react/3x2/US'
import type { FlagKey } from './country-guide'

/** SPEC.md section 9's flag list drawn from country-flag-icons (SVG, shipped with the site). */
const flags = {
	uk: GB,
	usa: US,
	ireland: IE,
	canada: CA,
	germany: DE,
	dubai: AE,
	france: FR,
	europe: EU,
	italy: IT,
	netherlands: NL,
	poland: PL,
	spain: ES,
	australia: AU,
	'new-zealand': NZ,
	sweden: SE,
	denmark: DK,
} satisfies Record<FlagKey, unknown>

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

/** A 3:2 flag; decorative unless given a label, its accessible name (names beside it usually say the country). */
export function CountryFlag({ flag, className, label }: { flag: FlagKey; className?: string; label?: string }) {
	const Flag = flags[flag]
	return label ? (
		<Flag className={className} role="img" aria-label={label} />
	) : (
		<Flag className={className} aria-hidden="true" />
	)
}
