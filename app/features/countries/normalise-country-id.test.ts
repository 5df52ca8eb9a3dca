import { expect, test } from 'vitest'
import { minimalCountry, normaliseCountryId } from './normalise-country-id'

test.each([
	['united-kingdom', 'united-kingdom'],
	['United Kingdom', 'united-kingdom'],
	['NEW ZEALAND', 'new-zealand'],
	['  South   Korea ', 'south-korea'],
	['Ca', 'ca'],
])('the id %j normalises to %j', (raw, expected) => {
	expect(normaliseCountryId(raw)).toBe(expected)
})

test('a country without a guide is title-cased from the id, with the UK flag by default', () => {
	expect(minimalCountry('south-korea')).toEqual({ id: 'south-korea', name: 'South Korea', flagUrl: 'uk' })
	expect(minimalCountry('japan')).toEqual({ id: 'japan', name: 'Japan', flagUrl: 'uk' })
})

test('the flag comes from the fixed flag list when the id names one', () => {
	expect(minimalCountry('canada')).toEqual({ id: 'canada', name: 'Canada', flagUrl: 'canada' })
	expect(minimalCountry('new-zealand').flagUrl).toBe('new-zealand')
	expect(minimalCountry('germany').flagUrl).toBe('germany')
	// Menu ids map to their flags and names too.
	expect(minimalCountry('ca')).toEqual({ id: 'ca', name: 'Canada', flagUrl: 'canada' })
	expect(minimalCountry('dubai').flagUrl).toBe('dubai')
})
