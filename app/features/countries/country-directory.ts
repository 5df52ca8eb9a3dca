/**
 * The 16 study-abroad destinations of the Study Abroad menu, in SPEC.md's order, with their
 * route ids (SPEC: united-kingdom, usa, ca, de, au, nz; the others their lowercase name).
 */
export const countryDirectory = [
	{ id: 'united-kingdom', name: 'UK', fullName: 'the United Kingdom', flag: 'uk' },
	{ id: 'usa', name: 'USA', fullName: 'the USA', flag: 'usa' },
	{ id: 'ireland', name: 'Ireland', fullName: 'Ireland', flag: 'ireland' },
	{ id: 'ca', name: 'Canada', fullName: 'Canada', flag: 'canada' },
	{ id: 'de', name: 'Germany', fullName: 'Germany', flag: 'germany' },
	{ id: 'dubai', name: 'Dubai', fullName: 'Dubai', flag: 'dubai' },
	{ id: 'france', name: 'France', fullName: 'France', flag: 'france' },
	{ id: 'europe', name: 'Europe', fullName: 'Europe', flag: 'europe' },
	{ id: 'italy', name: 'Italy', fullName: 'Italy', flag: 'italy' },
	{ id: 'netherlands', name: 'Netherlands', fullName: 'the Netherlands', flag: 'netherlands' },
	{ id: 'poland', name: 'Poland', fullName: 'Poland', flag: 'poland' },
	{ id: 'spain', name: 'Spain', fullName: 'Spain', flag: 'spain' },
	{ id: 'au', name: 'Australia', fullName: 'Australia', flag: 'australia' },
	{ id: 'nz', name: 'New Zealand', fullName: 'New Zealand', flag: 'new-zealand' },
	{ id: 'sweden', name: 'Sweden', fullName: 'Sweden', flag: 'sweden' },
	{ id: 'denmark', name: 'Denmark', fullName: 'Denmark', flag: 'denmark' },
] as const

export type CountryDirectoryEntry = (typeof countryDirectory)[number]

/**
 * A directory country's name as a page shows it: from `names` (countryNamesIn, sent by a Punjabi
 * or Hindi page's loader), else the directory's English.
 */
export function shownCountryName(id: string, names?: Readonly<Record<string, string>> | null): string {
	return names?.[id] ?? countryDirectory.find((country) => country.id === id)?.name ?? id
}
