import { expect, test } from 'vitest'
import { translator } from '~/features/i18n/catalogues.server'
import type { FactRecord } from './fact-schema'
import { plainGuideText } from './fact-text'
import { asOfLabel, type ExchangeRate, factView } from './facts.server'

const funds: FactRecord = {
	countryId: 'united-kingdom',
	key: 'funds-london-monthly',
	label: 'Living costs to show, London',
	value: 1529,
	currency: 'GBP',
	unit: 'month',
	asOf: '2025-11-11',
	sourceName: 'GOV.UK',
	sourceUrl: 'https://www.gov.uk/student-visa/money',
	checkedOn: '2025-11-11',
	status: 'confirmed',
	note: null,
	version: 1,
	updatedByName: null,
	updatedAt: '2025-11-11T00:00:00.000Z',
}
const gbp: ExchangeRate = { currency: 'GBP', rate: 111.5, rateDate: '2026-11-20', sourceName: 'FBIL reference rates', sourceUrl: 'https://www.fbil.org.in/', version: 1, updatedByName: null }
const rates = new Map([['GBP', gbp]])

test('the as-of date of a fact note is written in the page’s language: the short English month, the whole month’s name in Gurmukhi and Devanagari', () => {
	expect(asOfLabel('2025-11-11')).toBe('Nov 2025')
	expect(asOfLabel('2025-11-11', 'pa')).toBe('ਨਵੰਬਰ 2025')
	expect(asOfLabel('2025-11-11', 'hi')).toBe('नवंबर 2025')
})

test('a fact on a Hindi page has its date, rate date and rupee estimate in Hindi, and its note reads in Hindi', () => {
	const view = factView(funds, rates, 'hi')
	expect(view).toMatchObject({ figure: '£1,529', asOfLabel: 'नवंबर 2025', rupees: { estimate: '₹1.7 लाख', rateDateLabel: '20 नवंबर 2026' } })
	expect(plainGuideText('{fact:funds-london-monthly:inr}', { [view.key]: view }, translator('hi'))).toBe('£1,529 (लगभग ₹1.7 लाख; 20 नवंबर 2026 का रेट) (नवंबर 2025 तक, GOV.UK)')
	expect(factView(funds, rates).rupees?.rateDateLabel).toBe('20 Nov 2026')
})
