import { expect, test } from 'vitest'
import { translator } from '~/features/i18n/catalogues.server'
import { type FactView, plainGuideText } from './fact-text'

const en = translator('en')

const funds: FactView = { key: 'funds', label: 'Funds', figure: '£1,529', rupees: null, asOf: '2025-11-11', asOfLabel: 'Nov 2025', sourceName: 'GOV.UK', sourceUrl: 'https://www.gov.uk/student-visa/money' }

test('the structured data says where to check the rupee rate while none is stored, and gives the estimate once one is', () => {
	const text = 'At least {fact:funds:inr} a month'
	expect(plainGuideText(text, { funds: { ...funds, rateSource: { name: 'FBIL reference rates', url: 'https://www.fbil.org.in/' } } }, en)).toBe(
		'At least £1,529 (in rupees: check the current rate, https://www.fbil.org.in/) (as of Nov 2025, GOV.UK) a month',
	)
	expect(plainGuideText(text, { funds: { ...funds, rupees: { estimate: '₹1.7 lakh', rateDate: '2026-11-20', rateDateLabel: '20 Nov 2026', sourceName: 'FBIL reference rates' } } }, en)).toBe(
		'At least £1,529 (about ₹1.7 lakh; rate of 20 Nov 2026) (as of Nov 2025, GOV.UK) a month',
	)
	expect(plainGuideText('At least {fact:funds} a month', { funds: { ...funds, rateSource: { name: 'FBIL reference rates', url: 'https://www.fbil.org.in/' } } }, en)).toBe('At least £1,529 (as of Nov 2025, GOV.UK) a month')
})
