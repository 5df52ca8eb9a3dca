import { describe, expect, it } from 'vitest'
import { formatMoney, formatRupeeEstimate, formatRupeeRate, formatRupees } from './money'

describe('money', () => {
	it('writes exact rupees in Indian grouping', () => {
		expect(formatRupees(125000)).toBe('₹1,25,000')
		expect(formatRupees(9500)).toBe('₹9,500')
	})

	it('writes rupee estimates in lakhs and crores', () => {
		expect(formatRupeeEstimate(1_850_000)).toBe('₹18.5 lakh')
		expect(formatRupeeEstimate(100_000)).toBe('₹1 lakh')
		expect(formatRupeeEstimate(12_000_000)).toBe('₹1.2 crore')
		expect(formatRupeeEstimate(45_049)).toBe('₹45,000')
	})

	it('says lakh and crore in the page’s language', () => {
		expect(formatRupeeEstimate(1_850_000, 'pa')).toBe('₹18.5 ਲੱਖ')
		expect(formatRupeeEstimate(12_000_000, 'hi')).toBe('₹1.2 करोड़')
	})

	it('writes foreign amounts with their symbol, decimals only where there are some', () => {
		expect(formatMoney(1529, 'GBP')).toBe('£1,529')
		expect(formatMoney(12.71, 'GBP')).toBe('£12.71')
		expect(formatMoney(20000, 'USD')).toBe('US$20,000')
		expect(formatMoney(29710, 'AUD')).toBe('A$29,710')
		expect(formatMoney(250000, 'INR')).toBe('₹2,50,000')
	})

	it('writes an exchange rate as it was entered, up to four decimals', () => {
		expect(formatRupeeRate(107.5)).toBe('₹107.5')
		expect(formatRupeeRate(61)).toBe('₹61')
		expect(formatRupeeRate(0.23456)).toBe('₹0.2346')
		expect(formatRupeeRate(100_000)).toBe('₹1,00,000')
	})
})
