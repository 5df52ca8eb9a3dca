import { describe, expect, it } from 'vitest'
import { countryDirectory } from '~/features/countries/country-directory'
import { factView } from '~/features/countries/facts/facts.server'
import type { FactViews } from '~/features/countries/facts/fact-text'
import { factSeeds } from '~/features/countries/facts/fact-seeds'
import { chosenCountries, compareColumns, compareFactKeys, compareRows } from './compare-rows'

const viewsOf = (countryId: string): FactViews => {
	const seeds = factSeeds.find((guide) => guide.countryId === countryId)!.facts
	return Object.fromEntries(
		seeds.map((seed) => [
			seed.key,
			factView(
				{
					countryId,
					key: seed.key,
					label: seed.label,
					value: seed.value,
					currency: seed.currency ?? null,
					unit: seed.unit ?? null,
					asOf: seed.asOf,
					sourceName: seed.source.name,
					sourceUrl: seed.source.url,
					checkedOn: seed.checkedOn,
					status: seed.status,
					note: null,
					version: 1,
					updatedByName: null,
					updatedAt: '2026-11-24T00:00:00Z',
				},
				new Map(),
			),
		]),
	)
}

describe('the comparison rows', () => {
	it('name only facts their guide has', () => {
		for (const country of countryDirectory) {
			const keys = new Set(factSeeds.find((guide) => guide.countryId === country.id)?.facts.map((fact) => fact.key))
			for (const [row, rowKeys] of Object.entries(compareFactKeys[country.id])) for (const key of rowKeys) expect(keys.has(key), `${country.id} ${row} ${key}`).toBe(true)
		}
	})

	it('take 2 to 4 known countries from the URL, in the menu’s order, once each', () => {
		expect(chosenCountries(['ca', 'united-kingdom', 'ca', 'narnia'])).toEqual({
			countries: ['united-kingdom', 'ca'],
			problem: null,
		})
		expect(chosenCountries([])).toEqual({ countries: [], problem: null })
		expect(chosenCountries(['au']).problem).toBe('tooFew')
		expect(chosenCountries(['au', 'nz', 'usa', 'ca', 'de']).problem).toBe('tooMany')
	})
})

describe('the comparison’s cells', () => {
	const columns = compareColumns(
		['united-kingdom', 'sweden'],
		new Map([
			['united-kingdom', viewsOf('united-kingdom')],
			['sweden', viewsOf('sweden')],
		]),
	)

	it('hold each guide’s figure with its as-of date and source, and link to the guide’s tab', () => {
		const [uk, sweden] = columns
		const funds = factSeeds.find((guide) => guide.countryId === 'sweden')!.facts.find((fact) => fact.key === 'funds-monthly')!
		expect(sweden!.cells.funds.facts).toEqual([
			expect.objectContaining({
				figure: expect.stringMatching(/10,656/),
				asOf: funds.asOf,
				sourceUrl: funds.source.url,
			}),
		])
		expect(sweden!.cells.funds.guidePath).toBe('/country/sweden?tab=visa')
		expect(uk!.cells.workHours.facts[0]).toEqual(
			expect.objectContaining({
				figure: expect.stringContaining('20 hours a week'),
				sourceName: expect.any(String),
			}),
		)
		expect(uk!.cells.postStudyWork.guidePath).toBe('/country/united-kingdom?tab=work-opportunities')
	})

	it('show no figure for an unconfirmed fact, and none at all where the guide has no fact', () => {
		const [uk] = columns
		// The UK student visa fee is unconfirmed in the seed: the page says "check the current amount" with the link.
		expect(uk!.cells.visaFee.facts[0]).toEqual(expect.objectContaining({ key: 'student-visa-fee', figure: null }))
		expect(uk!.cells.intakes.facts).toEqual([])
		expect(uk!.cells.living.facts).toEqual([])
		expect(Object.keys(uk!.cells)).toEqual([...compareRows])
	})

	it('leave a cell empty when a guide’s facts are missing altogether', () => {
		const [column] = compareColumns(['de', 'ca'], new Map())
		expect(compareRows.every((row) => column!.cells[row].facts.length === 0)).toBe(true)
	})
})
