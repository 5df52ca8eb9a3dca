import { countryDirectory } from './country-directory'
import { type FlagKey, flagKeys } from './country-guide'

/** SPEC.md section 7: the document id is the route parameter lower-cased, spaces turned into hyphens. */
export function normaliseCountryId(raw: string): string {
	return raw.trim().toLowerCase().replace(/\s+/g, '-')
}

/** A country with no guide yet (SPEC.md section 8): its name and flag, nothing else. */
export type MinimalCountry = { id: string; name: string; flagUrl: FlagKey }

/**
 * SPEC.md section 8: the name is the route id title-cased; the flag comes from the fixed flag
 * list (by flag name, or by a directory id such as "ca"), the UK flag by default.
 */
export function minimalCountry(id: string): MinimalCountry {
	const known = countryDirectory.find((entry) => entry.id === id)
	const name = known?.name ?? id
		.split('-')
		.filter(Boolean)
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join(' ')
	return { id, name: name || 'Your Destination', flagUrl: flagForId(id) }
}

export function flagForId(id: string): FlagKey {
	const fromList = flagKeys.find((flag) => flag === id)
	if (fromList) return fromList
	return countryDirectory.find((entry) => entry.id === id)?.flag ?? 'uk'
}
